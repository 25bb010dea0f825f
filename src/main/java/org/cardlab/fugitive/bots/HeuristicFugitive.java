package org.cardlab.fugitive.bots;

import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.Sprints;

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
        if (Cards.has(hand, FugitiveRules.ESCAPE)) {
            Long esc = cheapest(rules, Sprints.pool(rules, hand, FugitiveRules.ESCAPE), Sprints.need(rules, last, FugitiveRules.ESCAPE));
            if (esc != null) {
                return FugitiveMove.hide(FugitiveRules.ESCAPE, esc);
            }
        }
        boolean first = s.phase() == Phase.FUGITIVE_FIRST;
        FugitiveMove best = null;
        int bestScore = Integer.MIN_VALUE;
        int bestLive = 0;
        for (int h = 41; h > last; h--) {
            if (!Cards.has(hand, h)) {
                continue;
            }
            long pool = Sprints.pool(rules, hand, h);
            long dead = pool & Cards.range(0, h - 1);
            int need = Sprints.need(rules, last, h);
            Long sprint = cheapest(rules, dead, need);
            int live = 0;
            if (sprint == null) {
                // Not enough dead cards: add the fewest live cards, lowest first (42 is kept).
                sprint = cheapestPreferring(rules, dead, pool & ~dead, need);
                if (sprint == null) {
                    continue;
                }
                live = Long.bitCount(sprint & ~dead);
            }
            int score = (h - last) - 4 * live;
            if (score > bestScore) {
                long spare = dead & ~sprint;
                if (rules.overpay && spare != 0 && rng.chance(BLUFF)) {
                    sprint |= 1L << Cards.nth(spare, rng.nextInt(Long.bitCount(spare)));
                }
                FugitiveMove m = FugitiveMove.hide(h, sprint);
                if (s.whyIllegal(m) == null) {
                    best = m;
                    bestScore = score;
                    bestLive = live;
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

    /** A smallest legal set from {@code preferred} plus the fewest (lowest) cards of {@code extra}; null if none. */
    static Long cheapestPreferring(FugitiveRules rules, long preferred, long extra, int need) {
        long base = preferred;
        for (int k = 0; k <= Long.bitCount(extra); k++) {
            long add = 0;
            long rest = extra;
            for (int t = 0; t < k; t++) {
                long bit = rest & -rest;
                add |= bit;
                rest &= ~bit;
            }
            Long set = cheapest(rules, base | add, need);
            if (set != null) {
                return set;
            }
        }
        return null;
    }

    /** The legal sprint set from {@code pool} with the fewest cards (lowest cards first); null if none. */
    static Long cheapest(FugitiveRules rules, long pool, int need) {
        if (need <= 0) {
            return 0L;
        }
        long odd = pool & rules.oddMask;
        long even = pool & ~rules.oddMask;
        for (int n = 1; n <= Long.bitCount(pool); n++) {
            for (int j = Math.min(n, Long.bitCount(even)); j >= 0; j--) {
                int i = n - j;
                if (i <= Long.bitCount(odd) && Sprints.classOk(rules, i, j, need)) {
                    return lowest(odd, i) | lowest(even, j);
                }
            }
        }
        return null;
    }

    private static long lowest(long set, int k) {
        long out = 0;
        long rest = set;
        for (int t = 0; t < k; t++) {
            long bit = rest & -rest;
            out |= bit;
            rest &= ~bit;
        }
        return out;
    }

    private static FugitiveMove draw(FugitiveState s, Rng rng) {
        FugitiveRules rules = s.rules();
        int last = s.hideout(s.routeLength() - 1);
        int want = rules.deckOf(Math.min(41, last + 4 + rng.nextInt(6)));
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
