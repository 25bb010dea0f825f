package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.cardlab.core.Json;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code scout track} and {@code daguai track} on a saved game: one seat's view at a move, and one-line refusals. */
class TrackCommandsTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource({"scout, 1, 12", "daguai, 2, 40"})
    void aSeatsViewAtAMoveAndOneLineRefusals(String game, int seat, int at) {
        Path file = dir.resolve(game + ".json");
        assertEquals(0, Cli.run(game, "play", "--seed", "3", "--out", file.toString()).code());
        Cli shown = Cli.run(game, "track", file.toString(), "--seat", Integer.toString(seat), "--at", Integer.toString(at), "--json");
        assertEquals(0, shown.code(), shown.err());
        JsonNode view = Json.parse(shown.out(), "track");
        assertEquals(seat, view.get("seat").asInt(), shown.out());
        assertEquals(at, view.get("moves").asInt(), shown.out());
        Cli whole = Cli.run(game, "track", file.toString(), "--seat", Integer.toString(seat));
        assertEquals(0, whole.code(), whole.err());
        assertTrue(!whole.out().isBlank(), "the text view");

        Cli badSeat = Cli.run(game, "track", file.toString(), "--seat", "9");
        assertEquals(2, badSeat.code());
        assertTrue(badSeat.err().startsWith("cardlab: --seat 9: ") && badSeat.err().strip().lines().count() == 1, badSeat.err());
        Cli badAt = Cli.run(game, "track", file.toString(), "--seat", "0", "--at", "999999");
        assertEquals(2, badAt.code());
        assertTrue(badAt.err().contains("--at 999999") && badAt.err().contains("moves"), badAt.err());
        Cli missing = Cli.run(game, "track", dir.resolve("none.json").toString(), "--seat", "0");
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("none.json"), missing.err());
    }
}
