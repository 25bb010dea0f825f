package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.cli.Cli;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the Marshal is told about the chances, as an outside reader checked it: which styles the notes point to (both
 * when two are close, none when no style has half), what the model's chances rest on, a manhunt's tie named by the
 * chances shown, a certain number at exactly 100%, and a bot's estimate listing every value logic leaves with an upper
 * bound where no sample held it.
 */
class ChancesWordsTest {
    private static final String EARLY = "specs/fugitive/examples/early.json";
    private static final String MANHUNT = "specs/fugitive/examples/manhunt.json";

    private static String measureLine(String out) {
        return out.lines().filter(l -> l.startsWith("Measure: ")).findFirst().orElseThrow(() -> new AssertionError(out));
    }

    @Test
    void playsLikeNamesEveryCloseStyleAndSaysWhenNoneHasHalf(@TempDir Path dir) throws Exception {
        Cli early = Cli.run("fugitive", "deduce", EARLY, "--json");
        JsonNode styles = Json.parse(early.out(), "deduce").get("styles");
        String line = measureLine(Cli.run("fugitive", "deduce", EARLY).out());
        for (JsonNode s : styles) {
            double w = s.get("weight").asDouble();
            String named = s.get("style").asText() + " " + Math.round(100 * w) + "%";
            if (w >= 0.2 && !s.get("style").asText().equals("uniform")) {
                assertTrue(line.contains(named), "a style with a fifth of the weight is named: " + named + " in " + line);
            }
        }
        assertTrue(styles.get(1).get("weight").asDouble() > 0.3, "early.json: two styles close (the check needs it): " + styles);

        Path empty = dir.resolve("empty.json");
        Files.writeString(empty, "{\"format\":\"cardlab.fugitive.notes/1\",\"spec\":\"pt\",\"events\":[]}");
        JsonNode none = Json.parse(Cli.run("fugitive", "deduce", empty.toString(), "--json").out(), "deduce").get("styles");
        assertTrue(none.get(0).get("weight").asDouble() < 0.5, "no notes: no style has half: " + none);
        assertTrue(measureLine(Cli.run("fugitive", "deduce", empty.toString()).out()).contains("plays like: unclear yet, "));
    }

    @Test
    void theModelsChancesSayWhatTheyRestOnAndLogicOnlyDoesNot() {
        assertTrue(Cli.run("fugitive", "deduce", EARLY).out().contains(ChancesReport.modelCaveat("--measure uniform")));
        assertFalse(Cli.run("fugitive", "deduce", EARLY, "--measure", "uniform").out().contains("Styles fitted"));
    }

    @Test
    void aManhuntTieIsNamedByTheChancesShown() {
        for (String measure : List.of("model", "uniform")) {
            Cli r = Cli.run("fugitive", "advise", MANHUNT, "--json", "--measure", measure, "--worlds", "16");
            assertEquals(0, r.code(), r.err());
            JsonNode o = Json.parse(r.out(), "advise");
            Map<Integer, Double> hit = new HashMap<>();
            o.get("single").forEach(s -> hit.put(s.get("number").asInt(), s.get("probability").asDouble()));
            JsonNode m = o.get("manhunt");
            assertTrue(m.get("tiedFirstGuesses").size() > 1, "manhunt.json has tied first guesses (the check needs them): " + m);
            int first = m.get("firstGuess").asInt();
            for (JsonNode t : m.get("tiedFirstGuesses")) {
                assertTrue(hit.get(first) >= hit.get(t.asInt()), measure + ": " + first + " named though " + t + " hits likelier: " + hit);
            }
        }
        String text = Cli.run("fugitive", "advise", MANHUNT, "--worlds", "16").out();
        assertTrue(text.contains("is the likeliest of them to hit now"), text);
    }

    @Test
    void aCertainNumberIsExactlyCertain() {
        JsonNode o = Json.parse(Cli.run("fugitive", "advise", "specs/fugitive/examples/mid.json", "--json", "--worlds", "16").out(), "advise");
        assertTrue(o.get("certain").size() > 0, "mid.json has a certain number (the check needs one): " + o.get("certain"));
        for (JsonNode c : o.get("certain")) {
            o.get("single").forEach(s -> {
                if (s.get("number").asInt() == c.asInt()) {
                    assertEquals(1.0, s.get("probability").asDouble(), 0.0, "certain " + c);
                }
            });
        }
    }

    @Test
    void aBotsEstimateListsEveryValueLogicLeavesWithAnUpperBound() {
        JsonNode logic = Json.parse(Cli.run("fugitive", "deduce", EARLY, "--json", "--measure", "uniform").out(), "deduce");
        Cli text = Cli.run("fugitive", "deduce", EARLY, "--as-bot", "random", "--samples", "500");
        JsonNode bot = Json.parse(Cli.run("fugitive", "deduce", EARLY, "--as-bot", "random", "--samples", "500", "--json").out(), "deduce");
        assertEquals(0, text.code(), text.err());
        int unsampled = 0;
        for (int i = 0; i < logic.get("positions").size(); i++) {
            JsonNode p = logic.get("positions").get(i);
            List<String> values = new ArrayList<>();
            p.get("probabilities").fieldNames().forEachRemaining(values::add);
            String row = text.out().lines().filter(l -> l.startsWith("position " + p.get("position").asInt() + ":")).findFirst().orElseThrow();
            for (String v : values) {
                assertTrue((row + "  ").contains("  " + v + " "), "value " + v + " that logic leaves is listed: " + row);
            }
            for (JsonNode v : bot.get("positions").get(i).get("values")) {
                assertTrue(v.get("interval").get(1).asDouble() > 0.005, "an upper bound above 0.5% at this sample size: " + v);
                unsampled += v.get("chance").asDouble() == 0 ? 1 : 0;
            }
        }
        assertTrue(unsampled > 0, "some value no sample held (the check needs one)");
    }
}
