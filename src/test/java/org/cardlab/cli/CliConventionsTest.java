package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.GameFixtures;
import org.cardlab.core.Games;
import org.cardlab.core.Simulation;
import org.cardlab.core.Study;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The command-line conventions every command follows (issue 11 §7, issue 10 items 5, 10, 18, 24). */
class CliConventionsTest {

    private static void oneLineNaming(Cli r, String option) {
        assertEquals(2, r.code(), r.out() + r.err());
        assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
        assertTrue(r.err().startsWith("cardlab: "), r.err());
        assertTrue(r.err().contains(option), r.err() + " should name " + option);
        assertFalse(r.err().contains("Exception"), r.err());
    }

    /** Issue 10, item 5: no benchmark with no runs or no games, and nothing printed before the error. */
    @Test
    void benchRefusesNoRunsAndNoGamesBeforePrintingAnything() {
        for (String game : Games.ids()) {
            Cli runs = Cli.run("bench", game, "--runs", "0", "--games", "10");
            oneLineNaming(runs, "--runs");
            assertEquals("", runs.out());
            Cli games = Cli.run(game, "bench", "--games", "0");
            oneLineNaming(games, "--games");
            assertEquals("", games.out());
        }
        oneLineNaming(Cli.run("bench", "follows", "--runs", "0"), "--runs");
    }

    /** Issue 10, item 18: thread and game counts are checked while parsing, before anything runs. */
    @Test
    void absurdRunSizesAreRefusedInOneLine() {
        oneLineNaming(Cli.run("fugitive", "simulate", "--threads", "100000000"), "--threads");
        oneLineNaming(Cli.run("specs", "impact", "fugitive", "ca", "pt", "--threads", "100000000"), "--threads");
        oneLineNaming(Cli.run("fugitive", "simulate", "--threads", "0"), "--threads");
        oneLineNaming(Cli.run("scout", "simulate", "--games", "1000000001"), "--games");
        oneLineNaming(Cli.run("scout", "simulate", "--games", "-1"), "--games");
        oneLineNaming(Cli.run("daguai", "simulate", "--games", "many"), "--games");
        oneLineNaming(Cli.run("specs", "gaps", "scout", "es", "--games", "0"), "--games");
    }

    /**
     * Issue 10, item 18: a study holds nothing per game, so a billion games start (and stream)
     * instead of allocating per-game arrays up front. Stopped after a few games here.
     */
    @Test
    void aBillionGameStudyStreams() {
        final class Stop extends RuntimeException {
            private static final long serialVersionUID = 1L;
        }
        var game = GameFixtures.game("scout", "official", "players", 4);
        assertThrows(Stop.class, () -> Simulation.run((org.cardlab.scout.ScoutGame) game, List.of("random"),
                new Study.Run(1_000_000_000L, 1, 2), done -> {
                    if (done >= 200) {
                        throw new Stop();
                    }
                }));
    }

    /** Issue 10, item 24: every parsing error is one line naming the option or argument. */
    @Test
    void parseErrorsAreOneLine() {
        oneLineNaming(Cli.run("fugitive", "play", "--colour", "red"), "--colour");
        assertFalse(Cli.run("fugitive", "play", "--colour", "red").err().contains("'red'"), "only the unknown option is named");
        oneLineNaming(Cli.run("fugitive", "play", "--sed", "3"), "unknown option '--sed' (did you mean --seed?)");
        oneLineNaming(Cli.run("fugitive", "plya"), "unknown command 'plya' (did you mean play?");
        oneLineNaming(Cli.run("fugitive", "play", "--seed", "x"), "--seed");
        oneLineNaming(Cli.run("scout", "play", "--spec", "nosuch"), "nosuch");
        oneLineNaming(Cli.run("specs", "diff", "fugitive"), "A");
        oneLineNaming(Cli.run("daguai", "replay"), "FILE");
        oneLineNaming(Cli.run("fugitive", "play", "--bots", "random,random,random"), "--bots");
        oneLineNaming(Cli.run("scout", "play", "--fugitive", "random"), "--fugitive");
    }

