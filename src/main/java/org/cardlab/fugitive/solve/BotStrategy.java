package org.cardlab.fugitive.solve;

import java.util.List;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;

/**
 * A bot's play on a solved tree, as a behaviour strategy for its seat: at each of the seat's
 * information sets the bot is asked for its move on one engine state of that set, {@code draws}
 * times with seeded random streams, and each move counts for its action ({@link MoveClasses}
 * groups the Marshal's sure misses). A bot that reads only what its seat may see plays the same
 * at every state of the set; a deterministic bot's strategy is then exact, a random one's is the
 * frequency of its moves over the draws. A bot that states its probabilities ({@link StatedMixture})
 * is read exactly. The other seat's rows are left as {@code base} has them.
 */
public final class BotStrategy {
    private BotStrategy() {}

    /** Thrown when the bot makes a move the tree does not hold, or fails on a state. */
    public static final class CannotPlay extends RuntimeException {
        CannotPlay(String why) {
            super(why);
        }
    }

    public static Strategy of(FugitiveTree ft, Policy<FugitiveState, FugitiveMove> bot, int seat, int draws, long seed,
            Strategy base) {
        GameTree g = ft.tree;
        double[][] prob = new double[g.infosets()][];
        for (int i = 0; i < g.infosets(); i++) {
            prob[i] = base.row(i);
            if (g.infosetPlayer(i) != seat) {
                continue;
            }
            FugitiveState s = ft.sample.get(i);
            List<FugitiveMove> moves = ft.moves.get(i);
            double[] row = bot instanceof StatedMixture stated ? stated(stated, s, moves) : null;
            if (row != null) {
                prob[i] = row;
                continue;
            }
            row = new double[g.actions(i)];
            for (int k = 0; k < draws; k++) {
                FugitiveMove m;
                try {
                    m = bot.choose(s.copy(), Rng.forGame(seed, (long) i * draws + k));
                } catch (RuntimeException e) {
                    throw new CannotPlay("fails on a state of the game (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
                }
                int a = moves.indexOf(MoveClasses.canonical(s, m));
                if (a < 0) {
                    throw new CannotPlay("plays '" + m + "', a move the solved game does not hold");
                }
                row[a] += 1.0 / draws;
            }
            prob[i] = row;
        }
        return new Strategy(prob);
    }

    /** A bot's stated probabilities of the moves, or null where it states none (it would fall back, counted by draws). */
    private static double[] stated(StatedMixture bot, FugitiveState s, List<FugitiveMove> moves) {
        double[] row = new double[moves.size()];
        double sum = 0;
        for (int a = 0; a < row.length; a++) {
            row[a] = bot.probability(s, moves.get(a));
            if (Double.isNaN(row[a])) {
                return null;
            }
            sum += row[a];
        }
        if (Math.abs(sum - 1) > 1e-9) {
            throw new CannotPlay("states probabilities summing to " + sum + " over the solved game's moves");
        }
        return row;
    }
}
