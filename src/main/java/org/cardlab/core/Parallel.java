package org.cardlab.core;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

/**
 * Independent tasks 0 to n-1 on a pool of threads, their results in index order (so what comes
 * back does not depend on the number of threads). A task's own exception is thrown as it was.
 */
public final class Parallel {
    private Parallel() {}

    public static <R> List<R> indexed(int n, int threads, IntFunction<R> task) {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<R>> parts = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int index = i;
                parts.add(pool.submit(() -> task.apply(index)));
            }
            List<R> out = new ArrayList<>();
            for (Future<R> f : parts) {
                out.add(f.get());
            }
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
