package org.cardlab.fugitive;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.Json;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded games stored under src/test/resources/fugitive/golden (bots of each kind, both specs,
 * manhunts won and lost), replayed exactly: the same final state, log and notes, byte for byte.
 */
class GoldenPlaythroughTest {

    static Stream<Path> goldenFiles() throws IOException {
        return Files.list(Path.of("src/test/resources/fugitive/golden")).sorted();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldenFiles")
    void replaysExactly(Path file) {
        JsonNode golden = Json.read(file);
        JsonNode game = golden.get("game");
        FugitiveRules rules = FugitiveRules.load(game.get("spec").asText());
        FugitiveState s = FugitiveGames.replay(game, rules, file.toString(), true).state();
        assertEquals(golden.get("fullState").asText(), s.fullState());
        assertEquals(golden.get("notes"), s.notes().toJson());
        FugitiveState start = FugitiveState.newGame(rules, game.get("seed").asLong());
        List<String> expected = new ArrayList<>();
        golden.get("log").forEach(l -> expected.add(l.asText()));
        assertEquals(expected, GameLog.lines(start, s.moves()));
        assertEquals(Json.compact(game), Json.compact(Json.parse(Json.write(s.toJson()), "replayed")),
                "the replayed game serialises to the same file");
    }
}
