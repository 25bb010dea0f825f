package org.cardlab.daguai;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Benchmark;
import org.cardlab.core.Rng;

/**
 * Follow generation for {@code cardlab bench follows}: every play of a 27-card hand that beats
 * a given play (and every lead), per second on one core, through the one benchmark helper.
 */
public final class FollowBench {
    /** A position for follow generation: a 27-card hand and a play to beat. */
    record Position(int[] hand, Combo led) {}

    /** Positions per second (median of the runs) and plays listed per call. */
    public record Figure(Benchmark.Figure speed, double listedPerCall) {}

    private FollowBench() {}

    /** Seeded positions: a fresh 27-card hand and a random legal play of {@code size} cards from another hand. */
    static List<Position> positions(int size, int count, long seed, ComboRules order) {
        List<Position> out = new ArrayList<>();
        Rng rng = new Rng(seed);
        while (out.size() < count) {
            int[] deck = Dealer.deal(rng.nextLong(), 1);
            int[] mine = new int[Card.FACES];
            int[] other = new int[Card.FACES];
            for (int i = 0; i < 27; i++) {
                mine[Card.face(deck[i])]++;
                other[Card.face(deck[27 + i])]++;
            }
            for (int t = 0; t < 200; t++) {
                Combo c = ComboClassifier.classifySorted(DaguaiMoves.sample(other, 27, size, rng), order);
                if (c != null) {
                    out.add(new Position(mine, c));
                    break;
                }
            }
        }
        return out;
    }

    /** Follow lists of plays of {@code size} cards computed per second. */
    public static Figure follows(DaguaiRules rules, int size, int count, int runs) {
        ComboRules order = rules.at(0);
        List<Position> ps = positions(size, count, 7 + size, order);
        long[] listed = new long[1];
        Benchmark.Figure f = Benchmark.measure(runs, r -> {
            listed[0] = 0;
            for (Position p : ps) {
                listed[0] += PlayGenerator.plays(p.hand(), size, p.led(), order, rules.equalBeats).size();
            }
            return ps.size();
        });
        return new Figure(f, (double) listed[0] / ps.size());
    }

    /** Every lead of a 27-card hand (sizes 1, 2, 3 and 5) listed per second. */
    public static Figure leads(DaguaiRules rules, int count, int runs) {
        ComboRules order = rules.at(0);
        List<Position> ps = positions(1, count, 5, order);
        long[] listed = new long[1];
        Benchmark.Figure f = Benchmark.measure(runs, r -> {
            listed[0] = 0;
            for (Position p : ps) {
                listed[0] += PlayGenerator.allPlays(p.hand(), order).size();
            }
            return ps.size();
        });
        return new Figure(f, (double) listed[0] / ps.size());
    }
}
