package org.cardlab.daguai.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.cli.SpecJsonOptions;
import org.cardlab.cli.VersusOptions;
import org.cardlab.core.DuplicateDeals;
import org.cardlab.core.Json;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiRoundResult;
import org.cardlab.daguai.DaguaiRules;
import org.cardlab.daguai.DaguaiState;
import org.cardlab.daguai.Scoring;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "versus",
        resourceBundle = "org.cardlab.daguai.cli.DaguaiVersusHelp",
        mixinStandardHelpOptions = true,
        description = {"A bot against a field of another on duplicate deals.",
            "As a team (default): the bot in the three seats of"
                + " team 0, then of team 1, on each deal. --mixed: one bot among field partners, once in each of the six seats."
                + " Prints the share of rounds the bot's team won, drew and lost, and with --match the share of matches it won,"
                + " with 95%% intervals over deals (the games of one deal are not independent, so each deal counts once: Student's t; a share of matches,"
                + " or one every deal gives alike, at least Wilson's over the deals, so that a team winning every deal is not read as sure).",
            "--json prints deals, seed, bot, field, mixed, match, roundsWon, roundsDrawn, roundsLost, matchesWon? ({mean, low, high}).",
            "Example: cardlab daguai versus --bot search --field greedy --deals 100 --threads 2"})
public final class DaguaiVersusCommand implements Callable<Integer> {
    @Mixin
    VersusOptions run = VersusOptions.deals(50);

    @Option(names = "--mixed", description = "One bot among field partners instead of a team of three.")
    boolean mixed;

    @Option(names = "--match", description = "Whole matches to the spec's level instead of single rounds.")
    boolean match;

    @Option(names = "--checkpoint", paramLabel = "DIR",
            description = "Keep each finished deal in DIR: a run stopped (Ctrl-C, a lost machine) and run again with the same DIR"
                + " plays only the deals it lacks and gives the same figures; --deals may grow. DIR is made if missing, in a"
                + " folder that must exist; a folder of other settings (spec, bots, seed, --mixed, --match) is refused.")
    Path checkpoint;

    @Mixin
    SpecJsonOptions output = new SpecJsonOptions();

    @Override
    public Integer call() {
        // no run.check() here: nothing before run.play() uses the counts, and play() checks them before the first deal
        DaguaiGame game = new DaguaiGame(DaguaiRules.fromSpec(output.spec), match);
        List<int[]> placings = new ArrayList<>(); // the seats of the bot, and (last) the team whose figures count
        if (mixed) {
            for (int s = 0; s < 6; s++) {
                placings.add(new int[] {s, Scoring.team(s)});
            }
        } else {
            placings.add(new int[] {0, 2, 4, 0});
            placings.add(new int[] {1, 3, 5, 1});
        }
        List<List<String>> lineups = new ArrayList<>();
        for (int[] pl : placings) {
            lineups.add(run.lineup(6, Arrays.copyOf(pl, pl.length - 1)));
        }
        List<List<int[]>> rows = checkpoint == null ? run.play(game, lineups, DaguaiVersusCommand::figures, output.err())
                : VersusCheckpoint.play(checkpoint, VersusCheckpoint.settings(game, run, mixed, match), description(), game, lineups,
                        run, DaguaiVersusCommand::figures, output.err());
        double[][] f = new double[4][run.deals];
        for (int i = 0; i < run.deals; i++) {
            for (int k = 0; k < placings.size(); k++) {
                int team = placings.get(k)[placings.get(k).length - 1];
                int[] r = rows.get(i).get(k); // won by team 0, by team 1, drawn, match winner
                double rounds = r[0] + r[1] + r[2];
                f[0][i] += r[team] / rounds / placings.size();
                f[1][i] += r[2] / rounds / placings.size();
                f[2][i] += r[1 - team] / rounds / placings.size();
                f[3][i] += (r[3] == team ? 1.0 : 0.0) / placings.size();
            }
        }
        String[] names = {"roundsWon", "roundsDrawn", "roundsLost", "matchesWon"};
        String[] words = {"rounds won", "rounds drawn", "rounds lost", "matches won"};
        PrintWriter out = output.out();
        ObjectNode o = run.json();
        o.put("mixed", mixed);
        o.put("match", match);
        if (!output.json) {
            out.printf("Da Guai Lu Zi (%s, %s): %s %s against %s, %d deals x %d placings, seed %d%n", output.spec.name(),
                    match ? "matches" : "single rounds", mixed ? "one" : "a team of three", run.bot, run.field, run.deals, placings.size(), run.seed);
        }
        for (int k = 0; k < (match ? 4 : 3); k++) {
            // matches are few a deal (two, or six mixed) and are often all won: Wilson's width, not zero; a match holds
            // many rounds, so rounds take Student's t, and Wilson's only where every deal gives the same share
            double[] x = k == 3 ? DuplicateDeals.shareInterval(f[k]) : DuplicateDeals.shareOfManyInterval(f[k]);
            o.set(names[k], VersusOptions.interval(x));
            if (!output.json) {
                out.printf("  %-13s %5.1f%% [%5.1f%%, %5.1f%%]%n", words[k], 100 * x[0], 100 * Math.max(0, x[1]), 100 * Math.min(1, x[2]));
            }
        }
        if (output.json) {
            out.print(Json.write(o));
        }
        out.flush();
        return 0;
    }

    /** The run in words, for a checkpoint's refusal: "daguai versus under pl, search against greedy, seed 24, matches, teams". */
    private String description() {
        return "daguai versus under " + output.spec.name() + ", " + run.bot + " against " + run.field + ", seed " + run.seed + ", "
                + (match ? "matches" : "single rounds") + ", " + (mixed ? "mixed" : "teams");
    }

    /** Rounds won by team 0, by team 1, drawn; the match winner's team (-1 in round mode). */
    private static int[] figures(DaguaiState s) {
        int[] r = new int[4];
        for (DaguaiRoundResult res : s.results()) {
            int w = res.winnerTeam();
            r[w < 0 ? 2 : w]++;
        }
        r[3] = s.isMatch() ? s.matchWinner() : -1;
        return r;
    }
}
