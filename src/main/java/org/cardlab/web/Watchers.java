package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * The pages waiting for a table to change (a long poll): each waits until the table's next
 * change, which answers it with the new view, or until its time is up (204, and the page asks
 * again). No thread is held while a page waits. {@link Tables} registers and notifies under the
 * table's lock, so no change slips between a page's look at the version and its wait.
 */
final class Watchers implements AutoCloseable {
    /** How a waiting request is answered: a status and a JSON body (null for none). */
    interface Answer {
        void send(int status, JsonNode body);
    }

    private static final class Pending {
        final Answer answer;
        final AtomicBoolean done = new AtomicBoolean();
        ScheduledFuture<?> timeout;

        Pending(Answer answer) {
            this.answer = answer;
        }

        void finish(int status, JsonNode body) {
            if (done.compareAndSet(false, true)) {
                if (timeout != null) {
                    timeout.cancel(false);
                }
                answer.send(status, body);
            }
        }
    }

    private final Map<String, List<Pending>> waiting = new ConcurrentHashMap<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "cardlab-web-wait");
        t.setDaemon(true);
        return t;
    });

    /** Waits for table {@code id}'s next change, at most {@code millis}. */
    synchronized void await(String id, Answer answer, long millis) {
        Pending p = new Pending(answer);
        synchronized (this) {
            waiting.computeIfAbsent(id, k -> new ArrayList<>()).add(p);
        }
        if (timer.isShutdown()) { // the server is stopping: the page asks again (and finds it gone or back)
            p.finish(503, null);
            return;
        }
        p.timeout = timer.schedule(() -> {
            synchronized (this) {
                List<Pending> l = waiting.get(id);
                if (l != null) {
                    l.remove(p);
                }
            }
            p.finish(204, null);
        }, millis, TimeUnit.MILLISECONDS);
    }

    /** Table {@code id} changed: every page waiting on it gets the new view. */
    void changed(String id, Supplier<JsonNode> view) {
        List<Pending> l;
        synchronized (this) {
            l = waiting.remove(id);
        }
        if (l == null || l.isEmpty()) {
            return;
        }
        JsonNode v = view.get();
        l.forEach(p -> p.finish(200, v));
    }

    /** Table {@code id} is gone: its waiting pages get a 404. */
    void gone(String id, JsonNode error) {
        List<Pending> l;
        synchronized (this) {
            l = waiting.remove(id);
        }
        if (l != null) {
            l.forEach(p -> p.finish(404, error));
        }
    }

    /** How many pages are waiting (for tests and the bench). */
    synchronized int waitingCount() {
        return waiting.values().stream().mapToInt(List::size).sum();
    }

    @Override
    public void close() {
        List<Pending> all = new ArrayList<>();
        synchronized (this) {
            waiting.values().forEach(all::addAll);
            waiting.clear();
            timer.shutdownNow(); // under the lock: a wait that comes later sees it and answers at once
        }
        all.forEach(p -> p.finish(204, null));
    }
}
