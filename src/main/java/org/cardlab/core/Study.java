package org.cardlab.core;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import java.util.function.Supplier;

/**
 * Runs the games of a study on worker threads. Worker w plays games w, w + T, w + 2T, ... (T
 * workers); each game depends only on the study seed and its index ({@link Seeds}), and each
 * worker sums its games into its own counts, merged at the end: the result is the same for any
 * thread count. Nothing is kept per game, so a study of a billion games needs no more memory
 * than one of ten.
 */
public final class Study {
    /** The most worker threads a study accepts (more only adds waiting). */
    public static final int MAX_THREADS = 256;

    /** What a worker does with game {@code index}, and how two workers' counts combine. */
    public interface Worker<W extends Worker<W>> {
        void play(long index);

        void merge(W other);
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

    private Study() {}

    /**
     * Plays every game of {@code run}; {@code progress} (may be null) hears the number of games
     * done after each one. Returns the merged worker and the wall-clock seconds.
     */
    public static <W extends Worker<W>> Timed<W> run(Run run, Supplier<W> newWorker, LongConsumer progress) {
        int t = (int) Math.min(run.threads(), run.games());
        AtomicLong done = new AtomicLong();
        long start = System.nanoTime();
        if (t == 1) {
            W w = newWorker.get();
            for (long i = 0; i < run.games(); i++) {
                w.play(i);
                report(progress, done.incrementAndGet());
            }
            return new Timed<>(w, (System.nanoTime() - start) / 1e9);
        }
        ExecutorService pool = Executors.newFixedThreadPool(t);
        try {
            List<Future<W>> parts = new ArrayList<>();
            for (int k = 0; k < t; k++) {
                long first = k;
                parts.add(pool.submit(() -> {
                    W w = newWorker.get();
                    for (long i = first; i < run.games(); i += t) {
                        w.play(i);
                        report(progress, done.incrementAndGet());
                    }
                    return w;
                }));
            }
            W total = parts.get(0).get();
            for (int k = 1; k < t; k++) {
                total.merge(parts.get(k).get());
            }
            return new Timed<>(total, (System.nanoTime() - start) / 1e9);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private static void report(LongConsumer progress, long done) {
        if (progress != null) {
            progress.accept(done);
        }
    }

    /** A result with the wall-clock time it took. */
    public record Timed<W>(W result, double seconds) {}
}
