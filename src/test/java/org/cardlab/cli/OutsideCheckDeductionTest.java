package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an outside check of the Marshal's commands found: notes whose placements and draws alone
 * conflict were explained naming no event; a certain chance printed as 0.9999999999999991 (or
 * above 1); options that do nothing accepted in silence; a mistyped bot called one that states no
 * chances; a notes file's spec refused without naming the file or field, and its what-if refused
 * as unknown; a manhunt's tie explained with the logic-only figure beside the model's table.
 */
class OutsideCheckDeductionTest {
    @TempDir
    Path dir;

    @Test
    void notesWhosePlacementsAndDrawsConflictNameTheEventWhereTheyStopBeingPossible() throws Exception {
        Path notes = dir.resolve("n.json");
        assertEquals(0, Cli.run("fugitive", "play", "--seed", "5", "--fugitive", "racer", "--notes", notes.toString()).code());
        ObjectNode n = (ObjectNode) Json.read(notes);
        ((ObjectNode) n.get("events").get(21)).put("deck", 1); // his first draw from deck 3, made a draw from deck 1
        Files.writeString(notes, Json.write(n));
        Cli r = Cli.run("fugitive", "deduce", notes.toString(), "--json");
        assertEquals(1, r.code(), r.err());
        JsonNode c = Json.parse(r.out(), "out").get("contradiction");
        assertEquals(1, c.get("events").size(), c.toString());
        assertTrue(c.get("text").asText().startsWith("event " + (c.get("events").get(0).asInt() + 1) + " ("), c.toString());
    }

    /** A manhunt's value table past its rows spends one count: the text said "work budget of 1 exact counts reached". */
    @Tag("slow")
    @Test
    void aManhuntPastItsWorkSaysSoWithoutCallingItsCountsTheBudget() {
        Cli r = Cli.run("fugitive", "advise", "src/test/resources/fugitive/manhunt/pt-random-random-game2-state3.json", "--no-search");
        assertEquals(0, r.code(), r.err());
        String line = r.out().lines().filter(l -> l.startsWith("Manhunt:")).findFirst().orElseThrow();
        assertTrue(line.contains("not exact: past the work the budget allows"), line);
        assertFalse(line.contains("budget of 1 "), line);
    }

    @Test
    void aCertainChanceIsOneAndNoneIsAboveIt() {
        Cli r = Cli.run("fugitive", "deduce", "specs/fugitive/examples/mid.json", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode o = Json.parse(r.out(), "out");
        assertEquals(1.0, o.get("numbers").get("32").asDouble(), 0.0, "32 is face down in every history");
        o.get("numbers").forEach(x -> assertTrue(x.asDouble() >= 0 && x.asDouble() <= 1, o.get("numbers").toString()));
        Cli text = Cli.run("fugitive", "deduce", "specs/fugitive/examples/mid.json");
        assertTrue(text.out().contains("32      100%") && !text.out().contains("100.0%"), text.out());
    }

    @Test
    void optionsThatDoNothingAndAMistypedBotAreRefused() {
        String mid = "specs/fugitive/examples/mid.json";
        for (String[] args : new String[][] {{"--samples", "50"}, {"--seed", "5"}, {"--as-bot", "racer", "--measure", "uniform"},
            {"--as-bot", "racer", "--choco"}, {"--as-bot", "nosuch"}}) {
            String[] all = new String[args.length + 3];
            all[0] = "fugitive";
            all[1] = "deduce";
            all[2] = mid;
            System.arraycopy(args, 0, all, 3, args.length);
            Cli r = Cli.run(all);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.out());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
        assertTrue(Cli.run("fugitive", "deduce", mid, "--as-bot", "nosuch").err().contains("'nosuch' is not a Fugitive bot"));
    }

    @Test
    void aNotesFilesSpecMayBeAWhatIfAndAnUnknownOneNamesTheFileAndField() throws Exception {
        ObjectNode n = (ObjectNode) Json.read(Path.of("specs/fugitive/examples/early.json"));
        n.remove("rules");
        Path whatIf = dir.resolve("whatif.json");
        Files.writeString(whatIf, Json.write(n.deepCopy().put("spec", "pt+stepLimit=4")));
        Cli ok = Cli.run("fugitive", "deduce", whatIf.toString());
        assertEquals(0, ok.code(), ok.err());
        Path unknown = dir.resolve("unknown.json");
        Files.writeString(unknown, Json.write(n.deepCopy().put("spec", "nosuch")));
        Cli bad = Cli.run("fugitive", "deduce", unknown.toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains(unknown + ": field 'spec': unknown fugitive spec 'nosuch'"), bad.err());
    }

    @Test
    void exposureAfterTheLastMoveSaysTheGameIsOver() throws Exception {
        Path game = dir.resolve("g.json");
        assertEquals(0, Cli.run("fugitive", "play", "--seed", "3", "--out", game.toString()).code());
        Cli r = Cli.run("fugitive", "exposure", game.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("The game is over: ") && !r.out().contains("Were the Marshal to guess now"), r.out());
    }

    @Test
    void aBadRuleEmbeddedInNotesIsNamedAsTheNotesHaveIt() throws Exception {
        Path notes = dir.resolve("n.json");
        assertEquals(0, Cli.run("fugitive", "play", "--seed", "3", "--notes", notes.toString()).code());
        ObjectNode n = (ObjectNode) Json.read(notes);
        ((ObjectNode) n.get("rules")).put("stepLimit", 4.7);
        Files.writeString(notes, Json.write(n));
        Cli r = Cli.run("fugitive", "deduce", notes.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains(notes + ": rules.stepLimit must be an integer"), r.err());
    }

    @Test
    void aManhuntsTieSaysItsFigureIsLogicOnly() {
        Cli r = Cli.run("fugitive", "advise", "specs/fugitive/examples/manhunt.json");
        assertEquals(0, r.code(), r.err());
        // the capture is solved with logic only, the tie named by the chances the page shows: each figure says which
        assertTrue(r.out().contains("Tie: ") && r.out().contains("capture equally often (logic only)")
                && r.out().contains("by the chances shown"), r.out());
        Cli u = Cli.run("fugitive", "advise", "specs/fugitive/examples/manhunt.json", "--measure", "uniform");
        assertTrue(u.out().contains("Tie: ") && u.out().contains("by logic only"), u.out());
        assertFalse(r.out().contains("as likely to hit now"), r.out());
    }
}
