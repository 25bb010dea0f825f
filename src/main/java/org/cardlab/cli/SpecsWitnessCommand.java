package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.Counts;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.WitnessMoves;
import org.cardlab.verify.PlayOut;
import org.cardlab.verify.SpecDiff;
import org.cardlab.verify.TextWrap;
import org.cardlab.verify.WitnessSearch;
import org.cardlab.verify.Witnesses;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "witness",
        description = {"A shortest game proving each difference between two specs matters (any game).",
            "For each rule whose values differ, searches (depth-first with branch and bound over moves, across seeded"
                + " deals) a game legal under both specs until they part, which then ends or goes on differently, or"
                + " has a move one spec refuses; the rule alone must explain it. What is searched is the game's own"
                + " (Fugitive: the heuristic bots and every single-number guess; every other game, unless its plugin"
                + " says otherwise: every bot's"
                + " move under either spec), and the bound is printed. Prints each witness as a log marking where the"
                + " specs part, then plays it on to the end under each spec (--bots, or --fugitive and --marshal; the same random"
                + " stream; the search for witnesses is the same whatever they are) and says whether it ends differently; --out writes each as a replayable game file (check one with 'cardlab GAME replay FILE"
                + " --spec S'). Exit 0 when every difference that changes play is witnessed or has nothing to witness,"
                + " 1 otherwise."})
public final class SpecsWitnessCommand extends SpecPairCommand implements PlaysAnyGame {
    @Option(names = "--out", paramLabel = "DIR", description = "Write each witness as DIR/<rule>.json (a game file).")
    Path out;

    @Option(names = "--deals", paramLabel = "N", converter = RunOptions.PositiveIntConverter.class, descriptionKey = RegistryHelp.DEALS,
            description = "Seeded deals searched, 1..N (default: the game's).")
    Integer deals;

    @Option(names = "--max-moves", paramLabel = "N", converter = RunOptions.PositiveIntConverter.class, descriptionKey = RegistryHelp.MAX_MOVES,
            description = "Longest game searched (default: the game's).")
    Integer maxMoves;

    @Option(names = "--max-positions", paramLabel = "N", converter = RunOptions.PositiveConverter.class,
            descriptionKey = RegistryHelp.MAX_POSITIONS, description = "Position budget per rule (default: the game's).")
    Long maxNodes;

    @Mixin
    SetupOption setup = new SetupOption();

    @Override
    public Integer call() {
        specs.type(); // an unknown game is named before a bad --out: the arguments come first
        if (out != null) {
            Outputs.requireFolder(out, "--out");
        }
        return specs.play((type, spec) -> setup.game(type, spec, type.agreement().witnessParams()), this::witness);
    }

    private <S extends GameState<M>, M> int witness(Game<S, M> ga, Game<S, M> gb, SpecDiff.Result diff) {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<String> bot = GameOptions.bots(spec, ga); // the play-outs' bots, each checked for its seat before the search
        WitnessMoves.Bound d = ga.witnessMoves().defaultBound();
        WitnessMoves.Bound bound = new WitnessMoves.Bound(deals != null ? deals : d.deals(),
                maxMoves != null ? maxMoves : d.maxMoves(), maxNodes != null ? maxNodes : d.maxNodes());
        long start = System.nanoTime();
        List<Witnesses.Item<M>> items = Witnesses.all(ga, diff, bound, msg -> {
            err.println(msg);
            err.flush();
        });
        print(items, ga, gb, bot, o);
        for (Witnesses.Item<M> it : items) {
            if (it.outcome() != null && it.outcome().witness() == null && it.outcome().movesBoundReached()) {
                TextWrap.wrap("", "  ", String.format("%s: the search reached its move bound of %s with games still going on"
                        + " alike; raise it with --max-moves (a whole match may take tens of thousands of moves)", it.entry().rule(),
                        Counts.plain(bound.maxMoves(), "move"))).forEach(o::println);
            }
        }
        o.printf("(search took %.1f s)%n", (System.nanoTime() - start) / 1e9);
        int missing = 0;
        try (OutputFiles files = new OutputFiles()) {
            for (Witnesses.Item<M> it : items) {
                if (it.outcome() != null && it.outcome().witness() != null && out != null) {
                    files.stage(out.resolve(it.entry().rule() + ".json"),
                            Json.write(Witnesses.gameFile(ga, gb, it.outcome().witness())));
                }
                if (it.outcome() != null && it.outcome().witness() == null) {
                    missing++;
                }
            }
            Outputs.commit(files, o);
            files.targets().forEach(f -> o.println("wrote " + f));
        }
        o.flush();
        return missing == 0 ? 0 : 1;
    }

    static <S extends GameState<M>, M> void print(List<Witnesses.Item<M>> items, Game<S, M> a, Game<S, M> b, List<String> bot,
            PrintWriter o) {
        TextWrap.wrap("", "  ", String.format("Witnesses for %s vs %s%s (search: %s)", a.spec().name(), b.spec().name(),
                SimulateCommand.setup(a), a.witnessMoves().describe())).forEach(o::println);
        // each verdict wrapped under its column; a command it ends with goes whole on a line of its own, to copy
        for (Witnesses.Item<M> it : items) {
            String verdict = it.verdict();
            int command = verdict.indexOf(Witnesses.RUN_ALONE);
            TextWrap.wrap(String.format("  %-24s ", it.entry().rule()), " ".repeat(27),
                    command < 0 ? verdict : verdict.substring(0, command + " with".length())).forEach(o::println);
            if (command >= 0) {
                o.println("    " + verdict.substring(command + " with ".length()));
            }
        }
        for (Witnesses.Item<M> it : items) {
            if (it.outcome() == null || it.outcome().witness() == null) {
                continue;
            }
            WitnessSearch.Witness<M> w = it.outcome().witness();
            o.println();
            TextWrap.fit(String.format("-- %s: %s %s vs %s %s (%s searched)", it.entry().rule(), a.spec().name(),
                    value(it.entry().a()), b.spec().name(), value(it.entry().b()), Counts.of(it.outcome().nodes(), "position"))).forEach(o::println);
            Witnesses.log(a, b, w).stream().flatMap(l -> TextWrap.fit(l).stream()).forEach(o::println);
            if (!w.refusal()) {
                PlayOut.lines(a.spec().name(), b.spec().name(), PlayOut.of(a, b, w, bot)).stream()
                        .flatMap(l -> TextWrap.fit(l).stream()).forEach(o::println);
            }
        }
    }

    /** A rule's value as a player reads it: text without quotes, anything else as JSON. */
    static String value(org.cardlab.core.RuleSpec.Rule r) {
        return r == null ? "-" : r.value().isTextual() ? "'" + r.value().asText() + "'" : Json.compact(r.value());
    }
}
