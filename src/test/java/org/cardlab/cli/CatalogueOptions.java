package org.cardlab.cli;

import static org.cardlab.cli.CatalogueRow.row;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Rows about the command line itself, for every command: absurd numbers (--games -1,
 * --threads 0 and 100000, --count 0, --seed x), unknown names, arguments that are not what they
 * should be, folders given where files go and the reverse, output paths that cannot be written,
 * and the game files of the current format for Fugitive and Da Guai Lu Zi (SCOUT's is in
 * {@link Catalogue}).
 */
final class CatalogueOptions {
    private CatalogueOptions() {}

    /** {@code command...} with {@code option value}: refused in one line naming the option. */
    static CatalogueRow option(String command, String option, String value) {
        List<String> args = new ArrayList<>(Arrays.asList(command.split(" ")));
        args.add(option);
        args.add(value);
        return row(command + " " + option + " " + value).run(args.toArray(String[]::new)).mentionsOnly(option);
    }

    /** The same option with each absurd value. */
    static List<CatalogueRow> options(String command, String option, String... values) {
        return Arrays.stream(values).map(v -> option(command, option, v)).toList();
    }

    /** {@code command} given these arguments as typed (split on '|'), refused in one line containing {@code mention}. */
    static CatalogueRow args(String command, String argsBarSeparated, String mention) {
        List<String> args = new ArrayList<>(Arrays.asList(command.split(" ")));
        args.addAll(Arrays.asList(argsBarSeparated.split("\\|", -1)));
        return row(command + " " + argsBarSeparated.replace('|', ' ')).run(args.toArray(String[]::new)).mentionsOnly(mention);
    }

    static final String[] GAMES = {"--games", "-1", "0", "1000000001", "x", "1.5"};
    static final String[] THREADS = {"--threads", "0", "-3", "100000", "x"};

    /** The generic commands of a registered game and its bench, by the same table for every game. */
    static List<CatalogueRow> gameCommands(org.cardlab.core.GameType t) {
        List<CatalogueRow> rows = new ArrayList<>();
        String g = t.id();
        rows.addAll(options(g + " play", "--seed", "x", "1.5", "99999999999999999999", ""));
        String tooMany = String.join(",", java.util.Collections.nCopies(t.game(t.spec(t.defaultSpec())).numPlayers() + 1,
                t.botNames().get(0)));
        rows.addAll(options(g + " play", "--bots", "nosuch", tooMany, ""));
        rows.add(args(g + " play", "extra", "extra"));
        rows.add(args(g + " replay", "", "FILE"));
        for (String c : new String[] {g + " simulate", g + " bench", "bench " + g}) {
            rows.addAll(options(c, GAMES[0], Arrays.copyOfRange(GAMES, 1, GAMES.length)));
            rows.addAll(options(c, "--seed", "x"));
            rows.addAll(options(c, "--bots", "nosuch"));
        }
        rows.addAll(options(g + " simulate", THREADS[0], Arrays.copyOfRange(THREADS, 1, THREADS.length)));
        rows.addAll(options(g + " bench", "--runs", "0", "-1", "1001", "x"));
        rows.addAll(options("bench " + g, "--runs", "0", "1001"));
        rows.addAll(options(g + " tournament", GAMES[0], "0", "x"));
        rows.addAll(options(g + " tournament", THREADS[0], "0", "100000"));
        rows.addAll(options(g + " tournament", "--seed", "x"));
        rows.addAll(options(g + " tournament", "--spec", "nosuch"));
        rows.add(option(g + " tournament", "--svg", "{missing/t.svg}").mentionsOnly("missing"));
        rows.add(args(g, "nosuch", "unknown command 'nosuch'"));
        rows.add(args(g, "nosuch|--help", "unknown command 'nosuch'"));
        return rows;
    }

