package org.cardlab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Study;
import org.junit.jupiter.api.Test;

/** The driver's sample of a study's games: which games it plays, and that it stops when its time is spent. */
class GameCostTest {
    /** Plays nothing but notes the indices it is given, each game spinning {@code spinNanos} of this thread's CPU. */
    static final class Noting implements Study.Worker<Noting> {
        final List<Long> played = new ArrayList<>();
        final long spinNanos;

        Noting(long spinNanos) {
            this.spinNanos = spinNanos;
        }

        @Override
        public void play(long index) {
            played.add(index);
            var threads = ManagementFactory.getThreadMXBean();
            long end = threads.getCurrentThreadCpuTime() + spinNanos;
            while (threads.getCurrentThreadCpuTime() < end) {
                Thread.onSpinWait();
            }
        }

        @Override
        public void merge(Noting other) {
            played.addAll(other.played);
        }
    }

    @Test
    void cheapGamesAreSampledToTheRangesEnd() {
        List<Noting> made = new ArrayList<>();
        double s = GameCost.secondsPerGame(() -> {
            Noting w = new Noting(0);
            made.add(w);
            return w;
        }, new Study.Range(0, 0, 12));
        assertEquals(1, made.size(), "one worker of its own");
        assertEquals(List.of(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L), made.get(0).played);
        assertTrue(s >= 0 && s < GameCost.BUDGET_NANOS / 1e9, "a cheap game: " + s);
    }

    @Test
    void dearGamesStopTheSampleOnceItsTimeIsSpent() {
        List<Noting> made = new ArrayList<>();
        double s = GameCost.secondsPerGame(() -> {
            Noting w = new Noting(GameCost.BUDGET_NANOS + 1_000_000);
            made.add(w);
            return w;
        }, new Study.Range(3, 300, 400));
        assertEquals(List.of(300L), made.get(0).played, "the first game alone: it took the whole budget");
        assertTrue(s >= GameCost.BUDGET_NANOS / 1e9, "at least the CPU it spun: " + s);
    }
}
