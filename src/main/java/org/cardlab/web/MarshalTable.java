package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.Contradiction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.search.MarshalSearch;

/**
 * The Marshal's notes at a real table: the page enters each public event, takes back the last
 * (undo, then redo), or corrects any past one (replace, insert before, delete), after which
 * everything that follows is read again. A change that breaks the turn structure, or that no
 * hidden history explains, is refused with the reason (the smallest conflicting set of events,
 * in words) and takes nothing. Saved as a plain notes file.
 *
 * <p>Each change reads the notes and runs the exact count once ({@link Figures}); the view is
 * drawn from that same count.
 */
final class MarshalTable extends WebTable {
    private final FugitiveRules rules;
    private List<NoteEvent> events;
    /** Events taken back by undo, the next to redo last; a new event or a correction clears it. */
    private final List<NoteEvent> undone = new ArrayList<>();
    private final MarshalSearch.Settings search;
    private Figures figures;
    private ObjectNode cachedView;

    /** {@code search}: the settings of the search Marshal whose look-ahead the view shows at his draw and guess. */
    MarshalTable(String id, FugitiveRules rules, List<NoteEvent> loaded, String where, MarshalSearch.Settings search) {
        super(id);
        this.rules = rules;
        this.search = search;
        this.figures = Figures.of(rules, loaded, where); // refuses notes that break the turn structure
        this.events = List.copyOf(loaded);
    }

    static MarshalTable fromFile(String id, JsonNode json, String where, Catalog catalog) {
        Notes n = Notes.parse(json, where);
        return new MarshalTable(id, catalog.rules(n, where), n.events(), where, catalog.search());
    }

    @Override
    String mode() {
        return "marshal";
    }

    @Override
    String suffix() {
        return ".notes.json";
    }

    @Override
    int count() {
        return events.size();
    }

    @Override
    String versionExtra() {
        return Integer.toString(undone.size()) + Json.compact(Notes.of(rules, undone).toJson().get("events"));
    }

    @Override
    Notes notes() {
        return Notes.of(rules, events);
    }

    @Override
    ObjectNode file() {
        return notes().toJson();
    }

    @Override
    ObjectNode view() {
        // the advice and the search's look-ahead cost far more than the count: drawn once per version, then kept
        if (cachedView != null && cachedView.get("version").asText().equals(version())) {
            return cachedView;
        }
        ObjectNode v = base();
        v.setAll(MarshalView.of(figures.track(), figures, search));
        ArrayNode shown = (ArrayNode) v.get("events");
        for (int i = 0; i < events.size(); i++) { // each event as entered, so a page can tell its own from another's
            ((ObjectNode) shown.get(i)).set("event", Notes.eventJson(events.get(i), null));
        }
        v.put("redo", undone.size());
        if (!undone.isEmpty()) {
            v.put("redoNext", Contradiction.describe(undone.get(undone.size() - 1)));
        }
        cachedView = v;
        return v;
    }

    /** The notes as they were before event {@code index} (from 1): what may be entered there, for a correction. */
    ObjectNode legalBefore(int index) {
        if (index < 1 || index > events.size() + 1) {
            throw ApiError.bad("before: an event number from 1 to " + (events.size() + 1) + ", not " + index);
        }
        PublicTrack t = PublicTrack.read(rules, Notes.of(rules, events.subList(0, index - 1)), "the notes");
        ObjectNode o = Json.object();
        o.put("before", index);
        o.put("next", MarshalView.nextInWords(t));
        o.set("legal", MarshalView.legal(t));
        o.set("hand", MarshalView.cards(t.marshalCards));
        o.set("decksLeft", MarshalView.decksLeft(t)); // the keypad's counts as they stood then, not as they stand now
        return o;
    }

    @Override
    void act(String action, JsonNode body) {
        switch (action) {
            case "events" -> append(parse(body));
            case "undo" -> undo(body);
            case "redo" -> redo(body);
            case "edit" -> edit(body);
            default -> throw ApiError.notFound("no action '" + Api.printable(action) + "' on a Marshal's table (events, undo, redo, edit)");
        }
    }

    static NoteEvent parse(JsonNode body) {
        Json.requireObject(body, "event");
        JsonNode e = body.has("event") ? body.get("event") : body;
        if (body.has("event")) {
            Json.onlyFields(body, "request", Set.of("event"));
        }
        return parseEvent(e, "event");
    }

    private static NoteEvent parseEvent(JsonNode e, String where) {
        try {
            return Notes.parseEvent(e, where);
        } catch (UserError u) {
            throw ApiError.bad(u.getMessage());
        }
    }

    private void append(NoteEvent e) {
        List<NoteEvent> next = new ArrayList<>(events);
        next.add(e);
        commit(next, "event " + next.size() + " (" + Contradiction.describe(e) + ")", true);
        boolean redoes = !undone.isEmpty() && undone.get(undone.size() - 1).equals(e);
        if (redoes) {
            undone.remove(undone.size() - 1); // entering the event undo took back is its redo
        } else {
            undone.clear();
        }
    }

