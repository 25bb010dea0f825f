package org.cardlab.cli;

import java.io.PrintWriter;
import java.util.function.LongConsumer;

/** Progress of a long run on stderr: a line every few percent, so logs stay readable. */
public final class Progress implements LongConsumer {
    private final PrintWriter err;
    private final String what;
    private final long total;
    private final long step;

    public Progress(PrintWriter err, String what, long total) {
        this.err = err;
        this.what = what;
        this.total = total;
        this.step = Math.max(1, total / 10);
    }

    @Override
    public synchronized void accept(long done) {
        if (done % step == 0 || done == total) {
            err.printf("%s: %d/%d%n", what, done, total);
            err.flush();
        }
    }
}
