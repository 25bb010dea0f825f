package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The value table ({@link ValueTable}) and the manhunt over it ({@link ValueManhunt}): the table
 * against every enumerated history grouped by its numbers and sprint-card categories, the manhunt
 * against the expectimax over those histories (exact fractions), against the search
 * ({@link Manhunt#searchOnly}) and against the joint reveal table of named sprint cards
 * ({@link TableManhunt}, the method before it, another walk and another expectimax), and on
 * the large manhunts the joint table against the search as well.
 */
class ValueManhuntTest {
    private static final long ROWS = 1_000_000;
    private static final long WORK = 2_000_000_000L;
    private static final long MEMO = 8_000_000;

    /** A history's row as the table keys it: per face-down position its number and how many sprint cards of each category. */
    private static String row(ValueRows rows, NaiveEnumerator.History h) {
        StringBuilder sb = new StringBuilder();
        for (int p : rows.open) {
            int[] perCategory = new int[HistorySpace.CATS];
            for (long cs = h.sprints()[p]; cs != 0; cs &= cs - 1) {
                perCategory[rows.catOf[Long.numberOfTrailingZeros(cs)]]++;
            }
            sb.append(h.route()[p]).append(java.util.Arrays.toString(perCategory)).append(';');
        }
        return sb.toString();
    }

    private static String row(ValueRows rows, int r) {
        StringBuilder sb = new StringBuilder();
        int w = rows.open.length;
        for (int j = 0; j < w; j++) {
            long c = rows.columns[r * w + j];
            int[] perCategory = new int[HistorySpace.CATS];
            for (int k = 0; k < HistorySpace.CATS; k++) {
                perCategory[k] = ValueRows.count(ValueRows.pattern(c), k);
            }
            sb.append(ValueRows.value(c)).append(java.util.Arrays.toString(perCategory)).append(';');
        }
        return sb.toString();
    }

    /** Every row holds as many histories as the enumeration finds with its numbers and categories, in the order of its columns. */
    @Test
    void tableIsTheHistoriesGroupedByNumbersAndCategories() {
        int compared = 0;
        for (PublicTrack t : SmallManhunts.of(1, 300, 10)) {
            List<NaiveEnumerator.History> hs = SmallManhunts.histories(t);
            if (hs == null) {
                continue;
            }
            ExactCounter.Result root = SmallManhunts.root(t);
            ValueRows rows = ValueTable.build(t, root.valueCounts(), ROWS);
            assertNotNull(rows);
            Map<String, Long> expected = new HashMap<>();
            for (NaiveEnumerator.History h : hs) {
                expected.merge(row(rows, h), 1L, Long::sum);
            }
            Map<String, Long> table = new HashMap<>();
            int w = rows.open.length;
            for (int r = 0; r < rows.size; r++) {
                assertTrue(table.put(row(rows, r), rows.weights[r]) == null, "each row once");
                assertTrue(r == 0 || java.util.Arrays.compare(rows.columns, (r - 1) * w, r * w, rows.columns, r * w, (r + 1) * w) < 0,
                        "rows in the order of their columns");
            }
            assertEquals(expected, table, t.faceDownCount() + " face down");
            assertEquals(root.histories(), rows.total());
            compared++;
        }
        assertTrue(compared >= 5, "manhunt states compared: " + compared);
    }

    static void assertSame(Manhunt.Result expected, Manhunt.Result actual, String where) {
        assertTrue(actual.exact(), where);
        assertEquals(expected.captures(), actual.captures(), where);
        assertEquals(expected.histories(), actual.histories(), where);
        assertEquals(expected.firstGuess(), actual.firstGuess(), where);
        assertEquals(Cards.toString(expected.tied()), Cards.toString(actual.tied()), where);
        assertEquals(expected.firstHitChance(), actual.firstHitChance(), 1e-15, where);
        assertEquals(expected.likeliestOfTied(), actual.likeliestOfTied(), where);
    }

    private static Manhunt.Result solve(PublicTrack t) {
        return ValueManhunt.solve(t, SmallManhunts.root(t), ROWS, WORK, MEMO);
    }

    /** Small decks: the manhunt over the value table captures as often as the best order over every history, and agrees with the search. */
    @Tag("slow")
    @Test
    void manhuntMatchesBruteForceAndTheSearch() {
        int compared = 0;
        int deep = 0;
        for (PublicTrack t : SmallManhunts.of(1, 300, 14)) {
            List<NaiveEnumerator.History> hs = SmallManhunts.histories(t);
            if (hs == null) {
                continue;
            }
            Manhunt.Result r = solve(t);
            String where = t.faceDownCount() + " face down, " + t.events.size() + " events";
            assertNotNull(r, where);
            assertEquals(SmallManhunts.bestCaptures(t), r.captures(), where);
            assertEquals(BigInteger.valueOf(hs.size()), r.histories(), where);
            assertSame(Manhunt.searchOnly(t, Manhunt.DEFAULT_BUDGET).solve(), r, where);
            deep += t.faceDownCount() >= 3 ? 1 : 0;
            compared++;
        }
        assertTrue(compared >= 8, "manhunt states compared: " + compared);
        assertTrue(deep >= 2, "with three or more face down (a reveal leaving two, in closed form): " + deep);
    }

    /** Any seed's small-deck manhunts: the value table's manhunt, the joint reveal table's and the search agree. */
    @Tag("slow")
    @Test
    void valueTableJointTableAndSearchAgreeOnSeededManhunts() {
        java.util.concurrent.atomic.AtomicInteger compared = new java.util.concurrent.atomic.AtomicInteger();
        qt().withExamples(40).forAll(longs().between(1, 100_000)).checkAssert(seed -> {
            for (PublicTrack t : SmallManhunts.of(seed, seed, 4)) {
                Manhunt.Result r = solve(t);
                assertNotNull(r, "seed " + seed);
                Manhunt.Result search = Manhunt.searchOnly(t, Manhunt.DEFAULT_BUDGET).solve();
                if (search.exact()) {
                    assertSame(search, r, "seed " + seed + ", the search");
                    compared.incrementAndGet();
                }
                Manhunt.Result joint = TableManhunt.solve(t, SmallManhunts.root(t), 300_000, 2_000_000, 200_000);
                if (joint != null) {
                    assertSame(joint, r, "seed " + seed + ", the joint reveal table");
                }
            }
        });
        assertTrue(compared.get() >= 5, "manhunt states compared: " + compared);
    }

    /**
     * The shipped specs against the random Marshal (four to nine hideouts down, sprint cards
     * beneath): wherever the joint reveal table of named sprint cards finishes, the value table
     * gives the same fraction, first guess and tied first guesses; on pt, wherever the search
     * finishes within its budget, so does the joint table. Each state's joint table is solved
     * once for both comparisons (they were two tests solving it on the same pt states).
     */
    @Tag("slow")
    @Test
    void valueTableJointTableAndSearchAgreeOnLargeManhunts() {
        int compared = 0;
        int sixDown = 0;
        int searched = 0;
        int searchedFiveDown = 0;
        for (String spec : new String[] {"pt", "ca"}) {
            for (String fugitive : new String[] {"heuristic", "random"}) {
                for (PublicTrack t : ManhuntTest.manhunts(spec, fugitive, "random", 12, 9)) {
                    Manhunt.Result joint = TableManhunt.solve(t, SmallManhunts.root(t), 300_000, 2_000_000, 200_000);
                    if (joint == null) {
                        continue;
                    }
                    String where = spec + " " + fugitive + ", " + t.faceDownCount() + " face down";
                    assertSame(joint, solve(t), where);
                    sixDown += t.faceDownCount() >= 6 ? 1 : 0;
                    compared++;
                    if (!spec.equals("pt")) {
                        continue;
                    }
                    Manhunt.Result search = Manhunt.searchOnly(t, Manhunt.DEFAULT_BUDGET).solve();
                    if (search.exact()) {
                        assertSame(search, joint, where + ", the search");
                        searchedFiveDown += t.faceDownCount() >= 5 ? 1 : 0;
                        searched++;
                    }
                }
            }
        }
        assertTrue(compared >= 10, "manhunt states compared with the joint table: " + compared);
        assertTrue(sixDown >= 2, "with six or more face down: " + sixDown);
        assertTrue(searched >= 6, "pt states compared with the search: " + searched);
        assertTrue(searchedFiveDown >= 2, "of those, with five or more face down: " + searchedFiveDown);
    }

    /** Proportional nodes share what is proven, at their own scale; a node whose histories are not in proportion does not. */
    @Test
    void proportionalNodesShareTheirBounds() {
        long[] rows = {ValueRows.column(5, 0), ValueRows.column(9, 1), 6, ValueRows.column(6, 0), ValueRows.column(9, 0), 4};
        int[] avail = {1, 2, 3, 4, 5, 6, 7, 8};
        ManhuntNode a = new ManhuntNode(2, 2, rows, 3, avail);
        long[] doubled = rows.clone();
        doubled[2] = 12;
        doubled[5] = 8;
        ManhuntNode b = new ManhuntNode(2, 2, doubled, 3, avail);
        long[] skewed = rows.clone();
        skewed[5] = 5;
        ManhuntNode c = new ManhuntNode(2, 2, skewed, 3, avail);
        NodeMemo memo = new NodeMemo(1000);
        memo.put(a, 3, 7, true);
        assertEquals(List.of(6L, 14L, 1L), toList(memo.get(b)));
        assertNull(memo.get(c));
        assertNull(memo.get(new ManhuntNode(2, 2, rows, 3, new int[] {1, 2, 3, 4, 5, 6, 7, 9})), "other free cards");
        memo.put(b, 9, 13, true);
        assertEquals(List.of(5L, 6L, 1L), toList(memo.get(a)), "bounds carried to the other scale, rounded inward");
        memo.put(b, 10, 10, true);
        assertEquals(List.of(5L, 5L, 1L), toList(memo.get(a)), "an exact value stays exact");
    }

    private static List<Long> toList(long[] a) {
        List<Long> out = new ArrayList<>();
        for (long x : a) {
            out.add(x);
        }
        return out;
    }
}
