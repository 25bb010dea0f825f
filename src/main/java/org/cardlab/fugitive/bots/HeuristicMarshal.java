package org.cardlab.fugitive.bots;

import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;

/**
 * Guesses numbers still possible given its notes ({@link RouteBounds}): every number that is
 * certain at once (a safe multi-guess), otherwise the number with the largest rough chance
 * (the sum over face-down positions of one over its candidate count). Draws from the deck
 * just ahead of the Fugitive's likely position, to block his way and learn most.
 */
public final class HeuristicMarshal implements Policy<FugitiveState, FugitiveMove> {

    @Override
    public FugitiveMove choose(FugitiveState s, Rng rng) {
        FugitiveRules rules = s.rules();
        RouteBounds bounds = new RouteBounds(rules, s.events(), s.marshalHand());
        long[] cand = bounds.candidates(rules);
        if (s.phase() == Phase.MARSHAL_DRAW) {
            int ahead = Math.min(rules.escape - 1, bounds.upperHint(rules) + 2);
            int want = Math.max(1, rules.deckOf(Math.max(ahead, rules.deckLow[0])));
            for (int k = 0; k < 3; k++) {
                int d = (want - 1 + k) % 3 + 1;
                if (s.deckLeft(d) > 0) {
                    return FugitiveMove.draw(d);
                }
            }
            return s.randomLegalMove(rng);
        }
        long guessable = s.guessable();
        long certain = 0;
        double[] weight = new double[43];
        for (int p = 1; p < cand.length; p++) {
            if (!bounds.faceDown(p)) {
                continue;
            }
            long c = cand[p] & guessable;
            int n = Long.bitCount(c);
            if (n == 1) {
                certain |= c;
            }
            for (long x = c; x != 0; x &= x - 1) {
                weight[Long.numberOfTrailingZeros(x)] += 1.0 / n;
            }
        }
        boolean multiOk = rules.multiGuess && !(s.phase() == Phase.MANHUNT && rules.manhuntSingleGuesses);
        if (certain != 0 && (multiOk || Long.bitCount(certain) == 1)) {
            return FugitiveMove.guessSet(certain);
        }
        if (certain != 0) {
            return FugitiveMove.guessSet(Long.lowestOneBit(certain));
        }
        int best = -1;
        for (int x = 1; x <= 41; x++) {
            if ((guessable >> x & 1) != 0 && (best < 0 || weight[x] > weight[best] + 1e-12
                    || Math.abs(weight[x] - weight[best]) <= 1e-12 && rng.nextInt(2) == 0)) {
                best = x;
            }
        }
        return best < 0 ? s.randomLegalMove(rng) : FugitiveMove.guessSet(1L << best);
    }
}
