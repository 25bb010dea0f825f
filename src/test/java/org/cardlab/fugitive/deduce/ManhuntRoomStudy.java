package org.cardlab.fugitive.deduce;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * A study aid, not a test: solves saved manhunt states over their value tables at the default limits, with the memo's room
 * and the work scaled, and prints per state what the search spent. Usage: FOLDER_OR_FILE MEMO_TIMES WORK_TIMES
 */
final class ManhuntRoomStudy {
    private ManhuntRoomStudy() {}

    /** The saved states: the notes files in a folder, or the one file named. */
    static List<Path> files(Path in) throws java.io.IOException {
        try (Stream<Path> s = Files.isDirectory(in) ? Files.list(in) : Stream.of(in)) {
            return s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
    }

    /** The state's value table at the default budget's rows, or null when it passes them (or does not apply). */
    static ValueRows table(PublicTrack t) {
        ExactCounter.Result root = ExactCounter.count(t, Assumptions.NONE, true);
        try {
            return ValueTable.build(t, root.valueCounts(), Manhunt.TABLE_ROWS_PER_COUNT * Manhunt.DEFAULT_BUDGET);
        } catch (ValueTable.TooLarge e) {
            return null;
        }
    }

    public static void main(String[] args) throws Exception {
        Path in = Path.of(args[0]);
        double memoTimes = Double.parseDouble(args[1]);
        double workTimes = Double.parseDouble(args[2]);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long budget = Manhunt.DEFAULT_BUDGET;
        for (Path f : files(in)) {
            PublicTrack t = NotesFiles.read(f);
            long c0 = threads.getCurrentThreadCpuTime();
            ValueRows rows = table(t);
            if (rows == null) {
                System.out.printf("%-50s down %2d table past its rows%n", f.getFileName(), t.faceDownCount());
                continue;
            }
            ValueManhunt m = new ValueManhunt(rows.catOf, (long) (workTimes * Manhunt.TABLE_WORK_PER_COUNT * budget),
                    (long) (memoTimes * Manhunt.TABLE_MEMO_PER_COUNT * budget));
            ValueManhunt.Root r = m.root(ManhuntNode.root(rows));
            double ms = (threads.getCurrentThreadCpuTime() - c0) / 1e6;
            System.out.printf("%-50s down %2d rows %7d exact %-5s [%.4f, %.4f] nodes %8d split %7d work %10d drops %4d cpu %7.0f ms%n",
                    f.getFileName(), t.faceDownCount(), rows.size, r.captures() == r.upper(), r.captures() / (double) rows.total().longValue(),
                    r.upper() / (double) rows.total().longValue(), m.nodes, m.splitNodes, m.work, m.memo.dropped, ms);

        }
    }
}
