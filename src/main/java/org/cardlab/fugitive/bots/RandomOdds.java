package org.cardlab.fugitive.bots;

import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.Sprints;

/**
 * The random Fugitive's move probabilities, in closed form, as the engine's random legal move draws
 * them: a draw, a non-empty deck uniformly; a placement, the pass (when legal) or one of the
 * placeable hideouts uniformly, then a legal class of sprint cards with chance halving along the
 * canonical order (the last class takes what is left), then its cards uniformly. On the first turn
 * a set that would leave no legal next hideout is drawn again (hideout and set), so each legal
 * move's chance is divided by the chance of drawing a legal one.
 */
public final class RandomOdds implements MoveOdds {
    @Override
    public double probability(FugitiveState s, FugitiveMove m) {
        if (s.phase() == Phase.FUGITIVE_DRAW) {
            int n = 0;
            for (int d = 1; d <= 3; d++) {
                n += s.deckLeft(d) > 0 ? 1 : 0;
            }
            return m.kind() == FugitiveMove.Kind.DRAW && s.deckLeft(m.value()) > 0 ? 1.0 / n : 0;
        }
        if (s.whyIllegal(m) != null) {
            return 0;
        }
        List<Integer> placeable = LegalMoves.placeable(s);
        boolean passOk = s.whyIllegal(FugitiveMove.PASS) == null;
        int options = placeable.size() + (passOk ? 1 : 0);
        if (m.kind() == FugitiveMove.Kind.PASS) {
            return 1.0 / options;
        }
        double p = set(s, m.value(), m.cards()) / options;
        if (s.phase() != Phase.FUGITIVE_FIRST) {
            return p;
        }
        // The first turn redraws an illegal set: each legal move's chance over the chance of a legal draw.
        double legal = 0;
        for (FugitiveMove x : (Iterable<FugitiveMove>) s.legalMoves()::iterator) {
            if (x.kind() == FugitiveMove.Kind.HIDE) {
                legal += set(s, x.value(), x.cards()) / placeable.size();
            }
        }
        return p / legal;
    }

    /** The chance of drawing this sprint set once hideout {@code card} is chosen. */
    static double set(FugitiveState s, int card, long sprints) {
        FugitiveRules rules = s.rules();
        long hand = s.fugitiveHand();
        int last = s.hideout(s.routeLength() - 1);
        long pool = Sprints.pool(rules, hand, card);
        List<int[]> cls = Sprints.classes(rules, pool, Sprints.need(rules, last, card));
        int i = Long.bitCount(sprints & rules.oddMask);
        int j = Long.bitCount(sprints) - i;
        for (int k = 0; k < cls.size(); k++) {
            if (cls.get(k)[0] == i && cls.get(k)[1] == j) {
                double pk = k < cls.size() - 1 ? Math.pow(0.5, k + 1) : Math.pow(0.5, cls.size() - 1);
                return pk / (LegalMoves.choose(Long.bitCount(pool & rules.oddMask), i) * LegalMoves.choose(Long.bitCount(pool & ~rules.oddMask), j));
            }
        }
        return 0;
    }
}