    /**
     * Issue 19, item 7: in every group (the top, each game, specs, bench, puzzles...), an unknown
     * command is exit 2 and one line naming the group's commands, with --help too (picocli alone
     * prints the group's help and succeeds); a near miss names the command meant.
     */
    @Test
    void anUnknownCommandOfEveryGroupIsRefusedWithTheNearestNames() {
        CommandLine root = Main.commandLine();
        List<String[]> groups = new ArrayList<>();
        groups.add(new String[0]);
        for (String[] c : commands()) {
            if (!subcommandsOf(root, c).isEmpty()) {
                groups.add(c);
            }
        }
        assertTrue(groups.size() >= 4 + Games.ids().size(), "the top, specs, bench, puzzles and every game: " + groups.size());
        for (String[] g : groups) {
            List<String> names = subcommandsOf(root, g);
            for (String[] tail : new String[][] {{"nosuch"}, {"nosuch", "--help"}, {"--help", "nosuch"}}) {
                String[] args = java.util.stream.Stream.concat(java.util.Arrays.stream(g), java.util.Arrays.stream(tail))
                        .toArray(String[]::new);
                Cli r = Cli.run(args);
                oneLineNaming(r, "unknown command 'nosuch'");
                assertTrue(r.err().contains(String.join(", ", names)), String.join(" ", args) + " lists the commands: " + r.err());
                assertFalse(r.err().contains("did you mean"), "nothing is near 'nosuch': " + r.err());
            }
            String name = names.get(names.size() - 1);
            if (name.length() >= 4) {
                String typo = name.charAt(1) + "" + name.charAt(0) + name.substring(2); // two letters swapped
                if (!names.contains(typo)) {
                    Cli r = Cli.run(append(g, typo));
                    oneLineNaming(r, "did you mean " + name);
                }
            }
        }
    }

    /** The commands of the group at {@code path} (none for a command that is not a group). */
    private static List<String> subcommandsOf(CommandLine root, String[] path) {
        CommandLine cl = root;
        for (String p : path) {
            cl = cl.getSubcommands().get(p);
        }
        return cl.getSubcommands().keySet().stream().filter(n -> !n.equals("help")).toList();
    }

    /** --help and --version work on every command; defaults are shown. */
    @Test
    void helpAndVersionAreEverywhere() {
        for (String[] args : commands()) {
            String[] help = append(args, "--help");
            Cli r = Cli.run(help);
            assertEquals(0, r.code(), String.join(" ", help) + ": " + r.err());
            assertTrue(r.out().startsWith("Usage: cardlab"), r.out());
            Cli v = Cli.run(append(args, "--version"));
            assertEquals(0, v.code(), String.join(" ", args));
            assertTrue(v.out().startsWith("cardlab "), v.out());
        }
        assertTrue(Cli.run("scout", "simulate", "--help").out().contains("Default: 1000"), "defaults are shown");
    }

    /**
     * Issue 10, item 10: a command's summary (what its parent's help lists) is one whole sentence,
     * and every paragraph of a description ends where a sentence ends. Every help text reads as
     * picocli's format string (a bare '%' would print a warning instead of the help).
     */
    @Test
    void helpSummariesEndWhereASentenceEnds() {
        List<String> bad = new ArrayList<>();
        walk(Main.commandLine(), bad);
        assertTrue(bad.isEmpty(), String.join("\n", bad));
    }

