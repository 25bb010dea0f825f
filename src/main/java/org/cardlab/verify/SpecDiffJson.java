package org.cardlab.verify;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;

/** A spec comparison as JSON, as {@code specs diff --json} prints it and {@code specs report --json} holds it. */
public final class SpecDiffJson {
    private SpecDiffJson() {}

    public static ObjectNode of(SpecDiff.Result r) {
        ObjectNode o = Json.object();
        o.put("game", r.a().game());
        o.put("a", r.a().name());
        o.put("b", r.b().name());
        o.put("changesPlay", !r.playDifferences().isEmpty());
        ArrayNode diffs = o.putArray("differences");
        for (SpecDiff.Entry e : r.differences()) {
            ObjectNode d = diffs.addObject();
            d.put("rule", e.rule());
            d.put("kind", e.kind().name().toLowerCase().replace('_', '-'));
            d.put("changesPlay", e.changesPlay());
            d.put("cosmetic", e.cosmetic());
            side(d.putObject("a"), e.a());
            side(d.putObject("b"), e.b());
        }
        o.put("playDifferences", r.playDifferences().size());
        o.put("evidenceDifferences", r.evidenceDifferences().size());
        o.put("agreeing", r.agreeing());
        o.put("rules", r.entries().size());
        return o;
    }

    private static void side(ObjectNode o, RuleSpec.Rule r) {
        if (r == null) {
            o.putNull("value");
            return;
        }
        o.set("value", r.value());
        o.put("evidence", r.evidence().name().toLowerCase());
        if (r.evidence() == RuleSpec.Evidence.QUOTE) {
            ArrayNode q = o.putArray("quotes");
            r.quotes().forEach(q::add);
        } else {
            o.put(r.evidence() == RuleSpec.Evidence.SILENT ? "default" : "source", r.evidenceText());
        }
        if (r.note() != null) {
            o.put("note", r.note());
        }
    }
}
