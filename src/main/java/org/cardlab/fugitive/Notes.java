package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.core.FileKinds;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;

/**
 * The Marshal's notes: the public event log of a Fugitive game in format
 * {@code cardlab.fugitive.notes/1}. The engine writes it, the deduction reads it, puzzles embed
 * it, a person can write it by hand. Parsing checks each event's shape; the deduction's
 * {@link org.cardlab.fugitive.deduce.PublicTrack}
 * checks that the order follows the turn structure of the spec.
 *
 * <p>{@code rules}, when present, holds the spec's rule values (rule name to value), so that
 * notes taken under a custom spec read the same anywhere; without it (older files, hand-written
 * ones) the spec is loaded by its name.
 */
public record Notes(String spec, ObjectNode rules, List<NoteEvent> events) {
    public static final String FORMAT = "cardlab.fugitive.notes/1";

    public Notes {
        events = List.copyOf(events);
        rules = rules == null ? null : rules.deepCopy();
    }

    /** Notes naming their spec only (it is loaded by name when read). */
    public Notes(String spec, List<NoteEvent> events) {
        this(spec, null, events);
    }

    /** Notes that embed the rule values of {@code rules}, so they survive without its spec file. */
    public static Notes of(FugitiveRules rules, List<NoteEvent> events) {
        ObjectNode values = Json.object();
        for (RuleSpec.Rule r : rules.spec.rules().values()) {
            values.set(r.name(), r.value().deepCopy());
        }
        return new Notes(rules.name(), values, events);
    }

    @Override
    public ObjectNode rules() {
        return rules == null ? null : rules.deepCopy();
    }

    /** The same notes with other events (the spec and embedded values kept). */
    public Notes withEvents(List<NoteEvent> newEvents) {
        return new Notes(spec, rules, newEvents);
    }

    /**
     * The rules these notes were taken under: the embedded values when present, else the spec
     * named (a shipped name or a spec file). Errors name {@code where}.
     */
    public FugitiveRules loadRules(String where) {
        if (rules == null) {
            try { // a shipped name, a what-if of one (NAME+rule=value) or a spec file
                return new FugitiveRules(RuleSpec.variant("fugitive", spec));
            } catch (UserError e) {
                throw e.within(where + ": field 'spec'");
            }
        }
        ObjectNode root = Json.object();
        root.put("format", RuleSpec.FORMAT);
        root.put("game", "fugitive");
        root.put("name", spec);
        ObjectNode rs = root.putObject("rules");
        rules.properties().forEach(e -> rs.putObject(e.getKey()).put("source", "embedded in the notes").set("value", e.getValue()));
        try {
            return new FugitiveRules(RuleSpec.parse(root, Path.of(where)));
        } catch (UserError e) {
            // the rules are read as a spec file's, whose values sit under "value": the notes have "rules": {"stepLimit": 3}
            throw new UserError(e.getMessage().replaceAll("rules\\.(\\w+)\\.value\\b", "rules.$1"), e);
        }
    }

    public ObjectNode toJson() {
        ObjectNode root = Json.object();
        root.put("format", FORMAT);
        root.put("spec", spec);
        if (rules != null) {
            root.set("rules", rules.deepCopy());
        }
        ArrayNode arr = root.putArray("events");
        for (NoteEvent e : events) {
            arr.add(eventJson(e, null));
        }
        return root;
    }

    /**
     * One event as JSON. With {@code hideMarshalCardsUnder} null this is the Marshal's view;
     * otherwise the Marshal's drawn cards are hidden and only their deck (under those rules) is shown.
     */
    public static ObjectNode eventJson(NoteEvent e, FugitiveRules hideMarshalCardsUnder) {
        ObjectNode o = Json.object();
        if (e instanceof NoteEvent.FugitiveDraw d) {
            o.put("type", "fugitive-draw").put("deck", d.deck());
        } else if (e instanceof NoteEvent.MarshalDraw d) {
            o.put("type", "marshal-draw");
            if (hideMarshalCardsUnder == null) {
                o.put("card", d.card());
            } else {
                o.put("deck", hideMarshalCardsUnder.deckOf(d.card()));
            }
        } else if (e instanceof NoteEvent.Hideout h) {
            o.put("type", "hideout").put("sprints", h.sprints());
        } else if (e instanceof NoteEvent.Pass) {
            o.put("type", "pass");
        } else if (e instanceof NoteEvent.MarshalPass) {
            o.put("type", "marshal-pass");
        } else if (e instanceof NoteEvent.Escape x) {
            o.put("type", "escape").put("sprints", x.sprints());
        } else if (e instanceof NoteEvent.Guess g) {
            o.put("type", "guess");
            ArrayNode nums = o.putArray("numbers");
            for (int n : Cards.toArray(g.numbers())) {
                nums.add(n);
            }
            o.put("hit", g.hit());
            if (g.hit()) {
                ArrayNode rev = o.putArray("reveals");
                for (NoteEvent.Reveal r : g.reveals()) {
                    ObjectNode ro = rev.addObject();
                    ro.put("position", r.position());
                    ro.put("hideout", r.hideout());
                    ArrayNode sc = ro.putArray("sprintCards");
                    for (int c : Cards.toArray(r.sprintCards())) {
                        sc.add(c);
                    }
                }
            }
        }
        return o;
    }

    /** How a message names the event at {@code index}: numbered from 1, as game logs and puzzles number them. */
    public static String eventName(int index) {
        return "event " + (index + 1);
    }

    public static Notes read(Path file) {
        Notes notes = parse(Json.read(file), file.toString());
        return notes.rules == null ? notes.withSpecBeside(file) : notes;
    }

