package org.cardlab.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.verify.FugitiveImpact;
import org.cardlab.verify.SpecDiff;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "impact",
        mixinStandardHelpOptions = true,
        description = {"How often two specs change the winner on the same deals (Fugitive only).",
            "Plays the same seeded deals with the same bots under both specs: each side's win rates with 95%%",
            "confidence intervals, and the paired difference (the games whose winner changed) with its interval.",
            "Progress on stderr; results do not depend on --threads."})
public final class SpecsImpactCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game (only fugitive has an engine here).")
    String game;

    @Parameters(index = "1", paramLabel = "A", description = "A spec name or file.")
    String a;

    @Parameters(index = "2", paramLabel = "B", description = "The spec to compare with.")
    String b;

    @Option(names = "--games", defaultValue = "1000", description = "Number of deals (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "Study seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @CommandLine.Mixin
    FugitiveBotOptions bots;

    @Option(names = "--threads", defaultValue = "1", description = "Worker threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Override
    public Integer call() {
        if (!game.equals("fugitive")) {
            throw new UserError("the impact study exists for fugitive only (not " + game + "); 'cardlab specs diff' works for every game");
        }
        SpecDiff.Result diff = SpecDiff.compare(RuleSpec.resolve(game, a), RuleSpec.resolve(game, b));
        FugitiveRules ra = new FugitiveRules(diff.a());
        FugitiveRules rb = new FugitiveRules(diff.b());
        FugitiveImpact.Result r = FugitiveImpact.run(ra, rb, bots.fugitiveBot, bots.marshalBot, games, seed, threads,
                new Progress(spec.commandLine().getErr(), "deals", games));
        print(r, ra.name(), rb.name(), bots.fugitiveBot, bots.marshalBot, seed, spec.commandLine().getOut());
        return 0;
    }

    static void print(FugitiveImpact.Result r, String na, String nb, String fb, String mb, long seed, PrintWriter out) {
        out.printf("%s vs %s: %s Fugitive vs %s Marshal, the same %d seeded deals (seed %d) under both%n", na, nb, fb, mb,
                r.games(), seed);
        String[] labels = {"Fugitive wins under " + na, "Fugitive wins under " + nb, "difference (" + nb + " - " + na + ")",
            "winner changed"};
        int w = 0;
        for (String l : labels) {
            w = Math.max(w, l.length());
        }
        String row = "  %-" + w + "s  %s%n";
        double[] ci = r.differenceInterval();
        out.printf(row, labels[0], r.rateA());
        out.printf(row, labels[1], r.rateB());
        out.printf(row, labels[2], String.format("%+.1f points [%+.1f, %+.1f]", 100 * r.difference(), 100 * ci[0], 100 * ci[1]));
        out.printf(row, labels[3], r.changed() + ": the Fugitive wins " + r.fugitiveOnlyA() + " only under " + na + ", "
                + r.fugitiveOnlyB() + " only under " + nb);
        out.flush();
    }
}
