package org.cardlab.cli;

import java.io.PrintWriter;
import java.util.List;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.verify.SpecDiff;
import org.cardlab.verify.SpecDiffJson;
import org.cardlab.verify.TextWrap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "diff",
        description = {"Where two specs of the same game differ, rule by rule (any game).",
            "Separates the differences that change play (values that differ, rules one spec lacks) from those of"
                + " evidence only (the same value, settled by one spec's quote or source and left silent by the other,"
                + " or backed by a"
                + " quote on one side and a source on the other; values a spec marks cosmetic), with each side's"
                + " value, its evidence (the quote, a silent rule's default, or the source) and its note (the reading it"
                + " takes, or why a silent rule has its default), within 80 columns, and counts the rules that agree. A spec may carry what-if values:"
                + " pl+jokerTribute=two-offered. Exit 0 when play is the same under both specs, 1 when some difference"
                + " changes play, 2 on bad input (an unknown spec, two games, a malformed file)."})
public final class SpecsDiffCommand extends SpecPairCommand {
    @Mixin
    JsonOption output = new JsonOption();

    @Override
    public Integer call() {
        PrintWriter out = output.out();
        // a value the engine cannot play with is bad input, as in every other command
        SpecDiff.Result r = specs.compare(true);
        if (output.json) {
            OutputOptions.print(out, SpecDiffJson.of(r));
        } else {
            print(r, out);
            out.flush();
        }
        return r.playDifferences().isEmpty() ? 0 : 1;
    }

    static void print(SpecDiff.Result r, PrintWriter out) {
        String na = r.a().name();
        String nb = r.b().name();
        TextWrap.wrap("", "  ", String.format("%s: %s (%s) vs %s (%s)", r.a().game(), na, r.a().title(), nb, r.b().title()))
                .forEach(out::println);
        int w = Math.max(na.length(), nb.length());
        List<SpecDiff.Entry> play = r.playDifferences();
        out.println();
        out.println(play.isEmpty() ? "Differences that change play: none; play is the same under both specs."
                : "Differences that change play:");
        for (SpecDiff.Entry e : play) {
            entry(out, e, e.kind() == SpecDiff.Kind.ONLY_ONE_SIDE ? "   (in one spec only)" : "", na, nb, w);
        }
        List<SpecDiff.Entry> evidence = r.evidenceDifferences();
        if (!evidence.isEmpty()) {
            out.println();
            out.println("Differences of evidence only (play is the same):");
            section(out, "values differ in a rule the spec marks cosmetic", evidence.stream()
                    .filter(e -> e.kind() == SpecDiff.Kind.VALUES_DIFFER).toList(), na, nb, w);
            // "by one text" would be wrong beside a reference spec, whose values come from a source
            section(out, "the same value, settled by one spec (its quote or source) and left silent by the other", evidence.stream()
                    .filter(e -> e.kind() == SpecDiff.Kind.SETTLED_VS_SILENT).toList(), na, nb, w);
            List<SpecDiff.Entry> other = evidence.stream().filter(e -> e.kind() == SpecDiff.Kind.OTHER_EVIDENCE).toList();
            if (!other.isEmpty()) {
                TextWrap.wrap("  ", "    ", String.format("the same value, backed by different kinds of evidence (%s: %s; %s: %s),"
                        + " %s:", na, other.get(0).a().evidence().name().toLowerCase(), nb,
                        other.get(0).b().evidence().name().toLowerCase(), Counts.plain(other.size(), "rule"))).forEach(out::println);
                TextWrap.wrap("    ", "    ", String.join(", ", other.stream().map(SpecDiff.Entry::rule).toList()))
                        .forEach(out::println);
            }
        }
        out.println();
        TextWrap.wrap("", "", r.summary()).forEach(out::println);
    }

    private static void section(PrintWriter out, String title, List<SpecDiff.Entry> es, String na, String nb, int w) {
        if (es.isEmpty()) {
            return;
        }
        TextWrap.wrap("  ", "    ", title + ":").forEach(out::println);
        for (SpecDiff.Entry e : es) {
            entry(out, e, "", na, nb, w);
        }
    }

    private static void entry(PrintWriter out, SpecDiff.Entry e, String tag, String na, String nb, int w) {
        out.println("    " + e.rule() + tag);
        line(out, na, e.a(), w);
        line(out, nb, e.b(), w);
    }

    /**
     * One side: its name and value, then its evidence and any note (the reading it takes, or why a
     * silent rule has its default) on lines of their own, every line within 80 columns.
     */
    private static void line(PrintWriter out, String name, RuleSpec.Rule r, int w) {
        String value = r == null ? "-" : Json.compact(r.value());
        String indent = " ".repeat(Math.min(6 + w + 2, 16));
        TextWrap.wrap(String.format("      %-" + w + "s  ", name), indent, value).forEach(out::println);
        TextWrap.wrap(indent, indent, SpecDiff.evidence(r)).forEach(out::println);
        if (r != null && r.note() != null) {
            TextWrap.wrap(indent + "note: ", indent + "  ", r.note()).forEach(out::println);
        }
    }
}
