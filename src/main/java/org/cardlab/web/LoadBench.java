package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.search.MarshalSearch;

/**
 * A bounded load test of the web table on loopback: N tables at once, each with D devices (1 or
 * 2) entering the first E events of its own seeded game, one request per event, as fast as the
 * server answers. With two devices they take turns, as two phones at one table would: each event
 * is entered by one device while the other waits for it by long poll, so the bench measures the
 * event's round trip (from one device's tap until the other device has the new view) beside the
 * write's own latency. Then every table is read back (from the server and from its file) to
 * count lost and doubled events. Reports medians, p95s and maxima; asserts nothing about time.
 *
 * <p>The games: random Fugitive against the heuristic Marshal under pt, the first seeds from
 * {@code seed} on whose game lasts at least E events (the random Marshal's notes cost the exact
 * count seconds per event, which would measure the counter, not the server).
 */
public final class LoadBench {
    public record Result(int sessions, int devices, int eventsEach, long requests, long errors, long lost, Stats write, Stats seen,
            long waitsRetried, double seconds, List<String> problems) {
        public List<String> lines() {
            List<String> out = new ArrayList<>();
            out.add(String.format("%s x %s x %s on loopback: %s in %.1f s", Counts.plain(sessions, "table"), Counts.plain(devices, "device"),
                    Counts.plain(eventsEach, "event"), Counts.plain(requests, "write"), seconds));
            out.add("write (the device that entered it has the new view): " + write);
            if (devices > 1) {
                out.add("round trip (entered on one device, shown on the other): " + seen);
            }
            out.add("errors: " + errors + ", lost or doubled events: " + lost + (waitsRetried > 0 ? ", waits cut and asked again: " + waitsRetried : ""));
            problems.stream().limit(5).forEach(p -> out.add("  " + p));
            return out;
        }
    }

    /** Median, p95 and maximum of a set of latencies, in ms. */
    public record Stats(long count, double medianMs, double p95Ms, double maxMs) {
        static Stats of(List<Double> ms) {
            double[] s = ms.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            return new Stats(s.length, quantile(s, 0.5), quantile(s, 0.95), s.length == 0 ? 0 : s[s.length - 1]);
        }

        @Override
        public String toString() {
            return String.format("median %.1f ms, p95 %.1f ms, max %.1f ms (%d)", medianMs, p95Ms, maxMs, count);
        }
    }

    private LoadBench() {}

    /** The first {@code count} games (from {@code seed} on) of at least {@code events} events, cut to that many. */
    public static List<List<NoteEvent>> games(int count, int events, long seed) {
        FugitiveRules rules = FugitiveRules.load("pt");
        FugitiveGame game = new FugitiveGame(rules);
        List<List<NoteEvent>> out = new ArrayList<>();
        for (long s = seed; out.size() < count; s++) {
            if (s - seed > 200L * count + 1000) {
                throw new IllegalStateException("too few games of " + events + " events among the seeds tried");
            }
            FugitiveState g = FugitiveState.newGame(rules, s);
            Policy<FugitiveState, FugitiveMove> f = game.bot("random", FugitiveSeat.FUGITIVE);
            Policy<FugitiveState, FugitiveMove> m = game.bot("heuristic", FugitiveSeat.MARSHAL);
            Rng rng = new Rng(s);
            while (!g.isTerminal() && g.events().size() < events) {
                g.apply((g.toMove() == FugitiveSeat.FUGITIVE ? f : m).choose(g, rng));
            }
            if (g.events().size() >= events) {
                out.add(g.events().subList(0, events));
            }
        }
        return out;
    }

    /** What the devices of all tables measure and count. */
    private static final class Tally {
        final List<Double> write = Collections.synchronizedList(new ArrayList<>());
        final List<Double> seen = Collections.synchronizedList(new ArrayList<>());
        final List<String> problems = Collections.synchronizedList(new ArrayList<>());
        final AtomicLong errors = new AtomicLong();
        final AtomicLong writes = new AtomicLong();
        final AtomicLong waitsRetried = new AtomicLong();
        java.util.function.LongConsumer written = n -> { };

        void problem(String p) {
            errors.incrementAndGet();
            problems.add(p);
        }
    }

    public static Result run(int sessions, int devices, int events, long seed, Path data) throws Exception {
        return run(sessions, devices, events, seed, data, MarshalSearch.Settings.DEFAULT);
    }

    /** The same with the server's default settings, telling {@code written} the writes so far after each. */
    public static Result run(int sessions, int devices, int events, long seed, Path data, java.util.function.LongConsumer written)
            throws Exception {
        return run(sessions, devices, events, seed, data, MarshalSearch.Settings.DEFAULT, written);
    }

    /** The same with the server's search Marshal settings (its look-ahead is part of each write at the Marshal's turns). */
    public static Result run(int sessions, int devices, int events, long seed, Path data, MarshalSearch.Settings search) throws Exception {
        return run(sessions, devices, events, seed, data, search, n -> { });
    }

