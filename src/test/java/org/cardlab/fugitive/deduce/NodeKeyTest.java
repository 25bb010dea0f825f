package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The memo's keys ({@link NodeKey}): nodes that differ only in what categories no position down holds a
 * number of can change (their free cards, and their sprint counts as far as a position's counts map onto
 * each other one to one) capture in proportion, so they share an entry.
 */
class NodeKeyTest {
    /** Categories as in {@link #byHand}: card 5 and 6 in category 0, card 9 in category 1, card 30 in category 2. */
    private static final int[] CAT_OF = new int[ManhuntNode.NUMBERS];

    static {
        CAT_OF[5] = 0;
        CAT_OF[6] = 0;
        CAT_OF[9] = 1;
        CAT_OF[30] = 2;
    }

    /** Two rows over two positions; {@code under} the counts of category 2 (no number of it is down) beneath the first position. */
    private static ManhuntNode byHand(int under0, int under1, int free2, long scale) {
        int at = ValueRows.shift(2);
        long[] rows = {ValueRows.column(5, under0 << at), ValueRows.column(9, 1 << ValueRows.shift(0)), 6 * scale,
            ValueRows.column(6, under1 << at), ValueRows.column(9, 0), 4 * scale};
        return new ManhuntNode(2, 2, rows, 3, new int[] {4, 3, free2, 0, 0, 0, 0, 0});
    }

    @Test
    void idleCountsAreComparedAsTheRowsTheyTellApart() {
        NodeMemo memo = new NodeMemo(1000, CAT_OF);
        memo.put(byHand(1, 3, 5, 1), 3, 7, true);
        assertArrayEquals(new long[] {6, 14, 1}, memo.get(byHand(0, 2, 9, 2)), "counts 1 and 3 as 0 and 2, other free cards of category 2, histories doubled");
        assertNull(memo.get(byHand(3, 1, 5, 1)), "the counts in the other order: the rows in another order, not compared");
        assertNull(memo.get(byHand(1, 1, 5, 1)), "counts that no longer tell the rows apart");
        assertNull(new NodeMemo(1000).get(byHand(0, 2, 9, 2)), "every category compared when the memo is not told the categories");
        NodeMemo plain = new NodeMemo(1000);
        plain.put(byHand(1, 3, 5, 1), 3, 7, true);
        assertNull(plain.get(byHand(0, 2, 9, 2)));
    }

    /**
     * On the small-deck manhunts with four or more positions down: the manhunt over every table is the same
     * with the keys as with a memo that compares every category (captures, bounds, first guess, tied first
     * guesses), and every node solved that the keys find under another node's entry (where the memo that
     * compares every category does not) captures in proportion to it: each is solved exactly on its own, by
     * a search whose memo compares every category.
     */
    @Test
    void nodesTheKeysMergeCaptureInProportion() {
        int merged = 0;
        int compared = 0;
        int fewer = 0;
        for (PublicTrack track : SmallManhunts.of(1, 300, 40)) {
            ValueRows t = ValueTable.build(track, SmallManhunts.root(track).valueCounts(), 1_000_000);
            if (t == null || t.open.length < 4) {
                continue;
            }
            List<ManhuntNode> nodes = new ArrayList<>();
            ValueManhunt keyedSearch = new ValueManhunt(t.catOf, Long.MAX_VALUE, new NodeMemo(Long.MAX_VALUE, t.catOf));
            ValueManhunt plainSearch = new ValueManhunt(t.catOf, Long.MAX_VALUE, new NodeMemo(Long.MAX_VALUE));
            plainSearch.onSolve = (node, split) -> { // what the search without the keys solves, merged nodes and all
                if (!split) { // copied: a node's rows may be a buffer reused for the next class
                    nodes.add(new ManhuntNode(node.width, node.count, Arrays.copyOf(node.rows, node.count * (node.width + 1)), node.down,
                            node.avail.clone()));
                }
            };
            ValueManhunt.Root keyed = keyedSearch.root(ManhuntNode.root(t));
            ValueManhunt.Root plain = plainSearch.root(ManhuntNode.root(t));
            assertEquals(List.of(plain.captures(), plain.upper(), (long) plain.best(), plain.tied()),
                    List.of(keyed.captures(), keyed.upper(), (long) keyed.best(), keyed.tied()), "the root with the keys and without");
            fewer += keyedSearch.nodes < plainSearch.nodes ? 1 : 0;
            NodeMemo byKey = new NodeMemo(Long.MAX_VALUE, t.catOf);
            NodeMemo byEveryCategory = new NodeMemo(Long.MAX_VALUE);
            for (ManhuntNode node : nodes) {
                long[] v = new ValueManhunt(t.catOf, Long.MAX_VALUE, new NodeMemo(Long.MAX_VALUE)).value(node, -1);
                assertEquals(v[0], v[1], "solved exactly with no bar");
                compared++;
                long[] found = byKey.get(node);
                if (found == null) {
                    byKey.put(node, v[0], v[1], true);
                    byEveryCategory.put(node, v[0], v[1], true);
                } else if (byEveryCategory.get(node) == null) {
                    assertArrayEquals(new long[] {v[0], v[1], 1}, found, "a node merged by its key captures in proportion");
                    merged++;
                }
            }
        }
        assertTrue(merged >= 10, "nodes found only through idle categories: " + merged + " of " + compared);
        assertTrue(fewer >= 3, "manhunts solved with fewer nodes: " + fewer);
    }

    @Test
    void aNodeWithNoIdleCategoryKeepsEveryFreeCard() {
        ManhuntNode a = byHand(0, 0, 5, 1);
        long[] rows = a.rows.clone();
        rows[0] = ValueRows.column(30, 0); // a number of category 2 down: it is busy now
        NodeMemo memo = new NodeMemo(1000, CAT_OF);
        memo.put(new ManhuntNode(2, 2, rows, 3, a.avail), 3, 7, true);
        assertNotNull(memo.get(new ManhuntNode(2, 2, rows.clone(), 3, a.avail.clone())));
        assertNull(memo.get(new ManhuntNode(2, 2, rows.clone(), 3, new int[] {4, 3, 9, 0, 0, 0, 0, 0})), "other free cards of a busy category");
    }
}