    private void undo(JsonNode body) {
        Json.onlyFields(body, "undo", Set.of());
        if (events.isEmpty()) {
            throw ApiError.refused("nothing to undo");
        }
        NoteEvent last = events.get(events.size() - 1);
        commit(events.subList(0, events.size() - 1), "undo", false);
        undone.add(last);
    }

    private void redo(JsonNode body) {
        Json.onlyFields(body, "redo", Set.of());
        if (undone.isEmpty()) {
            throw ApiError.refused("nothing to redo");
        }
        NoteEvent e = undone.get(undone.size() - 1);
        List<NoteEvent> next = new ArrayList<>(events);
        next.add(e);
        commit(next, "event " + next.size() + " (" + Contradiction.describe(e) + ")", true);
        undone.remove(undone.size() - 1);
    }

    /**
     * A correction of event {@code index} (from 1): {@code "event"} replaces it, {@code "insert"}
     * goes before it, {@code "delete": true} removes it. Everything after it is read again.
     */
    private void edit(JsonNode body) {
        Json.requireObject(body, "edit");
        Json.onlyFields(body, "edit", Set.of("index", "event", "insert", "delete"));
        int index = Json.integer(body, "index", "edit");
        int kinds = (body.has("event") ? 1 : 0) + (body.has("insert") ? 1 : 0) + (body.has("delete") ? 1 : 0);
        if (kinds != 1) {
            throw ApiError.bad("edit: give exactly one of 'event' (replace), 'insert' (before) or 'delete'");
        }
        int limit = body.has("insert") ? events.size() + 1 : events.size();
        if (index < 1 || index > limit) {
            throw ApiError.bad("edit: field 'index' must be an event number from 1 to " + limit + ", not " + index);
        }
        List<NoteEvent> next = new ArrayList<>(events);
        String what;
        if (body.has("delete")) {
            if (!Json.bool(body, "delete", "edit")) {
                throw ApiError.bad("edit: field 'delete' must be true");
            }
            what = "deleting event " + index + " (" + Contradiction.describe(next.remove(index - 1)) + ")";
        } else if (body.has("insert")) {
            NoteEvent e = parseEvent(body.get("insert"), "edit: insert");
            next.add(index - 1, e);
            what = "inserting " + Contradiction.describe(e) + " as event " + index;
        } else {
            NoteEvent e = parseEvent(body.get("event"), "edit: event");
            NoteEvent old = next.set(index - 1, e);
            what = "event " + index + " as " + Contradiction.describe(e) + " (was " + Contradiction.describe(old) + ")";
        }
        commit(next, what, !figures.inconsistent());
        undone.clear();
    }

    /**
     * Reads {@code next} once and takes it, or refuses it: notes that break the turn structure,
     * and (when {@code mustExplain}) notes no hidden history explains, naming the conflict.
     */
    private void commit(List<NoteEvent> next, String what, boolean mustExplain) {
        Figures f;
        try {
            f = Figures.of(rules, next, "the notes");
        } catch (PublicTrack.TurnError t) {
            // said once, in words: "not taken: event 14 (the Marshal drew 30) does not fit the turn: the Fugitive draws first (...)"
            String which = Notes.eventName(t.index()) + " (" + Contradiction.describe(next.get(t.index())) + ")";
            ObjectNode details = Json.object();
            details.putObject("turn").put("event", t.index() + 1).put("why", t.why());
            throw new ApiError(409, "not taken: " + (what.startsWith(Notes.eventName(t.index()) + " ") ? what : what + ": then " + which)
                    + " does not fit the turn: " + t.why(), details);
        } catch (UserError u) {
            throw ApiError.refused("not taken: " + what + ": " + u.getMessage());
        }
        if (mustExplain && f.inconsistent()) {
            Contradiction.Result r = new Contradiction(f.track()).find();
            ObjectNode details = Json.object();
            details.set("contradiction", conflictJson(f.track(), r));
            throw new ApiError(409, "not taken: no hidden history explains " + what + ": " + r.text(), details);
        }
        events = List.copyOf(next);
        figures = f;
    }

    /** A conflict for the page: its events counted from 1, whether the set is smallest, and why in words. */
    static ObjectNode conflictJson(PublicTrack t, Contradiction.Result r) {
        ObjectNode c = Json.object();
        ArrayNode ev = c.putArray("events");
        r.events().forEach(i -> ev.add(i + 1));
        c.put("smallest", r.smallest());
        c.put("text", r.text());
        String why = ConflictWords.why(t, r.events());
        if (why != null) {
            c.put("why", why);
        }
        return c;
    }

    @Override
    ObjectNode summary() {
        ObjectNode o = base();
        o.put("spec", rules.name());
        o.put("events", events.size());
        o.put("next", MarshalView.nextInWords(figures.track()));
        return o;
    }
}
