package org.cardlab.cli;

import static org.cardlab.cli.CatalogueRow.row;

import java.util.ArrayList;
import java.util.List;

/**
 * Rows for the search Marshal's commands: {@code fugitive tournament}, {@code bench search} and the
 * search options of {@code fugitive advise}, each refused in one line naming what is wrong, before
 * any game is played.
 */
final class CatalogueTournament {
    private CatalogueTournament() {}

    static List<CatalogueRow> rows() {
        List<CatalogueRow> rows = new ArrayList<>();
        rows.addAll(tournament());
        rows.addAll(benchSearch());
        rows.addAll(advise());
        return rows;
    }

    private static CatalogueRow tournament(String what, String... args) {
        List<String> cmd = new ArrayList<>(List.of("fugitive", "tournament", "--games", "1"));
        cmd.addAll(List.of(args));
        return row("fugitive tournament: " + what).run(cmd.toArray(String[]::new));
    }

    private static List<CatalogueRow> tournament() {
        List<CatalogueRow> rows = new ArrayList<>();
        for (String games : new String[] {"0", "-1", "1000000001", "many", "2.5"}) {
            rows.add(row("fugitive tournament: --games " + games).run("fugitive", "tournament", "--games", games).mentionsOnly("--games"));
        }
        rows.add(tournament("--threads 0", "--threads", "0").mentionsOnly("--threads"));
        rows.add(tournament("--threads 257", "--threads", "257").mentionsOnly("--threads"));
        rows.add(tournament("--seed not a number", "--seed", "x").mentionsOnly("--seed"));
        rows.add(tournament("an unknown Marshal bot", "--marshal", "heuristic,nosuch").mentionsOnly("nosuch"));
        rows.add(tournament("a Marshal bot named twice", "--marshal", "search,search").mentionsOnly("--marshal"));
        rows.add(tournament("a Marshal-only bot as the Fugitive", "--fugitive", "search").mentionsOnly("search"));
        rows.add(tournament("an empty Fugitive list", "--fugitive", "").mentionsOnly("--fugitive"));
        rows.add(tournament("an unknown spec", "--spec", "pt,nosuch").mentionsOnly("nosuch"));
        rows.add(tournament("a spec named twice", "--spec", "pt", "--spec", "pt").mentionsOnly("--spec"));
        rows.add(tournament("a what-if value of no rule", "--spec", "pt+noSuchRule=1").mentionsOnly("noSuchRule"));
        rows.add(tournament("--svg in a missing folder", "--svg", "{nofolder/chart.svg}").mentionsOnly("chart.svg"));
        rows.add(tournament("--svg naming a folder", "--svg", "{out}").folder("out").mentionsOnly("out"));
        rows.add(tournament("an unknown option", "--colour", "red").mentionsOnly("--colour"));
        return rows;
    }

    private static List<CatalogueRow> benchSearch() {
        List<CatalogueRow> rows = new ArrayList<>();
        String[][] bad = {{"--games", "0"}, {"--games", "10001"}, {"--worlds", "0"}, {"--worlds", "-3"}, {"--seed", "x"}};
        for (String[] o : bad) {
            rows.add(row("bench search: " + o[0] + " " + o[1]).run("bench", "search", o[0], o[1]).mentionsOnly(o[0]));
        }
        rows.add(row("bench search: a Marshal-only bot as the Fugitive").run("bench", "search", "--fugitive", "advisor", "--games", "1")
                .mentionsOnly("advisor"));
        rows.add(row("bench search: an unknown bot in --model").run("bench", "search", "--model", "heuristic,nosuch", "--games", "1")
                .mentionsOnly("nosuch"));
        rows.add(row("bench search: an unknown spec").run("bench", "search", "--spec", "nosuch", "--games", "1").mentionsOnly("nosuch"));
        return rows;
    }

    private static List<CatalogueRow> advise() {
        List<CatalogueRow> rows = new ArrayList<>();
        String notes = Catalogue.read("specs/fugitive/examples/turn.json");
        for (String[] o : new String[][] {{"--worlds", "0"}, {"--worlds", "100001"}, {"--worlds", "lots"}, {"--seed", "1.5"}}) {
            rows.add(row("fugitive advise: " + o[0] + " " + o[1]).file("notes.json", notes)
                    .run("fugitive", "advise", "{notes.json}", o[0], o[1]).mentionsOnly(o[0]));
        }
        rows.add(row("fugitive advise: an unknown bot in --model").file("notes.json", notes)
                .run("fugitive", "advise", "{notes.json}", "--model", "random,nosuch").mentionsOnly("nosuch"));
        rows.add(row("fugitive advise: a Marshal-only bot in --model").file("notes.json", notes)
                .run("fugitive", "advise", "{notes.json}", "--model", "search").mentionsOnly("search"));
        rows.add(row("fugitive advise: a bot named twice in --model").file("notes.json", notes)
                .run("fugitive", "advise", "{notes.json}", "--model", "random,random").mentionsOnly("--model"));
        return rows;
    }
}