    /** The setup options and seat options of the shipped games. */
    static List<CatalogueRow> gameSetups() {
        List<CatalogueRow> rows = new ArrayList<>();
        rows.addAll(options("scout play", "--players", "x", "3.5", ""));
        rows.add(option("scout play", "--players", "9").mentionsOnly("--players 9: ").mentions("players, not 9"));
        rows.add(option("scout play", "--players", "1").mentionsOnly("players, not 1"));
        rows.add(option("scout simulate", "--players", "-1").mentionsOnly("--players -1: "));
        rows.add(option("scout bench", "--players", "6").mentionsOnly("--players 6: "));
        rows.add(option("scout tournament", "--players", "6").mentionsOnly("--players 6: "));
        rows.add(option("scout play", "--fugitive", "random").mentionsOnly("--fugitive"));
        rows.addAll(options("fugitive play", "--fugitive", "nosuch"));
        rows.addAll(options("fugitive simulate", "--marshal", "nosuch"));
        rows.add(args("daguai play", "--match|x", "'x'"));
        return rows;
    }

    /** The game's own rulings. */
    static List<CatalogueRow> rulings() {
        List<CatalogueRow> rows = new ArrayList<>();
        rows.add(args("scout compare", "|6", "first set"));
        rows.add(args("scout compare", "x|6", "'x'"));
        rows.add(args("scout compare", "3 99|6", "99"));
        rows.add(args("scout compare", "3 \u0664|6", "\u0664"));
        rows.add(args("scout compare", "-3|6", "-3"));
        rows.add(args("scout compare", "3", "SECOND"));
        rows.add(args("scout compare", "3|4|5", "'5'"));
        rows.add(args("daguai classify", "", "no cards"));
        rows.add(args("daguai classify", "ZZ", "ZZ"));
        rows.add(args("daguai classify", "5H 5X", "5X"));
        rows.add(args("daguai classify", "11H", "11H"));
        rows.addAll(options("daguai classify 5H", "--level", "1", "Z", "", "11"));
        rows.add(args("daguai compare", "5H|ZZ", "ZZ"));
        rows.add(args("daguai compare", "|5H", "no cards"));
        rows.add(args("daguai compare", "5H", "PLAY2"));
        rows.addAll(options("daguai compare 5H 6H", "--level", "0", "AA"));
        return rows;
    }

    /** The specs commands' arguments and options. */
    static List<CatalogueRow> specs() {
        List<CatalogueRow> rows = new ArrayList<>();
        rows.add(args("specs diff", "chess|a|b", "chess"));
        rows.add(args("specs diff", "fugitive|nosuch|pt", "nosuch"));
        rows.add(args("specs diff", "fugitive|pt+colour=1|pt", "colour"));
        rows.add(args("specs diff", "fugitive|pt+stepLimit=x|pt", "stepLimit"));
        rows.add(args("specs diff", "fugitive|pt+stepLimit|pt", "stepLimit"));
        rows.add(args("specs diff", "scout|es+capture=sometimes|official", "capture"));
        rows.add(args("specs diff", "daguai|pl+twoRank=middle|pl", "twoRank"));
        rows.add(args("specs diff", "fugitive|pt", "B"));
        for (String c : new String[] {"specs witness fugitive ca pt", "specs witness scout es official"}) {
            rows.addAll(options(c, "--deals", "0", "-1", "x"));
            rows.addAll(options(c, "--max-moves", "0", "x"));
            rows.addAll(options(c, "--max-positions", "0", "-5"));
        }
        rows.add(option("specs witness scout es official", "--param", "players=x").mentionsOnly("players"));
        rows.add(option("specs witness scout es official", "--param", "players=9").mentionsOnly("--param players=9: ").mentions("players, not 9"));
        rows.add(option("specs witness scout es official", "--param", "colour=1").mentionsOnly("colour"));
        rows.add(option("specs witness scout es official", "--param", "players").mentionsOnly("--param"));
        rows.add(option("specs witness fugitive ca pt", "--param", "players=3").mentionsOnly("players"));
        rows.add(args("specs witness", "chess|a|b", "chess"));
        for (String c : new String[] {"specs impact fugitive ca pt", "specs gaps scout es", "specs report"}) {
            rows.addAll(options(c, GAMES[0], "-1", "0", "x"));
            rows.addAll(options(c, THREADS[0], "0", "100000"));
            rows.addAll(options(c, "--seed", "x"));
        }
        rows.add(option("specs impact daguai pl pl", "--param", "mode=league").mentionsOnly("--param mode=league: ").mentions("mode must be"));
        rows.add(option("specs witness daguai pl pl", "--param", "mode=nosuch").mentionsOnly("--param mode=nosuch: "));
        // a key given twice is refused as any option given twice is, not settled by the last value
        rows.add(row("specs gaps daguai pl --param mode twice").run("specs", "gaps", "daguai", "pl", "--games", "1", "--param", "mode=match",
                "--param", "mode=round").mentionsOnly("--param mode "));
        rows.add(option("specs impact fugitive ca pt", "--bots", "nosuch").mentionsOnly("nosuch"));
        rows.add(option("specs impact fugitive ca pt", "--fugitive", "nosuch").mentionsOnly("nosuch"));
        rows.add(option("specs gaps scout es", "--param", "players=1").mentionsOnly("--param players=1: ").mentions("players, not 1"));
        rows.add(option("specs gaps scout es", "--bots", "greedy,greedy,greedy,greedy,greedy,greedy").mentionsOnly("--bots"));
        rows.addAll(options("specs report", "--deals", "0"));
        rows.addAll(options("specs report", "--max-positions", "0"));
        return rows;
    }

