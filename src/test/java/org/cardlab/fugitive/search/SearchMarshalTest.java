package org.cardlab.fugitive.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Playout;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The search Marshal, mixing as by default, plays legal moves only and reads only what the Marshal may see. */
class SearchMarshalTest {
    private static final MarshalSearch SMALL = new MarshalSearch(new MarshalSearch.Settings(24, 2, 4, 400_000, 2.0, 2_000, MarshalSearch.Settings.DEFAULT_MODEL, MarshalSearch.Settings.DEFAULT.measure(), MarshalSearch.Settings.DEFAULT_MIX));

    @Tag("slow")
    @Test
    void playsWholeGamesLegallyUnderBothSpecs() {
        for (String spec : new String[] {"pt", "ca"}) {
            FugitiveGame game = new FugitiveGame(FugitiveRules.load(spec));
            for (String fugitive : new String[] {"heuristic", "random"}) {
                for (int i = 0; i < 3; i++) {
                    SearchMarshal bot = new SearchMarshal(SMALL);
                    // the engine refuses an illegal move with an exception: a finished game means every move was legal
                    FugitiveState s = Playout.ofStudy(game, List.of(game.bot(fugitive, FugitiveSeat.FUGITIVE), bot), 9, i);
                    assertTrue(s.isTerminal() && s.winner() >= 0, s.fullState());
                    assertTrue(bot.decisions() > 0);
                    assertEquals(0, bot.fallbacks(), "the exact walk finished at every decision of these games");
                }
            }
        }
    }

    @Test
    void theRegistryMakesItForTheMarshalOnly() {
        FugitiveGame game = new FugitiveGame(FugitiveRules.load("pt"));
        assertTrue(game.bot("search", FugitiveSeat.MARSHAL) instanceof SearchMarshal);
        org.junit.jupiter.api.Assertions.assertThrows(org.cardlab.core.UserError.class, () -> game.bot("search", FugitiveSeat.FUGITIVE));
    }

    /**
     * Its choice stays the same when everything the Marshal has not seen is replaced by another
     * hidden history consistent with his notes (the Fugitive's hand, face-down hideouts and sprint
     * cards, the order of the decks), given the same random stream.
     */
    @Test
    void choosesFromTheNotesAlone() {
        int compared = 0;
        int differentWorlds = 0;
        for (String spec : new String[] {"pt", "ca"}) {
            FugitiveRules rules = FugitiveRules.load(spec);
            for (String fugitive : new String[] {"heuristic", "random"}) {
                List<FugitiveState> turns = SeededGames.marshalTurns(rules, fugitive, "heuristic", 4);
                for (FugitiveState real : turns.subList(0, Math.min(turns.size() - 1, 8))) {
                    PublicTrack t = PublicTrack.read(rules, real.notes(), "test");
                    FugitiveState other = World.of(t, HistorySampler.of(t).sample(new Rng(compared + 77)), new Rng(compared + 78));
                    differentWorlds += other.fugitiveHand() != real.fugitiveHand() || other.faceDownCards() != real.faceDownCards() ? 1 : 0;
                    FugitiveMove a = new SearchMarshal(SMALL).choose(real, new Rng(5));
                    FugitiveMove b = new SearchMarshal(SMALL).choose(other, new Rng(5));
                    assertEquals(a, b, "notes: " + real.notes().toJson());
                    compared++;
                }
            }
        }
        assertTrue(compared >= 20, "compared " + compared);
        assertTrue(differentWorlds > compared / 3, "the resampled games mostly differ from the real ones: " + differentWorlds);
    }

    @Test
    void theSameSeedGivesTheSameAdvice() {
        PublicTrack t = org.cardlab.fugitive.deduce.NotesFiles.read(java.nio.file.Path.of("specs/fugitive/examples/turn.json"));
        SearchAdvice a = SearchAdvice.of(t, SMALL.settings(), 3);
        SearchAdvice b = SearchAdvice.of(t, SMALL.settings(), 3);
        assertNull(a.none);
        assertEquals(a.toJson(), b.toJson());
    }
}
