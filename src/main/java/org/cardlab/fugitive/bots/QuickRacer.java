package org.cardlab.fugitive.bots;

import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.Sprints;
import org.cardlab.fugitive.exposure.Racer;

/**
 * The greedy policy the racer plays its own play-outs with ({@link Racer}), as a whole Fugitive:
 * it draws from the deck most likely to give a next step, escapes as soon as it can (with every
 * card it may spare beneath 42, as the racer and the shadow do), else steps to the highest hideout
 * it can pay for with dead cards, else to the lowest it can pay for, else passes. Deterministic and
 * quick (no play-outs, no deduction): the search's look-ahead plays the racer and the shadow styles
 * with it. Not a registered bot.
 */
public final class QuickRacer implements Policy<FugitiveState, FugitiveMove> {
    @Override
    public FugitiveMove choose(FugitiveState s, Rng rng) {
        FugitiveRules rules = s.rules();
        long hand = s.fugitiveHand();
        int last = s.hideout(s.routeLength() - 1);
        if (s.phase() == Phase.FUGITIVE_DRAW) {
            // What he has held: his hand, his hideouts and sprint cards (as FugitiveView.cardsHeld, without copying the events).
            long held = hand;
            for (int p = 1; p < s.routeLength(); p++) {
                held |= 1L << s.hideout(p) | s.sprintCards(p);
            }
            int[] left = {s.deckLeft(1), s.deckLeft(2), s.deckLeft(3)};
            int d = Racer.deck(rules, last, hand, ~held, left);
            return d > 0 ? FugitiveMove.draw(d) : s.randomLegalMove(rng);
        }
        if (s.phase() != Phase.FUGITIVE_PLACE && s.phase() != Phase.FUGITIVE_FIRST) {
            return s.randomLegalMove(rng);
        }
        long[] m = Racer.place(rules, last, hand);
        FugitiveMove move;
        if (m[0] == rules.escape) {
            long all = Sprints.pool(rules, hand, rules.escape);
            FugitiveMove most = FugitiveMove.hide(rules.escape, all);
            move = rules.overpay && s.whyIllegal(most) == null ? most : FugitiveMove.hide(rules.escape, m[1]);
        } else {
            move = m[0] > 0 ? FugitiveMove.hide((int) m[0], m[1]) : FugitiveMove.PASS;
        }
        return s.whyIllegal(move) == null ? move : s.randomLegalMove(rng); // (a first turn's look one hideout ahead, a spec without passes)
    }
}
