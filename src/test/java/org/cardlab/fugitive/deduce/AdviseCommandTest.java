package org.cardlab.fugitive.deduce;

import org.cardlab.cli.Cli;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;

/** The advise command: fields, certain numbers, multi guesses and manhunt bounds. */
class AdviseCommandTest {

    @Test
    void midGameAdviceListsCertainNumbersAndAJointGuess() {
        Cli r = Cli.run("fugitive", "advise", "specs/fugitive/examples/mid.json", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode o = Json.parse(r.out(), "advise");
        double top = o.get("single").get(0).get("probability").asDouble();
        for (JsonNode c : o.get("certain")) {
            boolean listed = false;
            for (JsonNode s : o.get("single")) {
                if (s.get("number").asInt() == c.asInt()) {
                    assertEquals(1.0, s.get("probability").asDouble(), 1e-12);
                    listed = true;
                }
            }
            assertTrue(listed);
        }
        JsonNode m = o.get("multi");
        assertEquals(m.get("numbers").size() * m.get("probability").asDouble(), m.get("expectedReveals").asDouble(), 1e-9);
        assertTrue(m.get("expectedReveals").asDouble() >= top - 1e-12, "the best multi guess is at least the best single");
        assertTrue(o.get("manhunt") == null);
    }

    @Test
    void manhuntAdviceIsBoundedByTheFirstHitChance() {
        Cli r = Cli.run("fugitive", "advise", "specs/fugitive/examples/manhunt.json", "--json", "--budget", "60");
        assertEquals(0, r.code(), r.err());
        JsonNode m = Json.parse(r.out(), "advise").get("manhunt");
        double p = m.get("captureProbability").asDouble();
        double first = Json.parse(r.out(), "advise").get("single").get(0).get("probability").asDouble();
        assertTrue(p > 0 && p <= first + 1e-12, r.out());
        if (!m.get("exact").asBoolean()) {
            assertTrue(m.get("interval").get(0).asDouble() <= m.get("interval").get(1).asDouble());
            assertTrue(m.get("interval").get(1).asDouble() <= first + 1e-12);
        }
    }
}
