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

    /** A small-deck manhunt's value table with three or more positions down. */
    private static ValueRows table() {
        for (PublicTrack t : SmallManhunts.of(1, 300, 40)) {
            ValueRows rows = ValueTable.build(t, SmallManhunts.root(t).valueCounts(), 1_000_000);
            if (rows != null && rows.open.length >= 3 && rows.size >= 4) {
                return rows;
            }
        }
        throw new AssertionError("no small manhunt with three positions down");
    }

    /** Row r's columns are those of its table row at the positions down. */
    private static void assertOrigins(ManhuntNode node) {
        ValueRows t = node.table;
        for (int r = 0; r < node.count; r++) {
            for (int j = 0; j < node.width; j++) {
                assertEquals(t.columns[node.origin(r) * t.open.length + node.tableIndex(j)], node.column(r, j), "row " + r + ", column " + j);
            }
        }
    }

    /** Every reveal's classes at a node (copied out of the reused buffers), and the sides of those that split. */
    private static List<ManhuntNode> children(ManhuntNode node, int[] catOf) {
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
                rv.forEachClass((shown, sets, rows, origins, count) -> {
                    ManhuntNode child = new ManhuntNode(rv.width, count, rows.clone(), rv.childDown, avail, rv.table, origins.clone());
                    out.add(child);
                    int k = ProductSplit.find(child, catOf);
                    if (k > 0) {
                        out.addAll(List.of(ProductSplit.sides(child, k)));
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
        ValueRows t = table();
        ManhuntNode root = ManhuntNode.root(t);
        assertOrigins(root);
        int checked = 0;
        for (ManhuntNode child : children(root, t.catOf)) {
            assertOrigins(child);
            for (ManhuntNode grandchild : children(child, t.catOf)) {
                assertOrigins(grandchild);
                checked++;
            }
        }
        assertTrue(checked > 10, "nodes two reveals down: " + checked);
    }

    @Test
    void aNodeKeptByItsTableRowsIsFoundByItsColumns() {
        ManhuntNode root = ManhuntNode.root(table());
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
