package org.cardlab.fugitive.respond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.games.Games;
import org.junit.jupiter.api.Test;

/** The particles' weights: the game replayed with a particle's Marshal cards, and the frozen Marshal's answers there. */
class MarshalLikelihoodTest {
    private static final FugitiveGame PT = FugitiveGame.of(Games.get("fugitive").spec("pt"));

    /** A pt game of heuristic bots, played until the Fugitive is to move after {@code moves} moves. */
    private static FugitiveState atFugitive(int seed, int moves) {
        FugitiveState s = PT.newGame(Seeds.deal(23, seed));
        Rng rng = Seeds.bots(23, seed);
        Policy<FugitiveState, FugitiveMove> m = PT.bot("heuristic", FugitiveSeat.MARSHAL);
        Policy<FugitiveState, FugitiveMove> f = PT.bot("heuristic", FugitiveSeat.FUGITIVE);
        for (int n = 0; (n < moves || s.toMove() != FugitiveSeat.FUGITIVE) && !s.isTerminal(); n++) {
            s.apply((s.toMove() == FugitiveSeat.MARSHAL ? m : f).choose(s, rng));
        }
        return s;
    }

    /** The replay of a particle is the particle's game: its notes, the Marshal's hand it gives him, the Fugitive's own hand and route. */
    @Test
    void theReplayedDealPlaysTheParticlesGame() {
        int compared = 0;
        for (int i = 0; i < 12; i++) {
            FugitiveState s = atFugitive(i, 8 + 2 * i);
            if (s.isTerminal()) {
                continue;
            }
            for (FugitiveState p : new FugitiveState[] {s, s.resampleForFugitive(new Rng(i))}) {
                FugitiveState replay = FugitiveState.withDecks(s.rules(), MarshalLikelihood.deal(s, p));
                s.moves().forEach(replay::apply);
                assertEquals(p.events(), replay.events(), "game " + i);
                assertEquals(p.marshalHand(), replay.marshalHand(), "game " + i);
                assertEquals(s.fugitiveHand(), replay.fugitiveHand(), "game " + i);
                assertEquals(s.routeLength(), replay.routeLength(), "game " + i);
                compared++;
            }
        }
        assertTrue(compared >= 16, "replays compared: " + compared);
    }

    /**
     * Particles in which the Marshal named a card he held (no Marshal bot does) are less likely, on
     * the whole, than those in which he did not: the likelihood sees what the particles' filter sees.
     * (Particle by particle it need not: the heuristic Marshal breaks ties at random, and a few asks
     * at each decision estimate each answer's chance with noise.)
     */
    @Test
    void guessesOfHisOwnCardsMakeParticlesLessLikely() {
        double[] sum = new double[2];
        int[] count = new int[2];
        for (int i = 0; i < 6; i++) {
            FugitiveState s = atFugitive(i, 20);
            if (s.isTerminal()) {
                continue;
            }
            MarshalLikelihood l = new MarshalLikelihood(PT.bot("heuristic", FugitiveSeat.MARSHAL));
            for (int k = 0; k < 100; k++) {
                FugitiveState p = s.resampleForFugitive(new Rng(k));
                int allowed = FugitiveParticles.allowed(p.events(), p.marshalHand()) ? 1 : 0;
                sum[allowed] += l.logOf(s, p, 9);
                count[allowed]++;
            }
        }
        assertTrue(count[0] >= 10 && count[1] >= 10, "particles refused and allowed: " + count[0] + ", " + count[1]);
        double refused = sum[0] / count[0];
        double allowed = sum[1] / count[1];
        assertTrue(refused < allowed - 1, "mean log-likelihood of the refused " + refused + ", of the allowed " + allowed);
    }
}
