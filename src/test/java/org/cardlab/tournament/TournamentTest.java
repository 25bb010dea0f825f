package org.cardlab.tournament;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Playout;
import org.cardlab.core.Study;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The tournament with Fugitive's two seats of their own bots: paired deals, the order of the pairings, threads, the registry. */
class TournamentTest {
    private static final List<FugitiveGame> SPECS = List.of(new FugitiveGame(FugitiveRules.load("pt")),
            new FugitiveGame(FugitiveRules.load("ca")));

    private static Tournament.Result run(List<FugitiveGame> specs, List<String> marshals, List<String> fugitives, Study.Run run,
            Tournament.Listener<FugitiveState> listener) {
        return Tournament.run(specs, Lineups.bySeat(List.of(fugitives, marshals)), run, b -> -1, null, listener);
    }

    /** Game i of every pairing under a spec is dealt the same three decks. */
    @Test
    void pairingsMeetTheSameDeals() {
        Map<String, int[][]> decks = new HashMap<>();
        int[] games = {0};
        Tournament.Result r = run(SPECS, List.of("heuristic", "advisor"), List.of("heuristic", "random"), new Study.Run(6, 17, 2),
                (e, i, s) -> {
                    synchronized (decks) {
                        games[0]++;
                        int[][] d = s.dealtDecks();
                        int[][] before = decks.putIfAbsent(e.spec() + "#" + i, d);
                        if (before != null) {
                            for (int k = 0; k < 3; k++) {
                                assertArrayEquals(before[k], d[k], e.spec() + " game " + i + " pairing " + e.seats());
                            }
                        }
                    }
                });
        assertEquals(2 * 4 * 6, games[0]);
        assertEquals(2 * 6, decks.size());
        assertFalse(java.util.Arrays.deepEquals(decks.get("pt#0"), decks.get("pt#1")), "different games get different deals");
        assertEquals(List.of("pt heuristic heuristic", "pt advisor heuristic", "pt heuristic random", "pt advisor random",
                "ca heuristic heuristic", "ca advisor heuristic", "ca heuristic random", "ca advisor random"),
                r.outcomes().stream().map(p -> p.entry().spec() + " " + p.entry().seats().get(1) + " " + p.entry().seats().get(0)).toList(),
                "pairings in the order: spec, Fugitive, Marshal");
    }

    /**
     * The figures depend on the seed and the game count, not on the threads; each game replays alone
     * from the seed rule. Tagged slow: the search Marshal takes seconds a game (GenericTournamentTest
     * checks the threads with SCOUT's bots in every build).
     */
    @Tag("slow")
    @Test
    void theSameFiguresForAnyThreadCount() {
        List<String> ms = List.of("heuristic", "search");
        List<String> fs = List.of("random");
        Tournament.Result one = run(SPECS.subList(0, 1), ms, fs, new Study.Run(3, 5, 1), null);
        Tournament.Result three = run(SPECS.subList(0, 1), ms, fs, new Study.Run(3, 5, 3), null);
        assertEquals(one.outcomes().size(), three.outcomes().size());
        for (int k = 0; k < one.outcomes().size(); k++) {
            EntryTally<?> a = one.outcomes().get(k).tally();
            EntryTally<?> b = three.outcomes().get(k).tally();
            assertEquals(a.sideWins(1), b.sideWins(1), one.outcomes().get(k).entry().toString());
            assertEquals(a.times(1).count(), b.times(1).count(), "the same decisions were made");
            assertEquals(a.times(0).count(), b.times(0).count(), "the same decisions were made");
            assertEquals(a.orders().values().stream().toList(), b.orders().values().stream().toList());
        }
        FugitiveGame g = SPECS.get(0);
        long wins = 0;
        for (int i = 0; i < 3; i++) {
            FugitiveState s = Playout.ofStudy(g, List.of(g.bot("random", 0), g.bot("search", 1)), 5, i);
            wins += s.winningSeat() == FugitiveSeat.MARSHAL ? 1 : 0;
        }
        assertEquals(wins, one.outcomes().stream().filter(p -> p.entry().seats().equals(List.of("random", "search")))
                .findFirst().orElseThrow().tally().sideWins(FugitiveSeat.MARSHAL.index()));
    }

    /** The bots come from the registry: every Marshal bot and every Fugitive bot, by what each can play. */
    @Test
    void botsComeFromTheRegistry() {
        FugitiveGame g = SPECS.get(0);
        List<String> marshals = SeatBots.forSeat(g, FugitiveSeat.MARSHAL.index());
        List<String> fugitives = SeatBots.forSeat(g, FugitiveSeat.FUGITIVE.index());
        assertTrue(marshals.containsAll(List.of("heuristic", "random", "advisor", "search")), marshals.toString());
        assertTrue(fugitives.containsAll(List.of("heuristic", "random")), fugitives.toString());
        assertFalse(fugitives.contains("search") || fugitives.contains("advisor"), fugitives.toString());
        for (String name : g.type().botNames()) {
            // the solved bot plays the solved reduced spec only, neither seat of the full game
            assertTrue(marshals.contains(name) || fugitives.contains(name) || name.equals("solved"), name + " plays some seat");
        }
        assertFalse(marshals.contains("solved") || fugitives.contains("solved"));
        assertEquals(List.of("heuristic", "random"), SeatBots.forEverySeat(g), "the bots that play both seats");
    }
}
