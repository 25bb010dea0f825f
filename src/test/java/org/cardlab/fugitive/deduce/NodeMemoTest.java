package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The memo's bounded room ({@link NodeMemo}): two generations, the nodes met lately kept, the
 * others dropped first; a node made from the table kept by its table rows, found again by its
 * columns.
 */
class NodeMemoTest {
    /** A node of two rows, distinct per {@code n}: 6 longs of rows, 22 longs of room with the entry. */
    private static ManhuntNode node(int n) {
        long[] rows = {ValueRows.column(n, 0), ValueRows.column(30, 0), 6, ValueRows.column(n + 1, 0), ValueRows.column(30, 0), 4};
        return new ManhuntNode(2, 2, rows, 3, new int[] {1, 2, 3, 4, 5, 6, 7, 8});
    }

    @Test
    void aNodeMetAgainOutlivesOneNotMetAgain() {
        NodeMemo memo = new NodeMemo(100); // two generations of 50 longs: two nodes each
        memo.put(node(4), 1, 2, true);
        memo.put(node(6), 3, 4, true);
        memo.put(node(8), 5, 6, true); // the first generation is full: it becomes the older
        assertNotNull(memo.get(node(4)), "in the older generation, carried into the newer");
        memo.put(node(10), 7, 8, true); // the newer is full again: the first generation is dropped
        assertArrayEquals(new long[] {1, 2, 1}, memo.get(node(4)), "met lately: kept");
        assertNotNull(memo.get(node(8)));
        assertNull(memo.get(node(6)), "not met again: dropped");
    }

    private static List<ValueRows> tables;

    /**
     * The two smallest of the small-deck manhunts' value tables with three or more positions down
     * (25 rows, three down, and 100 rows, four down, when written). The first such table, 1,860 rows,
     * gave 1.8 million nodes two reveals down and 10 s of the suite's CPU; these two give about
     * 17,000, with rows dropped by named cards and nodes split into sides one and two reveals down
     * (the test counts both), and fail as it did on origins copied wrongly in a reveal or a split.
     */
    private static synchronized List<ValueRows> tables() {
        if (tables == null) {
            List<ValueRows> found = new ArrayList<>();
            for (PublicTrack t : SmallManhunts.of(1, 300, 40)) {
                ValueRows rows = ValueTable.build(t, SmallManhunts.root(t).valueCounts(), 1_000_000);
                if (rows != null && rows.open.length >= 3 && rows.size >= 4) {
                    found.add(rows);
                }
            }
            found.sort(java.util.Comparator.comparingInt(rows -> rows.size));
            assertTrue(found.size() >= 2, "small manhunts with three positions down: " + found.size());
            tables = List.copyOf(found.subList(0, 2));
        }
        return tables;
    }

    /** Row r's columns are those of its table row at the positions down (the message made only for a row that differs). */
    private static void assertOrigins(ManhuntNode node) {
        ValueRows t = node.table;
        for (int r = 0; r < node.count; r++) {
            for (int j = 0; j < node.width; j++) {
                long kept = t.columns[node.origin(r) * t.open.length + node.tableIndex(j)];
                if (kept != node.column(r, j)) {
                    assertEquals(kept, node.column(r, j), "row " + r + ", column " + j);
                }
            }
        }
    }

    /**
     * Every reveal's classes at a node (copied out of the reused buffers), and the sides of those
     * that split; {@code seen} counts the classes with rows dropped by named cards, then the sides.
     */
    private static List<ManhuntNode> children(ManhuntNode node, int[] catOf, int[] seen) {
        List<ManhuntNode> out = new ArrayList<>();
        for (int j = 0; j < node.width; j++) {
            for (int r = 0; r < node.count;) {
                long col = node.column(r, j);
                int[] members = new int[node.count];
                int m = 0;
                for (int i = 0; i < node.count; i++) {
                    if (node.column(i, j) == col) {
                        members[m++] = i;
                    }
                }
                NamedCards rv = new NamedCards(node, j, ValueRows.value(col), ValueRows.pattern(col), members, m, catOf);
                int[] avail = rv.childAvail();
                int revealed = m;
                rv.forEachClass((shown, sets, rows, origins, count) -> {
                    seen[0] += count < revealed ? 1 : 0;
                    ManhuntNode child = new ManhuntNode(rv.width, count, rows.clone(), rv.childDown, avail, rv.table, origins.clone());
                    out.add(child);
                    int k = ProductSplit.find(child, catOf);
                    if (k > 0) {
                        out.addAll(List.of(ProductSplit.sides(child, k)));
                        seen[1] += 2;
                    }
                    return true;
                });
                while (r < node.count && node.column(r, j) == col) {
                    r++;
                }
            }
        }
        return out;
    }

    @Test
    void revealsAndSplitsKeepEachRowsTableRow() {
        int checked = 0;
        int[] seenOne = {0, 0};
        int[] seenTwo = {0, 0};
        for (ValueRows t : tables()) {
            ManhuntNode root = ManhuntNode.root(t);
            assertOrigins(root);
            for (ManhuntNode child : children(root, t.catOf, seenOne)) {
                assertOrigins(child);
                for (ManhuntNode grandchild : children(child, t.catOf, seenTwo)) {
                    assertOrigins(grandchild);
                    checked++;
                }
            }
        }
        assertTrue(checked > 10, "nodes two reveals down: " + checked);
        assertTrue(seenOne[0] > 0 && seenTwo[0] > 0, "classes with rows dropped one and two reveals down: " + seenOne[0] + ", " + seenTwo[0]);
        assertTrue(seenOne[1] > 0 && seenTwo[1] > 0, "split sides one and two reveals down: " + seenOne[1] + ", " + seenTwo[1]);
    }

    @Test
    void aNodeKeptByItsTableRowsIsFoundByItsColumns() {
        ManhuntNode root = ManhuntNode.root(tables().get(1));
        int stride = root.width + 1;
        long[] doubled = root.rows.clone();
        long[] moved = root.rows.clone();
        for (int r = 0; r < root.count; r++) {
            doubled[r * stride + root.width] *= 2;
        }
        moved[0] = ValueRows.column(ValueRows.value(moved[0]) + 1, ValueRows.pattern(moved[0]));
        NodeMemo memo = new NodeMemo(1_000_000);
        memo.put(root, 3, 7, true);
        assertArrayEquals(new long[] {6, 14, 1}, memo.get(new ManhuntNode(root.width, root.count, doubled, root.down, root.avail)),
                "the same columns made by hand, histories doubled");
        assertNull(memo.get(new ManhuntNode(root.width, root.count, moved, root.down, root.avail, root.table, root.origins)),
                "another number in the first row, whatever its table row says");
    }
}
