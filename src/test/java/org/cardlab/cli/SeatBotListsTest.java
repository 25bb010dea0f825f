package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.Games;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.tournament.SeatBots;
import org.junit.jupiter.api.Test;

/**
 * An option that names the bot of one seat refuses an unknown name listing only the bots that
 * play that seat, and refuses a bot of the other seat naming the option, before any game.
 */
class SeatBotListsTest {
    private static final Game<?, ?> PT = Games.get("fugitive").game(Games.get("fugitive").spec("pt"));

    /** Every command with a per-seat bot option, as it is typed up to that option (each refuses before playing). */
    private static final List<List<String>> COMMANDS = List.of(
            List.of("fugitive", "play"), List.of("fugitive", "simulate", "--games", "2"), List.of("fugitive", "bench", "--games", "1"),
            List.of("fugitive", "tournament", "--games", "2"), List.of("bench", "calibration", "--games", "1"),
            List.of("fugitive", "fit-model", "--games", "2", "--out", "/nonexistent/m.json"), List.of("bench", "study", "--games", "2"),
            List.of("bench", "manhunt", "--games", "1"), List.of("bench", "deduce", "--games", "1"));

    @Test
    void anUnknownBotIsRefusedListingOnlyTheBotsOfItsSeat() {
        for (FugitiveSeat seat : FugitiveSeat.values()) {
            String option = "--" + Games.get("fugitive").seatRoles().get(seat.index());
            List<String> own = SeatBots.forSeat(PT, seat.index());
            List<String> others = Games.get("fugitive").botNames().stream().filter(b -> !own.contains(b)).toList();
            assertFalse(others.isEmpty(), "every bot plays the " + option + " seat: nothing to check");
            // a name no bot has, and a bot without a work budget given one (the heuristic bots take none)
            for (String bot : List.of("nosuch", "heuristic:3")) {
                for (List<String> command : COMMANDS) {
                    Cli r = run(command, option, bot);
                    String where = String.join(" ", command) + " " + option + " " + bot;
                    assertEquals(2, r.code(), where + ": " + r.err());
                    assertEquals(1, r.err().strip().lines().count(), where + ": " + r.err());
                    assertTrue(r.err().contains(option + ": ") && r.err().contains(String.join(", ", own)), where + ": " + r.err());
                    for (String other : others) {
                        assertFalse(r.err().matches("(?s).*[(:,] " + other + "[,)].*"), where + " offers " + other + ": " + r.err());
                    }
                }
            }
        }
    }

    @Test
    void aBotOfTheOtherSeatIsRefusedNamingTheOption() {
        for (List<String> command : COMMANDS) {
            Cli r = run(command, "--fugitive", "advisor");
            assertEquals(2, r.code(), command + ": " + r.err());
            assertTrue(r.err().startsWith("cardlab: --fugitive: ") && r.err().contains("advisor"), command + ": " + r.err());
        }
        Cli solved = Cli.run("fugitive", "play", "--marshal", "solved");
        assertTrue(solved.err().startsWith("cardlab: --marshal: ") && solved.err().contains("pt"), solved.err());
    }

    @Test
    void oneBotForEverySeatIsRefusedListingTheBotsOfEverySeat() {
        Cli r = Cli.run("fugitive", "play", "--bots", "nosuch");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("--bots: ") && r.err().contains(String.join(", ", SeatBots.forEverySeat(PT)) + ")"), r.err());
        assertFalse(r.err().contains("advisor") || r.err().contains("racer"), r.err());
    }

    private static Cli run(List<String> command, String option, String bot) {
        String[] args = new String[command.size() + 2];
        for (int i = 0; i < command.size(); i++) {
            args[i] = command.get(i);
        }
        args[command.size()] = option;
        args[command.size() + 1] = bot;
        return Cli.run(args);
    }
}
