package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code fugitive tournament}, the search part of {@code fugitive advise} and {@code bench search}, end to end (tiny game counts). */
class FugitiveTournamentCliTest {

    private static List<String> fields(JsonNode o) {
        List<String> out = new ArrayList<>();
        o.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Tag("slow")
    @Test
    void tournamentJsonHasTheIssuesShapeAndTheChartIsWritten(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("chart.svg");
        Cli r = Cli.run("fugitive", "tournament", "--marshal", "heuristic,search", "--fugitive", "random,heuristic", "--spec", "pt",
                "--games", "2", "--seed", "4", "--json", "--svg", svg.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode o = Json.parse(r.out(), "out");
        assertEquals(List.of("pairings", "ratings"), fields(o));
        assertEquals(4, o.get("pairings").size());
        for (JsonNode p : o.get("pairings")) {
            assertTrue(fields(p).containsAll(List.of("spec", "marshal", "fugitive", "games", "marshalWinRate", "interval")), p.toString());
            assertEquals("pt", p.get("spec").asText());
            assertEquals(2, p.get("games").asLong());
            double rate = p.get("marshalWinRate").asDouble();
            assertEquals(p.get("marshalWins").asLong() / 2.0, rate, 1e-12);
            assertTrue(p.get("interval").get(0).asDouble() <= rate && rate <= p.get("interval").get(1).asDouble(), p.toString());
        }
        assertTrue(o.get("ratings").get("marshal").has("search") && o.get("ratings").get("fugitive").has("heuristic"), o.toString());
        assertTrue(r.err().contains("pairing 4/4") && r.err().contains("2/2 games"), "progress on stderr: " + r.err());
        var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        assertEquals("svg", doc.getDocumentElement().getNodeName());
        assertTrue(Files.readString(svg).contains("search Marshal vs heuristic Fugitive"));
    }

    @Test
    void tournamentTextNamesEveryPairingAndRating() {
        Cli r = Cli.run("fugitive", "tournament", "--marshal", "heuristic", "--fugitive", "random", "--spec", "pt,ca", "--games", "4");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().matches("(?s).*ca +heuristic +random +\\d+\\.\\d% \\[\\d+\\.\\d%, \\d+\\.\\d%\\].*"), r.out());
        assertTrue(r.out().contains("the Marshal's seat under pt"), r.out());
    }

    @Test
    void adviseShowsTheSearchsOptionsWithIntervalsTheSameForTheSameSeed() {
        String notes = "specs/fugitive/examples/turn.json";
        Cli a = Cli.run("fugitive", "advise", notes, "--worlds", "40", "--seed", "7", "--json");
        Cli b = Cli.run("fugitive", "advise", notes, "--worlds", "40", "--seed", "7", "--json");
        assertEquals(0, a.code(), a.err());
        assertEquals(a.out(), b.out());
        JsonNode s = Json.parse(a.out(), "out").get("search");
        assertEquals("lookahead", s.get("by").asText());
        assertTrue(s.get("worlds").asInt() % 40 == 0 && s.get("worlds").asInt() <= 160, s.toString());
        boolean chosenListed = false;
        for (JsonNode o : s.get("options")) {
            double p = o.get("winChance").asDouble();
            assertEquals(o.get("wins").asDouble() / o.get("games").asDouble(), p, 1e-12);
            assertTrue(o.get("interval").get(0).asDouble() <= p && p <= o.get("interval").get(1).asDouble());
            chosenListed |= o.get("move").asText().equals(s.get("chosen").asText());
        }
        assertTrue(chosenListed, s.toString());
        assertEquals("[\"by style\"]", s.get("model").toString(), "by default each world is played out by the style it was drawn from");
        Cli uniform = Cli.run("fugitive", "advise", notes, "--worlds", "40", "--measure", "uniform", "--json");
        assertEquals("[\"heuristic\",\"random\"]", Json.parse(uniform.out(), "out").get("search").get("model").toString(),
                "the Fugitive the search expects under logic only");
        Cli random = Cli.run("fugitive", "advise", notes, "--worlds", "40", "--model", "random", "--json");
        assertEquals("[\"random\"]", Json.parse(random.out(), "out").get("search").get("model").toString());
        Cli text = Cli.run("fugitive", "advise", notes, "--worlds", "40", "--seed", "7");
        assertTrue(text.out().matches("(?s).*Search: the chance of winning.*guess [0-9 ]+ +\\d+\\.\\d% \\[\\d+\\.\\d%, \\d+\\.\\d%\\] +chosen.*"),
                text.out());
        Cli none = Cli.run("fugitive", "advise", notes, "--no-search", "--json");
        assertTrue(!Json.parse(none.out(), "out").has("search"), none.out());
    }

    @Test
    void benchSearchReportsTimesAndFallbacks() {
        Cli r = Cli.run("bench", "search", "--spec", "pt", "--fugitive", "random", "--games", "1", "--worlds", "8", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode row = Json.parse(r.out(), "out").get("rows").get(0);
        assertTrue(row.get("decisions").asLong() > 0, row.toString());
        assertEquals(row.get("decisions").asLong(), row.get("count").asLong(), "every decision timed");
        assertTrue(row.get("fallbacksWhereDeduced").asLong() <= row.get("fallbacks").asLong());
        assertTrue(row.get("wall").has("p95Ms") && row.get("cpu").has("medianMs"), row.toString());
    }
}
