package org.cardlab.fugitive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

/** The k-subset enumerator the move lists, the sprint sets and the manhunt share. */
class CardsTest {
    private static List<Long> all(Iterator<Long> it) {
        List<Long> out = new ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }

    /** The k-subsets of {@code set} by brute force over every submask, lexicographically by their cards. */
    private static List<Long> bySubmasks(long set, int k) {
        List<Long> out = new ArrayList<>();
        for (long m = set; ; m = (m - 1) & set) {
            if (Long.bitCount(m) == k) {
                out.add(m);
            }
            if (m == 0) {
                break;
            }
        }
        out.sort((a, b) -> {
            int[] x = Cards.toArray(a);
            int[] y = Cards.toArray(b);
            for (int i = 0; i < x.length; i++) {
                if (x[i] != y[i]) {
                    return Integer.compare(x[i], y[i]);
                }
            }
            return 0;
        });
        return out;
    }

    @Test
    void everyKSubsetOnceInLexicographicOrder() {
        long set = Cards.of(3, 7, 8, 20, 41, 42);
        for (int k = 0; k <= 6; k++) {
            List<Long> got = all(Cards.combinations(set, k));
            assertEquals(bySubmasks(set, k), got, "k = " + k);
            assertEquals(got.size(), new HashSet<>(got).size());
            assertEquals(got, Cards.subsets(set, k));
        }
        assertEquals(List.of(0L), all(Cards.combinations(set, 0)));
    }

    @Test
    void noSubsetsOfImpossibleSizes() {
        assertFalse(Cards.combinations(Cards.of(1, 2), 3).hasNext());
        assertFalse(Cards.combinations(Cards.of(1, 2), -1).hasNext());
        assertEquals(List.of(0L), all(Cards.combinations(0L, 0)));
        Iterator<Long> it = Cards.combinations(Cards.of(5), 1);
        assertTrue(it.hasNext());
        assertEquals(Cards.of(5), it.next());
        assertThrows(NoSuchElementException.class, it::next);
    }
}
