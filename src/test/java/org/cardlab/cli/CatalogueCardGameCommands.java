package org.cardlab.cli;

import static org.cardlab.cli.CatalogueRow.row;

import java.util.ArrayList;
import java.util.List;

/**
 * Rows from a walk through the SCOUT and Da Guai Lu Zi commands with bad input: a budgeted bot
 * with a budget out of range in every option that names bots, the versus and decision-timing
 * counts, and the rulings' arguments. Each error names the option or argument and says what is
 * wrong with the value (not "unknown bot" for a bot that exists, not a Java type name).
 */
final class CatalogueCardGameCommands {
    private CatalogueCardGameCommands() {}

    static List<CatalogueRow> rows() {
        List<CatalogueRow> rows = new ArrayList<>();
        rows.addAll(budgets());
        rows.addAll(versus());
        rows.addAll(rulings());
        rows.addAll(tracks());
        rows.addAll(specs());
        return rows;
    }

    /** search:N exists: a budget out of range is refused with the range, from every option that takes bots. */
    private static List<CatalogueRow> budgets() {
        List<CatalogueRow> rows = new ArrayList<>();
        String[][] commands = {
            {"scout", "play", "--bots"},
            {"scout", "simulate", "--games", "1", "--bots"},
            {"scout", "bench", "--games", "1", "--runs", "1", "--bots"},
            {"daguai", "play", "--bots"},
            {"daguai", "simulate", "--games", "1", "--bots"},
            {"specs", "impact", "scout", "es", "official", "--games", "1", "--bots"},
            {"specs", "gaps", "daguai", "pl", "--games", "1", "--bots"},
            {"scout", "versus", "--deals", "2", "--bot"},
            {"daguai", "versus", "--deals", "2", "--field"},
            {"bench", "scout-search", "--decisions", "1", "--bot"},
            {"bench", "daguai-search", "--decisions", "1", "--bot"},
        };
        for (String[] c : commands) {
            String option = c[c.length - 1];
            for (String budget : List.of("search:0", "search:-5", "search:abc")) {
                List<String> args = new ArrayList<>(List.of(c));
                args.add(budget);
                rows.add(row(String.join(" ", c) + " " + budget).run(args.toArray(String[]::new))
                        .mentionsOnly(option + ": ").mentions("search:N takes a work budget N from 1 to"));
            }
        }
        rows.add(row("scout versus --bot nosuch").run("scout", "versus", "--deals", "2", "--bot", "nosuch").mentionsOnly("--bot: ")
                .mentions("nosuch"));
        rows.add(row("daguai versus --field nosuch").run("daguai", "versus", "--deals", "2", "--field", "nosuch")
                .mentionsOnly("--field: ").mentions("nosuch"));
        return rows;
    }

    /** Each count refused on its own, naming the option and the range, before a deal is played. */
    private static List<CatalogueRow> versus() {
        List<CatalogueRow> rows = new ArrayList<>();
        String[][] bad = {{"--deals", "0", "out of range"}, {"--deals", "1", "out of range"}, {"--deals", "1000001", "out of range"},
            {"--deals", "99999999999", "out of range"}, {"--deals", "x", "not a whole number"},
            {"--threads", "0", "out of range"}, {"--threads", "257", "out of range"}};
        for (String game : List.of("scout", "daguai")) {
            for (String[] o : bad) {
                rows.add(row(game + " versus " + o[0] + " " + o[1]).run(game, "versus", o[0], o[1]).mentionsOnly("'" + o[0] + "'")
                        .mentions(o[1]).mentions(o[2]));
            }
        }
        for (String bench : List.of("scout-search", "daguai-search")) {
            rows.add(row("bench " + bench + " --decisions x").run("bench", bench, "--decisions", "x").mentionsOnly("'--decisions'")
                    .mentions("not a whole number"));
        }
        // a player count the spec does not play names the option, as GAME play's --players does
        rows.add(row("scout versus --players 9").run("scout", "versus", "--deals", "2", "--players", "9").mentionsOnly("--players 9: "));
        rows.add(row("bench scout-search --players 1").run("bench", "scout-search", "--decisions", "1", "--players", "1")
                .mentionsOnly("--players 1: "));
        return rows;
    }

    /** The ruling commands' arguments: a number too long for an int is still a number, and a bad card names its play. */
    private static List<CatalogueRow> rulings() {
        List<CatalogueRow> rows = new ArrayList<>();
        rows.add(row("scout compare: a number of 11 digits").run("scout", "compare", "99999999999", "6")
                .mentionsOnly("first set").mentions("99999999999 is not a card number"));
        rows.add(row("scout compare: a negative number of 11 digits").run("scout", "compare", "6", "-99999999999")
                .mentionsOnly("second set").mentions("-99999999999 is not a card number"));
        rows.add(row("daguai compare: a bad card in the second play").run("daguai", "compare", "QS QH", "QS XX")
                .mentionsOnly("PLAY2: ").mentions("'XX'"));
        rows.add(row("daguai compare: the first play empty").run("daguai", "compare", " ", "QS").mentionsOnly("PLAY1: "));
        return rows;
    }

    /** A game file whose setup the game refuses (a player count, a mode): track names the file, as replay does. */
    private static List<CatalogueRow> tracks() {
        List<CatalogueRow> rows = new ArrayList<>();
        String[][] setups = {{"scout", "players", "9"}, {"scout", "players", "-1"}, {"daguai", "mode", "\"nosuch\""}};
        for (String[] s : setups) {
            Catalogue.Loader game = CatalogueGames.game(org.cardlab.core.Games.get(s[0]));
            String text = Catalogue.edit(game, o -> {
                ((com.fasterxml.jackson.databind.node.ObjectNode) o.get("params")).set(s[1],
                        org.cardlab.core.Json.parse(s[2], "value"));
                return o;
            });
            rows.add(row(s[0] + " track: a game file with " + s[1] + " " + s[2]).file("game.json", text)
                    .run(s[0], "track", "{game.json}", "--seat", "0").mentions("its setup and rules"));
        }
        return rows;
    }

    /** A folder given as a spec is called a folder (not "unknown spec"); a what-if without '=' is told the form. */
    private static List<CatalogueRow> specs() {
        List<CatalogueRow> rows = new ArrayList<>();
        rows.add(row("scout compare --spec a folder").folder("specdir").run("scout", "compare", "3", "4", "--spec", "{specdir}")
                .mentions("is a folder"));
        rows.add(row("specs diff daguai: a folder as the first spec").folder("specdir").run("specs", "diff", "daguai", "{specdir}", "pl")
                .mentions("is a folder"));
        rows.add(row("scout play --spec official+capture (no value)").run("scout", "play", "--spec", "official+capture")
                .mentionsOnly("official+capture").mentions("NAME+rule=value"));
        rows.add(row("daguai classify --spec pl+jokerTribute (no value)").run("daguai", "classify", "5H", "--spec", "pl+jokerTribute")
                .mentionsOnly("pl+jokerTribute").mentions("NAME+rule=value"));
        return rows;
    }
}
