package org.cardlab.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Plackett-Luce from finishing orders: exact counts made from known ratings give them back; ties and teams; a sweep stays finite. */
class PlackettLuceTest {
    private static final double SCALE = Math.log(10) / 400;

    /** The chance of {@code order} (side indices, best first) among sides of strengths exp(eta). */
    private static double chance(double[] eta, int[] order) {
        double p = 1;
        for (int j = 0; j < order.length - 1; j++) {
            double z = 0;
            for (int l = j; l < order.length; l++) {
                z += Math.exp(eta[order[l]]);
            }
            p *= Math.exp(eta[order[j]]) / z;
        }
        return p;
    }

    /** Games of every order of three sides, one player each, counted exactly from ratings 1400, 1500, 1650. */
    @Test
    void recoversTheRatingsThatMadeThePlacements() {
        double[] r = {1400, 1500, 1650};
        double[] eta = new double[3];
        for (int i = 0; i < 3; i++) {
            eta[i] = (r[i] - 1500) * SCALE;
        }
        int[][] sides = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
        List<int[][]> orders = new ArrayList<>();
        List<Long> counts = new ArrayList<>();
        long n = 100_000_000L;
        for (int[] o : PlackettLuce.orders(new int[][] {{0, 1, 2}})) {
            orders.add(new int[][] {{o[0]}, {o[1]}, {o[2]}});
            counts.add(Math.round(n * chance(eta, o)));
        }
        Map<String, SeatRatings.Rating> fit = PlackettLuce.fit(List.of("a", "b", "c"),
                List.of(new PlackettLuce.Observation(sides, orders, counts)));
        double mean = (r[0] + r[1] + r[2]) / 3;
        assertEquals(r[0] - mean + 1500, fit.get("a").value(), 0.5);
        assertEquals(r[1] - mean + 1500, fit.get("b").value(), 0.5);
        assertEquals(r[2] - mean + 1500, fit.get("c").value(), 0.5);
        assertTrue(fit.get("a").halfWidth() < 1, "a hundred million games pin a rating down: " + fit.get("a"));
    }

    /** Two teams of two, a team's strength the sum of its players': the players' ratings come back. */
    @Test
    void teamsRateThePlayersThatMakeThem() {
        double[] r = {1300, 1500, 1700};
        List<PlackettLuce.Observation> obs = new ArrayList<>();
        long n = 100_000_000L;
        int[][][] lineups = {{{2, 0, 0}, {0, 1, 1}}, {{1, 1, 0}, {1, 0, 1}}, {{0, 2, 0}, {1, 0, 1}}, {{0, 0, 2}, {1, 1, 0}}};
        for (int[][] sides : lineups) {
            double[] eta = new double[2];
            for (int k = 0; k < 2; k++) {
                for (int p = 0; p < 3; p++) {
                    eta[k] += sides[k][p] * (r[p] - 1500) * SCALE;
                }
            }
            long first = Math.round(n * chance(eta, new int[] {0, 1}));
            obs.add(new PlackettLuce.Observation(sides, List.of(new int[][] {{0}, {1}}, new int[][] {{1}, {0}}), List.of(first, n - first)));
        }
        Map<String, SeatRatings.Rating> fit = PlackettLuce.fit(List.of("a", "b", "c"), obs);
        assertEquals(1300, fit.get("a").value(), 1);
        assertEquals(1500, fit.get("b").value(), 1);
        assertEquals(1700, fit.get("c").value(), 1);
    }

    /** A tie counts as both orders, equally: two players who only ever tie are rated alike. */
    @Test
    void aTieIsBothOrdersEqually() {
        int[][] sides = {{1, 0}, {0, 1}};
        Map<String, SeatRatings.Rating> fit = PlackettLuce.fit(List.of("a", "b"),
                List.of(new PlackettLuce.Observation(sides, List.<int[][]>of(new int[][] {{0, 1}}), List.of(500L))));
        assertEquals(1500, fit.get("a").value(), 1e-9);
        assertEquals(1500, fit.get("b").value(), 1e-9);
        assertEquals(2, PlackettLuce.ties(new int[][] {{0, 1}, {2}}));
        assertEquals(6, PlackettLuce.orders(new int[][] {{0, 1, 2}}).size());
    }

    /** A player who won every game still gets a finite rating, above the others. */
    @Test
    void aCleanSweepStaysFinite() {
        int[][] sides = {{1, 0}, {0, 1}};
        Map<String, SeatRatings.Rating> fit = PlackettLuce.fit(List.of("strong", "weak"),
                List.of(new PlackettLuce.Observation(sides, List.<int[][]>of(new int[][] {{0}, {1}}), List.of(2000L))));
        double strong = fit.get("strong").value();
        assertTrue(Double.isFinite(strong) && strong > fit.get("weak").value(), fit.toString());
        assertEquals(3000, strong + fit.get("weak").value(), 1e-6, "centred on 1500");
    }
}
