package org.cardlab.fugitive.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Playout;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The mixed search in real games: it draws among its options only after the worlds and play-outs,
 * so its unmixed choice is the unmixed search's on the same stream; it spreads its play at some
 * decisions and plays one move at others; and its games depend on the seed alone, not the threads.
 */
class MixedSearchTest {
    private static final MarshalSearch.Settings SMALL = new MarshalSearch.Settings(24, 2, 4, 400_000, 2.0, 2_000,
            MarshalSearch.Settings.DEFAULT_MODEL, MarshalSearch.Settings.DEFAULT.measure(), MarshalSearch.Settings.DEFAULT_MIX);

    @Tag("slow")
    @Test
    void mixesWhereTheGamesCannotTellMovesApartAndNotWhereOneIsClearlyBest() {
        int spread = 0;
        int single = 0;
        for (String spec : new String[] {"pt", "ca"}) {
            FugitiveRules rules = FugitiveRules.load(spec);
            for (long seed = 1; seed <= 3; seed++) {
                for (FugitiveState s : SeededGames.marshalTurns(rules, "heuristic", "heuristic", seed)) {
                    if (s.isTerminal()) {
                        continue;
                    }
                    PublicTrack t = PublicTrack.read(rules, s.notes(), "test");
                    MarshalSearch.Result mixed = new MarshalSearch(SMALL).decide(t, new Rng(seed * 31));
                    MarshalSearch.Result unmixed = new MarshalSearch(SMALL.withMix(0)).decide(t, new Rng(seed * 31));
                    assertEquals(unmixed.chosen(), mixed.unmixed(), "the same worlds, the same unmixed choice: " + s.notes().toJson());
                    if (mixed.manhunt() != null) {
                        assertTrue((mixed.manhunt().tied() >> firstNumber(mixed) & 1) == 1 || mixed.chosen().equals(mixed.unmixed()),
                                "a manhunt draws among its tied first guesses only");
                        continue;
                    }
                    double sum = 0;
                    int positive = 0;
                    for (MarshalSearch.Option o : mixed.options()) {
                        sum += o.chance();
                        positive += o.chance() > 0 ? 1 : 0;
                        if (o.move().equals(mixed.chosen())) {
                            assertTrue(o.chance() > 0, "the move played had a chance");
                        }
                        if (o.move().equals(mixed.unmixed())) {
                            assertTrue(o.chance() > 0, "the unmixed choice is always among those played");
                        }
                    }
                    assertEquals(1.0, sum, 1e-9);
                    spread += positive > 1 ? 1 : 0;
                    single += positive == 1 && mixed.options().size() > 1 ? 1 : 0;
                }
            }
        }
        assertTrue(spread > 0, "some decisions have close options and spread the play");
        assertTrue(single > 0, "some decisions have one clearly best option and play it alone");
    }

    private static int firstNumber(MarshalSearch.Result r) {
        return Long.numberOfTrailingZeros(r.chosen().cards());
    }

    @Test
    void theSameSeedGivesTheSameGamesWhateverTheThreads() {
        FugitiveGame game = new FugitiveGame(FugitiveRules.load("pt"));
        MixingStudy.Plan one = new MixingStudy.Plan("random", 2, 4, SMALL, 1);
        MixingStudy.Result a = MixingStudy.run(game, one, n -> {});
        MixingStudy.Result b = MixingStudy.run(game, new MixingStudy.Plan("random", 2, 4, SMALL, 2), n -> {});
        assertArrayEquals(a.unmixed(), b.unmixed());
        assertArrayEquals(a.mixed(), b.mixed());
        assertEquals(a.decisions(), b.decisions());
        assertEquals(a.mixedAway(), b.mixedAway());
        assertTrue(a.mixedAway() > 0, "in two games the mixing played another move than the unmixed choice somewhere");
    }

    @Test
    void aGameReplaysMoveForMoveFromItsSeed() {
        FugitiveGame game = new FugitiveGame(FugitiveRules.load("ca"));
        String first = played(game, 7);
        assertTrue(first.contains("guess") || first.contains("draw"), first);
        assertEquals(first, played(game, 7));
    }

    /** The finished game's full state, its move log included. */
    private static String played(FugitiveGame game, long seed) {
        FugitiveState s = Playout.ofStudy(game, List.of(game.bot("heuristic", FugitiveSeat.FUGITIVE), new SearchMarshal(new MarshalSearch(SMALL))),
                seed, 0);
        return s.fullState();
    }
}
