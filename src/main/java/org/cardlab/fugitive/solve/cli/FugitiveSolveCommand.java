package org.cardlab.fugitive.solve.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.solve.FugitiveTree;
import org.cardlab.fugitive.solve.Solved;
import org.cardlab.fugitive.solve.SolvedStrategy;
import org.cardlab.fugitive.solve.StrategyFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "solve",
        mixinStandardHelpOptions = true,
        description = {"Solves a small Fugitive exactly (specs/fugitive/mini.json unless --spec names another): the game value, an equilibrium, every bot's"
                + " exploitability.",
            "The game tree is read from the engine: chance deals every order of the decks, each side's information sets are"
                + " what it has seen; the Marshal's guesses that surely miss are one move. Nothing in the rules ends a game of"
                + " passes and misses, so the solved game has a clock (--turns): a Fugitive who has not escaped after that many"
                + " turns past the first loses. CFR+ runs until the exploitability of its average strategy, computed exactly"
                + " by best responses, is below --target (in win probability). The value is the Fugitive's win probability."
                + " A bot's exploitability is what a best-responding opponent wins against it beyond the value."})
public final class FugitiveSolveCommand extends CommandWithSpec {
    /**
     * Not the game's usual --spec, whose default is the game's default spec (pt, far too big to
     * solve): read by the registry's converter all the same, with the mini as its own default.
     */
    @Option(names = "--spec", paramLabel = "SPEC", defaultValue = "mini",
            description = "Rule spec: a name under specs/fugitive/ or a spec file, small enough to solve; NAME+rule=value is a what-if variant.")
    RuleSpec solvedSpec;

    @Option(names = "--turns", paramLabel = "N", description = "The clock: Fugitive turns after the first (1 to 6).")
    int turns = FugitiveTree.DEFAULT_TURNS;

    @Option(names = "--target", paramLabel = "E", description = "Exploitability to reach (0 < E < 1).")
    double target = 0.001;

    @Option(names = "--iterations", paramLabel = "N", description = "Most CFR+ iterations (1 to 1,000,000).")
    int maxIterations = 20_000;

    @Option(names = "--draws", paramLabel = "N", description = "Times each bot is asked at each information set (1 to 100).")
    int draws = 4;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the bots' random streams.")
    long seed = 1;

    @Option(names = "--strategy", paramLabel = "FILE", description = "Write the equilibrium (cardlab.fugitive.strategy/2), keyed by what each side has seen, to FILE:"
                    + " the solved bot's strategy (models/solved/ holds the shipped ones).")
    Path strategyFile;

    @Option(names = "--json", description = "Print JSON: {\"spec\", \"value\", \"valueInterval\": [lo, hi], \"exploitability\","
            + " \"iterations\", \"bots\": [{\"bot\", \"exploitability\"}, ...]} (exploitability null for a bot that cannot play the"
            + " spec; the value surely lies in the interval: what the equilibrium's Fugitive wins against a best-responding Marshal,"
            + " and what a best-responding Fugitive wins against its Marshal).")
    boolean json;

    @Override
    public Integer call() {
        if (turns < 1 || turns > 6) {
            throw new UserError("--turns: " + turns + " is out of range 1..6");
        }
        if (!(target > 0 && target < 1)) {
            throw new UserError("--target: " + target + " must be between 0 and 1");
        }
        if (maxIterations < 1 || maxIterations > 1_000_000) {
            throw new UserError("--iterations: " + maxIterations + " is out of range 1..1,000,000");
        }
        if (draws < 1 || draws > 100) {
            throw new UserError("--draws: " + draws + " is out of range 1..100");
        }
        if (strategyFile != null) {
            OutputFiles.check(strategyFile); // before the solve, which can take minutes
        }
        FugitiveRules rules = new FugitiveRules(solvedSpec);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Solved solved = Solved.of(rules, turns, target, maxIterations, 50);
        List<Solved.BotFigure> bots = solved.bots(draws, seed);
        if (strategyFile != null) {
            OutputFiles.write(strategyFile, StrategyFile.write(SolvedStrategy.of(solved)));
        }
        if (json) {
            ObjectNode o = Json.object().put("spec", rules.name()).put("value", solved.value);
            o.putArray("valueInterval").add(solved.valueLow).add(solved.valueHigh);
            o.put("exploitability", solved.exploitability).put("iterations", solved.iterations);
            ArrayNode arr = o.putArray("bots");
            for (Solved.BotFigure b : bots) {
                ObjectNode bo = arr.addObject().put("bot", b.label());
                if (b.exploitability() == null) {
                    bo.putNull("exploitability");
                    err.println(b.label() + " cannot play " + rules.name() + ": it " + b.cannotPlay());
                } else {
                    bo.put("exploitability", b.exploitability());
                }
            }
            out.println(o.toPrettyString());
            return 0;
        }
        out.printf("%s, clock of %s: %s, information sets %,d (Fugitive) and %,d (Marshal), sequences %,d and %,d%n",
                rules.name(), Counts.plain(turns, "turn"), Counts.of(solved.tree.tree.nodes(), "node"),
                solved.tree.tree.infosets(0), solved.tree.tree.infosets(1),
                solved.tree.tree.sequences(0), solved.tree.tree.sequences(1));
        out.printf("value (Fugitive's win probability under optimal play): %.4f, surely in [%.5f, %.5f]%n", solved.value, solved.valueLow,
                solved.valueHigh);
        out.printf("exploitability of the equilibrium: %.6f after %,d CFR+ iterations%n", solved.exploitability, solved.iterations);
        out.printf("%-20s %s%n", "bot", "exploitability");
        for (Solved.BotFigure b : bots) {
            out.printf("%-20s %s%n", b.label(), b.exploitability() == null ? "cannot play: it " + b.cannotPlay()
                    : String.format("%.4f", b.exploitability()));
        }
        return 0;
    }
}
