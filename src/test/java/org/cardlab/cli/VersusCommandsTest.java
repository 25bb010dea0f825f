package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code scout versus} and {@code daguai versus}: figures that do not depend on the threads, progress on stderr, one-line refusals. */
class VersusCommandsTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource({"scout, firstShare", "daguai, roundsWon"})
    void theFiguresDoNotDependOnTheThreadsAndProgressGoesToStderr(String game, String field) {
        Cli one = Cli.run(game, "versus", "--bot", "greedy", "--field", "random", "--deals", "4", "--threads", "1", "--json");
        Cli two = Cli.run(game, "versus", "--bot", "greedy", "--field", "random", "--deals", "4", "--threads", "2", "--json");
        assertEquals(0, one.code(), one.err());
        assertEquals(one.out(), two.out(), "the same figures on 1 and 2 threads");
        JsonNode o = Json.parse(one.out(), "versus");
        assertEquals(4, o.get("deals").asInt());
        assertTrue(o.toString().contains("\"" + field), o.toString());
        assertTrue(one.err().contains("deals: 4/4"), "progress names the deals done: " + one.err());

        Cli none = Cli.run(game, "versus", "--deals", "0");
        assertEquals(2, none.code());
        assertEquals(1, none.err().strip().lines().count(), none.err());
        assertTrue(none.err().contains("--deals"), none.err());
    }

    @Test
    void daguaiTextRowsAreNamedInWordsNotJsonKeys() {
        Cli text = Cli.run("daguai", "versus", "--bot", "greedy", "--field", "random", "--deals", "2");
        assertEquals(0, text.code(), text.err());
        assertTrue(text.out().contains("  rounds won "), text.out());
        assertFalse(text.out().contains("roundsWon"), "the text names its rows in words: " + text.out());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"scout, firstShare", "daguai, roundsWon"})
    void twoDealsGiveNoIntervalOfZeroWidth(String game, String share) {
        Cli two = Cli.run(game, "versus", "--bot", "greedy", "--field", "random", "--deals", "2", "--json");
        assertEquals(0, two.code(), two.err());
        JsonNode o = Json.parse(two.out(), "versus");
        o.properties().forEach(e -> {
            if (e.getValue().has("low")) {
                double width = e.getValue().get("high").asDouble() - e.getValue().get("low").asDouble();
                // two deals: Student's t with one degree of freedom, and a share at least Wilson's over the two
                assertTrue(width > (e.getKey().equals(share) ? 0.5 : 0), game + " " + e.getKey() + ": " + e.getValue());
            }
        });
    }
}
