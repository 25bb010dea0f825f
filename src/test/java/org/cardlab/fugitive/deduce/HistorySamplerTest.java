package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.cli.Cli;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Uniform sampling of complete hidden histories: against the full list of them, and against the exact marginals. */
class HistorySamplerTest {

    /** A history as a key: every position's card and sprint cards, and every draw, deck by deck in draw order. */
    private static String key(int[] route, long[] sprints, int[] draws) {
        return Arrays.toString(route) + Arrays.toString(sprints) + Arrays.toString(draws);
    }

    private static String key(HistorySampler.Sample s) {
        int[] draws = s.draws().stream().sorted((x, y) -> x[1] != y[1] ? Integer.compare(x[1], y[1]) : Integer.compare(x[0], y[0]))
                .mapToInt(d -> d[2]).toArray();
        return key(s.route(), s.sprints(), draws);
    }

    /** On small states every consistent history comes up with frequency 1/count (chi-square, fixed seed). */
    @Tag("slow")
    @Test
    void everyHistoryIsEquallyLikely() {
        FugitiveRules rules = DeduceFixtures.tiny(true);
        int tested = 0;
        Rng rng = new Rng(12345);
        for (long seed = 1; seed <= 12 && tested < 6; seed++) {
            for (FugitiveState s : DeduceFixtures.marshalTurns(rules, "random", "random", seed)) {
                PublicTrack t = DeduceFixtures.track(s);
                // The states with 10 to 600 histories, picked by the sampler's exact count before the
                // enumeration (which must then find as many): enumerating the others only to skip
                // them was most of this test's time.
                HistorySampler sampler = HistorySampler.of(t);
                if (sampler.histories().compareTo(BigInteger.valueOf(10)) < 0 || sampler.histories().compareTo(BigInteger.valueOf(600)) > 0) {
                    continue;
                }
                NaiveEnumerator naive = new NaiveEnumerator(t, 300_000L).collecting();
                try {
                    naive.run();
                } catch (org.cardlab.core.WorkLimitExceeded e) {
                    continue;
                }
                int count = naive.collected().size();
                Map<String, Integer> observed = new HashMap<>();
                for (NaiveEnumerator.History h : naive.collected()) {
                    observed.put(key(h.route(), h.sprints(), h.draws()), 0);
                }
                assertEquals(count, observed.size(), "the enumerator lists distinct histories");
                assertEquals(BigInteger.valueOf(count), sampler.histories());
                int n = 40 * count;
                for (HistorySampler.Sample x : sampler.samples(n, rng)) {
                    String k = key(x);
                    assertTrue(observed.containsKey(k), "a sampled history is consistent: " + k + "\n" + s.fullState());
                    observed.merge(k, 1, Integer::sum);
                }
                double expected = (double) n / count;
                double chi2 = 0;
                for (int o : observed.values()) {
                    chi2 += (o - expected) * (o - expected) / expected;
                }
                int df = count - 1;
                // Mean df, standard deviation sqrt(2 df): five of them is far out in the tail (a p-value well below 1e-4).
                assertTrue(chi2 < df + 5 * Math.sqrt(2.0 * df), "chi-square " + chi2 + " with " + df + " degrees of freedom\n" + s.fullState());
                tested++;
            }
        }
        assertTrue(tested >= 4, "states tested: " + tested);
    }

    /** On full-size notes, and on notes whose count overflows longs, sample marginals match the exact probabilities. */
    @Tag("slow")
    @Test
    void sampleMarginalsMatchExactProbabilities() {
        List<PublicTrack> tracks = List.of(NotesFiles.read(java.nio.file.Path.of("specs/fugitive/examples/mid.json")),
                NotesFiles.read(java.nio.file.Path.of("src/test/resources/fugitive/deduce/random-game74-48events.json")));
        for (PublicTrack t : tracks) {
            Deduction d = Deduction.of(t);
            HistorySampler sampler = HistorySampler.of(t);
            assertEquals(d.histories, sampler.histories());
            int n = 4000;
            int[][] seen = new int[t.routeLength()][FugitiveRules.CARDS];
            for (HistorySampler.Sample s : sampler.samples(n, new Rng(7))) {
                for (int p : d.faceDown()) {
                    seen[p][s.route()[p]]++;
                    assertEquals(t.positions.get(p).sprints, Long.bitCount(s.sprints()[p]));
                }
                assertEquals(0, s.route()[0]);
            }
            int checked = 0;
            for (int p : d.faceDown()) {
                for (int v = 1; v <= 41; v++) {
                    double prob = d.probability(p, v);
                    double sd = Math.sqrt(prob * (1 - prob) / n);
                    assertEquals(prob, (double) seen[p][v] / n, 5 * sd + 1e-12, "position " + p + " value " + v);
                    checked += prob > 0 ? 1 : 0;
                }
            }
            assertTrue(checked > 5);
        }
    }

    @Test
    void sampleCommandPrintsSeededJson() {
        Cli a = Cli.run("fugitive", "sample", "specs/fugitive/examples/early.json", "--count", "5", "--seed", "3", "--json");
        assertEquals(0, a.code(), a.err());
        assertEquals(a.out(), Cli.run("fugitive", "sample", "specs/fugitive/examples/early.json", "--count", "5", "--seed", "3", "--json").out());
        JsonNode o = Json.parse(a.out(), "sample");
        assertEquals(5, o.get("samples").size());
        PublicTrack t = NotesFiles.read(java.nio.file.Path.of("specs/fugitive/examples/early.json"));
        for (JsonNode s : o.get("samples")) {
            assertEquals(t.routeLength(), s.get("route").size());
            assertEquals(0, s.get("route").get(0).asInt());
            for (int p = 1; p < t.routeLength(); p++) {
                assertTrue(s.get("route").get(p).asInt() > s.get("route").get(p - 1).asInt(), "the route rises");
                assertEquals(t.positions.get(p).sprints, s.get("sprints").get(p).size());
            }
            int draws = t.draws.stream().mapToInt(List::size).sum();
            assertEquals(draws, s.get("draws").size());
        }
        Cli bad = Cli.run("fugitive", "sample", "specs/fugitive/examples/early.json", "--count", "0");
        assertEquals(2, bad.code());
    }
}
