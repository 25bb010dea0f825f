package org.cardlab.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RatingsTest {
    private static double chance(double rm, double rf, double h) {
        return 1 / (1 + Math.pow(10, -(rm - rf + h) / 400));
    }

    private static Tournament.Pairing pairing(String spec, String m, String f, long games, long wins) {
        return new Tournament.Pairing(spec, m, f, games, wins, new DecisionTimes(), -1);
    }

    /** Win counts made exactly from known ratings give those ratings back (up to the half-win smoothing). */
    @Test
    void recoversTheRatingsThatMadeTheCounts() {
        double[] m = {1400, 1600, 1500};
        double[] f = {1450, 1550};
        double[] h = {300, 150};
        String[] specs = {"pt", "ca"};
        long n = 10_000_000;
        List<Tournament.Pairing> ps = new ArrayList<>();
        for (int s = 0; s < 2; s++) {
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 2; j++) {
                    ps.add(pairing(specs[s], "m" + i, "f" + j, n, Math.round(n * chance(m[i], f[j], h[s]))));
                }
            }
        }
        Ratings r = Ratings.fit(ps);
        for (int i = 0; i < 3; i++) {
            assertEquals(m[i], r.marshals.get("m" + i).value(), 0.5);
        }
        for (int j = 0; j < 2; j++) {
            assertEquals(f[j], r.fugitives.get("f" + j).value(), 0.5);
        }
        assertEquals(300, r.marshalSeat.get("pt").value(), 0.5);
        assertEquals(150, r.marshalSeat.get("ca").value(), 0.5);
        assertTrue(r.marshals.get("m0").halfWidth() < 2, "ten million games a pairing pin a rating down");
    }

    /** A pairing won in every game still gives finite ratings, ordered as the results are. */
    @Test
    void aCleanSweepStaysFinite() {
        List<Tournament.Pairing> ps = List.of(pairing("pt", "strong", "f", 2000, 2000), pairing("pt", "weak", "f", 2000, 1900));
        Ratings r = Ratings.fit(ps);
        double strong = r.marshals.get("strong").value();
        double weak = r.marshals.get("weak").value();
        assertTrue(Double.isFinite(strong) && strong > weak, strong + " vs " + weak);
        assertEquals(3000, strong + weak, 1e-6, "the Marshals are centred on 1500");
    }
}
