package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
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
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.cardlab.core.Policy;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.bots.FugitiveBots;

/**
 * A bounded load test of the web table on loopback: N sessions at once, each opening a
 * Marshal's table and entering the first E events of its own seeded game, one request per
 * event, as fast as the server answers. Then every table is read back (from the server and
 * from its file) to count lost events. Reports request latencies (median, p95, max); asserts
 * nothing about time.
 *
 * <p>The games: random Fugitive against the heuristic Marshal under pt, the first seeds from
 * {@code seed} on whose game lasts at least E events (the heuristic Marshal's games end sooner;
 * the random Marshal's notes cost the exact count seconds per event, which would measure the
 * counter, not the server).
 */
public final class LoadBench {
    public record Result(int sessions, int eventsEach, long requests, long errors, long lost, double medianMs, double p95Ms,
            double maxMs, double seconds, List<String> problems) {
        public List<String> lines() {
            List<String> out = new ArrayList<>();
            out.add(String.format("%d sessions x %d events on loopback: %d requests in %.1f s", sessions, eventsEach, requests, seconds));
            out.add(String.format("latency per request: median %.1f ms, p95 %.1f ms, max %.1f ms", medianMs, p95Ms, maxMs));
            out.add("errors: " + errors + ", lost events: " + lost);
            problems.stream().limit(5).forEach(p -> out.add("  " + p));
            return out;
        }
    }

    private LoadBench() {}

    /** The first {@code count} games (from {@code seed} on) of at least {@code events} events, cut to that many. */
    public static List<List<NoteEvent>> games(int count, int events, long seed) {
        FugitiveRules rules = FugitiveRules.load("pt");
        List<List<NoteEvent>> out = new ArrayList<>();
        for (long s = seed; out.size() < count; s++) {
            if (s - seed > 200L * count + 1000) {
                throw new IllegalStateException("too few games of " + events + " events among the seeds tried");
            }
            FugitiveState g = FugitiveState.newGame(rules, s);
            Policy<FugitiveState, FugitiveMove> f = FugitiveBots.create("random", FugitiveState.FUGITIVE);
            Policy<FugitiveState, FugitiveMove> m = FugitiveBots.create("heuristic", FugitiveState.MARSHAL);
            Rng rng = new Rng(s);
            while (!g.isTerminal() && g.events().size() < events) {
                g.apply((g.currentPlayer() == FugitiveState.FUGITIVE ? f : m).choose(g, rng));
            }
            if (g.events().size() >= events) {
                out.add(g.events().subList(0, events));
            }
        }
        return out;
    }

    public static Result run(int sessions, int events, long seed, Path data) throws Exception {
        List<List<NoteEvent>> games = games(sessions, events, seed);
        WebServer server = new WebServer("127.0.0.1", 0, data, null, new PrintWriter(new StringWriter()));
        server.start();
        String base = "http://127.0.0.1:" + server.port();
        List<Double> latencies = Collections.synchronizedList(new ArrayList<>());
        List<String> problems = Collections.synchronizedList(new ArrayList<>());
        AtomicLong errors = new AtomicLong();
        String[] ids = new String[sessions];
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(sessions);
        long t0 = System.nanoTime();
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int i = 0; i < sessions; i++) {
                int session = i;
                running.add(pool.submit(() -> {
                    HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
                    start.await();
                    JsonNode created = post(http, base + "/api/tables", "{\"mode\":\"marshal\",\"spec\":\"pt\"}", latencies, errors, problems);
                    if (created == null) {
                        return null;
                    }
                    ids[session] = created.get("id").asText();
                    for (NoteEvent e : games.get(session)) {
                        post(http, base + "/api/tables/" + ids[session] + "/events", Json.compact(Notes.eventJson(e, null)), latencies, errors, problems);
                    }
                    return null;
                }));
            }
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
            if (ids[i] == null) {
                lost += events;
                continue;
            }
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/api/tables/" + ids[i])).build(),
                    HttpResponse.BodyHandlers.ofString());
            List<NoteEvent> onServer = Notes.parse(Json.parse(http.send(HttpRequest.newBuilder(URI.create(base + "/api/tables/" + ids[i] + "/notes")).build(),
                    HttpResponse.BodyHandlers.ofString()).body(), "export"), "export").events();
            List<NoteEvent> onDisk = Notes.read(server.tablesDir().resolve(ids[i] + ".notes.json")).events();
            int shown = Json.parse(r.body(), "view").get("events").size();
            if (!onServer.equals(games.get(i)) || !onDisk.equals(games.get(i)) || shown != events) {
                lost += events - Math.min(shown, Math.min(onServer.size(), onDisk.size()));
                problems.add("table " + ids[i] + ": " + shown + " events shown, " + onDisk.size() + " saved, expected " + events);
            }
        }
        server.stop();
        double[] ms = latencies.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return new Result(sessions, events, ms.length, errors.get(), lost, quantile(ms, 0.5), quantile(ms, 0.95),
                ms.length == 0 ? 0 : ms[ms.length - 1], seconds, List.copyOf(problems));
    }

    private static JsonNode post(HttpClient http, String url, String body, List<Double> latencies, AtomicLong errors, List<String> problems) {
        long t = System.nanoTime();
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofMinutes(5))
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
            latencies.add((System.nanoTime() - t) / 1e6);
            if (r.statusCode() != 200) {
                errors.incrementAndGet();
                problems.add(url + " " + body + " -> " + r.statusCode() + " " + Api.oneLine(r.body()));
                return null;
            }
            return Json.parse(r.body(), "reply");
        } catch (Exception e) {
            errors.incrementAndGet();
            problems.add(url + ": " + e);
            return null;
        }
    }

    static double quantile(double[] sorted, double q) {
        if (sorted.length == 0) {
            return 0;
        }
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }
}
