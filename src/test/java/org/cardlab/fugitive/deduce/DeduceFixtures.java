package org.cardlab.fugitive.deduce;

import org.cardlab.fugitive.SeededGames;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;

/** Specs and seeded game states for the deduction tests. */
final class DeduceFixtures {
    private DeduceFixtures() {}

    /** The pt spec with small decks (4-7, 8-11, 12-15; 2 + 1 initial draws), so brute force is cheap. */
    static FugitiveRules tiny(boolean overpay) {
        return variant("pt", tinyRules(overpay), "tiny" + (overpay ? "" : "-exact"));
    }

    /**
     * {@link #tiny} with a lower escape card, 18 (the starting hand holds it instead of 42, and the
     * manhunt starts below 12), so that no count can lean on 42 being the escape.
     */
    static FugitiveRules tinyLowEscape(boolean overpay) {
        Map<String, Object> rules = new java.util.HashMap<>(tinyRules(overpay));
        rules.putAll(Map.of("escapeCard", 18, "startingHand", List.of(1, 2, 3, 18), "manhuntThreshold", 12));
        return variant("pt", rules, "tiny-escape18" + (overpay ? "" : "-exact"));
    }

    private static Map<String, Object> tinyRules(boolean overpay) {
        return Map.of("deck1", List.of(4, 7), "deck2", List.of(8, 11), "deck3", List.of(12, 15),
                "initialDraws", List.of(2, 1, 0), "overpay", overpay);
    }

    static FugitiveRules variant(String base, Map<String, Object> changes, String name) {
        Path file = Path.of("specs/fugitive/" + base + ".json");
        ObjectNode root = (ObjectNode) Json.read(file);
        for (Map.Entry<String, Object> c : changes.entrySet()) {
            ObjectNode r = ((ObjectNode) root.get("rules")).putObject(c.getKey());
            r.set("value", Json.MAPPER.valueToTree(c.getValue()));
            r.put("silent", true);
            r.put("default", "test variant");
        }
        root.put("name", name);
        return new FugitiveRules(RuleSpec.parse(root, Path.of("specs/fugitive/" + name + ".json")));
    }

    /** A game state at each Marshal decision of a seeded game (and the end), with the true state. */
    static List<FugitiveState> marshalTurns(FugitiveRules rules, String fugitive, String marshal, long seed) {
        return SeededGames.marshalTurns(rules, fugitive, marshal, seed);
    }

    static PublicTrack track(FugitiveState s) {
        return PublicTrack.read(s.rules(), s.notes(), "test");
    }

    static Notes notes(FugitiveRules rules, List<NoteEvent> events) {
        return new Notes(rules.name(), events);
    }
}
