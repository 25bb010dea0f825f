package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Iterator;
import java.util.Map;
import org.cardlab.cli.Main;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;

/** The deduce command on the shipped examples, a contradiction and a file out of turn order. */
class DeduceCommandTest {
    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void examplesGiveProbabilitiesThatSumToOne() {
        for (String name : new String[] {"early", "mid", "manhunt"}) {
            Run r = run("fugitive", "deduce", "specs/fugitive/examples/" + name + ".json", "--json");
            assertEquals(0, r.code(), r.err());
            JsonNode o = Json.parse(r.out(), name);
            assertTrue(o.get("consistent").asBoolean());
            assertTrue(new java.math.BigInteger(o.get("histories").asText()).signum() > 0);
            double faceDown = 0;
            for (JsonNode p : o.get("positions")) {
                double sum = 0;
                for (Iterator<Map.Entry<String, JsonNode>> it = p.get("probabilities").fields(); it.hasNext(); ) {
                    sum += it.next().getValue().asDouble();
                }
                assertEquals(1.0, sum, 1e-9, name + " position " + p.get("position"));
                faceDown++;
            }
            double numbers = 0;
            for (Iterator<Map.Entry<String, JsonNode>> it = o.get("numbers").fields(); it.hasNext(); ) {
                numbers += it.next().getValue().asDouble();
            }
            assertEquals(faceDown, numbers, 1e-9, "expected face-down hideouts = number of face-down positions");
            Run human = run("fugitive", "deduce", "specs/fugitive/examples/" + name + ".json");
            assertEquals(0, human.code());
            assertTrue(human.out().contains("position  sprints"), human.out());
        }
    }

    @Test
    void contradictionNamesTheConflictingEvents() {
        Run r = run("fugitive", "deduce", "src/test/resources/fugitive/deduce/contradiction.json");
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("event 4 (a miss of 3) and event 8 (the reveal of 3 at position 1)"), r.out());
        Run j = run("fugitive", "deduce", "src/test/resources/fugitive/deduce/contradiction.json", "--json");
        assertEquals(1, j.code());
        JsonNode o = Json.parse(j.out(), "json");
        assertEquals("[4,8]", o.get("contradiction").get("events").toString());
    }

    @Test
    void outOfTurnOrderIsAOneLineError() {
        Run r = run("fugitive", "deduce", "src/test/resources/fugitive/deduce/bad-order.json");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("event 5 (hideout) does not fit the turn structure"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }
}
