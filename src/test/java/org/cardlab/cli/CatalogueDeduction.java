package org.cardlab.cli;

import static org.cardlab.cli.CatalogueRow.row;

import java.util.ArrayList;
import java.util.List;

/**
 * Rows for the deduction's newer commands: {@code fugitive sample} (its count, its notes: the
 * same strict reader as {@code deduce}, reached through another command) and the deduction
 * benchmarks' options, each refused before any game is played.
 */
final class CatalogueDeduction {
    private CatalogueDeduction() {}

    /** {@code fugitive sample} reading its notes: the catalogue's wrong-kind rows run against it too. */
    static final Catalogue.Loader SAMPLE = new Catalogue.Loader("fugitive sample", "notes.json", Catalogue.NOTES.validText(),
            "events", "fugitive", "sample", "{notes.json}");

    static List<CatalogueRow> rows() {
        List<CatalogueRow> rows = new ArrayList<>();
        rows.addAll(sample());
        rows.addAll(benches());
        return rows;
    }

    private static List<CatalogueRow> sample() {
        List<CatalogueRow> rows = new ArrayList<>();
        String notes = SAMPLE.validText();
        for (String count : new String[] {"0", "-1", "1000001", "many", "1.5"}) {
            rows.add(row("fugitive sample: --count " + count).file("notes.json", notes)
                    .run("fugitive", "sample", "{notes.json}", "--count", count).mentionsOnly("--count"));
        }
        rows.add(row("fugitive sample: --seed not a number").file("notes.json", notes)
                .run("fugitive", "sample", "{notes.json}", "--seed", "x").mentionsOnly("--seed"));
        rows.add(row("fugitive sample: no notes named").run("fugitive", "sample", "--count", "3").mentionsOnly("NOTES"));
        rows.add(SAMPLE.row("no such file").mentions("notes.json"));
        rows.add(SAMPLE.row("a folder in its place").folder("notes.json"));
        rows.add(SAMPLE.row("empty file").file("notes.json", ""));
        rows.add(SAMPLE.row("a missing field").file("notes.json", Catalogue.edit(SAMPLE, o -> {
            o.remove("events");
            return o;
        })).mentions("events"));
        rows.add(SAMPLE.row("a hideout with more sprint cards than the hand holds").file("notes.json",
                "{\"format\": \"cardlab.fugitive.notes/1\", \"spec\": \"pt\", \"events\": [{\"type\": \"hideout\", \"sprints\": 20}]}")
                .mentions("event 1"));
        rows.addAll(Catalogue.wrongKind(SAMPLE));
        return rows;
    }

    private static List<CatalogueRow> benches() {
        List<CatalogueRow> rows = new ArrayList<>();
        String[][] manhunt = {
            {"--games", "0"}, {"--games", "-1"}, {"--games", "10001"}, {"--games", "1e9"},
            {"--budget", "0"}, {"--budget", "-5"}, {"--budget", "99999999999999999999"}, {"--seed", "x"},
        };
        rows.addAll(badOptions("manhunt", manhunt));
        rows.add(row("bench manhunt: an unknown spec in the list").run("bench", "manhunt", "--spec", "pt,nosuch", "--games", "1")
                .mentionsOnly("nosuch"));
        rows.add(row("bench manhunt: an unknown Fugitive bot").run("bench", "manhunt", "--fugitive", "heuristic,nosuch", "--games", "1")
                .mentionsOnly("--fugitive: unknown bot 'nosuch' for the fugitive (its bots: "));
        rows.add(row("bench manhunt: a Marshal-only bot as the Fugitive").run("bench", "manhunt", "--fugitive", "advisor", "--games", "1")
                .mentionsOnly("advisor"));
        rows.add(row("bench manhunt: --save names no folder").run("bench", "manhunt", "--games", "1", "--save", "{missing}")
                .mentionsOnly("--save"));
        rows.add(row("bench manhunt: --save names a file").file("out", "x").run("bench", "manhunt", "--games", "1", "--save", "{out}")
                .mentionsOnly("not a folder"));
        rows.add(row("bench manhunt: --slow-ms 0").run("bench", "manhunt", "--games", "1", "--slow-ms", "0").mentionsOnly("--slow-ms"));
        String[][] deduce = {{"--games", "0"}, {"--games", "10001"}, {"--naive-limit", "0"}, {"--seed", "x"}};
        rows.addAll(badOptions("deduce", deduce));
        rows.add(row("bench deduce: three bots for two seats").run("bench", "deduce", "--bots", "random,random,random", "--games", "1")
                .mentionsOnly("--bots"));
        rows.add(row("bench deduce: an unknown Marshal bot").run("bench", "deduce", "--marshal", "nosuch", "--games", "1")
                .mentionsOnly("nosuch"));
        rows.add(row("bench deduce: an unknown option").run("bench", "deduce", "--games", "1", "--colour", "red")
                .mentionsOnly("--colour"));
        return rows;
    }

    /** {@code bench <bench> OPTION VALUE} for each pair: refused in one line naming the option. */
    private static List<CatalogueRow> badOptions(String bench, String[][] optionValues) {
        List<CatalogueRow> rows = new ArrayList<>();
        for (String[] o : optionValues) {
            rows.add(row("bench " + bench + ": " + o[0] + " " + o[1]).run("bench", bench, o[0], o[1]).mentionsOnly(o[0]));
        }
        return rows;
    }
}
