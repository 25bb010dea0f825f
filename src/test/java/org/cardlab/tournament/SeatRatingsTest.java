package org.cardlab.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SeatRatingsTest {
    private static double chance(double rm, double rf, double h) {
        return 1 / (1 + Math.pow(10, -(rm - rf + h) / 400));
    }

    private static SeatRatings.Pairing pairing(String spec, String m, String f, long games, long wins) {
        return new SeatRatings.Pairing(spec, m, f, games, wins);
    }

    /** Win counts made exactly from known ratings give those ratings back (up to the half-win smoothing). */
    @Test
    void recoversTheRatingsThatMadeTheCounts() {
        double[] m = {1400, 1600, 1500};
        double[] f = {1450, 1550};
        double[] h = {300, 150};
        String[] specs = {"pt", "ca"};
        long n = 10_000_000;
        List<SeatRatings.Pairing> ps = new ArrayList<>();
        for (int s = 0; s < 2; s++) {
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 2; j++) {
                    ps.add(pairing(specs[s], "m" + i, "f" + j, n, Math.round(n * chance(m[i], f[j], h[s]))));
                }
            }
        }
        SeatRatings r = SeatRatings.fit(ps);
        for (int i = 0; i < 3; i++) {
            assertEquals(m[i], r.seat1.get("m" + i).value(), 0.5);
        }
        for (int j = 0; j < 2; j++) {
            assertEquals(f[j], r.seat0.get("f" + j).value(), 0.5);
        }
        assertEquals(300, r.seat1Advantage.get("pt").value(), 0.5);
        assertEquals(150, r.seat1Advantage.get("ca").value(), 0.5);
        assertTrue(r.seat1.get("m0").halfWidth() < 2, "ten million games a pairing pin a rating down");
    }

    /** A pairing won in every game still gives finite ratings, ordered as the results are. */
    @Test
    void aCleanSweepStaysFinite() {
        List<SeatRatings.Pairing> ps = List.of(pairing("pt", "strong", "f", 2000, 2000), pairing("pt", "weak", "f", 2000, 1900));
        SeatRatings r = SeatRatings.fit(ps);
        double strong = r.seat1.get("strong").value();
        double weak = r.seat1.get("weak").value();
        assertTrue(Double.isFinite(strong) && strong > weak, strong + " vs " + weak);
        assertEquals(3000, strong + weak, 1e-6, "the Marshals are centred on 1500");
    }
}
