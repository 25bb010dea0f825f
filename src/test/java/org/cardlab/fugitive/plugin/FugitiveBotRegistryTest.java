package org.cardlab.fugitive.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.cardlab.core.Games;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.bots.AdvisorMarshal;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.HeuristicFugitive;
import org.cardlab.fugitive.bots.HeuristicMarshal;
import org.cardlab.fugitive.bots.ShadowFugitive;
import org.cardlab.fugitive.bots.Tempered;
import org.cardlab.fugitive.search.SearchMarshal;
import org.junit.jupiter.api.Test;

/** The Fugitive bots by name, as the registry gives them to every command and the web table. */
class FugitiveBotRegistryTest {
    private final FugitiveGame game = FugitiveGame.of(Games.get("fugitive").spec("pt"));

    @Test
    void theRegistryIsThePlugins() {
        assertInstanceOf(FugitivePlugin.class, Games.get("fugitive"));
        assertEquals(List.of("heuristic", "random", "advisor", "search", "shadow", "racer", "solved"), Games.get("fugitive").bots().names());
    }

    @Test
    void eachNameMakesItsBotForItsSeats() {
        assertInstanceOf(HeuristicFugitive.class, game.bot("heuristic", FugitiveSeat.FUGITIVE));
        assertInstanceOf(HeuristicMarshal.class, game.bot("heuristic", FugitiveSeat.MARSHAL));
        assertInstanceOf(AdvisorMarshal.class, game.bot("advisor", FugitiveSeat.MARSHAL));
        assertInstanceOf(SearchMarshal.class, game.bot("search", FugitiveSeat.MARSHAL));
        assertInstanceOf(ShadowFugitive.class, game.bot("shadow", FugitiveSeat.FUGITIVE));
        assertInstanceOf(ShadowFugitive.class, game.bot("racer", FugitiveSeat.FUGITIVE));
    }

    @Test
    void aSeatABotCannotPlayIsOneLine() {
        assertEquals("the advisor bot plays the Marshal only",
                assertThrows(UserError.class, () -> game.bot("advisor", FugitiveSeat.FUGITIVE)).getMessage());
        assertEquals("the search bot plays the Marshal only",
                assertThrows(UserError.class, () -> game.bot("search", FugitiveSeat.FUGITIVE)).getMessage());
        assertEquals("the racer bot plays the Fugitive only",
                assertThrows(UserError.class, () -> game.bot("racer", FugitiveSeat.MARSHAL)).getMessage());
        assertEquals("unknown Fugitive bot 'nosuch' (known: heuristic, random, advisor, search, shadow, racer, solved)",
                assertThrows(UserError.class, () -> game.bot("nosuch", FugitiveSeat.MARSHAL)).getMessage());
    }

    @Test
    void onlyTheFugitiveBotsStateOdds() {
        for (String name : List.of("random", "heuristic", "shadow", "racer")) {
            FugitiveBots.odds(name, Tempered.Settings.DEFAULT);
        }
        for (String name : List.of("advisor", "search", "nosuch")) {
            assertThrows(UserError.class, () -> FugitiveBots.odds(name, Tempered.Settings.DEFAULT), name);
        }
    }

    @Test
    void seatsAreTheContractsNumbers() {
        for (FugitiveSeat seat : FugitiveSeat.values()) {
            assertEquals(seat, FugitiveSeat.of(seat.index()));
            assertEquals(seat.other(), FugitiveSeat.of(1 - seat.index()));
            assertEquals(seat.title(), game.seatName(seat.index()));
            assertEquals(seat.role(), game.info().seatRoles().get(seat.index()));
        }
        assertThrows(IllegalArgumentException.class, () -> FugitiveSeat.of(2));
    }
}
