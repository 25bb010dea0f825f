package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;

/**
 * The README says every command's help shows its defaults. A game's tournament plays one spec
 * without --spec: picocli's Default line under the option names it, and nothing else says it again.
 * A --spec list whose default is not one value says it in words (fugitive fit-model).
 */
class SpecListDefaultHelpTest {
    private static String help(String... command) {
        Cli r = Cli.run(command);
        assertEquals(0, r.code(), r.err());
        return r.out().replaceAll("\\s+", " ");
    }

    @Test
    void aGamesTournamentSaysWhichSpecItPlaysWithoutSpecAndPlaysIt() {
        for (String game : new String[] {"scout", "daguai"}) {
            String help = help(game, "tournament", "--help");
            String spec = help.substring(help.indexOf(" --spec=SPEC"), help.indexOf(" --svg="));
            assertTrue(spec.endsWith(" Default: " + Games.get(game).defaultSpec()), spec);
            assertEquals(1, help.split("(?i)default spec|Default: " + Games.get(game).defaultSpec()).length - 1, help);
        }
        Cli r = Cli.run("scout", "tournament", "--bots", "greedy,random", "--games", "1", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode specs = Json.parse(r.out(), "output").get("specs");
        assertEquals(1, specs.size(), specs.toString());
        assertEquals(Games.get("scout").defaultSpec(), specs.get(0).asText());
    }

    @Test
    void fitModelSaysItsSpecsDefault() {
        String text = help("fugitive", "fit-model", "--help");
        assertTrue(text.contains("(default: every spec under specs/fugitive/ built from a rulebook)"), text);
    }
}
