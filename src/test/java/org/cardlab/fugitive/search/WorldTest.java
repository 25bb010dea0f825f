package org.cardlab.fugitive.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * A world built from a sampled hidden history is a game the Marshal cannot tell from the real
 * one: the engine accepts every replayed move, and the Marshal's observation (his notes and hand)
 * is exactly the real game's, at every Marshal decision of seeded games of both bot families.
 */
class WorldTest {
    @Test
    void worldsLookTheSameToTheMarshal() {
        int checked = 0;
        for (String spec : new String[] {"pt", "ca"}) {
            FugitiveRules rules = FugitiveRules.load(spec);
            for (String fugitive : new String[] {"heuristic", "random"}) {
                for (long seed = 1; seed <= 3; seed++) {
                    List<FugitiveState> turns = SeededGames.marshalTurns(rules, fugitive, "heuristic", seed);
                    for (FugitiveState real : turns.subList(0, Math.min(turns.size() - 1, 12))) {
                        PublicTrack t = PublicTrack.read(rules, real.notes(), "test");
                        HistorySampler sampler = HistorySampler.of(t, 2_000_000);
                        Rng rng = new Rng(seed * 31 + checked);
                        for (int k = 0; k < 3; k++) {
                            FugitiveState w = World.of(t, sampler.sample(rng), rng);
                            assertEquals(real.observation(FugitiveSeat.MARSHAL.index()), w.observation(FugitiveSeat.MARSHAL.index()));
                            assertEquals(real.phase(), w.phase());
                            for (int d = 1; d <= 3; d++) {
                                assertEquals(real.deckLeft(d), w.deckLeft(d));
                            }
                            assertEquals(Long.bitCount(real.fugitiveHand()), Long.bitCount(w.fugitiveHand()));
                            checked++;
                        }
                    }
                }
            }
        }
        assertTrue(checked > 100, "checked " + checked);
    }
}