    /** Folders where files go and the reverse, missing ones, and what a folder should hold. */
    static List<CatalogueRow> folders() {
        String puzzle = Catalogue.PUZZLE.validText();
        String spec = Catalogue.FUGITIVE_SPEC.validText();
        List<CatalogueRow> rows = new ArrayList<>();
        rows.add(row("specs check: no such folder").run("specs", "check", "{missing}").mentionsOnly("missing"));
        rows.add(row("specs check: a file, not a folder").file("afile", "x").run("specs", "check", "{afile}"));
        rows.add(row("specs check: an empty folder").folder("specs").run("specs", "check", "{specs}").mentionsOnly("no rule spec"));
        rows.add(row("specs check: only notes in the folder").file("specs/n.json", Catalogue.NOTES.validText())
                .run("specs", "check", "{specs}").mentionsOnly("no rule spec"));
        rows.add(row("specs check: a broken spec").file("specs/fugitive/pt.json", spec.substring(0, spec.length() / 2))
                .run("specs", "check", "{specs}"));
        rows.add(row("specs check: a spec that lost its format tag").file("specs/fugitive/pt.json",
                Catalogue.edit(Catalogue.FUGITIVE_SPEC, o -> {
                    o.remove("format");
                    return o;
                })).run("specs", "check", "{specs}").mentions("format"));
        rows.add(row("specs check: a spec with a mistyped format tag").file("specs/fugitive/pt.json",
                Catalogue.set(Catalogue.FUGITIVE_SPEC, "format", "\"cardlab.spce/1\"")).run("specs", "check", "{specs}")
                .mentions("cardlab.spce/1"));
        rows.add(row("specs check: a spec whose value the engine refuses").file("specs/fugitive/pt.json",
                Catalogue.setRule(Catalogue.FUGITIVE_SPEC, "initialDraws", "[20, 0, 0]")).run("specs", "check", "{specs}")
                .mentions("initialDraws"));
        rows.add(row("specs check: not JSON at all").file("specs/x.json", "not json").run("specs", "check", "{specs}"));
        rows.add(row("specs report: --dir missing").run("specs", "report", "--games", "1", "--dir", "{missing}")
                .mentionsOnly("missing"));
        rows.add(row("specs report: --dir is a file").file("afile", "x").run("specs", "report", "--games", "1", "--dir", "{afile}"));
        rows.add(row("specs report: --dir with a broken spec").file("specs/fugitive/pt.json", "{")
                .run("specs", "report", "--games", "1", "--dir", "{specs}"));
        rows.add(row("specs report: --out names a folder").folder("adir").run("specs", "report", "--games", "1", "--out", "{adir}"));
        rows.add(row("puzzles verify: no such folder").run("puzzles", "verify", "{missing}").mentionsOnly("missing"));
        rows.add(row("puzzles verify: an empty folder").folder("coll").run("puzzles", "verify", "{coll}"));
        rows.add(row("puzzles verify: a folder with a broken puzzle").file("coll/bad.json", "{").file("coll/good.json", puzzle)
                .run("puzzles", "verify", "{coll}").withProgress());
        rows.add(row("puzzles render: no such folder").run("puzzles", "render", "{missing}").mentionsOnly("missing"));
        rows.add(row("puzzles render: an empty folder").folder("coll").run("puzzles", "render", "{coll}"));
        rows.add(row("puzzles render: a folder with a broken puzzle, --html (no book)").file("coll/bad.json", "{")
                .file("coll/good.json", puzzle).run("puzzles", "render", "{coll}", "--html", "{book.html}"));
        rows.add(row("puzzles render: two puzzles with the same id").file("coll/a.json", puzzle).file("coll/b.json", puzzle)
                .run("puzzles", "render", "{coll}", "--svg", "{coll}").mentionsOnly("b.json"));
        rows.add(row("bench puzzles: --collection missing").run("bench", "puzzles", "--games", "1", "--collection", "{missing}")
                .mentionsOnly("missing"));
        rows.add(row("bench puzzles: --collection is a file").file("afile", "x")
                .run("bench", "puzzles", "--games", "1", "--collection", "{afile}"));
        rows.add(row("bench puzzles: --collection empty").folder("coll")
                .run("bench", "puzzles", "--games", "1", "--collection", "{coll}"));
        rows.add(row("bench puzzles: --collection with a broken puzzle").file("coll/bad.json", "{")
                .run("bench", "puzzles", "--games", "1", "--collection", "{coll}"));
        return rows;
    }

