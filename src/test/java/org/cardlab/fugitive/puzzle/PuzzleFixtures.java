package org.cardlab.fugitive.puzzle;

import org.cardlab.fugitive.SeededGames;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;

/** Seeded game states and spec variants for the puzzle tests. */
final class PuzzleFixtures {
    private PuzzleFixtures() {}

    static final Path SHIPPED = Path.of("puzzles/fugitive");

    /** The pt spec with small decks, so the deduction's brute force is cheap. */
    static FugitiveRules tiny() {
        Path file = Path.of("specs/fugitive/pt.json");
        ObjectNode root = (ObjectNode) Json.read(file);
        Map<String, Object> changes = Map.of("deck1", List.of(4, 7), "deck2", List.of(8, 11), "deck3", List.of(12, 15),
                "initialDraws", List.of(2, 1, 0));
        for (Map.Entry<String, Object> c : changes.entrySet()) {
            ObjectNode r = ((ObjectNode) root.get("rules")).putObject(c.getKey());
            r.set("value", Json.MAPPER.valueToTree(c.getValue()));
            r.put("silent", true);
            r.put("default", "test variant");
        }
        root.put("name", "tiny");
        return new FugitiveRules(RuleSpec.parse(root, Path.of("specs/fugitive/tiny.json")));
    }

    /** Copies of the state at each Marshal decision of a seeded game, and the finished game. */
    static List<FugitiveState> marshalTurns(FugitiveRules rules, String fugitive, String marshal, long seed) {
        return SeededGames.marshalTurns(rules, fugitive, marshal, seed);
    }
}
