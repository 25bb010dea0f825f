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
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.tournament.TournamentBots;
import org.junit.jupiter.api.Test;

class TournamentTest {
    private static final List<FugitiveGame> SPECS = List.of(new FugitiveGame(FugitiveRules.load("pt")),
            new FugitiveGame(FugitiveRules.load("ca")));

    /** Game i of every pairing under a spec is dealt the same three decks. */
    @Test
    void pairingsMeetTheSameDeals() {
        Map<String, int[][]> decks = new HashMap<>();
        int[] games = {0};
        Tournament.Result r = Tournament.run(SPECS, List.of("heuristic", "advisor"), List.of("heuristic", "random"), new Study.Run(6, 17, 2), null,
                (spec, m, f, i, s) -> {
                    synchronized (decks) {
                        games[0]++;
                        int[][] d = s.dealtDecks();
                        int[][] before = decks.putIfAbsent(spec + "#" + i, d);
                        if (before != null) {
                            for (int k = 0; k < 3; k++) {
                                assertArrayEquals(before[k], d[k], spec + " game " + i + " pairing " + m + "/" + f);
                            }
                        }
                    }
                });
        assertEquals(2 * 4 * 6, games[0]);
        assertEquals(2 * 6, decks.size());
        assertFalse(java.util.Arrays.deepEquals(decks.get("pt#0"), decks.get("pt#1")), "different games get different deals");
        assertEquals(List.of("pt heuristic heuristic", "pt advisor heuristic", "pt heuristic random", "pt advisor random",
                "ca heuristic heuristic", "ca advisor heuristic", "ca heuristic random", "ca advisor random"),
                r.pairings().stream().map(p -> p.spec() + " " + p.marshal() + " " + p.fugitive()).toList(),
                "pairings in the order: spec, Fugitive, Marshal");
    }

    /** The figures depend on the seed and the game count, not on the threads; each game replays alone from the seed rule. */
    @Test
    void theSameFiguresForAnyThreadCount() {
        List<String> ms = List.of("heuristic", "search");
        List<String> fs = List.of("random");
        Tournament.Result one = Tournament.run(SPECS.subList(0, 1), ms, fs, new Study.Run(3, 5, 1), null, null);
        Tournament.Result three = Tournament.run(SPECS.subList(0, 1), ms, fs, new Study.Run(3, 5, 3), null, null);
        assertEquals(one.pairings().size(), three.pairings().size());
        for (int k = 0; k < one.pairings().size(); k++) {
            Tournament.Pairing a = one.pairings().get(k);
            Tournament.Pairing b = three.pairings().get(k);
            assertEquals(a.marshalWins(), b.marshalWins(), a.marshal() + " vs " + a.fugitive());
            assertEquals(a.times().count(), b.times().count(), "the same decisions were made");
            assertEquals(a.fallbacks(), b.fallbacks());
        }
        FugitiveGame g = SPECS.get(0);
        long wins = 0;
        for (int i = 0; i < 3; i++) {
            FugitiveState s = Playout.ofStudy(g, List.of(g.bot("random", 0), g.bot("search", 1)), 5, i);
            wins += s.winner() == FugitiveState.MARSHAL ? 1 : 0;
        }
        assertEquals(wins, one.pairings().stream().filter(p -> p.marshal().equals("search") && p.fugitive().equals("random"))
                .findFirst().orElseThrow().marshalWins());
    }

    /** The bots come from the registry: every Marshal bot and every Fugitive bot, by what each can play. */
    @Test
    void botsComeFromTheRegistry() {
        FugitiveGame g = SPECS.get(0);
        List<String> marshals = TournamentBots.forSeat(g, FugitiveState.MARSHAL);
        List<String> fugitives = TournamentBots.forSeat(g, FugitiveState.FUGITIVE);
        assertTrue(marshals.containsAll(List.of("heuristic", "random", "advisor", "search")), marshals.toString());
        assertTrue(fugitives.containsAll(List.of("heuristic", "random")), fugitives.toString());
        assertFalse(fugitives.contains("search") || fugitives.contains("advisor"), fugitives.toString());
        for (String name : g.type().botNames()) {
            assertTrue(marshals.contains(name) || fugitives.contains(name), name + " plays some seat");
        }
    }
}