    /** Puzzle, marshal, serve, bench and tour options. */
    static List<CatalogueRow> others() {
        String puzzle = Catalogue.PUZZLE.validText();
        List<CatalogueRow> rows = new ArrayList<>();
        // each into a folder of its own ({out}), so that a row that wrongly ran would be seen writing there
        String gen = "puzzles generate --kind route --out {out}";
        List<CatalogueRow> generate = new ArrayList<>();
        generate.addAll(options(gen, "--count", "0", "-1", "x"));
        // Issue 21: graded by technique, routes reach every grade, so "--kind route --grade 3" is no longer bad input.
        generate.addAll(options(gen, "--grade", "0", "5", "x"));
        generate.addAll(options(gen, "--max-games", "0", "-1"));
        generate.addAll(options(gen, "--max-minutes", "0", "-1", "x", "Infinity", "NaN"));
        generate.addAll(options(gen, "--seed", "x"));
        generate.add(args("puzzles generate", "--kind|bogus|--out|{out}", "bogus"));
        // Issue 21: without --kind generate tries both kinds; --kind with no value is still refused.
        generate.add(args("puzzles generate", "--out|{out}|--kind", "--kind"));
        generate.forEach(r -> rows.add(r.folder("out")));
        String house = Catalogue.edit(Catalogue.FUGITIVE_SPEC, o -> o.put("name", "house"));
        rows.add(row("puzzles generate: a spec file whose name no command could resolve").file("house.json", house).folder("out")
                .run("puzzles", "generate", "--kind", "route", "--count", "1", "--spec", "{house.json}", "--out", "{out}")
                .mentions("'house'"));
        rows.add(row("bench puzzles: a spec file whose name no command could resolve").file("house.json", house)
                .run("bench", "puzzles", "--games", "1", "--spec", "{house.json}").mentions("'house'"));
        rows.add(row("puzzles generate: --out is a file").file("afile", "x")
                .run("puzzles", "generate", "--kind", "route", "--out", "{afile}"));
        for (String c : new String[] {"make", "solve"}) {
            List<String> base = new ArrayList<>(List.of("puzzles", c, "{p.json}"));
            if (c.equals("make")) {
                base.addAll(List.of("--out", "{made.json}"));
            }
            for (String[] bad : new String[][] {{"--kind", "bogus", "bogus"}, {"--beneath", "x", "--beneath"},
                {"--beneath", "3=99", "--beneath"}, {"--beneath", "1=2", "beneath"}}) {
                List<String> a = new ArrayList<>(base);
                if (c.equals("make") && !bad[0].equals("--kind")) {
                    a.addAll(List.of("--kind", "route"));
                }
                a.addAll(List.of(bad[0], bad[1]));
                rows.add(row("puzzles " + c + " " + bad[0] + " " + bad[1]).file("p.json", puzzle).run(a.toArray(String[]::new))
                        .mentionsOnly(bad[2]));
            }
        }
        rows.add(row("puzzles solve: --kind manhunt for a route").file("p.json", puzzle)
                .run("puzzles", "solve", "{p.json}", "--kind", "manhunt").mentions("manhunt"));
        rows.add(row("puzzles make: --out names a folder").file("p.json", puzzle).folder("adir")
                .run("puzzles", "make", "{p.json}", "--kind", "route", "--out", "{adir}").mentionsOnly("adir"));
        rows.add(row("puzzles make: no --out").file("p.json", puzzle).run("puzzles", "make", "{p.json}", "--kind", "route")
                .mentionsOnly("--out"));
        String render = "puzzles render " + "{p.json}";
        for (String[] bad : new String[][] {{"--answers", "bogus"}, {"--paper", "a5"}, {"--paper", ""}}) {
            rows.add(row(render + " " + bad[0] + " " + bad[1]).file("p.json", puzzle)
                    .run("puzzles", "render", "{p.json}", bad[0], bad[1]).mentionsOnly(bad[0]));
        }
        rows.add(row("puzzles render: --html names a folder").file("p.json", puzzle).folder("adir")
                .run("puzzles", "render", "{p.json}", "--html", "{adir}").mentionsOnly("adir"));
        rows.add(row("puzzles render: --pdf and --html the same file").file("p.json", puzzle)
                .run("puzzles", "render", "{p.json}", "--html", "{book}", "--pdf", "{book}").mentionsOnly("twice"));

        rows.add(row("marshal: --load a game file").file("g.json", CatalogueReaders.fugitiveGame()).folder("data")
                .run("marshal", "--load", "{g.json}", "--data", "{data}").stdin("quit\n").mentions(" is a"));
        rows.add(row("marshal: --data is a file").file("afile", "x").run("marshal", "--data", "{afile}").stdin("quit\n"));
        rows.add(row("marshal: --spec with --load").file("n.json", CatalogueReaders.puzzleNotes()).folder("data")
                .run("marshal", "--load", "{n.json}", "--spec", "pt", "--data", "{data}").stdin("quit\n").mentionsOnly("--load"));

        rows.addAll(options("fugitive advise", "--top", "0", "-1", "x"));
        rows.addAll(options("fugitive advise", "--budget", "0", "-5", "x"));
        rows.addAll(options("serve", "--port", "-1", "65536", "x", ""));
        rows.addAll(options("serve", "--host", "", " "));
        rows.addAll(options("bench serve", "--devices", "0", "3", "x"));
        rows.add(row("serve: --data is a file").file("afile", "x").run("serve", "--port", "0", "--data", "{afile}"));
        rows.addAll(options("bench serve", "--sessions", "0", "-1", "100000", "x"));
        rows.addAll(options("bench serve", "--events", "0", "71", "x"));
        rows.addAll(options("bench serve", "--seed", "x"));
        rows.addAll(options("bench follows", "--runs", "0", "1001"));
        rows.addAll(options("bench follows", "--positions", "0", "-1", "100001", "x"));
        rows.addAll(options("bench puzzles", "--games", "0", "-1", "x"));
        rows.addAll(options("bench puzzles", "--seed", "x"));
        rows.add(option("bench puzzles", "--spec", "pt+overpay=false").mentionsOnly("what-if"));

        rows.add(row("tour: --out missing").run("tour", "--out", "{missing}").mentionsOnly("missing"));
        rows.add(row("tour: --out is a file").file("afile", "x").run("tour", "--out", "{afile}"));
        rows.add(args("tour", "extra", "extra"));
        return rows;
    }

