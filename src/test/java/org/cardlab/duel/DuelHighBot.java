package org.cardlab.duel;

import java.util.List;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;

/** Leads its highest card; answers with the lowest card that wins the trick, or its lowest card when none does. */
final class DuelHighBot implements Policy<DuelState, DuelMove> {
    @Override
    public DuelMove choose(DuelState s, Rng rng) {
        List<DuelMove> legal = s.legalMoves().toList(); // lowest first
        if (s.ledNumber() == 0) {
            return legal.get(legal.size() - 1);
        }
        for (DuelMove m : legal) {
            if (m.number() > s.ledNumber() || m.number() == s.ledNumber() && !s.rules().leaderWinsTies) {
                return m;
            }
        }
        return legal.get(0);
    }
}
