package org.cardlab.core;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import java.util.function.Supplier;

/**
 * Runs the games of a study. The games are split into ranges of indices ({@link #ranges}); a
 * task plays one range with a worker of its own and returns the worker, whose counts are merged
 * into the others' in index order (a Spark task without a checkpoint merges its run of ranges
 * first and returns one worker: the same sums, grouped). Each game depends only on the study seed and its index
 * ({@link Seeds}), and workers hold integer counts only, so the result is the same for any
 * engine ({@link StudyEngine}: this machine's threads, or Spark), any thread or executor count,
 * and for a study stopped and resumed from its {@link Checkpoint}. Nothing is kept per game, so a
 * study of a billion games needs no more memory than one of ten.
 */
public final class Study {
    /** The most worker threads a study accepts (more only adds waiting). */
    public static final int MAX_THREADS = 256;

    /** A study is cut into this many ranges at most (fewer when it has fewer games). */
    public static final int MAX_RANGES = 256;

    /**
     * What a worker does with game {@code index}, and how two workers' counts combine. A worker
     * is serializable so that a range played on a Spark executor, or kept in a checkpoint, comes
     * back as its counts: what it needs only to play (the game, the bots) is transient.
     */
    public interface Worker<W extends Worker<W>> extends Serializable {
        void play(long index);

        void merge(W other);
    }

    /** Progress that tells the games a study resumed from its checkpoint (heard once, first) from those it plays. */
    public interface Resumable extends LongConsumer {
        void resumed(long done);

        /** {@code games} resumed by one part of a larger whole, which has {@code doneSoFar} done with them. */
        default void resumedPart(long games, long doneSoFar) {
            resumed(doneSoFar);
        }
    }

    /**
     * Progress of a study that is one part of a larger whole (one bot's games of several), begun
     * after {@code before} of its games: hears the whole's count; null for null.
     */
    public static LongConsumer partOf(LongConsumer progress, long before) {
        if (progress == null) {
            return null;
        }
        return new Resumable() {
            @Override
            public void accept(long done) {
                progress.accept(before + done);
            }

            @Override
            public void resumed(long done) {
                if (progress instanceof Resumable r) {
                    r.resumedPart(done, before + done);
                } else {
                    progress.accept(before + done);
                }
            }
        };
    }

    /** How to make a fresh worker, anywhere: serializable, so a Spark executor can make its own. */
    @FunctionalInterface
    public interface Recipe<W> extends Serializable {
        W newWorker();
    }

    /** Games {@code from} (inclusive) to {@code to} (exclusive), the {@code index}-th range of its study. */
    public record Range(int index, long from, long to) implements Serializable {
        public long size() {
            return to - from;
        }
    }

    /** A study's size and seed, checked: games at least 1, threads 1 to {@link #MAX_THREADS}. */
    public record Run(long games, long seed, int threads) {
        public Run {
            if (games < 1) {
                throw new UserError("a study plays at least 1 game, not " + games);
            }
            if (threads < 1 || threads > MAX_THREADS) {
                throw new UserError("a study runs on 1 to " + MAX_THREADS + " threads, not " + threads);
            }
        }
    }

    /**
     * Where a study runs: the engine, and the checkpoint that keeps its finished ranges (null for
     * none), in its part {@code part} (a tournament keeps each seating in a part of its own).
     */
    public record Plan(StudyEngine engine, Checkpoint checkpoint, String part) {
        /** This machine's threads, nothing kept. */
        public static Plan threads() {
            return new Plan(StudyEngine.threads(), null, "games");
        }

        /** The same engine and checkpoint, keeping the ranges in part {@code name}. */
        public Plan inPart(String name) {
            return new Plan(engine, checkpoint, name);
        }

        Checkpoint.Part kept() {
            return checkpoint == null ? null : checkpoint.part(part);
        }
    }

    private Study() {}

    /**
     * The ranges of a study of {@code games}: {@link #MAX_RANGES} at most, of equal size give or
     * take one game. They depend on the game count only, so a checkpoint made on one engine
     * resumes on another.
     */
    public static List<Range> ranges(long games) {
        int n = (int) Math.min(games, MAX_RANGES);
        List<Range> out = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            out.add(new Range(k, games * k / n, games * (k + 1) / n));
        }
        return out;
    }

    /**
     * Plays every game of {@code run} on this machine's threads; {@code progress} (may be null)
     * hears the number of games done after each one. Returns the merged worker and the
     * wall-clock seconds.
     */
    public static <W extends Worker<W>> Timed<W> run(Run run, Supplier<W> newWorker, LongConsumer progress) {
        return run(run, Plan.threads(), newWorker::get, progress);
    }

    /**
     * Plays every game of {@code run} where {@code plan} says, skipping the ranges its checkpoint
     * already holds and keeping each range it finishes. {@code progress} (may be null) hears the
     * games done so far (those resumed included), at least after each range.
     */
    public static <W extends Worker<W>> Timed<W> run(Run run, Plan plan, Recipe<W> recipe, LongConsumer progress) {
        long start = System.nanoTime();
        List<Range> ranges = ranges(run.games());
        List<W> results = new ArrayList<>(ranges.size());
        List<Range> todo = new ArrayList<>();
        AtomicLong done = new AtomicLong();
        Checkpoint.Part part = plan.kept();
        for (Range r : ranges) {
            W kept = part == null ? null : part.<W>load(r);
            results.add(kept);
            if (kept == null) {
                todo.add(r);
            } else {
                done.addAndGet(r.size());
            }
        }
        if (done.get() > 0) {
            if (progress instanceof Resumable r) {
                r.resumed(done.get());
            } else {
                report(progress, done.get());
            }
        }
        // Without a checkpoint the engine may hand back one worker for a run of neighbouring ranges (at
        // the run's first index): the others stay null and are skipped, the order of the merges kept.
        boolean[] played = new boolean[ranges.size()];
        plan.engine().play(todo, run.threads(), recipe, part != null, games -> report(progress, done.addAndGet(games)), (span, w) -> {
            synchronized (results) {
                if (part != null && span.size() != 1) {
                    throw new IllegalStateException("a checkpointed study needs each range's worker, not one for " + span.size());
                }
                results.set(span.get(0).index(), w);
                span.forEach(r -> played[r.index()] = true);
                if (part != null) {
                    part.save(span.get(0), w);
                }
            }
        });
        W total = null;
        for (int k = 0; k < results.size(); k++) {
            W w = results.get(k);
            if (w == null && !played[k]) {
                throw new IllegalStateException("range " + k + " of the study was neither kept nor played");
            }
            if (total == null) {
                total = w;
            } else if (w != null) {
                total.merge(w);
            }
        }
        return new Timed<>(total, (System.nanoTime() - start) / 1e9);
    }

    private static void report(LongConsumer progress, long done) {
        if (progress != null) {
            progress.accept(done);
        }
    }

    /** A result with the wall-clock time it took. */
    public record Timed<W>(W result, double seconds) {}
}