    private static void walk(CommandLine cl, List<String> bad) {
        for (CommandLine sub : cl.getSubcommands().values()) {
            String name = sub.getCommandSpec().qualifiedName();
            if (sub.getCommandSpec().userObject() instanceof CommandLine.HelpCommand) {
                continue; // picocli's own
            }
            String[] d = sub.getCommandSpec().usageMessage().description();
            if (d.length == 0) {
                bad.add(name + ": no description");
            }
            for (int i = 0; i < d.length; i++) {
                String p = d[i].strip();
                if (p.isEmpty() || p.equals("%n")) {
                    continue; // a blank line between paragraphs
                }
                if (!p.matches("(?s).*[.:)?!]$") && !p.startsWith("Example:")) {
                    bad.add(name + ": paragraph " + (i + 1) + " ends mid-sentence: ..." + p.substring(Math.max(0, p.length() - 40)));
                }
            }
            List<String> texts = new ArrayList<>(List.of(d));
            sub.getCommandSpec().options().forEach(o -> texts.addAll(List.of(o.description())));
            for (String t : texts) {
                if (t.contains("${DEFAULT-VALUE}")) {
                    bad.add(name + ": the default is shown once, by the root's showDefaultValues, not in the text: " + t);
                }
                try {
                    String.format(t); // picocli formats every help text: a lone '%' prints a warning and the raw text
                } catch (java.util.IllegalFormatException e) {
                    bad.add(name + ": not a format string (write %% for %): " + t);
                }
            }
            if (d.length > 0 && d[0].strip().length() > 160) {
                bad.add(name + ": the summary is a paragraph (" + d[0].strip().length() + " characters), not a sentence");
            }
            walk(sub, bad);
        }
    }

    /**
     * Issue 11 §7: help shows real placeholders (SPEC, N, FILE, not picocli's {@code <specName>}),
     * and no empty default ("Default: {}" for a repeatable option).
     */
    @Test
    void helpShowsRealPlaceholdersAndNoEmptyDefaults() {
        List<String> bad = new ArrayList<>();
        for (CommandLine cl : all(Main.commandLine())) {
            var spec = cl.getCommandSpec();
            for (var a : spec.args()) {
                if (a.arity().max() > 0 && a.paramLabel().startsWith("<")) { // flags show no label
                    bad.add(spec.qualifiedName() + ": " + a.paramLabel());
                }
            }
            String usage = cl.getUsageMessage();
            if (usage.matches("(?s).*Default: (\\{\\}|\\[\\]|null)\\s.*")) {
                bad.add(spec.qualifiedName() + ": an empty default is shown");
            }
        }
        assertTrue(bad.isEmpty(), String.join("\n", bad));
    }

    /**
     * Issue 11 §7: every --spec is read by its game's converter while parsing (an unknown spec is
     * one line naming --spec), and its help names the game's folder and its specs.
     */
    @Test
    void everySpecOptionIsTheGamesOwn() {
        List<String> bad = new ArrayList<>();
        for (CommandLine cl : all(Main.commandLine())) {
            var spec = cl.getCommandSpec();
            var o = spec.findOption("--spec");
            if (o == null) {
                continue;
            }
            Class<?> element = o.isMultiValue() ? o.auxiliaryTypes()[0] : o.type();
            if (element != org.cardlab.core.RuleSpec.class) {
                bad.add(spec.qualifiedName() + ": --spec is a " + o.type().getSimpleName());
            }
            String[] args = spec.qualifiedName().replaceFirst("^cardlab ", "").split(" ");
            Cli r = Cli.run(append(append(args, "--spec"), "nosuch"));
            if (r.code() != 2 || !r.err().contains("--spec") || r.err().strip().lines().count() != 1) {
                bad.add(spec.qualifiedName() + " --spec nosuch: " + r.err());
            }
        }
        assertTrue(bad.isEmpty(), String.join("\n", bad));
        assertTrue(Cli.run("scout", "compare", "--help").out().contains("specs/scout/ (es, official)"));
        assertTrue(Cli.run("marshal", "--help").out().replaceAll("\\s+", " ").contains("specs/fugitive/ (ca, mini, mini2, mini3, pt)"));
    }

