package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.cardlab.core.GameFixtures;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One game-file format for every game: written, read, replayed under another spec; old files still load. */
class GameFilesTest {
    private static void oneLineError(Cli r, String... mentions) {
        assertEquals(2, r.code(), r.out() + r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        for (String m : mentions) {
            assertTrue(r.err().contains(m), r.err() + " should mention " + m);
        }
    }

    /** Every registered game, in every setup its plugin asks the tests to play. */
    @Test
    void everyGameWritesTheSameFormatAndReplaysIt(@TempDir Path dir) {
        int k = 0;
        for (GameFixtures.Case c : GameFixtures.cases()) {
            String id = c.type().id();
            Path f = dir.resolve(id + "-" + k++ + ".json");
            java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of(id, "play"));
            args.addAll(c.args());
            args.addAll(java.util.List.of("--seed", "5", "--out", f.toString()));
            Cli played = Cli.run(args.toArray(String[]::new));
            assertEquals(0, played.code(), c + ": " + played.err());
            JsonNode file = Json.read(f);
            assertEquals("cardlab.game/1", file.get("format").asText());
            assertEquals(id, file.get("game").asText());
            assertEquals(c.game().spec().rules().size(), file.get("rules").size(), c + ": every rule value is embedded");
            assertEquals(c.game().params(), file.has("params") ? file.get("params") : Json.object(), c + ": the setup is stored");
            Cli replayed = Cli.run(id, "replay", f.toString());
            assertEquals(0, replayed.code(), replayed.err());
            assertEquals(played.out(), replayed.out(), c + ": the replay tells the same game");
        }
    }

    /**
     * A replay under another spec checks the game against it: the first move that spec refuses is
     * reported (text and JSON) as a failed check, exit 1, and --out writes nothing; the same for every game.
     */
    @Test
    void aMoveRefusedUnderAnotherSpecFailsTheReplayAndWritesNothing(@TempDir Path dir) throws IOException {
        String[][] cases = {{"fugitive", "mini"}, {"scout", "official+scoutInsertAnywhere=false", "--players", "3"},
            {"daguai", "pl+afterPass=out-of-trick"}};
        for (String[] c : cases) {
            Path game = dir.resolve(c[0] + ".json");
            java.util.List<String> play = new java.util.ArrayList<>(java.util.List.of(c[0], "play", "--seed", "1", "--out", game.toString()));
            play.addAll(java.util.Arrays.asList(c).subList(2, c.length));
            assertEquals(0, Cli.run(play.toArray(String[]::new)).code(), c[0]);
            assertTrue(refusedAsAFailedCheck(dir, c[0], game, c[1]), c[0] + ": no move refused under " + c[1]);
        }
    }

    /**
     * The same for every other registered game (a game added as a plugin, the tests' own): a game of
     * one of its specs replayed under each other spec, over a few seeds; every refusal found is reported
     * as above, and the games added hold at least one (the tests' Duel: its house rules make an answer beat).
     */
    @Test
    void anAddedGamesReplayUnderItsOtherSpecIsCheckedAlike(@TempDir Path dir) throws IOException {
        int refused = 0;
        for (GameType type : Games.all()) {
            String id = type.id();
            if (Set.of("fugitive", "scout", "daguai").contains(id)) {
                continue;
            }
            for (String own : type.specNames()) {
                for (long seed = 1; seed <= 5; seed++) {
                    Path game = dir.resolve(id + "-" + own + "-" + seed + ".json");
                    assertEquals(0, Cli.run(id, "play", "--spec", own, "--seed", Long.toString(seed), "--out", game.toString()).code(), id);
                    for (String other : type.specNames()) {
                        if (!other.equals(own) && refusedAsAFailedCheck(dir, id, game, other)) {
                            refused++;
                        }
                    }
                }
            }
        }
        assertTrue(refused > 0, "no added game's replay was refused under another of its specs");
    }

