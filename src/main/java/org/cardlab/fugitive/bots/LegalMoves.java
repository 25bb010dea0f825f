package org.cardlab.fugitive.bots;

import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.Sprints;

/**
 * Counting the Fugitive's legal moves without listing them: a draw per non-empty deck; a pass when
 * legal; per placeable hideout, the sprint sets of each legal class (i odd, j even cards: C(a, i)
 * C(b, j) of them). The first turn, whose sets are also checked one hideout ahead, is counted by
 * listing (its hand is small).
 */
final class LegalMoves {
    private LegalMoves() {}

    /** The number of legal moves of the Fugitive in s. */
    static double count(FugitiveState s) {
        if (s.phase() == Phase.FUGITIVE_DRAW) {
            int n = 0;
            for (int d = 1; d <= 3; d++) {
                n += s.deckLeft(d) > 0 ? 1 : 0;
            }
            return n;
        }
        if (s.phase() == Phase.FUGITIVE_FIRST) {
            return s.legalMoves().count();
        }
        FugitiveRules rules = s.rules();
        long hand = s.fugitiveHand();
        int last = s.hideout(s.routeLength() - 1);
        double n = s.whyIllegal(FugitiveMove.PASS) == null ? 1 : 0;
        for (int card : Cards.toArray(hand & ~Cards.range(0, last))) {
            long pool = Sprints.pool(rules, hand, card);
            int a = Long.bitCount(pool & rules.oddMask);
            int b = Long.bitCount(pool & ~rules.oddMask);
            for (int[] c : Sprints.classes(rules, pool, Sprints.need(rules, last, card))) {
                n += choose(a, c[0]) * choose(b, c[1]);
            }
        }
        return n;
    }

    /** A legal move of the Fugitive drawn uniformly (by the counts of {@link #count}, without listing the sets). */
    static FugitiveMove uniform(FugitiveState s, org.cardlab.core.Rng rng) {
        if (s.phase() == Phase.FUGITIVE_DRAW || s.phase() == Phase.FUGITIVE_FIRST) {
            List<FugitiveMove> all = s.legalMoves().toList();
            return all.get(rng.nextInt(all.size()));
        }
        FugitiveRules rules = s.rules();
        long hand = s.fugitiveHand();
        int last = s.hideout(s.routeLength() - 1);
        double r = rng.nextDouble() * count(s);
        if (s.whyIllegal(FugitiveMove.PASS) == null && (r -= 1) < 0) {
            return FugitiveMove.PASS;
        }
        FugitiveMove lastSeen = null;
        for (int card : Cards.toArray(hand & ~Cards.range(0, last))) {
            long pool = Sprints.pool(rules, hand, card);
            int a = Long.bitCount(pool & rules.oddMask);
            int b = Long.bitCount(pool & ~rules.oddMask);
            for (int[] c : Sprints.classes(rules, pool, Sprints.need(rules, last, card))) {
                double n = choose(a, c[0]) * choose(b, c[1]);
                lastSeen = FugitiveMove.hide(card, Sprints.randomSubset(pool & rules.oddMask, c[0], rng)
                        | Sprints.randomSubset(pool & ~rules.oddMask, c[1], rng));
                if ((r -= n) < 0) {
                    return lastSeen;
                }
            }
        }
        return lastSeen != null ? lastSeen : FugitiveMove.PASS;
    }

    static double choose(int n, int k) {
        double r = 1;
        for (int i = 0; i < k; i++) {
            r = r * (n - i) / (i + 1);
        }
        return r;
    }

    /** The placeable hideouts: cards above the last hideout with some legal sprint set. */
    static List<Integer> placeable(FugitiveState s) {
        FugitiveRules rules = s.rules();
        long hand = s.fugitiveHand();
        int last = s.hideout(s.routeLength() - 1);
        List<Integer> out = new java.util.ArrayList<>();
        for (int card : Cards.toArray(hand & ~Cards.range(0, last))) {
            if (Sprints.any(rules, Sprints.pool(rules, hand, card), Sprints.need(rules, last, card))) {
                out.add(card);
            }
        }
        return out;
    }
}
