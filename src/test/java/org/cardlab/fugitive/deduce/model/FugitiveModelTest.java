package org.cardlab.fugitive.deduce.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The model file: the shipped one reads, says how to make it again, and a fit is the same for any number of threads. */
class FugitiveModelTest {
    @Test
    void theShippedModelNamesItsTrainingAndHoldsEveryHeldOutPopulation(@TempDir Path dir) throws Exception {
        FugitiveModel m = FugitiveModel.shipped();
        assertTrue(m.training().get("command").asText().startsWith("cardlab fugitive fit-model"));
        assertTrue(m.training().get("seed").isNumber());
        assertEquals(List.of("ca", "pt"), List.of(m.training().get("specs").get(0).asText(), m.training().get("specs").get(1).asText()));
        assertEquals(List.of("random", "heuristic", "racer", "shadow"), m.population().styleNames());
        assertEquals(List.of("random", "heuristic", "racer", "shadow"), m.heldOutNames());
        for (String bot : m.heldOutNames()) {
            assertTrue(!m.population(bot).styleNames().contains(bot), "the population without " + bot + " has no " + bot + " style");
        }
        Path copy = dir.resolve("m.json");
        Files.writeString(copy, Json.write(m.toJson()));
        FugitiveModel again = FugitiveModel.read(copy);
        assertEquals(Json.write(m.toJson()), Json.write(again.toJson()), "a model file reads back to itself");
    }

    @Test
    void aBrokenModelFileIsOneLineNamingWhatIsWrong(@TempDir Path dir) throws Exception {
        ObjectNode o = FugitiveModel.shipped().toJson();
        ((ObjectNode) o.get("styles").get("racer")).put("no such feature", 1.0);
        Path f = dir.resolve("bad.json");
        Files.writeString(f, Json.write(o));
        UserError e = assertThrows(UserError.class, () -> FugitiveModel.read(f));
        assertTrue(e.getMessage().contains("styles.racer") && e.getMessage().contains("no such feature"), e.getMessage());
        ObjectNode other = FugitiveModel.shipped().toJson();
        other.put("format", "cardlab.fugitive.notes/1");
        Files.writeString(f, Json.write(other));
        e = assertThrows(UserError.class, () -> FugitiveModel.read(f));
        assertTrue(e.getMessage().contains("not a Fugitive model"), e.getMessage());
    }

    @Test
    void aFitDoesNotDependOnTheThreads() {
        List<FugitiveGame> specs = List.of(FugitiveGame.of(Games.get("fugitive").spec("ca")));
        ModelFit.Settings one = new ModelFit.Settings(3, 5, List.of("random", "heuristic"), specs, "heuristic", 1, 15, 2_000_000, null);
        ModelFit.Settings two = new ModelFit.Settings(3, 5, List.of("random", "heuristic"), specs, "heuristic", 2, 15, 2_000_000, null);
        String a = Json.write(ModelFit.fit(one, "test", line -> {}).toJson());
        String b = Json.write(ModelFit.fit(two, "test", line -> {}).toJson());
        assertEquals(a, b);
        assertTrue(a.contains("\"heldOut\" : \"random\""), a);
    }
}
