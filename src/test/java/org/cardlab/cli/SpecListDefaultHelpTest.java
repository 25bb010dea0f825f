package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;

/**
 * The README says every command's help shows its defaults. A --spec list whose default is not one
 * value (a picocli default) says it in words: the tournament of any game and fugitive fit-model.
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
            assertTrue(help(game, "tournament", "--help").contains("Without --spec, the game's default spec."), game);
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
