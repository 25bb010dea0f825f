package org.cardlab.daguai;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cardlab.core.Rng;

/**
 * Throughput measures for {@code cardlab bench daguai}: random rounds per second on one core,
 * and follow generation (every play of a 27-card hand that beats a given play) per second.
 * Each figure is the median of several timed runs after one warm-up run.
 */
public final class Bench {
    /** A position for follow generation: a 27-card hand and a play to beat. */
    record Position(int[] hand, Combo led) {}

    private Bench() {}

    /** Rounds per second of random play, one median per call. */
    public static double roundsPerSecond(DaguaiRules rules, int rounds, int runs) {
        double[] r = new double[runs];
        Simulator.run(rules, 99, Math.max(1, rounds / 4), false, Simulator.Bot.RANDOM, null);
        for (int i = 0; i < runs; i++) {
            long t = System.nanoTime();
            Simulator.Stats st = Simulator.run(rules, 1000 + i, rounds, false, Simulator.Bot.RANDOM, null);
            r[i] = st.rounds / ((System.nanoTime() - t) / 1e9);
        }
        return median(r);
    }

    /** Seeded positions: a fresh 27-card hand and a random legal play of {@code size} cards from another hand. */
    public static List<Position> positions(DaguaiRules rules, int size, int count, long seed) {
        List<Position> out = new ArrayList<>();
        Rng rng = new Rng(seed);
        ComboRules order = rules.at(0);
        while (out.size() < count) {
            int[] deck = Dealer.deal(rng.nextLong(), 1);
            int[] mine = new int[Card.FACES];
            int[] other = new int[Card.FACES];
            for (int i = 0; i < 27; i++) {
                mine[Card.face(deck[i])]++;
                other[Card.face(deck[27 + i])]++;
            }
            for (int t = 0; t < 200; t++) {
                Combo c = ComboClassifier.classifySorted(DaguaiGame.sample(other, 27, size, rng), order);
                if (c != null) {
                    out.add(new Position(mine, c));
                    break;
                }
            }
        }
        return out;
    }

    /** Follow lists computed per second for plays of {@code size} (median), and plays listed per call. */
    public static double[] followsPerSecond(DaguaiRules rules, int size, int count, int runs) {
        ComboRules order = rules.at(0);
        List<Position> ps = positions(rules, size, count, 7 + size);
        double[] r = new double[runs];
        long listed = 0;
        for (int i = -1; i < runs; i++) {
            long t = System.nanoTime();
            listed = 0;
            for (Position p : ps) {
                listed += PlayGenerator.plays(p.hand(), size, p.led(), order, rules.equalBeats).size();
            }
            if (i >= 0) {
                r[i] = ps.size() / ((System.nanoTime() - t) / 1e9);
            }
        }
        return new double[] {median(r), (double) listed / ps.size()};
    }

    /** Every lead of a 27-card hand (sizes 1, 2, 3 and 5) listed per second (median). */
    public static double[] leadsPerSecond(DaguaiRules rules, int count, int runs) {
        ComboRules order = rules.at(0);
        List<Position> ps = positions(rules, 1, count, 5);
        double[] r = new double[runs];
        long listed = 0;
        for (int i = -1; i < runs; i++) {
            long t = System.nanoTime();
            listed = 0;
            for (Position p : ps) {
                listed += PlayGenerator.allPlays(p.hand(), order).size();
            }
            if (i >= 0) {
                r[i] = ps.size() / ((System.nanoTime() - t) / 1e9);
            }
        }
        return new double[] {median(r), (double) listed / ps.size()};
    }

    static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }
}