    /** Whether a replay of {@code game} under {@code spec} is refused; if so, that it is told as a failed check and writes nothing. */
    private static boolean refusedAsAFailedCheck(Path dir, String id, Path game, String spec) throws IOException {
        assertEquals(0, Cli.run(id, "replay", game.toString()).code(), id + " under its own spec");
        Path out = dir.resolve(id + "-out.json");
        Cli text = Cli.run(id, "replay", game.toString(), "--spec", spec, "--out", out.toString());
        if (text.code() == 0) {
            assertTrue(Files.exists(out), id + ": --out not written for a game " + spec + " accepts");
            Files.delete(out);
            return false;
        }
        assertEquals(1, text.code(), id + ": " + text.out() + text.err());
        assertTrue(text.out().contains("is refused under the '" + spec + "' spec"), text.out());
        assertFalse(Files.exists(out), id + ": --out written for a refused game");
        Cli json = Cli.run(id, "replay", game.toString(), "--spec", spec, "--json");
        assertEquals(1, json.code(), json.err());
        JsonNode refused = Json.parse(json.out(), "out").get("refused");
        assertEquals(Json.parse(json.out(), "out").get("movesApplied").asInt(), refused.get("index").asInt(), json.out());
        return true;
    }

    @Test
    void theDocumentedExamplesReplayAsTheDocsSay() {
        Path fugitive = Path.of("docs/examples/fugitive-given-deal.json");
        JsonNode ca = Json.parse(Cli.run("fugitive", "replay", fugitive.toString(), "--json").out(), "out");
        assertEquals("marshal", ca.get("winner").asText());
        JsonNode pt = Json.parse(Cli.run("fugitive", "replay", fugitive.toString(), "--spec", "pt", "--json").out(), "out");
        assertFalse(pt.get("finished").asBoolean());
        assertEquals(5, pt.get("movesApplied").asInt());
        Cli scout = Cli.run("scout", "replay", "docs/examples/scout-2-players.json");
        assertEquals(0, scout.code(), scout.err());
        assertTrue(scout.out().contains("final:"), scout.out());
    }

    @Test
    void oldGameFilesStillLoadAndConvert(@TempDir Path dir) throws IOException {
        Path old = dir.resolve("old.json");
        Files.writeString(old, "{\"format\": \"cardlab.fugitive.game/1\", \"spec\": \"ca\", \"seed\": 1,"
                + " \"moves\": [\"hide 5 sprint 2\", \"hide 14 sprint 1 3 4 17 23\", \"draw 2\", \"draw 2\", \"guess 14\"]}");
        Path converted = dir.resolve("new.json");
        Cli r = Cli.run("fugitive", "replay", old.toString(), "--out", converted.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("the Marshal wins"), r.out());
        assertEquals("cardlab.game/1", Json.read(converted).get("format").asText());
        assertEquals(r.out(), Cli.run("fugitive", "replay", converted.toString()).out());

        Files.writeString(old, "{\"format\": \"cardlab.scout.game/1\", \"spec\": \"official\", \"players\": 3, \"seed\": 1,"
                + " \"moves\": [\"keep\", \"keep\", \"keep\"]}");
        assertEquals(0, Cli.run("scout", "replay", old.toString()).code());
        Files.writeString(old, "{\"format\": \"cardlab.daguai.game/1\", \"spec\": \"pl\", \"seed\": 1, \"mode\": \"round\","
                + " \"moves\": []}");
        assertEquals(0, Cli.run("daguai", "replay", old.toString()).code());
    }

    @Test
    void aFileOfAnotherKindOrGameIsOneLine(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("f.json");
        Files.writeString(f, "{\"format\": \"cardlab.fugitive.notes/1\", \"spec\": \"pt\", \"events\": []}");
        oneLineError(Cli.run("fugitive", "replay", f.toString()), f.toString(), "a Marshal's notes file", "cardlab fugitive deduce");
        Cli played = Cli.run("fugitive", "play", "--out", f.toString());
        assertEquals(0, played.code());
        oneLineError(Cli.run("scout", "replay", f.toString()), "a fugitive game", "cardlab fugitive replay");
        Files.writeString(f, Files.readString(f).replace("\"game\" : \"fugitive\"", "\"game\" : \"chess\""));
        oneLineError(Cli.run("fugitive", "replay", f.toString()), "unknown game 'chess'");
    }
}
