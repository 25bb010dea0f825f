package org.cardlab.daguai.bots;

import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.Combo;
import org.cardlab.daguai.ComboClassifier;
import org.cardlab.daguai.ComboRules;
import org.cardlab.daguai.DaguaiMove;
import org.cardlab.daguai.DaguaiState;
import org.cardlab.daguai.PlayGenerator;
import org.cardlab.daguai.Scoring;

/**
 * A simple heuristic player: follow with the smallest play that beats, keeping jokers
 * (plays without jokers first; a joker only when it is the only way to go out); never beat a
 * partner's play; lead the lowest rank, as the largest set of it held (no jokers), and only
 * play jokers when nothing else is left. Between rounds, give back the lowest card.
 */
public final class DaguaiGreedyBot implements Policy<DaguaiState, DaguaiMove> {

    /** Deterministic: the random stream is not used. */
    @Override
    public DaguaiMove choose(DaguaiState g, Rng rng) {
        int seat = g.currentPlayer();
        int[] hand = g.hand(seat);
        ComboRules order = g.order();
        if (g.phase() == DaguaiState.Stage.RETURN) {
            // give back (or offer) the lowest cards; as the giver of a joker, keep the highest offered card
            return g.legalMoves().min((a, b) -> Integer.compare(exchangeCost(a, order), exchangeCost(b, order)))
                    .orElseThrow();
        }
        Combo last = g.lastPlay();
        if (last == null) {
            return lead(hand, order);
        }
        if (Scoring.team(g.lastSeat()) == Scoring.team(seat) && g.handSize(g.lastSeat()) > 0) {
            return DaguaiMove.PASS;
        }
        // the plays without jokers are those of the hand less its jokers, far fewer to list
        int[] naturals = hand.clone();
        naturals[Card.SMALL_JOKER] = 0;
        naturals[Card.BIG_JOKER] = 0;
        Combo plain = PlayGenerator.lowest(naturals, last.size(), last, order, g.rules().equalBeats);
        if (plain != null) {
            return DaguaiMove.play(plain.faces);
        }
        if (last.size() == g.handSize(seat)) {
            Combo follow = PlayGenerator.lowest(hand, last.size(), last, order, g.rules().equalBeats);
            if (follow != null) {
                return DaguaiMove.play(follow.faces); // going out is worth a joker
            }
        }
        return DaguaiMove.PASS;
    }

    private static int exchangeCost(DaguaiMove m, ComboRules order) {
        return switch (m.type) {
            case KEEP -> m.faces.length == 1 ? -order.power(m.faces[0]) : 100; // keeping both costs a high card
            case OFFER -> order.power(m.faces[0]) + order.power(m.faces[1]);
            default -> order.power(m.faces[0]);
        };
    }

    private static DaguaiMove lead(int[] hand, ComboRules order) {
        int bestRank = -1;
        for (int r = 0; r < Card.RANKS; r++) {
            if (rankCount(hand, r) > 0 && (bestRank < 0 || order.rankPower(r) < order.rankPower(bestRank))) {
                bestRank = r;
            }
        }
        if (bestRank < 0) { // only jokers left: play them as a set, or the small one alone
            int small = hand[Card.SMALL_JOKER];
            int big = hand[Card.BIG_JOKER];
            int n = Math.min(small + big, 3);
            int[] faces = new int[n];
            for (int i = 0; i < n; i++) {
                faces[i] = i < small ? Card.SMALL_JOKER : Card.BIG_JOKER;
            }
            if (ComboClassifier.classify(faces, order) == null) {
                return DaguaiMove.play(new int[] {small > 0 ? Card.SMALL_JOKER : Card.BIG_JOKER});
            }
            return DaguaiMove.play(faces);
        }
        int n = Math.min(rankCount(hand, bestRank), 3);
        int[] faces = new int[n];
        int k = 0;
        for (int s = 0; s < 4 && k < n; s++) {
            int f = Card.face(bestRank, s);
            for (int c = 0; c < hand[f] && k < n; c++) {
                faces[k++] = f;
            }
        }
        return DaguaiMove.play(faces);
    }

    private static int rankCount(int[] hand, int r) {
        return hand[Card.face(r, 0)] + hand[Card.face(r, 1)] + hand[Card.face(r, 2)] + hand[Card.face(r, 3)];
    }
}
