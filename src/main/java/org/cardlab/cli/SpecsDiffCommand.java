package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.verify.SpecDiff;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "diff",
        mixinStandardHelpOptions = true,
        description = {"Where two specs of the same game differ, rule by rule (any game).",
            "Lists the rules whose values differ (each side's value and quote), the rules one text settles and the",
            "other leaves silent, and counts the rules that agree. Exit 0 when the specs agree on every rule, 1 when",
            "they differ, 2 on bad input (an unknown spec, two games, a malformed file)."})
public final class SpecsDiffCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game (a folder under specs/), e.g. fugitive.")
    String game;

    @Parameters(index = "1", paramLabel = "A", description = "A spec name under specs/GAME/ (e.g. ca) or a path to a spec file.")
    String a;

    @Parameters(index = "2", paramLabel = "B", description = "The spec to compare with.")
    String b;

    @Option(names = "--json", description = "Machine output.")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        SpecDiff.Result r = SpecDiff.compare(RuleSpec.resolve(game, a), RuleSpec.resolve(game, b));
        if (json) {
            out.print(Json.write(toJson(r)));
            out.flush(); // print() does not flush an autoflush writer
        } else {
            print(r, out);
        }
        return r.differences().isEmpty() ? 0 : 1;
    }

    static ObjectNode toJson(SpecDiff.Result r) {
        ObjectNode o = Json.object();
        o.put("game", r.a().game());
        o.put("a", r.a().name());
        o.put("b", r.b().name());
        ArrayNode diffs = o.putArray("differences");
        for (SpecDiff.Entry e : r.differences()) {
            ObjectNode d = diffs.addObject();
            d.put("rule", e.rule());
            d.put("kind", e.kind().name().toLowerCase().replace('_', '-'));
            d.put("cosmetic", e.cosmetic());
            side(d.putObject("a"), e.a());
            side(d.putObject("b"), e.b());
        }
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

    static void print(SpecDiff.Result r, PrintWriter out) {
        String na = r.a().name();
        String nb = r.b().name();
        out.printf("%s: %s (%s) vs %s (%s)%n", r.a().game(), na, r.a().title(), nb, r.b().title());
        int w = Math.max(na.length(), nb.length());
        section(out, "Rules whose values differ", r.of(SpecDiff.Kind.VALUES_DIFFER), na, nb, w);
        section(out, "Rules one text settles and the other leaves silent (same value)", r.of(SpecDiff.Kind.SETTLED_VS_SILENT),
                na, nb, w);
        section(out, "Rules only one spec has", r.of(SpecDiff.Kind.ONLY_ONE_SIDE), na, nb, w);
        out.printf("%d rules agree (same value, same kind of evidence); %d of %d listed above.%n", r.agreeing(),
                r.differences().size(), r.entries().size());
    }

    private static void section(PrintWriter out, String title, java.util.List<SpecDiff.Entry> es, String na, String nb, int w) {
        if (es.isEmpty()) {
            return;
        }
        out.println();
        out.println(title + ":");
        for (SpecDiff.Entry e : es) {
            out.println("  " + e.rule() + (e.cosmetic() ? "   (cosmetic: changes nothing in play)" : ""));
            line(out, na, e.a(), w);
            line(out, nb, e.b(), w);
        }
    }

    private static void line(PrintWriter out, String name, RuleSpec.Rule r, int w) {
        String value = r == null ? "-" : Json.compact(r.value());
        out.printf("    %-" + w + "s  %-22s %s%n", name, value, SpecDiff.evidence(r));
    }
}
