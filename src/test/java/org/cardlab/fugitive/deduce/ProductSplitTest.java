package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.cardlab.fugitive.Cards;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Nodes of independent sides ({@link ProductSplit}): found only where the rows are a product and
 * no sprint card of a side can be a number of the other; and solving them as the product of their
 * sides changes no result: the manhunt with the split and without it give the same captures, upper
 * bound, first guess and tied first guesses (the tests of {@link ValueManhuntTest} check the split
 * manhunt against the expectimax over enumerated histories as well).
 */
class ProductSplitTest {
    private static final long ROWS = 1_000_000;
    private static final long WORK = 2_000_000_000L;
    private static final long MEMO = 8_000_000;

    /** Category 2 holds the even cards 4 to 14, 4 the even 15 to 28, 5 the odd 15 to 28 (catOf as the shipped decks give it). */
    private static int[] catOf() {
        int[] catOf = new int[ManhuntNode.NUMBERS + 1];
        for (int c = 0; c <= ManhuntNode.NUMBERS; c++) {
            catOf[c] = c < 4 ? c & 1 : c <= 14 ? 2 + (c & 1) : c <= 28 ? 4 + (c & 1) : 6 + (c & 1);
        }
        return catOf;
    }

    /** Two columns: A holds 5 or 7 (even and odd deck-1 cards), B 20 or 21 with one sprint card of category {@code bSprint}. */
    private static ManhuntNode node(long[] weights, int bSprint) {
        int pattern = 1 << ValueRows.shift(bSprint);
        long[] a = {ValueRows.column(5, 0), ValueRows.column(7, 0)};
        long[] b = {ValueRows.column(20, pattern), ValueRows.column(21, pattern)};
        long[] rows = new long[12];
        for (int i = 0; i < 4; i++) {
            rows[3 * i] = a[i / 2];
            rows[3 * i + 1] = b[i % 2];
            rows[3 * i + 2] = weights[i];
        }
        return new ManhuntNode(2, 4, rows, 3, new int[] {0, 0, 6, 6, 7, 7, 6, 7});
    }

    @Test
    void splitsOnlyProductsWhoseSprintCardsCannotBeTheOtherSidesNumbers() {
        assertEquals(1, ProductSplit.find(node(new long[] {6, 9, 10, 15}, 4), catOf()), "2:3 in both rows of A, sprint cards of deck 2 even");
        assertEquals(-1, ProductSplit.find(node(new long[] {6, 9, 10, 16}, 4), catOf()), "not a product");
        assertEquals(-1, ProductSplit.find(node(new long[] {6, 9, 10, 15}, 3), catOf()), "B's sprint card may be 7, a number of A");
        ManhuntNode[] sides = ProductSplit.sides(node(new long[] {6, 9, 10, 15}, 4), 1);
        assertArrayEquals(new long[] {ValueRows.column(5, 0), 15, ValueRows.column(7, 0), 25}, sides[0].rows);
        assertEquals(40, sides[1].total, "each side weighed by its histories summed over the other");
        assertEquals(1, sides[0].down);
        assertEquals(2, sides[1].down);
    }

    /** The manhunt over {@code t}'s value table, from its exact count {@code root} (counted once for both ways). */
    private static ValueManhunt.Root solve(PublicTrack t, ExactCounter.Result root, boolean splits, long[] splitNodes) {
        ValueRows rows = ValueTable.build(t, root.valueCounts(), ROWS);
        ValueManhunt m = new ValueManhunt(rows.catOf, WORK, MEMO);
        m.splits = splits;
        ValueManhunt.Root r = m.root(ManhuntNode.root(rows));
        splitNodes[0] += m.splitNodes;
        return r;
    }

    private static void assertSameRoot(ValueManhunt.Root expected, ValueManhunt.Root actual, String where) {
        assertEquals(expected.captures(), actual.captures(), where);
        assertEquals(expected.upper(), actual.upper(), where);
        assertEquals(expected.best(), actual.best(), where);
        assertEquals(Cards.toString(expected.tied()), Cards.toString(actual.tied()), where);
    }

    /** Small decks, seeded random-Marshal manhunts: the same root with the split and without it. */
    @Test
    void splittingChangesNoResultOnSmallDecks() {
        long[] split = {0};
        int compared = 0;
        for (PublicTrack t : SmallManhunts.of(1, 300, 40)) {
            ExactCounter.Result root = SmallManhunts.root(t);
            assertSameRoot(solve(t, root, false, new long[1]), solve(t, root, true, split), t.faceDownCount() + " face down");
            compared++;
        }
        assertTrue(compared >= 20, "manhunt states compared: " + compared);
        assertTrue(split[0] > 0, "nodes solved by their sides: " + split[0]);
    }

    /** Any seed's small-deck manhunts, drawn by QuickTheories: the same root with the split and without it. */
    @Test
    void splittingChangesNoResultOnSeededManhunts() {
        AtomicLong split = new AtomicLong();
        qt().withExamples(40).forAll(longs().between(1, 100_000)).checkAssert(seed -> {
            for (PublicTrack t : SmallManhunts.of(seed, seed, 4)) {
                long[] s = {0};
                ExactCounter.Result root = SmallManhunts.root(t);
                assertSameRoot(solve(t, root, false, new long[1]), solve(t, root, true, s), "seed " + seed);
                split.addAndGet(s[0]);
            }
        });
        assertTrue(split.get() > 0, "nodes solved by their sides: " + split.get());
    }

    /**
     * The shipped specs against the random Marshal, up to seven hideouts down: the same root with
     * the split and without it, wherever the manhunt without it finishes.
     */
    @Tag("slow")
    @Test
    void splittingChangesNoResultOnLargeManhunts() {
        long[] split = {0};
        int compared = 0;
        for (String fugitive : new String[] {"heuristic", "racer"}) {
            List<PublicTrack> states = ManhuntTest.manhunts("pt", fugitive, "random", 10, 7);
            for (PublicTrack t : states) {
                ExactCounter.Result root = ExactCounter.count(t, Assumptions.NONE, true);
                ValueManhunt.Root without = solve(t, root, false, new long[1]);
                assertSameRoot(without, solve(t, root, true, split), fugitive + ", " + t.faceDownCount() + " face down");
                compared++;
            }
        }
        assertTrue(compared >= 10, "manhunt states compared: " + compared);
        assertTrue(split[0] > 0, "nodes solved by their sides: " + split[0]);
    }
}
