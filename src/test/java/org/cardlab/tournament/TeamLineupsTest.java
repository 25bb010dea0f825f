package org.cardlab.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A bot per team: every choice of bots for the teams, the teams rotated, the seats of a team sharing its bot. */
class TeamLineupsTest {
    private static final List<int[]> TWO_TEAMS_OF_THREE = List.of(new int[] {0, 2, 4}, new int[] {1, 3, 5});

    @Test
    void everyPairOfBotsFacesOffAsTeamsBothWaysRound() {
        Lineups l = Lineups.teams(List.of("a", "b", "c"), TWO_TEAMS_OF_THREE);
        assertTrue(l.isTeams() && l.isRotated());
        assertEquals(List.of(List.of("a", "b", "a", "b", "a", "b"), List.of("a", "c", "a", "c", "a", "c"),
                List.of("b", "c", "b", "c", "b", "c")), l.lineups());
        assertEquals(List.of(List.of("a", "c", "a", "c", "a", "c"), List.of("c", "a", "c", "a", "c", "a")),
                l.seatings(List.of("a", "c", "a", "c", "a", "c")));
    }

    @Test
    void teamsOfUnevenSeatsTakeTheirBotInEverySeat() {
        Lineups l = Lineups.teams(List.of("x", "y"), List.of(new int[] {2}, new int[] {0, 1}));
        assertEquals(List.of(List.of("y", "y", "x")), l.lineups());
        assertEquals(List.of(List.of("y", "y", "x"), List.of("x", "x", "y")), l.seatings(List.of("y", "y", "x")));
    }

    @Test
    void threeTeamsRotateThroughEveryTeamPlace() {
        Lineups l = Lineups.teams(List.of("p", "q"), List.of(new int[] {0}, new int[] {1}, new int[] {2}));
        assertEquals(List.of(List.of("p", "p", "q"), List.of("p", "q", "q")), l.lineups(), "one bot alone is left out");
        assertEquals(List.of(List.of("p", "p", "q"), List.of("p", "q", "p"), List.of("q", "p", "p")), l.seatings(List.of("p", "p", "q")));
    }

    @Test
    void aSeatInTwoTeamsOrMissingIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Lineups.teams(List.of("a", "b"), List.of(new int[] {0, 1}, new int[] {1, 2})));
        assertThrows(IllegalArgumentException.class, () -> Lineups.teams(List.of("a", "b"), List.of(new int[] {0}, new int[] {2})));
    }
}
