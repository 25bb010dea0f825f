package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.cardlab.cli.Cli;
import org.cardlab.core.Json;
import org.cardlab.fugitive.FugitiveSeat;
import org.junit.jupiter.api.Test;

/** The deduce command on the shipped examples, a contradiction and a file out of turn order. */
class DeduceCommandTest {
    static Cli run(String... args) {
        return Cli.run(args);
    }

    @Test
    void examplesGiveProbabilitiesThatSumToOne() {
        for (String name : new String[] {"early", "mid", "manhunt"}) {
            Cli r = run("fugitive", "deduce", "specs/fugitive/examples/" + name + ".json", "--json");
            assertEquals(0, r.code(), r.err());
            JsonNode o = Json.parse(r.out(), name);
            assertTrue(o.get("consistent").asBoolean());
            assertTrue(new java.math.BigInteger(o.get("histories").asText()).signum() > 0);
            double faceDown = 0;
            for (JsonNode p : o.get("positions")) {
                double sum = 0;
                for (Map.Entry<String, JsonNode> e : p.get("probabilities").properties()) {
                    sum += e.getValue().asDouble();
                }
                assertEquals(1.0, sum, 1e-9, name + " position " + p.get("position"));
                faceDown++;
            }
            double numbers = 0;
            for (Map.Entry<String, JsonNode> e : o.get("numbers").properties()) {
                numbers += e.getValue().asDouble();
            }
            assertEquals(faceDown, numbers, 1e-9, "expected face-down hideouts = number of face-down positions");
            Cli human = run("fugitive", "deduce", "specs/fugitive/examples/" + name + ".json");
            assertEquals(0, human.code());
            assertTrue(human.out().contains("position  sprints"), human.out());
        }
    }

    @Test
    void chocoProvesTheSamePossibleValuesOnTheExamples() {
        for (String name : new String[] {"early", "mid", "manhunt"}) {
            Cli r = run("fugitive", "deduce", "specs/fugitive/examples/" + name + ".json", "--choco", "--json");
            assertEquals(0, r.code(), r.out() + r.err());
            assertTrue(Json.parse(r.out(), name).get("chocoAgrees").asBoolean());
        }
    }

    @Test
    void contradictionNamesTheConflictingEvents() {
        Cli r = run("fugitive", "deduce", "src/test/resources/fugitive/deduce/contradiction.json");
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("event 5 (a miss of 3) and event 9 (the reveal of 3 at position 1)"), r.out());
        Cli j = run("fugitive", "deduce", "src/test/resources/fugitive/deduce/contradiction.json", "--json");
        assertEquals(1, j.code());
        JsonNode o = Json.parse(j.out(), "json");
        assertEquals("[4,8]", o.get("contradiction").get("events").toString());
    }

    @Test
    void outOfTurnOrderIsAOneLineError() {
        Cli r = run("fugitive", "deduce", "src/test/resources/fugitive/deduce/bad-order.json");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("event 6 (hideout) does not fit the turn structure"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    /**
     * 42 played at once with no sprint card beneath ends the game by the turn structure (no hideout
     * is left face down to hunt), but no hidden history reaches 42 from 0 so: the notes conflict,
     * and deduce and advise say so (exit 1) instead of naming a winner.
     */
    @Test
    void aGameOverNoHistoryExplainsIsAContradictionNotAWin(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path f = dir.resolve("escape.json");
        java.nio.file.Files.writeString(f, "{\"format\": \"cardlab.fugitive.notes/1\", \"spec\": \"pt\","
                + " \"events\": [{\"type\": \"escape\", \"sprints\": 0}]}");
        for (String command : new String[] {"deduce", "advise"}) {
            Cli r = run("fugitive", command, f.toString());
            assertEquals(1, r.code(), command + ": " + r.out() + r.err());
            assertTrue(r.out().startsWith("No hidden history explains these notes: "), command + ": " + r.out());
            Cli j = run("fugitive", command, f.toString(), "--json");
            assertEquals(1, j.code(), command + ": " + j.out() + j.err());
            assertEquals(false, Json.parse(j.out(), "out").get("consistent").asBoolean(), j.out());
        }
    }

    /** Notes of a finished game: deduce and advise say it is over and who won, and show no table. */
    @Test
    void finishedGameSaysWhoWon(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        org.cardlab.fugitive.FugitiveRules rules = org.cardlab.fugitive.FugitiveRules.load("pt");
        int marshalWins = 0;
        int games = 0;
        for (long seed = 1; seed <= 8; seed++) {
            games++;
            java.util.List<org.cardlab.fugitive.FugitiveState> turns = DeduceFixtures.marshalTurns(rules, "heuristic", seed % 2 == 0 ? "heuristic" : "random", seed);
            org.cardlab.fugitive.FugitiveState end = turns.get(turns.size() - 1);
            java.nio.file.Path f = dir.resolve("over" + seed + ".json");
            Json.writeFile(f, Json.write(end.notes().toJson()));
            boolean marshalWon = end.returns()[org.cardlab.fugitive.FugitiveSeat.MARSHAL.index()] > 0;
            marshalWins += marshalWon ? 1 : 0;
            for (String command : new String[] {"deduce", "advise"}) {
                Cli r = run("fugitive", command, f.toString());
                assertEquals(0, r.code(), r.err());
                assertTrue(r.out().startsWith("The game is over ("), r.out());
                assertTrue(r.out().contains((marshalWon ? "the Marshal" : "the Fugitive") + " wins"), r.out() + "\n" + end.fullState());
                JsonNode o = Json.parse(run("fugitive", command, f.toString(), "--json").out(), command);
                assertEquals(marshalWon ? "marshal" : "fugitive", o.get("winner").asText());
            }
        }
        assertTrue(marshalWins > 0 && marshalWins < games, "both sides win some of these games: " + marshalWins + " of " + games);
    }

    /** Notes the rules cannot produce are refused at the event, at once: a hideout with more sprint cards than the hand. */
    @Test
    void impossibleSprintCountIsRefusedAtTheEvent(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        java.nio.file.Path f = dir.resolve("twenty.json");
        Json.writeFile(f, "{\"format\": \"cardlab.fugitive.notes/1\", \"spec\": \"pt\", \"events\": ["
                + "{\"type\": \"hideout\", \"sprints\": 20}, {\"type\": \"hideout\", \"sprints\": 0}]}");
        Cli r = run("fugitive", "deduce", f.toString());
        assertEquals(2, r.code(), r.out());
        assertTrue(r.err().contains("event 1 (hideout) does not fit the turn structure: the Fugitive holds 9 cards, and a hideout"
                + " with 20 sprint cards beneath takes 21"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }
}
