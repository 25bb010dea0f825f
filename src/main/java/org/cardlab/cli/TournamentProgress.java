package org.cardlab.cli;

import java.io.PrintWriter;
import java.util.function.Function;
import org.cardlab.core.Counts;
import org.cardlab.tournament.Tournament;

/**
 * A tournament's progress on stderr: a line every tenth of each seating's games, with the rate
 * over the whole tournament so far and its time left ("seating 2/6, pt: a, b: 50/100 games (40/s,
 * 12 s left)"). Seatings a checkpoint already held count as done, not in the rate.
 */
public final class TournamentProgress implements Tournament.Progress {
    private final PrintWriter err;
    private final String kind;
    private final Function<Tournament.Entry, String> who;
    private Progress overall;
    private Progress seating;
    private int number;

    /** {@code kind}: what a seating is called ("seating", "pairing"); {@code who}: its bots in words. */
    public TournamentProgress(PrintWriter err, String kind, Function<Tournament.Entry, String> who) {
        this.err = err;
        this.kind = kind;
        this.who = who;
    }

    @Override
    public synchronized void update(Tournament.Entry e, int number, int of, long done, long total) {
        String status = seating(number, of, total).line(done);
        if (status != null) {
            err.printf("%s %d/%d, %s: %s: %d/%d %s (%s)%n", kind, number, of, e.spec(), who.apply(e), done, total,
                    Counts.noun(total, "game"), overall.status((number - 1) * total + done));
            err.flush();
        }
    }

    @Override
    public synchronized void resumed(Tournament.Entry e, int number, int of, long done, long total) {
        seating(number, of, total);
        overall.resumedQuietly(done);
        err.printf("%s %d/%d, %s: %s: %d/%d %s (resumed from the checkpoint)%n", kind, number, of, e.spec(), who.apply(e), done,
                total, Counts.noun(total, "game"));
        err.flush();
    }

    private Progress seating(int n, int of, long total) {
        if (overall == null) {
            overall = new Progress(err, "games", of * total);
        }
        if (seating == null || number != n) {
            seating = new Progress(err, "games", total);
            number = n;
        }
        return seating;
    }
}
