package org.cardlab.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Game;
import org.cardlab.core.GameFixtures;
import org.cardlab.core.Json;
import org.cardlab.core.Playout;
import org.cardlab.core.Seeds;
import org.cardlab.core.Study;
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutMove;
import org.cardlab.scout.ScoutState;
import org.junit.jupiter.api.Test;

/** The tournament of a game whose every seat takes its bot from one list: line-ups, rotated seats on the same deals, placements. */
class GenericTournamentTest {

    @Test
    void lineupsAreEveryChoiceOfBotsWithTheirRotations() {
        Lineups l = Lineups.rotated(List.of("a", "b"), 4);
        assertEquals(List.of(List.of("a", "a", "a", "b"), List.of("a", "a", "b", "b"), List.of("a", "b", "b", "b")), l.lineups());
        assertEquals(List.of(List.of("a", "a", "b", "b"), List.of("a", "b", "b", "a"), List.of("b", "b", "a", "a"),
                List.of("b", "a", "a", "b")), l.seatings(List.of("a", "a", "b", "b")));
        assertEquals(List.of(List.of("x", "x", "x")), Lineups.rotated(List.of("x"), 3).lineups(), "one bot alone plays itself");
        Lineups bySeat = Lineups.bySeat(List.of(List.of("f1", "f2"), List.of("m1", "m2")));
        assertEquals(List.of(List.of("f1", "m1"), List.of("f1", "m2"), List.of("f2", "m1"), List.of("f2", "m2")), bySeat.lineups());
        assertEquals(1, bySeat.seatings(List.of("f1", "m1")).size(), "seats of their own are not rotated");
    }

    /** Game i of every seating is the same deal (the same seed); every bot sits at every seat; the figures add up. */
    @Test
    void rotatedSeatingsMeetTheSameDealsAndAddUp() {
        ScoutGame game = GameFixtures.game("scout", "official", "players", 3);
        Map<Long, String> deals = new HashMap<>();
        Tournament.Result r = Tournament.run(List.of(game), Lineups.rotated(List.of("greedy", "random"), 3), new Study.Run(5, 9, 2),
                b -> -1, null, (Tournament.Listener<ScoutState>) (e, i, s) -> {
                    synchronized (deals) {
                        String first = Json.write(game.record(s).toJson().get("seed"));
                        String before = deals.putIfAbsent(i, first);
                        assertEquals(before == null ? first : before, first, "game " + i + " of every seating: one deal");
                    }
                });
        assertEquals(2 * 3, r.outcomes().size(), "two line-ups (g g r, g r r), three rotations each");
        assertEquals(5, deals.size());
        long greedySeats = 0;
        for (Tournament.Outcome o : r.outcomes()) {
            EntryTally<?> t = o.tally();
            assertEquals(5, t.games());
            long orders = t.orders().values().stream().mapToLong(Long::longValue).sum();
            assertEquals(5, orders, "one finishing order per game");
            long wins = 0;
            for (int k = 0; k < 3; k++) {
                wins += t.sideWins(k);
            }
            assertEquals(5, wins + t.noWinner());
            greedySeats += o.entry().seats().stream().filter("greedy"::equals).count() * t.games();
            for (int s = 0; s < 3; s++) {
                assertTrue(t.meanPlace(s) >= 1 && t.meanPlace(s) <= 3, "a place from 1 to 3");
            }
        }
        Standings st = Standings.of(r, game.sides());
        assertEquals(Standings.PLACEMENTS, st.method());
        assertEquals(greedySeats, st.all().get(0).seatGames(), "the greedy bot's seats over every seating");
        assertTrue(st.all().get(0).rating().value() > st.all().get(1).rating().value(), "greedy beats random: " + st.all());
    }

    /** One seating's game i is the lone game of the seed rule: its tally counts what a replay of it finds. */
    @Test
    void aSeatingsGamesAreTheSeedRulesGames() {
        ScoutGame game = GameFixtures.game("scout", "official", "players", 2);
        Tournament.Result r = Tournament.run(List.of(game), Lineups.bySeat(List.of(List.of("greedy"), List.of("random"))),
                new Study.Run(4, 3, 1), b -> -1, null, null);
        long wins = 0;
        for (int i = 0; i < 4; i++) {
            ScoutState s = Playout.ofStudy(game, Playout.seats(game, List.of("greedy", "random")), 3, i);
            wins += s.winners().equals(List.of(0)) ? 1 : 0;
        }
        assertEquals(wins, r.outcomes().get(0).tally().sideWins(0));
        Standings st = Standings.of(r, game.sides());
        assertEquals(Standings.SEATS, st.method(), "two seats of their own bots: Bradley-Terry with the seat advantage");
        assertEquals(1, st.seatAdvantage().size());
    }

    /** The figures do not depend on the thread count. */
    @Test
    void theSameFiguresForAnyThreadCount() {
        Game<ScoutState, ScoutMove> game = GameFixtures.game("scout", "es", "players", 4);
        Lineups l = Lineups.rotated(List.of("greedy", "random"), 4);
        Tournament.Result one = Tournament.run(List.of(game), l, new Study.Run(3, Seeds.deal(1, 1), 1), b -> -1, null, null);
        Tournament.Result three = Tournament.run(List.of(game), l, new Study.Run(3, Seeds.deal(1, 1), 3), b -> -1, null, null);
        for (int k = 0; k < one.outcomes().size(); k++) {
            assertEquals(one.outcomes().get(k).tally().orders().values().stream().toList(),
                    three.outcomes().get(k).tally().orders().values().stream().toList());
        }
        assertEquals(Standings.of(one, game.sides()).all().get(0).rating(), Standings.of(three, game.sides()).all().get(0).rating());
    }
}
