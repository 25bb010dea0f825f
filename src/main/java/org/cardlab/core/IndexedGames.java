package org.cardlab.core;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Games 0 to n-1 played on worker threads, each by a task that depends on its index alone and
 * writes its own slots of the caller's arrays, so the figures do not depend on the thread count.
 */
public final class IndexedGames {
    private IndexedGames() {}

    /** Runs {@code game} for each index on {@code threads} threads; {@code progress} hears each finished game's count. */
    public static void run(int games, int threads, IntConsumer game, IntConsumer progress) {
        AtomicInteger done = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> tasks = new ArrayList<>();
            for (int i = 0; i < games; i++) {
                int index = i;
                tasks.add(pool.submit(() -> {
                    game.accept(index);
                    progress.accept(done.incrementAndGet());
                }));
            }
            for (Future<?> t : tasks) {
                t.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserError("interrupted");
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
