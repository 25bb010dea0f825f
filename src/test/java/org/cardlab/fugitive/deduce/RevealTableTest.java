package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The joint reveal table built in one pass ({@link RevealTable}) and the expectimax over it
 * ({@link TableManhunt}): the table against every enumerated history grouped by what its reveals
 * show, and the manhunt over it against the expectimax over those histories (exact fractions)
 * and against the search ({@link Manhunt#searchOnly}). On the large manhunts the joint table is
 * checked against the search in {@code ValueManhuntTest}, which solves it there once for both.
 */
class RevealTableTest {
    private static final long ROWS = 300_000;
    private static final long LEAVES = 2_000_000;
    private static final long NODES = 200_000;

    /** The best order's captures over enumerated histories (each weighing one): an exact whole number. */
    static BigInteger bestCaptures(List<NaiveEnumerator.History> hs, long open) {
        if (open == 0) {
            return BigInteger.valueOf(hs.size());
        }
        BigInteger best = BigInteger.ZERO;
        for (Map<ManhuntTest.Outcome, List<NaiveEnumerator.History>> outcomes : ManhuntTest.outcomes(hs, open)) {
            BigInteger v = BigInteger.ZERO;
            for (Map.Entry<ManhuntTest.Outcome, List<NaiveEnumerator.History>> e : outcomes.entrySet()) {
                v = v.add(bestCaptures(e.getValue(), open & ~(1L << e.getKey().position())));
            }
            best = best.max(v);
        }
        return best;
    }

    /** What a history's reveals show, as the table keys a row: per open position its number, named cards, others' counts. */
    private static String reveal(RevealRows rows, NaiveEnumerator.History h) {
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < rows.open.length; j++) {
            int p = rows.open[j];
            int n = h.route()[p];
            long shown = h.sprints()[p];
            long byName = rows.byName[64 * j + n];
            int others = 0;
            for (long cs = shown & ~byName; cs != 0; cs &= cs - 1) {
                others += 1 << 4 * rows.catOf[Long.numberOfTrailingZeros(cs)];
            }
            sb.append(n).append('/').append(Cards.toString(shown & byName)).append('/').append(others).append(';');
        }
        return sb.toString();
    }

    private static String reveal(RevealRows rows, int r) {
        StringBuilder sb = new StringBuilder();
        int w = rows.open.length;
        for (int j = 0; j < w; j++) {
            sb.append(rows.values[r * w + j]).append('/').append(Cards.toString(rows.named[r * w + j])).append('/')
                    .append(rows.others[r * w + j]).append(';');
        }
        return sb.toString();
    }

    /** Every row is the number of enumerated histories whose reveals show it, and every such reveal has its row. */
    @Test
    void tableIsTheHistoriesGroupedByWhatTheirRevealsShow() {
        int compared = 0;
        for (PublicTrack t : SmallManhunts.of(1, 300, 10)) {
            List<NaiveEnumerator.History> hs = SmallManhunts.histories(t);
            if (hs == null) {
                continue;
            }
            ExactCounter.Result root = SmallManhunts.root(t);
            RevealRows rows = RevealTable.build(t, root.valueCounts(), ROWS, LEAVES);
            assertNotNull(rows);
            Map<String, Long> expected = new HashMap<>();
            for (NaiveEnumerator.History h : hs) {
                expected.merge(reveal(rows, h), 1L, Long::sum);
            }
            Map<String, Long> table = new HashMap<>();
            for (int r = 0; r < rows.size; r++) {
                assertTrue(table.put(reveal(rows, r), rows.histories[r]) == null, "each reveal has one row");
            }
            assertEquals(expected, table, t.faceDownCount() + " face down");
            assertEquals(root.histories(), rows.total());
            compared++;
        }
        assertTrue(compared >= 5, "manhunt states compared: " + compared);
    }

    /** Small decks: the manhunt over the table captures as often as the best order over every history, and agrees with the search. */
    @Tag("slow")
    @Test
    void tableManhuntMatchesBruteForceAndTheSearch() {
        int compared = 0;
        for (PublicTrack t : SmallManhunts.of(1, 300, 12)) {
            List<NaiveEnumerator.History> hs = SmallManhunts.histories(t);
            if (hs == null) {
                continue;
            }
            ExactCounter.Result root = SmallManhunts.root(t);
            Manhunt.Result table = TableManhunt.solve(t, root, ROWS, LEAVES, NODES);
            String where = t.faceDownCount() + " face down, " + t.events.size() + " events";
            assertNotNull(table, where);
            assertEquals(SmallManhunts.bestCaptures(t), table.captures(), where);
            assertEquals(BigInteger.valueOf(hs.size()), table.histories(), where);
            ValueManhuntTest.assertSame(Manhunt.searchOnly(t, Manhunt.DEFAULT_BUDGET).solve(), table, where);
            compared++;
        }
        assertTrue(compared >= 8, "manhunt states compared: " + compared);
    }

    /** Any seed's small-deck manhunts: the table's manhunt and the search agree (value, first guess, tied first guesses). */
    @Tag("slow")
    @Test
    void tableAndSearchAgreeOnSeededManhunts() {
        java.util.concurrent.atomic.AtomicInteger compared = new java.util.concurrent.atomic.AtomicInteger();
        qt().withExamples(40).forAll(longs().between(1, 100_000)).checkAssert(seed -> {
            for (PublicTrack t : SmallManhunts.of(seed, seed, 4)) {
                ExactCounter.Result root = SmallManhunts.root(t);
                Manhunt.Result table = TableManhunt.solve(t, root, ROWS, LEAVES, NODES);
                Manhunt.Result search = Manhunt.searchOnly(t, Manhunt.DEFAULT_BUDGET).solve();
                if (table != null && search.exact()) {
                    ValueManhuntTest.assertSame(search, table, "seed " + seed);
                    compared.incrementAndGet();
                }
            }
        });
        assertTrue(compared.get() >= 5, "manhunt states compared: " + compared);
    }
}
