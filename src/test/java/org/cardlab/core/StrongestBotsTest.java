package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.cardlab.scout.ScoutMove;
import org.cardlab.scout.ScoutState;
import org.junit.jupiter.api.Test;

/** Each game's strongest bots as its registry names them: what the agreement report plays by default. */
class StrongestBotsTest {

    @Test
    void everyShippedGameNamesItsStrongestAndTheyPlayEverySeat() {
        assertEquals(List.of("shadow", "search"), Games.get("fugitive").bots().strongest(), "the shadow Fugitive, the search Marshal");
        assertEquals(List.of("search"), Games.get("scout").bots().strongest());
        assertEquals(List.of("search"), Games.get("daguai").bots().strongest());
        for (String id : List.of("fugitive", "scout", "daguai")) {
            GameType t = Games.get(id);
            Game<?, ?> g = t.game(t.spec(t.defaultSpec()));
            assertEquals(g.numPlayers(), Playout.seats(g, t.bots().strongest()).size(), id + ": a bot for every seat");
        }
    }

    @Test
    void aGameThatNamesNoneGetsItsDefaultBot() {
        assertEquals(List.of("high"), Games.get("duel").bots().strongest());
    }

    @Test
    void onlyRegisteredNamesMayBeStrongest() {
        BotRegistry<ScoutState, ScoutMove> r = new BotRegistry<ScoutState, ScoutMove>("test")
                .add("a", (game, seat) -> Policy.random())
                .addBudgeted("deep", "", 10, 100, (game, seat, budget) -> Policy.random());
        assertEquals(List.of("deep:50", "a"), r.strongest("deep:50", "a").strongest(), "a budget and one name per seat");
        assertThrows(IllegalArgumentException.class, () -> r.strongest("nosuch"));
        assertThrows(IllegalArgumentException.class, () -> r.strongest("deep:1000"), "over the budget's maximum");
        assertThrows(IllegalArgumentException.class, () -> r.strongest(new String[0]));
    }
}
