package org.cardlab.core;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.LongConsumer;

/** The study engine of this JVM's threads: each thread takes the next range not yet taken until none is left. */
final class ThreadEngine implements StudyEngine {
    static final ThreadEngine INSTANCE = new ThreadEngine();

    private ThreadEngine() {}

    @Override
    public String name() {
        return "threads";
    }

    @Override
    public <W extends Study.Worker<W>> void play(List<Study.Range> ranges, int threads, Study.Recipe<W> recipe, boolean eachRange,
            LongConsumer played, BiConsumer<List<Study.Range>, W> finished) {
        int t = Math.min(threads, ranges.size());
        if (t == 0) {
            return;
        }
        AtomicInteger next = new AtomicInteger();
        // Once one thread fails (a stop asked by the progress listener, a bug), the others drop
        // their range unfinished, so nothing is kept or reported after play returns.
        AtomicBoolean failed = new AtomicBoolean();
        Runnable task = () -> {
            try {
                for (int k = next.getAndIncrement(); k < ranges.size() && !failed.get(); k = next.getAndIncrement()) {
                    Study.Range r = ranges.get(k);
                    W w = recipe.newWorker();
                    for (long i = r.from(); i < r.to(); i++) {
                        if (failed.get()) {
                            return;
                        }
                        w.play(i);
                        played.accept(1);
                    }
                    finished.accept(List.of(r), w); // each range alone: nothing is sent anywhere, the caller merges
                }
            } catch (RuntimeException | Error e) {
                failed.set(true);
                throw e;
            }
        };
        if (t == 1) {
            task.run();
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(t);
        try {
            List<Future<?>> parts = new ArrayList<>();
            for (int k = 0; k < t; k++) {
                parts.add(pool.submit(task));
            }
            for (Future<?> f : parts) {
                f.get();
            }
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
            failed.set(true);
            pool.shutdown();
            awaitQuietly(pool);
        }
    }

    private static void awaitQuietly(ExecutorService pool) {
        try {
            while (!pool.awaitTermination(1, TimeUnit.MINUTES)) {
                // a range's game is finishing; the threads stop before the next one
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
