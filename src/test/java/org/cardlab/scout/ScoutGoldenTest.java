package org.cardlab.scout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.cardlab.scout.bots.ScoutBot;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden playthroughs: seeded matches saved by {@code cardlab scout play --json} under
 * src/test/resources/scout. Each is replayed move by move and must give the same round
 * scores, totals and winners; and the same bots with the same seed must choose exactly the
 * same moves again. A rule change that alters play fails here first.
 */
class ScoutGoldenTest {
    static Stream<Path> goldens() throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/scout"))) {
            s.filter(p -> p.getFileName().toString().startsWith("golden-")).sorted().forEach(files::add);
        }
        assertTrue(files.size() >= 4, "golden files missing");
        return files.stream();
    }

    @ParameterizedTest
    @MethodSource("goldens")
    void replaysExactly(Path file) {
        JsonNode golden = Json.read(file);
        ScoutState s = ScoutGame.fromJson(golden.get("game"), file.toString());
        assertTrue(s.isTerminal(), "the saved game is a finished match");
        JsonNode rounds = golden.get("rounds");
        assertEquals(rounds.size(), s.results().size());
        for (int r = 0; r < rounds.size(); r++) {
            RoundResult got = s.results().get(r);
            assertEquals(rounds.get(r).get("ender").asInt(), got.ender(), file + " round " + (r + 1));
            assertEquals(rounds.get(r).get("reason").asText(), got.reason(), file + " round " + (r + 1));
            for (int p = 0; p < s.numPlayers(); p++) {
                assertEquals(rounds.get(r).get("scores").get(p).asInt(), got.scores()[p], file + " round " + (r + 1));
            }
        }
        for (int p = 0; p < s.numPlayers(); p++) {
            assertEquals(golden.get("totals").get(p).asInt(), s.total(p), file + " total of seat " + p);
        }
        List<Integer> winners = new ArrayList<>();
        golden.get("winners").forEach(w -> winners.add(w.asInt()));
        assertEquals(winners, s.winners());

        // the same bots, the same seed: the same moves
        ScoutState again = ScoutGame.newGame(s.rules(), s.numPlayers(), s.seed());
        List<ScoutBot> bots = ScoutBot.seats(golden.get("bots").asText(), s.numPlayers());
        Rng rng = ScoutGame.botRng(s.seed());
        while (!again.isTerminal()) {
            again.apply(bots.get(again.currentPlayer()).choose(again, rng));
        }
        assertEquals(s.moves(), again.moves(), file + ": the bots chose differently");
        assertEquals(s.fullState(), again.fullState());
    }
}
