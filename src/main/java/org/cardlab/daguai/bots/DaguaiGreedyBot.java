package org.cardlab.daguai.bots;

import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.daguai.Combo;
import org.cardlab.daguai.ComboRules;
import org.cardlab.daguai.DaguaiMove;
import org.cardlab.daguai.DaguaiState;
import org.cardlab.daguai.GreedyPlay;

/**
 * A simple heuristic player: follow with the smallest play that beats, keeping jokers
 * (plays without jokers first; a joker only when it is the only way to go out); never beat a
 * partner's play; lead the lowest rank, as the largest set of it held (no jokers), and only
 * play jokers when nothing else is left ({@link GreedyPlay}, which the search's playouts also use). Between rounds,
 * give back the lowest card.
 */
public final class DaguaiGreedyBot implements Policy<DaguaiState, DaguaiMove> {

    /** Deterministic: the random stream is not used. */
    @Override
    public DaguaiMove choose(DaguaiState g, Rng rng) {
        if (g.phase() == DaguaiState.Stage.RETURN) {
            ComboRules order = g.order();
            // give back (or offer) the lowest cards; as the giver of a joker, keep the highest offered card
            return g.legalMoves().min((a, b) -> Integer.compare(exchangeCost(a, order), exchangeCost(b, order)))
                    .orElseThrow();
        }
        Combo play = GreedyPlay.choose(g);
        return play == null ? DaguaiMove.PASS : DaguaiMove.play(play.faces);
    }

    private static int exchangeCost(DaguaiMove m, ComboRules order) {
        return switch (m.type) {
            case KEEP -> m.faces.length == 1 ? -order.power(m.faces[0]) : 100; // keeping both costs a high card
            case OFFER -> order.power(m.faces[0]) + order.power(m.faces[1]);
            default -> order.power(m.faces[0]);
        };
    }
}
