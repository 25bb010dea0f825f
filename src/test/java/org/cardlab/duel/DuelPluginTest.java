package org.cardlab.duel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.junit.jupiter.api.Test;

/** The tests' game makes its games as docs/adding-a-game.md tells a new game to: through the plugin's checked setup. */
class DuelPluginTest {
    @Test
    void aSetupKeyTheGameDoesNotDeclareIsOneLineNamingIt() {
        GameType duel = Games.get("duel");
        UserError e = assertThrows(UserError.class,
                () -> duel.game(duel.spec("plain"), (ObjectNode) Json.parse("{\"players\": 3}", "test")));
        assertEquals("unknown High Card Duel setup parameter 'players' (known: none)", e.getMessage());
    }

    @Test
    void anEmptySetupMakesTheGameUnderTheNamedSpec() {
        GameType duel = Games.get("duel");
        assertEquals("house", duel.game(duel.spec("house"), Json.object()).spec().name());
    }
}