    /** Output paths not yet tried in {@link CatalogueValues#outputs}. */
    static List<CatalogueRow> outputs() {
        List<CatalogueRow> rows = new ArrayList<>();
        rows.add(row("fugitive replay: --out into a missing folder").file("g.json", CatalogueReaders.fugitiveGame())
                .run("fugitive", "replay", "{g.json}", "--out", "{missing/out.json}").mentionsOnly("missing"));
        rows.add(row("daguai replay: --out names a folder").file("g.json", CatalogueReaders.daguaiGame()).folder("adir")
                .run("daguai", "replay", "{g.json}", "--out", "{adir}").mentionsOnly("adir"));
        rows.add(row("fugitive play: --notes into a missing folder").run("fugitive", "play", "--notes", "{missing/n.json}")
                .mentionsOnly("missing"));
        rows.add(row("scout play: --out under a file").file("afile", "x").run("scout", "play", "--out", "{afile/s.json}"));
        rows.add(row("specs witness: --out is a file").file("afile", "x").run("specs", "witness", "fugitive", "ca", "pt", "--out",
                "{afile}"));
        return rows;
    }

    /**
     * Arguments the JVM cannot take as file names under LANG=C (the file-name encoding is ASCII
     * there): each is one line saying so, whichever command and option it reaches. These rows run
     * in a JVM started with LANG=C ({@link CatalogueLangC}); the others run in-process.
     */
    static List<CatalogueRow> langC() {
        String e = "\u00e9t\u00e9";
        String puzzle = Catalogue.PUZZLE.validText();
        List<CatalogueRow> rows = new ArrayList<>();
        String[][] lines = {
            {"fugitive", "play", "--spec", e},
            {"fugitive", "play", "--notes", "{" + e + ".json}"},
            {"scout", "play", "--players", "3", "--out", "{" + e + ".json}"},
            {"daguai", "replay", "{" + e + ".json}"},
            {"specs", "diff", "scout", e, "official"},
            {"specs", "check", "{" + e + "}"},
            {"specs", "report", "--games", "1", "--dir", "{" + e + "}"},
            {"specs", "witness", "fugitive", "ca", "pt", "--out", "{" + e + "}"},
            {"puzzles", "render", "{" + e + "}"},
            {"puzzles", "verify", "{" + e + "}"},
            {"puzzles", "generate", "--kind", "route", "--out", "{" + e + "}"},
            {"marshal", "--spec", e},
            {"marshal", "--load", "{" + e + ".json}"},
            {"serve", "--port", "0", "--data", "{" + e + "}"},
            {"tour", "--out", "{" + e + "}"},
            {"bench", "puzzles", "--games", "1", "--collection", "{" + e + "}"},
            {"bench", "follows", "--spec", e},
            {"bench", "deduce", "--spec", e},
            {"bench", "manhunt", "--spec", "pt," + e}};
        for (String[] a : lines) {
            rows.add(row("LANG=C " + String.join(" ", a)).run(a).stdin("quit\n").mentionsOnly("usable"));
        }
        rows.add(row("LANG=C puzzles make --out " + e).file("p.json", puzzle)
                .run("puzzles", "make", "{p.json}", "--kind", "route", "--out", "{" + e + ".json}").mentionsOnly("usable"));
        rows.add(row("LANG=C scout compare " + e).run("scout", "compare", e, "3").mentionsOnly("first set"));
        rows.add(row("LANG=C daguai classify " + e).run("daguai", "classify", e).mentionsOnly("not a card"));
        return rows;
    }

