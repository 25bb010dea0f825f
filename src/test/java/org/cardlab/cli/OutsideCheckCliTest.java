package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an outside check of the command line found: a spec given as a FIFO or a shell's
 * {@code <(command)} was taken for an unknown name; errors that named a file twice, or nothing,
 * or an empty list of choices; a report over a folder without specs that succeeded; a tournament's
 * JSON that left out a field its help promises.
 */
class OutsideCheckCliTest {
    @TempDir
    Path dir;

    @Test
    void aSpecIsReadFromAFifoLikeAnyInput() throws Exception {
        Path fifo = dir.resolve("spec");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor(), "mkfifo");
        byte[] spec = Files.readAllBytes(Path.of("specs/fugitive/pt.json"));
        Thread writer = new Thread(() -> {
            try (OutputStream out = Files.newOutputStream(fifo)) {
                out.write(spec);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        writer.start();
        Cli r = Cli.run("fugitive", "play", "--spec", fifo.toString(), "--seed", "3");
        writer.join(10_000); // a writer the command read ends at once (it may still be closing when the command returns)
        if (writer.isAlive()) { // still waiting to open: the command never read it; read it here, so the test reports
            try (var in = Files.newInputStream(fifo)) {
                in.readAllBytes();
            }
        }
        writer.join();
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("Fugitive under the 'pt' spec, seed 3"), r.out());
        Cli missing = Cli.run("specs", "diff", "fugitive", "pt", dir.resolve("nothing").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains(dir.resolve("nothing") + ": no such file"), missing.err());
    }

    @Test
    void errorsNameTheFileOnceAndTheFieldAndSayWhenThereIsNothingToChoose() throws Exception {
        JsonNode game = Json.read(Path.of("docs/examples/scout-2-players.json"));
        Path chess = dir.resolve("chess.json");
        Files.writeString(chess, Json.write(((com.fasterxml.jackson.databind.node.ObjectNode) game.deepCopy()).put("game", "chess")));
        Cli unknown = Cli.run("scout", "replay", chess.toString());
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().contains(chess + ": field 'game': unknown game 'chess'"), unknown.err());

        Path fugitive = dir.resolve("g.json");
        assertEquals(0, Cli.run("fugitive", "play", "--seed", "3", "--out", fugitive.toString()).code());
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(fugitive).replaceFirst("\"stepLimit\" ?: ?3", "\"stepLimit\" : 99"));
        Cli badRule = Cli.run("fugitive", "replay", bad.toString());
        assertEquals(2, badRule.code());
        assertTrue(badRule.err().contains("stepLimit"), badRule.err());
        assertEquals(1, badRule.err().split(java.util.regex.Pattern.quote(bad.toString()), -1).length - 1, "the file named once: " + badRule.err());

        Cli empty = Cli.run("scout", "play", "--spec", "es+playerCounts=[]");
        assertEquals(2, empty.code());
        assertTrue(empty.err().contains("playerCounts.value must be a list of one player count at least, not []"), empty.err());

        Cli none = Cli.run("specs", "gaps", "fugitive", "pt", "--games", "3", "--param", "players=3");
        assertEquals(2, none.code());
        assertTrue(none.err().contains("has no setup parameter 'players' (it takes none)"), none.err());
        Cli noValue = Cli.run("specs", "gaps", "scout", "es", "--games", "3", "--param", "players");
        assertEquals(2, noValue.code());
        assertFalse(noValue.err().contains("option option"), noValue.err());
    }

    @Test
    void aReportOverAFolderWithoutSpecsIsRefusedAndACheckpointNamesWhyItCannotBeMade() {
        Cli report = Cli.run("specs", "report", "--bots", "quick", "--games", "2", "--dir", dir.toString());
        assertEquals(2, report.code(), report.out());
        assertTrue(report.err().contains("no rule spec") && report.out().isEmpty(), report.err());
        Path tooLong = dir.resolve("c".repeat(300));
        Cli cp = Cli.run("fugitive", "simulate", "--games", "3", "--checkpoint", tooLong.toString());
        assertEquals(2, cp.code());
        assertTrue(cp.err().contains("cannot write (File name too long)"), cp.err());
    }

    /** The last hideout a manhunt names: its reveal's sprint cards were never checked (31 beneath #8 cannot pay a step of 5). */
    @Test
    void aManhuntWhoseLastRevealCannotHoldIsNotAPuzzle() throws Exception {
        Path gen = Files.createDirectory(dir.resolve("gen"));
        assertEquals(0, Cli.run("puzzles", "generate", "--kind", "manhunt", "--grade", "1", "--count", "1", "--seed", "3", "--out", gen.toString()).code());
        JsonNode puzzle;
        try (var files = Files.list(gen)) {
            puzzle = Json.read(files.findFirst().orElseThrow());
        }
        assertEquals("[{\"position\":7,\"sprintCards\":[24,41]},{\"position\":8,\"sprintCards\":[30]}]", Json.compact(puzzle.get("beneath")));
        Path notes = dir.resolve("mh.json");
        Files.writeString(notes, Json.write(puzzle.get("notes")));
        Path bad = dir.resolve("bad.json");
        Cli made = Cli.run("puzzles", "make", notes.toString(), "--kind", "manhunt", "--beneath", "7=24,41", "--beneath", "8=31", "--out", bad.toString());
        assertEquals(1, made.code(), made.out());
        assertTrue(made.out().contains("no hidden history explains the notes together with what the table shows after naming #7 = 34, #8 = 39"),
                made.out());
        assertFalse(Files.exists(bad), "nothing written");
        assertEquals(0, Cli.run("puzzles", "make", notes.toString(), "--kind", "manhunt", "--beneath", "7=24,41", "--beneath", "8=30", "--out",
                dir.resolve("good.json").toString()).code(), "the true reveal still makes the puzzle");
    }

    @Test
    void aTopCommandTypedUnderAGameIsNamedWhereItIs() {
        Cli r = Cli.run("fugitive", "marshal");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("unknown command 'marshal' of cardlab fugitive: it is 'cardlab marshal'"), r.err());
    }

    @Test
    void everyTournamentPairingSaysItsFallbacksNullForABotThatNeverFallsBack() {
        Cli r = Cli.run("fugitive", "tournament", "--marshal", "heuristic", "--fugitive", "random", "--spec", "mini", "--games", "2", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode pairing = Json.parse(r.out(), "out").get("pairings").get(0);
        assertTrue(pairing.has("fallbacks") && pairing.get("fallbacks").isNull(), pairing.toString());
    }
}
