package org.cardlab.fugitive.search;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.PublicState;

/**
 * The Marshal's moves worth searching, read off the public table and the sampled worlds: every
 * deck he may draw from; for a guess, the baseline's own move, the greedy chain of multi-number
 * guesses grown from the likeliest number (each step adding the number that keeps the joint
 * chance highest, as long as that chance is not negligible) and the likeliest single numbers.
 */
final class Candidates {
    /** A multi-number guess is tried while all its numbers hit together in at least this share of the worlds. */
    static final double MIN_JOINT = 0.02;

    private Candidates() {}

    /** For each number, the share of worlds where it is a face-down hideout now. */
    static double[] hitChance(List<FugitiveState> worlds) {
        double[] p = new double[FugitiveRules.CARDS];
        for (FugitiveState w : worlds) {
            for (long d = w.faceDownCards(); d != 0; d &= d - 1) {
                p[Long.numberOfTrailingZeros(d)] += 1.0 / worlds.size();
            }
        }
        return p;
    }

    /** The share of worlds in which every number of {@code g} is a face-down hideout now. */
    static double joint(List<FugitiveState> worlds, long g) {
        int n = 0;
        for (FugitiveState w : worlds) {
            n += (w.faceDownCards() & g) == g ? 1 : 0;
        }
        return (double) n / worlds.size();
    }

    /** The candidates, the baseline first. */
    static List<FugitiveMove> of(PublicState table, List<FugitiveState> worlds, FugitiveMove baseline, int singles) {
        Set<FugitiveMove> out = new LinkedHashSet<>();
        out.add(baseline);
        if (table.phase() == Phase.MARSHAL_DRAW) {
            for (int d = 1; d <= 3; d++) {
                if (table.deckLeft(d) > 0) {
                    out.add(FugitiveMove.draw(d));
                }
            }
            return new ArrayList<>(out);
        }
        double[] p = hitChance(worlds);
        List<Integer> order = new ArrayList<>();
        long guessable = table.guessable();
        for (int n = 1; n <= 41; n++) {
            if (Cards.has(guessable, n) && p[n] > 0) {
                order.add(n);
            }
        }
        order.sort((x, y) -> p[y] != p[x] ? Double.compare(p[y], p[x]) : Integer.compare(x, y));
        FugitiveRules rules = table.rules();
        boolean multi = rules.multiGuess && !(table.phase() == Phase.MANHUNT && rules.manhuntSingleGuesses);
        if (multi && !order.isEmpty()) {
            long set = 1L << order.get(0);
            while (true) {
                long bestSet = 0;
                double best = MIN_JOINT;
                for (int n : order) {
                    if (!Cards.has(set, n) && p[n] >= best) {
                        double q = joint(worlds, set | 1L << n);
                        if (q >= best) {
                            best = q;
                            bestSet = set | 1L << n;
                        }
                    }
                }
                if (bestSet == 0) {
                    break;
                }
                set = bestSet;
                out.add(FugitiveMove.guessSet(set));
            }
        }
        for (int i = 0; i < Math.min(singles, order.size()); i++) {
            out.add(FugitiveMove.guessSet(1L << order.get(i)));
        }
        return new ArrayList<>(out);
    }
}
