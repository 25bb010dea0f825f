package org.cardlab.verify;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;

/**
 * A spec with one rule taken from another spec. A witness for a difference must be explained
 * by that rule alone: swapping just that rule into the first spec must give the second spec's
 * result at the point where the two part.
 */
public final class SpecVariant {
    private SpecVariant() {}

    /** {@code a} with rule {@code rule} as {@code b} has it (removed when {@code b} lacks it). */
    public static RuleSpec withRule(RuleSpec a, String rule, RuleSpec b) {
        ObjectNode root = (ObjectNode) Json.read(a.file());
        ObjectNode rules = (ObjectNode) root.get("rules");
        ObjectNode other = (ObjectNode) Json.read(b.file()).get("rules");
        if (other.has(rule)) {
            rules.set(rule, other.get(rule).deepCopy());
        } else {
            rules.remove(rule);
        }
        String name = a.name() + "+" + b.name() + "." + rule;
        root.put("name", name);
        // the variant sits beside the first spec, so a relative rulebook path still resolves
        return RuleSpec.parse(root, a.file().resolveSibling(name + ".json"));
    }

    /** {@code a} with rule {@code rule} set to {@code value} (marked silent, as a what-if). */
    public static RuleSpec withValue(RuleSpec a, String rule, com.fasterxml.jackson.databind.JsonNode value) {
        ObjectNode root = (ObjectNode) Json.read(a.file());
        ObjectNode r = ((ObjectNode) root.get("rules")).putObject(rule);
        r.set("value", value);
        r.put("silent", true);
        r.put("default", "what-if variant");
        String name = a.name() + "." + rule + "=" + value;
        root.put("name", name);
        return RuleSpec.parse(root, a.file().resolveSibling(a.name() + "-variant.json"));
    }
}
