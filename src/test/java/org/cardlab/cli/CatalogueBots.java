package org.cardlab.cli;

import static org.cardlab.cli.CatalogueRow.row;

import java.util.ArrayList;
import java.util.List;

/**
 * Rows for the Fugitive bots' commands: {@code fugitive exposure} (its game file in both formats,
 * read by the same reader as {@code replay}, and its options) and the {@code bench shadow} and
 * {@code bench calibration} options, each refused before any game is played.
 */
final class CatalogueBots {
    private CatalogueBots() {}

    /** {@code fugitive exposure} reading a game file: the catalogue's wrong-kind rows run against it too. */
    static final Catalogue.Loader EXPOSURE = new Catalogue.Loader("fugitive exposure", "game.json",
            Catalogue.FUGITIVE_GAME.validText(), "moves", "fugitive", "exposure", "{game.json}");

    /** The same command reading a game file of the current format ({@code cardlab.game/1}), as {@code fugitive play --out} writes it. */
    static final Catalogue.Loader EXPOSURE_GAME = new Catalogue.Loader("fugitive exposure (cardlab.game/1)", "game.json",
            CatalogueReaders.fugitiveGame(), "rules", "fugitive", "exposure", "{game.json}", "--at", "3");

    static List<CatalogueRow> rows() {
        List<CatalogueRow> rows = new ArrayList<>();
        rows.addAll(Catalogue.malformedJson(EXPOSURE_GAME));
        rows.addAll(exposure());
        rows.addAll(benches());
        return rows;
    }

    private static List<CatalogueRow> exposure() {
        List<CatalogueRow> rows = new ArrayList<>();
        String game = EXPOSURE.validText();
        rows.add(row("fugitive exposure: --at beyond the game's moves").file("game.json", game)
                .run("fugitive", "exposure", "{game.json}", "--at", "5").mentions("--at 5").mentions("game.json"));
        String[][] bad = {{"--at", "-1"}, {"--at", "x"}, {"--copies", "0"}, {"--copies", "1001"}, {"--work", "0"}, {"--seed", "1.5"}};
        for (String[] o : bad) {
            rows.add(row("fugitive exposure: " + o[0] + " " + o[1]).file("game.json", game)
                    .run("fugitive", "exposure", "{game.json}", o[0], o[1]).mentionsOnly(o[0]));
        }
        rows.add(row("fugitive exposure: no game named").run("fugitive", "exposure").mentionsOnly("FILE"));
        rows.add(EXPOSURE.row("no such file").mentions("game.json"));
        rows.add(EXPOSURE.row("a folder in its place").folder("game.json"));
        rows.add(EXPOSURE.row("an illegal move").file("game.json", Catalogue.set(EXPOSURE, "moves", "[\"hide 41\"]"))
                .mentions("moves[0]"));
        rows.addAll(Catalogue.wrongKind(EXPOSURE));
        return rows;
    }

    private static List<CatalogueRow> benches() {
        List<CatalogueRow> rows = new ArrayList<>();
        String[][] shadow = {{"--games", "0"}, {"--games", "10001"}, {"--seed", "x"}};
        for (String[] o : shadow) {
            rows.add(row("bench shadow: " + o[0] + " " + o[1]).run("bench", "shadow", o[0], o[1]).mentionsOnly(o[0]));
        }
        rows.add(row("bench shadow: an unknown spec in the list").run("bench", "shadow", "--spec", "pt,nosuch", "--games", "1")
                .mentionsOnly("nosuch"));
        rows.add(row("bench shadow: a Fugitive-only bot as the Marshal").run("bench", "shadow", "--marshal", "racer", "--games", "1")
                .mentionsOnly("racer"));
        String[][] calibration = {{"--games", "0"}, {"--threads", "0"}, {"--early", "0"}, {"--work", "0"}, {"--seed", "x"}};
        for (String[] o : calibration) {
            rows.add(row("bench calibration: " + o[0] + " " + o[1]).run("bench", "calibration", o[0], o[1]).mentionsOnly(o[0]));
        }
        rows.add(row("bench calibration: an unknown spec").run("bench", "calibration", "--spec", "nosuch", "--games", "1")
                .mentionsOnly("nosuch"));
        rows.add(row("bench calibration: a Marshal-only bot as the Fugitive").run("bench", "calibration", "--fugitive",
                "heuristic,advisor", "--games", "1").mentionsOnly("advisor"));
        rows.add(row("bench calibration: an empty bot list").run("bench", "calibration", "--fugitive", ",", "--games", "1")
                .mentionsOnly("--fugitive"));
        rows.add(row("bench calibration: a bot named twice").run("bench", "calibration", "--fugitive", "random,random", "--games", "1")
                .mentionsOnly("--fugitive"));
        rows.add(row("bench calibration: --svg into a missing folder").run("bench", "calibration", "--games", "1", "--svg",
                "{missing/c.svg}").mentionsOnly("missing"));
        return rows;
    }
}
