package org.cardlab.cli;

import java.io.PrintWriter;
import java.util.function.LongSupplier;
import org.cardlab.core.Study;

/**
 * Progress of a long run on stderr: a line every tenth of the way or so, so logs stay readable,
 * with the rate so far and the time left at that rate ("games: 300/1000 (45/s, 16 s left)").
 * The rate counts only what this run did: the part a study resumed from its checkpoint is left out.
 * A line comes at most once a second, and the last always: a run over in a blink (the tour's
 * 1,000 deals in a twentieth of a second) prints its total alone, not ten lines of news.
 */
public final class Progress implements Study.Resumable {
    private static final long SECOND = 1_000_000_000L;

    private final PrintWriter err;
    private final String what;
    private final long total;
    private final long step;
    private final LongSupplier clock;
    private final long start;
    private long resumed;
    private long printed = -1;
    private long printedAt;

    public Progress(PrintWriter err, String what, long total) {
        this(err, what, total, total / 10);
    }

    /** A line every {@code step} done (at least 1): for runs of hours, where a tenth is too long to wait for news. */
    public Progress(PrintWriter err, String what, long total, long step) {
        this(err, what, total, step, System::nanoTime);
    }

    /** With the clock given (nanoseconds), for the tests of when lines come. */
    Progress(PrintWriter err, String what, long total, long step, LongSupplier clock) {
        this.err = err;
        this.what = what;
        this.total = total;
        this.step = Math.max(1, step);
        this.clock = clock;
        this.start = clock.getAsLong();
        this.printedAt = start;
    }

    @Override
    public synchronized void resumed(long done) {
        resumed = done;
        err.printf("%s: %d/%d (resumed from the checkpoint)%n", what, done, total);
        err.flush();
        printed = done;
    }

    @Override
    public synchronized void resumedPart(long games, long doneSoFar) {
        resumed += games;
        err.printf("%s: %d/%d (resumed from the checkpoint)%n", what, doneSoFar, total);
        err.flush();
        printed = doneSoFar;
    }

    @Override
    public synchronized void accept(long done) {
        if (due(done)) {
            err.printf("%s: %d/%d (%s)%n", what, done, total, status(done));
            err.flush();
            printedNow(done);
        }
    }

    /**
     * For a command that prints its own progress lines (the tournaments): the status to print
     * for {@code done} of the total ("45/s, 16 s left"), or null while the next tenth is not reached.
     */
    public synchronized String line(long done) {
        if (!due(done)) {
            return null;
        }
        printedNow(done);
        return status(done);
    }

    /** {@link #resumed} without a line of its own, for part of the total (a tournament's seating). */
    public synchronized void resumedQuietly(long games) {
        resumed += games;
    }

    private void printedNow(long done) {
        printed = done;
        printedAt = clock.getAsLong();
    }

    /** Whether {@code done} is the end, or has reached the next tenth since the last line a second or more ago. */
    private boolean due(long done) {
        if (done == total) {
            return true;
        }
        boolean nextTenth = printed < 0 && done >= step || printed >= 0 && done / step > printed / step;
        return nextTenth && clock.getAsLong() - printedAt >= SECOND;
    }

    /** The rate so far and the time left at it, e.g. "45/s, 16 s left". */
    public synchronized String status(long done) {
        double seconds = Math.max((clock.getAsLong() - start) / 1e9, 1e-9);
        double rate = (done - resumed) / seconds;
        String left = done >= total ? "done" : rate <= 0 ? "time left unknown" : timeLeft((total - done) / rate);
        return rate(rate) + ", " + left;
    }

    /**
     * A rate in the unit that shows it: a run of hours does a few a minute, and "0.0/s" says nothing (nor "0.1/s" for
     * anything from 0.05 to 0.15 a second).
     */
    static String rate(double perSecond) {
        if (perSecond >= 1 || perSecond <= 0) {
            return String.format("%.1f/s", perSecond);
        }
        return perSecond * 60 >= 0.1 ? String.format("%.1f/min", perSecond * 60) : String.format("%.1f/h", perSecond * 3600);
    }

    /** Time left in seconds, minutes or hours, whichever reads at a glance. */
    static String timeLeft(double seconds) {
        if (seconds < 100) {
            return String.format("%.0f s left", seconds);
        }
        return seconds < 6000 ? String.format("%.0f min left", seconds / 60) : String.format("%.1f h left", seconds / 3600);
    }
}
