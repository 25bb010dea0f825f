package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.Contradiction;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The Marshal's notes at a real table: the page enters each public event; one that does not
 * fit the turn structure, or that no hidden history explains, is refused with the reason (the
 * smallest conflicting set of events, in words) and not taken. Saved as a plain notes file.
 */
final class MarshalTable extends WebTable {
    private final FugitiveRules rules;
    private final List<NoteEvent> events = new ArrayList<>();
    private ObjectNode cachedView;

    MarshalTable(String id, FugitiveRules rules, List<NoteEvent> loaded, String where) {
        super(id);
        this.rules = rules;
        PublicTrack.read(rules, Notes.of(rules, loaded), where); // refuses notes that break the turn structure
        events.addAll(loaded);
    }

    static MarshalTable fromFile(String id, JsonNode json, String where) {
        Notes n = Notes.parse(json, where);
        return new MarshalTable(id, n.loadRules(where), n.events(), where);
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
    Notes notes() {
        return Notes.of(rules, events);
    }

    @Override
    ObjectNode file() {
        return notes().toJson();
    }

    private PublicTrack track(List<NoteEvent> evs) {
        return PublicTrack.read(rules, Notes.of(rules, evs), "the notes");
    }

    @Override
    ObjectNode view() {
        if (cachedView == null) {
            ObjectNode v = base();
            v.setAll(MarshalView.of(track(events), true));
            cachedView = v;
        }
        return cachedView;
    }

    @Override
    void act(String action, JsonNode body) {
        switch (action) {
            case "events" -> add(parse(body));
            case "undo" -> undo();
            default -> throw ApiError.notFound("no action '" + action + "' on a Marshal's table (events, undo)");
        }
    }

    static NoteEvent parse(JsonNode body) {
        Json.requireObject(body, "event");
        JsonNode e = body.has("event") ? body.get("event") : body;
        try {
            return Notes.parseEvent(e, "event");
        } catch (UserError u) {
            throw ApiError.bad(u.getMessage());
        }
    }

    private void add(NoteEvent e) {
        List<NoteEvent> next = new ArrayList<>(events);
        next.add(e);
        PublicTrack t;
        try {
            t = track(next);
        } catch (UserError u) {
            throw ApiError.refused("not taken: " + u.getMessage());
        }
        refuseContradiction(t);
        events.add(e);
        cachedView = null;
    }

    /** Refuses notes no hidden history explains, naming a smallest set of conflicting events. */
    static void refuseContradiction(PublicTrack t) {
        boolean consistent;
        try {
            consistent = Deduction.of(t, MarshalView.DEDUCTION_LIMIT).consistent();
        } catch (WorkLimitExceeded tooLarge) {
            return; // cannot be decided within the limit: taken, the view says there are no figures
        }
        if (!consistent) {
            Contradiction.Result r = new Contradiction(t).find();
            ObjectNode details = Json.object();
            ObjectNode c = details.putObject("contradiction");
            ArrayNode ev = c.putArray("events");
            r.events().forEach(i -> ev.add(i + 1));
            c.put("smallest", r.smallest());
            c.put("text", r.text());
            c.put("offending", t.events.size());
            throw new ApiError(409, "not taken: no hidden history explains event " + t.events.size() + " ("
                    + Contradiction.describe(t.events.get(t.events.size() - 1)) + "): " + r.text(), details);
        }
    }

    private void undo() {
        if (events.isEmpty()) {
            throw ApiError.refused("nothing to undo");
        }
        events.remove(events.size() - 1);
        cachedView = null;
    }

    @Override
    ObjectNode summary() {
        ObjectNode o = base();
        o.put("spec", rules.name());
        o.put("events", events.size());
        PublicTrack t = track(events);
        o.put("next", MarshalView.nextInWords(t));
        return o;
    }
}
