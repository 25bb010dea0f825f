package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A study aid, not a test: solves saved manhunt states over their value tables at the default limits and counts the
 * distinct nodes solved under keys coarser than the memo's, compared exactly (whole keys, histories divided by their
 * gcd): 0 the memo's (columns, positions down, free cards, histories in proportion); 1 without the positions down;
 * 2 also without what categories no position down holds a number of can change (their free cards, and their sprint
 * counts kept only as a label per position); 3 also the numbers relabelled in order, each with its category.
 * Usage: FOLDER_OR_FILE
 */
final class ManhuntMergeStudy {
    private ManhuntMergeStudy() {}

    private record Key(long[] a, int hash) {
        static Key of(long[] a) {
            return new Key(a, Arrays.hashCode(a));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.hash == hash && Arrays.equals(k.a, a);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    public static void main(String[] args) throws Exception {
        Path in = Path.of(args[0]);
        long budget = Manhunt.DEFAULT_BUDGET;
        for (Path f : ManhuntRoomStudy.files(in)) {
            ValueRows rows = ManhuntRoomStudy.table(NotesFiles.read(f));
            if (rows == null) {
                System.out.printf("%-45s table past its rows%n", f.getFileName());
                continue;
            }
            ValueManhunt m = new ValueManhunt(rows.catOf, Manhunt.TABLE_WORK_PER_COUNT * budget, Manhunt.TABLE_MEMO_PER_COUNT * budget);
            List<List<Set<Key>>> distinct = new ArrayList<>(); // [split][level]
            long[] solved = new long[2];
            for (int s = 0; s < 2; s++) {
                List<Set<Key>> levels = new ArrayList<>();
                for (int l = 0; l < 4; l++) {
                    levels.add(new HashSet<>());
                }
                distinct.add(levels);
            }
            int[] catOf = rows.catOf;
            m.onSolve = (node, split) -> {
                int s = split ? 1 : 0;
                solved[s]++;
                for (int l = 0; l < 4; l++) {
                    distinct.get(s).get(l).add(Key.of(key(node, catOf, l)));
                }
            };
            ValueManhunt.Root r = m.root(ManhuntNode.root(rows));
            for (int s = 0; s < 2; s++) {
                List<Set<Key>> d = distinct.get(s);
                System.out.printf("%-45s exact %-5s %s solved %7d distinct by key 0..3: %7d %7d %7d %7d%n", f.getFileName(),
                        r.captures() == r.upper(), s == 1 ? "split    " : "not split", solved[s], d.get(0).size(), d.get(1).size(),
                        d.get(2).size(), d.get(3).size());
            }
        }
    }

    /** The node's key at a level (above): a header, then its rows, each canonical and sorted. */
    static long[] key(ManhuntNode node, int[] catOf, int level) {
        int w = node.width;
        int stride = w + 1;
        BigInteger g = BigInteger.ZERO;
        for (int r = 0; r < node.count; r++) {
            g = g.gcd(BigInteger.valueOf(node.weight(r)));
        }
        long gcd = g.longValueExact();
        int relevant = 0; // categories some position down holds a number of
        long present = 0;
        for (int r = 0; r < node.count; r++) {
            for (int j = 0; j < w; j++) {
                int v = ValueRows.value(node.column(r, j));
                relevant |= 1 << catOf[v];
                present |= 1L << v;
            }
        }
        int irrelevantBits = 0;
        for (int c = 0; c < HistorySpace.CATS; c++) {
            if ((relevant >> c & 1) == 0) {
                irrelevantBits |= 15 << ValueRows.shift(c);
            }
        }
        // per position, the irrelevant parts of its patterns, as labels in order
        List<TreeSet<Integer>> labels = new ArrayList<>();
        for (int j = 0; j < w; j++) {
            TreeSet<Integer> ts = new TreeSet<>();
            for (int r = 0; r < node.count; r++) {
                ts.add(ValueRows.pattern(node.column(r, j)) & irrelevantBits);
            }
            labels.add(ts);
        }
        int[] rank = new int[ManhuntNode.NUMBERS];
        int ranks = 0;
        List<Long> header = new ArrayList<>();
        header.add((long) w);
        header.add((long) node.count);
        if (level == 0) {
            header.add((long) node.down);
        }
        for (int c = 0; c < HistorySpace.CATS; c++) {
            header.add(level >= 2 && (relevant >> c & 1) == 0 ? -1L : node.avail[c]);
        }
        for (int v = 0; v < ManhuntNode.NUMBERS; v++) {
            if ((present >> v & 1) != 0) {
                rank[v] = ++ranks;
                if (level >= 3) {
                    header.add(100L + catOf[v]);
                }
            }
        }
        long[][] rs = new long[node.count][stride];
        for (int r = 0; r < node.count; r++) {
            for (int j = 0; j < w; j++) {
                long col = node.column(r, j);
                int v = ValueRows.value(col);
                int p = ValueRows.pattern(col);
                long number = level >= 3 ? rank[v] : v;
                if (level >= 2) {
                    long label = labels.get(j).headSet(p & irrelevantBits).size();
                    rs[r][j] = number << 48 | label << 32 | (p & ~irrelevantBits) & 0xffffffffL;
                } else {
                    rs[r][j] = col;
                }
            }
            rs[r][w] = node.weight(r) / gcd;
        }
        Arrays.sort(rs, Arrays::compare);
        long[] out = new long[header.size() + node.count * stride];
        for (int i = 0; i < header.size(); i++) {
            out[i] = header.get(i);
        }
        for (int r = 0; r < node.count; r++) {
            System.arraycopy(rs[r], 0, out, header.size() + r * stride, stride);
        }
        return out;
    }
}