    /**
     * Notes naming their spec by a relative file path: the path is taken from the notes' own
     * folder when a file is there (as a spec's rulebook is found beside the spec), so notes and
     * their spec can move together; otherwise from the working folder, as before.
     */
    private Notes withSpecBeside(Path file) {
        String base = RuleSpec.baseOf(spec);
        Path folder = file.getParent();
        if (folder == null || !(base.endsWith(".json") || base.contains(file.getFileSystem().getSeparator()))) {
            return this; // a spec name, or notes in the working folder
        }
        try {
            Path beside = folder.resolve(base);
            return Path.of(base).isAbsolute() || !Files.isRegularFile(beside) ? this
                    : new Notes(beside + spec.substring(base.length()), rules, events);
        } catch (InvalidPathException e) {
            return this; // not a path: loading the spec says why
        }
    }

    private static final Map<String, Set<String>> FIELDS = Map.of(
            "fugitive-draw", Set.of("type", "deck"),
            "marshal-draw", Set.of("type", "card"),
            "hideout", Set.of("type", "sprints"),
            "pass", Set.of("type"),
            "marshal-pass", Set.of("type"),
            "escape", Set.of("type", "sprints"),
            "guess", Set.of("type", "numbers", "hit", "reveals"));

    /** Parses notes JSON; every error names {@code where} and the event (numbered from 1). */
    public static Notes parse(JsonNode root, String where) {
        FileKinds.require(root, where, FORMAT);
        Json.onlyFields(root, where, Set.of("format", "spec", "rules", "events"));
        String spec = Json.text(root, "spec", where);
        ObjectNode rules = null;
        if (root.has("rules")) {
            JsonNode r = root.get("rules");
            if (!r.isObject()) {
                throw new UserError(where + ": field 'rules' must be an object of rule values");
            }
            rules = (ObjectNode) r;
        }
        ArrayNode arr = Json.arrayField(root, "events", where);
        List<NoteEvent> events = new ArrayList<>();
        for (int i = 0; i < arr.size(); i++) {
            events.add(parseEvent(arr.get(i), where + ": " + eventName(i)));
        }
        Notes notes = new Notes(spec, rules, events);
        if (rules != null) {
            notes.loadRules(where); // embedded values are checked like a spec file's
        }
        return notes;
    }

    /** One event from its JSON object (as in a notes file); errors name {@code where}. */
    public static NoteEvent parseEvent(JsonNode e, String where) {
        Json.requireObject(e, where);
        String type = Json.text(e, "type", where);
        Set<String> fields = FIELDS.get(type);
        if (fields == null) {
            throw new UserError(where + ": unknown event type '" + type + "' (known: " + String.join(", ", FIELDS.keySet().stream().sorted().toList()) + ")");
        }
        Json.onlyFields(e, where + " (" + type + ")", fields);
        return switch (type) {
            case "fugitive-draw" -> new NoteEvent.FugitiveDraw(Json.integer(e, "deck", where, 1, 3));
            case "marshal-draw" -> new NoteEvent.MarshalDraw(Json.integer(e, "card", where, 4, 41));
            case "hideout" -> new NoteEvent.Hideout(Json.integer(e, "sprints", where, 0, 40));
            case "escape" -> new NoteEvent.Escape(Json.integer(e, "sprints", where, 0, 40));
            case "pass" -> new NoteEvent.Pass();
            case "marshal-pass" -> new NoteEvent.MarshalPass();
            default -> parseGuess(e, where);
        };
    }

    private static NoteEvent parseGuess(JsonNode e, String where) {
        long numbers = cardSet(Json.arrayField(e, "numbers", where), where, "numbers", 1);
        if (numbers == 0) {
            throw new UserError(where + ": a guess names at least one number");
        }
        boolean hit = Json.bool(e, "hit", where);
        List<NoteEvent.Reveal> reveals = new ArrayList<>();
        if (hit) {
            ArrayNode arr = Json.arrayField(e, "reveals", where);
            for (int i = 0; i < arr.size(); i++) {
                String w = where + ": reveals[" + i + "]";
                JsonNode r = arr.get(i);
                Json.onlyFields(r, w, Set.of("position", "hideout", "sprintCards"));
                int position = Json.integer(r, "position", w, 1, 42);
                int hideout = Json.integer(r, "hideout", w, 1, 41);
                long sprints = cardSet(Json.arrayField(r, "sprintCards", w), w, "sprintCards", 1);
                reveals.add(new NoteEvent.Reveal(position, hideout, sprints));
            }
        } else if (e.has("reveals") && e.get("reveals").size() > 0) {
            throw new UserError(where + ": a missed guess reveals nothing, but 'reveals' is not empty");
        }
        return new NoteEvent.Guess(numbers, hit, reveals);
    }

    private static long cardSet(ArrayNode arr, String where, String field, int lo) {
        long set = 0;
        for (JsonNode n : arr) {
            if (!n.isIntegralNumber() || !n.canConvertToInt()) {
                throw new UserError(where + ": field '" + field + "' must list whole numbers");
            }
            int c = within(n.asInt(), lo, FugitiveRules.HIGHEST_ESCAPE, where, field);
            if (Cards.has(set, c)) {
                throw new UserError(where + ": field '" + field + "' lists " + c + " twice");
            }
            set |= 1L << c;
        }
        return set;
    }

    private static int within(int v, int lo, int hi, String where, String field) {
        if (v < lo || v > hi) {
            throw new UserError(where + ": field '" + field + "' is " + v + ", out of range " + lo + ".." + hi);
        }
        return v;
    }
}
