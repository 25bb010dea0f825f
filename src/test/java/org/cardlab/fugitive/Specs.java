package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
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
        Path file = Path.of("specs/fugitive/" + name + ".json");
        ObjectNode root = (ObjectNode) Json.read(file);
        ObjectNode r = ((ObjectNode) root.get("rules")).putObject(rule);
        r.set("value", Json.MAPPER.valueToTree(value));
        r.put("silent", true);
        r.put("default", "test variant");
        root.put("name", name + "-" + rule);
        return new FugitiveRules(RuleSpec.parse(root, Path.of("specs/fugitive/" + name + "-" + rule + ".json")));
    }
}