    /** The game files of the current format (cardlab.game/1) for the other two games, tried in full. */
    static final Catalogue.Loader FUGITIVE_GAME = new Catalogue.Loader("fugitive game (cardlab.game/1)", "game.json",
            CatalogueReaders.fugitiveGame(), "moves", "fugitive", "replay", "{game.json}");
    static final Catalogue.Loader DAGUAI_GAME = new Catalogue.Loader("daguai game (cardlab.game/1)", "game.json",
            CatalogueReaders.daguaiGame(), "rules", "daguai", "replay", "{game.json}");

    static List<CatalogueRow> rows() {
        List<CatalogueRow> rows = new ArrayList<>();
        for (Catalogue.Loader l : List.of(FUGITIVE_GAME, DAGUAI_GAME)) {
            rows.addAll(Catalogue.malformedJson(l));
            rows.addAll(Catalogue.wrongKind(l));
            rows.add(l.row("a move the rules refuse").file(l.fileName(), Catalogue.set(l, "moves", "[\"pass\", \"pass\"]"))
                    .mentions("move"));
        }
        rows.addAll(gameSetups());
        rows.addAll(rulings());
        rows.addAll(specs());
        rows.addAll(folders());
        rows.addAll(others());
        rows.addAll(outputs());
        return rows;
    }
}
