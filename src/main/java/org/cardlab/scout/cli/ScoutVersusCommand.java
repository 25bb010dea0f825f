package org.cardlab.scout.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.cli.VersusOptions;
import org.cardlab.core.DuplicateDeals;
import org.cardlab.core.Json;
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutState;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "versus",
        resourceBundle = "org.cardlab.scout.cli.ScoutVersusHelp",
        mixinStandardHelpOptions = true,
        description = {"One bot against a field of another on duplicate deals.",
            "Every deal is played once with the bot in each seat"
                + " (the seats rotated), the others all the field bot. Prints the bot's share of first places (ties shared),"
                + " its mean score margin over the mean of the other seats and over the best other seat, with 95%% intervals"
                + " over deals (the games of one deal are not independent, so each deal counts once: Student's t; where every deal gives"
                + " the same share, Wilson's over the deals, so that a bot winning every deal is not read as sure).",
            "--json prints players, deals, seed, bot, field, firstShare, marginOverMean, marginOverBest ({mean, low, high}).",
            "Example: cardlab scout versus --bot search --field greedy --players 4 --deals 200 --threads 2"})
public final class ScoutVersusCommand implements Callable<Integer> {
    @Mixin
    VersusOptions run = VersusOptions.deals(100);

    @Mixin
    ScoutGameOptions output = new ScoutGameOptions();

    @Override
    public Integer call() {
        // no run.check() here: nothing before run.play() uses the counts, and play() checks them before the first deal
        ScoutGame game = output.game();
        int players = output.players;
        List<List<String>> lineups = new ArrayList<>();
        for (int r = 0; r < players; r++) {
            lineups.add(run.lineup(players, r));
        }
        List<List<double[]>> rows = run.play(game, lineups, ScoutVersusCommand::figures, output.err());
        double[] share = new double[run.deals];
        double[] overMean = new double[run.deals];
        double[] overBest = new double[run.deals];
        for (int i = 0; i < run.deals; i++) {
            for (int r = 0; r < players; r++) {
                double[] f = rows.get(i).get(r);
                share[i] += f[r * 3] / players;
                overMean[i] += f[r * 3 + 1] / players;
                overBest[i] += f[r * 3 + 2] / players;
            }
        }
        double[] s = DuplicateDeals.shareOfManyInterval(share);
        double[] m = DuplicateDeals.meanInterval(overMean);
        double[] b = DuplicateDeals.meanInterval(overBest);
        PrintWriter out = output.out();
        if (output.json) {
            ObjectNode o = Json.object();
            o.put("players", players);
            o.setAll(run.json());
            o.set("firstShare", VersusOptions.interval(s));
            o.set("marginOverMean", VersusOptions.interval(m));
            o.set("marginOverBest", VersusOptions.interval(b));
            out.print(Json.write(o));
        } else {
            out.printf("SCOUT (%s, %d players): %s against %s, %d deals x %d seats, seed %d%n", output.spec.name(), players, run.bot, run.field,
                    run.deals, players, run.seed);
            out.printf("  first places      %5.1f%% [%5.1f%%, %5.1f%%]  (an equal player: %.1f%%)%n", 100 * s[0], 100 * Math.max(0, s[1]), 100 * Math.min(1, s[2]),
                    100.0 / players);
            out.printf("  margin over mean  %+6.2f [%+6.2f, %+6.2f] points%n", m[0], m[1], m[2]);
            out.printf("  margin over best  %+6.2f [%+6.2f, %+6.2f] points%n", b[0], b[1], b[2]);
        }
        out.flush();
        return 0;
    }

    /** Per seat p: its win share, its total less the others' mean, its total less the best other total. */
    private static double[] figures(ScoutState s) {
        int n = s.numPlayers();
        double[] f = new double[n * 3];
        double[] shares = s.winShares();
        for (int p = 0; p < n; p++) {
            double sum = 0;
            double best = Double.NEGATIVE_INFINITY;
            for (int q = 0; q < n; q++) {
                if (q != p) {
                    sum += s.total(q);
                    best = Math.max(best, s.total(q));
                }
            }
            f[p * 3] = shares[p];
            f[p * 3 + 1] = s.total(p) - sum / (n - 1);
            f[p * 3 + 2] = s.total(p) - best;
        }
        return f;
    }
}