    /** The same, telling {@code written} the writes so far after each (progress: sessions x events in all). */
    public static Result run(int sessions, int devices, int events, long seed, Path data, MarshalSearch.Settings search,
            java.util.function.LongConsumer written) throws Exception {
        if (devices < 1 || devices > 2) {
            throw new IllegalArgumentException("devices: 1 or 2");
        }
        List<List<NoteEvent>> games = games(sessions, events, seed);
        WebServer server = new WebServer("127.0.0.1", 0, data, null, new PrintWriter(new StringWriter()), search);
        server.start();
        String base = "http://127.0.0.1:" + server.port();
        Tally tally = new Tally();
        tally.written = written;
        String[] ids = new String[sessions];
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(sessions * devices);
        long t0 = System.nanoTime();
        try {
            HttpClient setup = HttpClient.newHttpClient();
            JsonNode[] opened = new JsonNode[sessions];
            for (int i = 0; i < sessions; i++) {
                opened[i] = Json.parse(send(setup, post(base + "/api/tables", "{\"mode\":\"marshal\",\"spec\":\"pt\"}")).body(), "reply");
                ids[i] = opened[i].get("id").asText();
            }
            List<Future<?>> running = new ArrayList<>();
            for (int i = 0; i < sessions; i++) {
                java.util.concurrent.atomic.AtomicLongArray enteredAt = new java.util.concurrent.atomic.AtomicLongArray(events); // when each event's write was sent (System.nanoTime), for the other device
                for (int d = 0; d < devices; d++) {
                    Device dev = new Device(base, opened[i], games.get(i), d, devices, enteredAt, tally);
                    running.add(pool.submit(() -> {
                        start.await();
                        dev.run();
                        return null;
                    }));
                }
            }
            t0 = System.nanoTime();
            start.countDown();
            for (Future<?> f : running) {
                f.get(30, TimeUnit.MINUTES); // a bound, not a measure: the load test always stops
            }
        } finally {
            pool.shutdownNow();
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        long lost = 0;
        HttpClient http = HttpClient.newHttpClient();
        for (int i = 0; i < sessions; i++) {
            int shown = Json.parse(send(http, get(base + "/api/tables/" + ids[i])).body(), "view").get("events").size();
            List<NoteEvent> onServer = Notes.parse(Json.parse(send(http, get(base + "/api/tables/" + ids[i] + "/notes")).body(), "export"), "export").events();
            List<NoteEvent> onDisk = Notes.read(server.tablesDir().resolve(ids[i] + ".notes.json")).events();
            if (!onServer.equals(games.get(i)) || !onDisk.equals(games.get(i)) || shown != events) {
                lost += Math.abs(events - Math.min(shown, Math.min(onServer.size(), onDisk.size())));
                tally.problems.add("table " + ids[i] + ": " + shown + " events shown, " + onDisk.size() + " saved, expected " + events);
            }
        }
        server.stop();
        return new Result(sessions, devices, events, tally.writes.get(), tally.errors.get(), lost, Stats.of(tally.write), Stats.of(tally.seen),
                tally.waitsRetried.get(), seconds, List.copyOf(tally.problems));
    }

    /**
     * One device of a table: it enters the events whose index is its own modulo the number of
     * devices, each on the count and version it last saw, and otherwise waits for the table's
     * next change, timing how long the other device's event took to reach it.
     */
    private record Device(String base, JsonNode opened, List<NoteEvent> game, int index, int devices, java.util.concurrent.atomic.AtomicLongArray enteredAt, Tally tally) {
        void run() throws Exception {
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            String id = opened.get("id").asText();
            JsonNode view = opened; // every device starts from the new table, so each sees every event the other enters
            while (view.get("at").asInt() < game.size()) {
                int at = view.get("at").asInt();
                if (at % devices == index) {
                    ObjectNode body = Json.object();
                    body.set("event", Notes.eventJson(game.get(at), null));
                    body.put("at", at).put("version", view.get("version").asText());
                    long t = System.nanoTime();
                    enteredAt.set(at, t);
                    HttpResponse<String> r = send(http, post(base + "/api/tables/" + id + "/events", Json.compact(body)));
                    tally.write.add((System.nanoTime() - t) / 1e6);
                    tally.written.accept(tally.writes.incrementAndGet());
                    if (r.statusCode() != 200) {
                        tally.problem("table " + id + " event " + (at + 1) + " -> " + r.statusCode() + " " + Api.oneLine(r.body()));
                        return;
                    }
                    view = Json.parse(r.body(), "reply");
                } else {
                    HttpResponse<String> r;
                    try {
                        r = send(http, get(base + "/api/tables/" + id + "/wait?version=" + view.get("version").asText()));
                    } catch (java.io.IOException cut) { // as the page does: a wait cut short is asked again
                        tally.waitsRetried.incrementAndGet();
                        continue;
                    }
                    if (r.statusCode() == 204) {
                        continue;
                    }
                    if (r.statusCode() != 200) {
                        tally.problem("table " + id + " wait -> " + r.statusCode() + " " + Api.oneLine(r.body()));
                        return;
                    }
                    JsonNode next = Json.parse(r.body(), "wait");
                    long now = System.nanoTime();
                    for (int k = at; k < next.get("at").asInt(); k++) {
                        tally.seen.add((now - enteredAt.get(k)) / 1e6);
                    }
                    view = next;
                }
            }
        }
    }

    private static HttpRequest post(String url, String body) {
        return HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofMinutes(5)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    private static HttpRequest get(String url) {
        return HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofMinutes(5)).build();
    }

    private static HttpResponse<String> send(HttpClient http, HttpRequest r) throws Exception {
        return http.send(r, HttpResponse.BodyHandlers.ofString());
    }

    static double quantile(double[] sorted, double q) {
        if (sorted.length == 0) {
            return 0;
        }
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }
}
