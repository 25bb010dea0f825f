package org.cardlab.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.verify.FugitiveGaps;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "gaps",
        mixinStandardHelpOptions = true,
        description = {"Situations met in play that a spec's text leaves open (Fugitive only).",
            "Plays seeded games under one spec and counts the situations its rulebook text leaves open (rules the",
            "spec marks silent, or settles only by its own reading): how often each arose and the default the engine",
            "applied. Progress on stderr."})
public final class SpecsGapsCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game (only fugitive has an engine here).")
    String game;

    @Parameters(index = "1", paramLabel = "SPEC", description = "A spec name or file.")
    String specName;

    @Option(names = "--games", defaultValue = "1000", description = "Number of games (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "Study seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @CommandLine.Mixin
    FugitiveBotOptions bots;

    @Override
    public Integer call() {
        if (!game.equals("fugitive")) {
            throw new UserError("the gap finder exists for fugitive only (not " + game + ")");
        }
        FugitiveRules rules = new FugitiveRules(RuleSpec.resolve(game, specName));
        FugitiveGaps.Result r = FugitiveGaps.run(rules, bots.fugitiveBot, bots.marshalBot, games, seed,
                new Progress(spec.commandLine().getErr(), "games", games));
        print(r, spec.commandLine().getOut());
        return 0;
    }

    static void print(FugitiveGaps.Result r, PrintWriter out) {
        out.printf("Rule gaps met in play under '%s': %s Fugitive vs %s Marshal, %d games (seed %d)%n", r.spec(),
                r.fugitiveBot(), r.marshalBot(), r.games(), r.seed());
        int w = r.gaps().stream().mapToInt(g -> g.rule().length()).max().orElse(4);
        out.printf("  %-" + w + "s  %-22s %11s  %s%n", "rule", "games where it arose", "times", "situation / default applied");
        for (FugitiveGaps.Gap g : r.gaps()) {
            out.printf("  %-" + w + "s  %-22s %11d  %s%n", g.rule(), g.gameRate(), g.occurrences(), g.situation());
            out.printf("  %-" + w + "s  %-22s %11s  -> %s%n", "", "", "", g.applied());
        }
        for (String n : r.notLookedFor()) {
            out.println("  silent, not looked for in play: " + n);
        }
        out.flush();
    }
}
