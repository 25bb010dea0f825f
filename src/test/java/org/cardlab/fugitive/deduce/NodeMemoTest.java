package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The memo's bounded room ({@link NodeMemo}): two generations, the nodes met lately kept, the others dropped first. */
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
}
