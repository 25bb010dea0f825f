package org.cardlab.daguai;

/**
 * Greedy's play in the play stage ({@code DaguaiGreedyBot}'s rules), and the search's playouts that let every seat
 * play it to the round's end. Those playouts make most of the search's moves, and each is a play the engine made
 * itself for the seat to move, legal by construction: they are applied on the state's trusted path
 * ({@link DaguaiState#applyGenerated}), neither checked nor classified again. Moves from outside keep
 * {@link DaguaiState#apply} and its checks.
 */
public final class GreedyPlay {
    private GreedyPlay() {}

    /**
     * The play greedy makes, or null for a pass: follow with the lowest play that beats, without jokers (a joker only
     * when it empties the hand); never beat a partner's play; lead the lowest rank as the largest set of it held (at
     * most three, no jokers), and jokers only when nothing else is left.
     */
    public static Combo choose(DaguaiState g) {
        int seat = g.currentPlayer();
        int[] hand = g.hands().counts(seat); // read only: PlayGenerator copies what it changes
        ComboRules order = g.order();
        Combo last = g.lastPlay();
        if (last == null) {
            return lead(hand, order);
        }
        if (Scoring.team(g.lastSeat()) == Scoring.team(seat) && g.handSize(g.lastSeat()) > 0) {
            return null;
        }
        // the plays without jokers are those of the hand less its jokers, far fewer to list
        int[] naturals = hand.clone();
        naturals[Card.SMALL_JOKER] = 0;
        naturals[Card.BIG_JOKER] = 0;
        Combo plain = PlayGenerator.lowest(naturals, last.size(), last, order, g.rules().equalBeats);
        if (plain != null) {
            return plain;
        }
        if (last.size() == g.handSize(seat)) {
            return PlayGenerator.lowest(hand, last.size(), last, order, g.rules().equalBeats); // going out is worth a joker
        }
        return null;
    }

    /**
     * Plays greedy in every seat until the round in play ends (or after {@code maxMoves} moves), on the trusted path.
     * The state must be in the play stage; it is a playout's world, so the round's end ends it (the next round is not
     * dealt).
     */
    public static void finishRound(DaguaiState w, int maxMoves) {
        w.endWithRound();
        int round = w.roundsPlayed();
        for (int k = 0; w.roundsPlayed() == round && !w.isTerminal() && k < maxMoves; k++) {
            w.applyGenerated(choose(w));
        }
    }

    private static Combo lead(int[] hand, ComboRules order) {
        int bestRank = -1;
        for (int power = 0; power <= ComboRules.TRUMP && bestRank < 0; power++) { // each rank has its own power
            int r = order.rankOfPower(power);
            if (r >= 0 && rankCount(hand, r) > 0) {
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
            Combo set = ComboClassifier.classifySorted(faces, order);
            return set != null ? set : ComboClassifier.classifySorted(new int[] {small > 0 ? Card.SMALL_JOKER : Card.BIG_JOKER}, order);
        }
        int n = Math.min(rankCount(hand, bestRank), 3);
        int[] faces = new int[n];
        int k = 0;
        for (int s = 0; s < 4 && k < n; s++) { // a rank's faces ascend with the suit: the faces come out sorted
            int f = Card.face(bestRank, s);
            for (int c = 0; c < hand[f] && k < n; c++) {
                faces[k++] = f;
            }
        }
        return ComboClassifier.classifySorted(faces, order);
    }

    private static int rankCount(int[] hand, int r) {
        return hand[Card.face(r, 0)] + hand[Card.face(r, 1)] + hand[Card.face(r, 2)] + hand[Card.face(r, 3)];
    }
}