    /** A list of specs splits on commas outside brackets: a what-if list value stays whole. */
    @Test
    void aWhatIfListValueIsOneSpecInAList() {
        Cli r = Cli.run("bench", "manhunt", "--spec", "pt+initialDraws=[3,1,0],ca", "--fugitive", "random", "--games", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("pt+initialDraws=[3,1,0] ")), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("ca ")), r.out());
    }

    /** What-if variants where the command can take them; a one-line refusal where its files must name a spec. */
    @Test
    void whatIfSpecsAreTakenOrClearlyRefused() {
        Cli scout = Cli.run("scout", "compare", "6 6", "3 4", "--spec", "official+setBeatsRun=false");
        assertEquals(0, scout.code(), scout.err());
        assertTrue(scout.out().contains("higher smallest number"), "with no rule that a set beats a run: " + scout.out());
        assertTrue(Cli.run("scout", "compare", "6 6", "3 4").out().contains("a set (all equal) beats a run"));

        Cli two = Cli.run("daguai", "compare", "2S", "AS", "--level", "3", "--spec", "pl+twoRank=high");
        assertEquals(0, two.code(), two.err());
        assertTrue(two.out().startsWith("2S beats AS"), "with 2 ranked high, 2 beats an ace: " + two.out());
        assertTrue(Cli.run("daguai", "compare", "2S", "AS", "--level", "3").out().startsWith("AS beats 2S"));
        assertEquals(0, Cli.run("daguai", "classify", "5H", "--spec", "pl+twoRank=high").code());

        try {
            org.cardlab.fugitive.cli.MarshalCommand.input = new java.io.ByteArrayInputStream("quit\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
            Path data = Path.of(System.getProperty("java.io.tmpdir"));
            Cli m = Cli.run("marshal", "--spec", "pt+overpay=false", "--data", data.toString());
            assertEquals(0, m.code(), m.err());
            assertTrue(m.out().contains("under spec pt+overpay=false"), m.out());
        } finally {
            org.cardlab.fugitive.cli.MarshalCommand.input = null;
        }
        oneLineNaming(Cli.run("marshal", "--spec", "pt", "--load", "specs/fugitive/examples/early.json"), "--load");

        String puzzle = "puzzles/fugitive/pt-route-e1bb584d.json";
        oneLineNaming(Cli.run("puzzles", "solve", puzzle, "--spec", "pt+overpay=false"), "what-if");
        oneLineNaming(Cli.run("puzzles", "make", puzzle, "--kind", "route", "--spec", "pt+overpay=false", "--out",
                Path.of(System.getProperty("java.io.tmpdir"), "never-written.json").toString()), "what-if");
        oneLineNaming(Cli.run("puzzles", "generate", "--kind", "route", "--spec", "pt+overpay=false", "--out", "."), "what-if");
    }

    /** An error about a what-if value names the what-if, not the spec file it varies. */
    @Test
    void aBadWhatIfValueIsNamedAsSuch() {
        Cli r = Cli.run("specs", "diff", "fugitive", "pt+stepLimit=x", "pt");
        oneLineNaming(r, "spec 'pt+stepLimit=x'");
        oneLineNaming(Cli.run("fugitive", "play", "--spec", "pt+firstTurnHideouts=10"), "spec 'pt+firstTurnHideouts=10'");
    }

    private static List<CommandLine> all(CommandLine root) {
        List<CommandLine> out = new ArrayList<>();
        for (var e : root.getSubcommands().entrySet()) {
            if (!e.getKey().equals("help")) {
                out.add(e.getValue());
                out.addAll(all(e.getValue()));
            }
        }
        return out;
    }

    private static List<String[]> commands() {
        List<String[]> out = new ArrayList<>();
        collect(Main.commandLine(), new ArrayList<>(), out);
        return out;
    }

    private static void collect(CommandLine cl, List<String> path, List<String[]> out) {
        for (var e : cl.getSubcommands().entrySet()) {
            if (e.getKey().equals("help")) {
                continue;
            }
            List<String> p = new ArrayList<>(path);
            p.add(e.getKey());
            out.add(p.toArray(new String[0]));
            collect(e.getValue(), p, out);
        }
    }

    private static String[] append(String[] args, String last) {
        String[] a = java.util.Arrays.copyOf(args, args.length + 1);
        a[args.length] = last;
        return a;
    }
}
