package org.cardlab.fugitive.respond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.Tempered;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.WeightedWalk;
import org.cardlab.fugitive.deduce.model.FugitiveModel;
import org.cardlab.fugitive.deduce.model.Importance;
import org.cardlab.fugitive.search.World;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The Marshal's responder: particles that are his notes, weighed as the frozen bot plays, and a choice from the notes alone. */
class MarshalResponderTest {
    private static final FugitiveRules PT = FugitiveRules.load("pt");

    /** Every particle is a game his notes could be: the same notes and the same hand; the weights are in (0, 1], the largest 1. */
    @Test
    void theParticlesAreGamesTheNotesAllow() {
        List<FugitiveState> turns = SeededGames.marshalTurns(PT, "heuristic", "heuristic", 3);
        for (FugitiveState real : turns.subList(0, Math.min(turns.size(), 6))) {
            PublicTrack t = PublicTrack.read(PT, real.notes(), "test");
            MarshalParticles.Belief b = new MarshalParticles("heuristic", Deduction.COMMAND_WORK_LIMIT).draw(t, 16, new Rng(4));
            double top = 0;
            for (int k = 0; k < b.states().size(); k++) {
                FugitiveState p = b.states().get(k);
                assertEquals(real.notes().toJson(), p.notes().toJson());
                assertEquals(real.marshalHand(), p.marshalHand());
                assertTrue(b.weights()[k] > 0 && b.weights()[k] <= 1, "weight " + b.weights()[k]);
                top = Math.max(top, b.weights()[k]);
            }
            assertEquals(1.0, top, 1e-12);
        }
    }

    /**
     * The weighted particles estimate the same posterior as the deduction's importance sampling as the bot plays
     * ({@code deduce --as-bot}): each number's chance of being a face-down hideout agrees within the deduction's
     * interval widened by 0.1 (two seeded estimates of one figure).
     */
    @Test
    void theWeightsAreTheBotsPosterior() {
        int compared = 0;
        for (FugitiveState real : SeededGames.marshalTurns(PT, "heuristic", "heuristic", 5)) {
            PublicTrack t = PublicTrack.read(PT, real.notes(), "test");
            if (t.faceDown().isEmpty() || compared >= 3) {
                continue;
            }
            double[] theta = FugitiveModel.shipped().style("heuristic");
            Importance is = Importance.of(t, Importance.style(t, WeightedWalk.of(t, Deduction.COMMAND_WORK_LIMIT).weigh(theta), theta),
                    Importance.bot(t, FugitiveBots.odds("heuristic", Tempered.Settings.DEFAULT), 9), 400, new Rng(9));
            MarshalParticles.Belief b = new MarshalParticles("heuristic", Deduction.COMMAND_WORK_LIMIT).draw(t, 400, new Rng(10));
            double sum = 0;
            for (double w : b.weights()) {
                sum += w;
            }
            for (int n = 1; n <= 41; n++) {
                double mine = 0;
                for (int k = 0; k < b.states().size(); k++) {
                    mine += (b.states().get(k).faceDownCards() >> n & 1) * b.weights()[k] / sum;
                }
                Importance.Estimate e = is.numberChance(n);
                assertTrue(mine >= e.low() - 0.1 && mine <= e.high() + 0.1,
                        "number " + n + ": particles " + mine + ", deduction " + e + ", notes " + real.notes().toJson());
            }
            compared++;
        }
        assertTrue(compared >= 2, "states compared: " + compared);
    }

    /** With the same seed it makes the same choice when the Fugitive's hidden cards are another history his notes allow. */
    @Tag("slow")
    @Test
    void choosesFromTheNotesAlone() {
        FugitiveGame game = new FugitiveGame(PT);
        int compared = 0;
        int differentWorlds = 0;
        for (String fugitive : new String[] {"heuristic", "random", "shadow"}) { // the shadow asked in the simulations and weights
            List<FugitiveState> turns = SeededGames.marshalTurns(PT, fugitive, "heuristic", 6);
            for (FugitiveState real : turns.subList(0, Math.min(turns.size(), 4))) {
                PublicTrack t = PublicTrack.read(PT, real.notes(), "test");
                FugitiveState other = World.of(t, HistorySampler.of(t).sample(new Rng(compared + 77)), new Rng(compared + 78));
                differentWorlds += other.fugitiveHand() != real.fugitiveHand() || other.faceDownCards() != real.faceDownCards() ? 1 : 0;
                FugitiveMove a = new MarshalResponder(game, fugitive, 8, 0).choose(real, new Rng(5));
                FugitiveMove b = new MarshalResponder(game, fugitive, 8, 0).choose(other, new Rng(5));
                assertEquals(a, b, "notes: " + real.notes().toJson());
                compared++;
            }
        }
        assertTrue(compared >= 9, "compared " + compared);
        assertTrue(differentWorlds >= compared / 3, "the resampled games mostly differ from the real ones: " + differentWorlds);
    }
}
