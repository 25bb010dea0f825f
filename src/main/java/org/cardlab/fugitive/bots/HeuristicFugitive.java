package org.cardlab.fugitive.bots;

import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Phase;

/**
 * Heads for 42 without wasting cards: it escapes as soon as it can; otherwise it jumps to
 * the highest hideout it can reach paying sprints only with cards that the jump makes
 * useless (cards below the new hideout can never be hideouts again), and waits (passes) when
 * every step would cost a useful card. Now and then it bluffs: an overpaid sprint with a
 * spare dead card, or a pass. It draws from the deck just ahead of its route.
 */
public final class HeuristicFugitive implements Policy<FugitiveState, FugitiveMove>, MoveOdds {
    private final HeuristicOdds odds = new HeuristicOdds();

    /** The chance of each move, exactly ({@link HeuristicOdds}). */
    @Override
    public double probability(FugitiveState s, FugitiveMove m) {
        return odds.probability(s, m);
    }

    /** The chance of each bluff (a spare dead card overpaid, a misleading draw); a third of it to pass anyway. */
    static final double BLUFF = 0.15;

    @Override
    public FugitiveMove choose(FugitiveState s, Rng rng) {
        FugitiveRules rules = s.rules();
        if (s.phase() == Phase.FUGITIVE_DRAW) {
            return draw(s, rng);
        }
        long hand = s.fugitiveHand();
        int last = s.hideout(s.routeLength() - 1);
        // Escape when 42 is in reach: every other card is dead once 42 is down.
        FugitiveMove escape = HeuristicSteps.escape(rules, hand, last);
        if (escape != null) {
            return escape;
        }
        boolean first = s.phase() == Phase.FUGITIVE_FIRST;
        FugitiveMove best = null;
        int bestScore = Integer.MIN_VALUE;
        int bestLive = 0;
        for (int h = rules.escape - 1; h > last; h--) {
            HeuristicSteps.Step step = HeuristicSteps.step(rules, hand, last, h);
            if (step != null && step.score() > bestScore) {
                long sprint = step.sprint();
                long spare = step.spare();
                if (rules.overpay && spare != 0 && rng.chance(BLUFF)) {
                    sprint |= 1L << Cards.nth(spare, rng.nextInt(Long.bitCount(spare)));
                }
                FugitiveMove m = FugitiveMove.hide(h, sprint);
                if (s.whyIllegal(m) == null) {
                    best = m;
                    bestScore = step.score();
                    bestLive = step.live();
                }
            }
        }
        boolean passOk = !first && s.whyIllegal(FugitiveMove.PASS) == null;
        if (best != null && passOk) {
            // Wait for a better draw instead of burning a useful card, unless the hand is rich;
            // and now and then wait anyway, so that the tempo tells the Marshal nothing.
            boolean wasteful = bestScore <= 0 || bestLive > 0 && Long.bitCount(hand) <= 6 + bestLive && rng.chance(0.6);
            if (wasteful && passesInARow(s) < 3 || rng.chance(BLUFF / 3)) {
                return FugitiveMove.PASS;
            }
        }
        if (best != null) {
            return best;
        }
        if (passOk) {
            return FugitiveMove.PASS;
        }
        return s.randomLegalMove(rng);
    }

    /** How many turns in a row the Fugitive has just passed (a public fact). */
    static int passesInARow(FugitiveState s) {
        int n = 0;
        var events = s.events();
        for (int i = events.size() - 1; i >= 0; i--) {
            NoteEvent e = events.get(i);
            if (e instanceof NoteEvent.Pass) {
                n++;
            } else if (e instanceof NoteEvent.Hideout || e instanceof NoteEvent.Escape) {
                break;
            }
        }
        return n;
    }

    private static FugitiveMove draw(FugitiveState s, Rng rng) {
        FugitiveRules rules = s.rules();
        int last = s.hideout(s.routeLength() - 1);
        int want = rules.deckOf(Math.min(rules.escape - 1, last + 4 + rng.nextInt(6)));
        if (rng.chance(BLUFF)) {
            want = 1 + rng.nextInt(3); // a misleading draw now and then
        }
        for (int k = 0; k < 3; k++) {
            int d = (want - 1 + k) % 3 + 1;
            if (d >= 1 && s.deckLeft(d) > 0) {
                return FugitiveMove.draw(d);
            }
        }
        return s.randomLegalMove(rng);
    }
}
