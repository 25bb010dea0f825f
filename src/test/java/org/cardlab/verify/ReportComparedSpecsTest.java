package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.GameFixtures;
import org.cardlab.core.GameState;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.Stats;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A shared report names its specs folder without the machine's path, and compares the specs that
 * quote a rulebook (a publisher's translations), naming the others in one line; --all-specs
 * compares every spec. A game without an engine, so nothing is played.
 */
class ReportComparedSpecsTest {
    @TempDir
    Path dir;

    private Path specs;

    @BeforeEach
    void toySpecs() throws IOException {
        specs = dir.resolve("specs");
        Path toy = Files.createDirectories(specs.resolve("toy"));
        Files.writeString(toy.resolve("book.txt"), "Each player gets eleven cards.");
        for (String name : new String[] {"x", "y"}) {
            Files.writeString(toy.resolve(name + ".json"), """
                    {"format": "cardlab.spec/1", "game": "toy", "name": "%s", "rulebook": "book.txt",
                     "rules": {"hand": {"value": 11, "quote": "eleven cards"}}}""".formatted(name));
        }
        Files.writeString(toy.resolve("reduced.json"), """
                {"format": "cardlab.spec/1", "game": "toy", "name": "reduced",
                 "rules": {"hand": {"value": 3, "source": "cardlab's own: a hand small enough to solve"}}}""");
    }

    @Test
    void theReportNamesItsFolderRelativeToTheWorkingDirectory() {
        String md = (String) SpecDiffTest.run("specs", "report", "--dir", specs.toString())[2];
        assertFalse(md.contains("`" + dir), "the machine's path: " + md.lines().limit(3).toList());
        String relative = Path.of("").toAbsolutePath().relativize(specs).toString();
        assertTrue(md.contains("over `" + relative + "`"), md.lines().limit(3).toList().toString());
        assertEquals("specs", AgreementReport.shown(Path.of("specs").toAbsolutePath()));
        assertEquals(".", AgreementReport.shown(Path.of("")));
    }

    @Test
    void bySpecsThatQuoteARulebookOnlyNamingTheOthers() {
        Object[] r = SpecDiffTest.run("specs", "report", "--dir", specs.toString(), "--json");
        assertEquals(0, r[0], (String) r[1]);
        JsonNode toy = Json.parse((String) r[2], "report").get("games").get(0);
        assertEquals(List.of("x vs y"), pairs(toy));
        assertEquals("[\"reduced\"]", toy.get("leftOut").toString());
        assertEquals(3, toy.get("specs").size(), "specs names every spec of the game, as before");
        String md = (String) SpecDiffTest.run("specs", "report", "--dir", specs.toString())[2];
        assertEquals(1, md.lines().filter(l -> l.startsWith("Left out: `reduced` (neither a translation")).count(), md);
        assertFalse(md.contains("### `reduced` vs"), md);
    }

    @Test
    void allSpecsComparesEveryPair() {
        Object[] r = SpecDiffTest.run("specs", "report", "--dir", specs.toString(), "--json", "--all-specs");
        assertEquals(0, r[0], (String) r[1]);
        JsonNode toy = Json.parse((String) r[2], "report").get("games").get(0);
        assertEquals(List.of("reduced vs x", "reduced vs y", "x vs y"), pairs(toy));
        assertEquals(0, toy.get("leftOut").size());
    }

    /** The shipped specs: the translations and each game's reference spec are compared, cardlab's reduced specs are not. */
    @Test
    void translationsAndTheReferenceSpecAreComparedTheReducedOnesNot() {
        for (String[] spec : new String[][] {{"fugitive", "pt"}, {"fugitive", "ca"}, {"scout", "es"}, {"scout", "official"}, {"daguai", "pl"}}) {
            assertTrue(AgreementReport.compared(RuleSpec.variant(spec[0], spec[1]), Games.get(spec[0])), String.join(" ", spec));
        }
        for (String mini : List.of("mini", "mini2", "mini3")) {
            assertFalse(AgreementReport.compared(RuleSpec.variant("fugitive", mini), Games.get("fugitive")), mini);
        }
    }

    private static List<String> pairs(JsonNode game) {
        List<String> out = new ArrayList<>();
        game.get("pairs").forEach(p -> out.add(p.get("diff").get("a").asText() + " vs " + p.get("diff").get("b").asText()));
        return out;
    }

    /** The report's impact table has a "no winner" row where rounds are drawn (Da Guai Lu Zi), as specs impact has. */
    @Test
    void theImpactTableShowsDrawnRounds() {
        Game<?, ?> pl = GameFixtures.game("daguai", "pl");
        StringBuilder md = new StringBuilder();
        ArrayNode json = Json.MAPPER.createArrayNode();
        impact(md, json, pl, "pl+equalBeats=true");
        JsonNode draws = json.get(0).get("draws");
        assertTrue(draws.get("drawsA").get("count").asInt() + draws.get("drawsB").get("count").asInt() > 0,
                "some of 10 greedy rounds are drawn: " + json);
        String row = md.toString().lines().filter(l -> l.contains(" | no winner | ")).findFirst().orElseThrow(() -> new AssertionError(md));
        assertTrue(row.contains(" | no winner | " + Stats.wilson(draws.get("drawsA").get("count").asLong(), 10) + " | "
                + Stats.wilson(draws.get("drawsB").get("count").asLong(), 10) + " | "), row);
    }

    @SuppressWarnings("unchecked")
    private static <S extends GameState<M>, M> void impact(StringBuilder md,
            ArrayNode json, Game<?, ?> a, String b) {
        Game<S, M> ga = (Game<S, M>) a;
        var budget = new AgreementReport.Budget(10, 1, null, null, 1, AgreementReport.Bots.QUICK);
        ReportStudies.impact(md, json, ga, ga.withSpec(ga.type().spec(b)), budget, step -> { });
    }
}
