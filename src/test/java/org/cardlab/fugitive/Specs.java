package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;

/** Shipped specs and variants of them with one rule changed, for rule tests. */
final class Specs {
    private Specs() {}

    static FugitiveRules shipped(String name) {
        return FugitiveRules.load(name);
    }

    /** The shipped spec {@code name} with rule {@code rule} set to {@code value} (marked silent). */
    static FugitiveRules variant(String name, String rule, Object value) {
        return variant(name, Map.of(rule, value), name + "-" + rule);
    }

    /**
     * pt with a lower escape card: 24, the decks shrunk below it (4-10, 11-17, 18-23), the
     * starting hand 1, 2, 3 and 24, a manhunt below 18. The published game's shape on fewer
     * cards, so that no property leans on 42 being the escape.
     */
    static FugitiveRules lowerEscape() {
        return variant("pt", Map.of("deck1", List.of(4, 10), "deck2", List.of(11, 17), "deck3", List.of(18, 23),
                "escapeCard", 24, "startingHand", List.of(1, 2, 3, 24), "manhuntThreshold", 18), "pt-escape24");
    }

    private static FugitiveRules variant(String name, Map<String, Object> changes, String newName) {
        ObjectNode root = (ObjectNode) Json.read(Path.of("specs/fugitive/" + name + ".json"));
        changes.forEach((rule, value) -> {
            ObjectNode r = ((ObjectNode) root.get("rules")).putObject(rule);
            r.set("value", Json.MAPPER.valueToTree(value));
            r.put("silent", true);
            r.put("default", "test variant");
        });
        root.put("name", newName);
        return new FugitiveRules(RuleSpec.parse(root, Path.of("specs/fugitive/" + newName + ".json")));
    }
}
