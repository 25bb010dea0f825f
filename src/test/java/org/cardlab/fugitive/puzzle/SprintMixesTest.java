package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The exhaustive oracle's mixes: every composition once, and the lane-wise fit equal to comparing count by count. */
class SprintMixesTest {
    @Test
    void everyCompositionOnceWithItsOddCount() {
        for (int k = 0; k <= 5; k++) {
            SprintMixes m = SprintMixes.of(k);
            assertEquals(binomial(k + 7, 7), m.size(), "compositions of " + k + " into 8 categories");
            Set<Long> seen = new HashSet<>();
            for (int i = 0; i < m.size(); i++) {
                seen.add(m.packed[i]);
                int total = 0;
                int odd = 0;
                for (int c = 0; c < 8; c++) {
                    total += ExhaustiveOracle.count(m.packed[i], c);
                    odd += (c & 1) == 1 ? ExhaustiveOracle.count(m.packed[i], c) : 0;
                }
                assertEquals(k, total);
                assertEquals(odd, m.odd[i]);
            }
            assertEquals(m.size(), seen.size(), "no mix twice");
        }
    }

    @Test
    void fitsIsTheCountByCountComparison() {
        Random random = new Random(7);
        SprintMixes m = SprintMixes.of(4);
        int fitting = 0;
        for (int trial = 0; trial < 2000; trial++) {
            int[] room = new int[8];
            long roomNibbles = 0;
            for (int c = 0; c < 8; c++) {
                room[c] = random.nextInt(5);
                roomNibbles |= (long) room[c] << (4 * c);
            }
            int[] sources = {SprintMixes.UNBOUNDED, random.nextInt(5), random.nextInt(5), random.nextInt(5)};
            long categoryRoom = SprintMixes.bytes(roomNibbles);
            long sourceRoom = SprintMixes.sourceRoom(sources);
            for (int i = 0; i < m.size(); i++) {
                boolean expected = true;
                for (int c = 0; c < 8; c++) {
                    expected &= ExhaustiveOracle.count(m.packed[i], c) <= room[c];
                }
                for (int s = 0; s < 4; s++) {
                    expected &= ExhaustiveOracle.count(m.packed[i], 2 * s) + ExhaustiveOracle.count(m.packed[i], 2 * s + 1) <= sources[s];
                }
                assertEquals(expected, m.fits(i, categoryRoom, sourceRoom), "mix " + Long.toHexString(m.packed[i]) + " trial " + trial);
                fitting += expected ? 1 : 0;
            }
        }
        assertTrue(fitting > 1000 && fitting < 2000 * m.size() / 2, "both answers met often: " + fitting);
    }

    private static long binomial(int n, int k) {
        long r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return r;
    }
}
