package org.cardlab.scout;

import org.cardlab.core.UserError;

/**
 * The start of a SCOUT round: the deal (from the seed, the hand-given first deal, or in the
 * 2-player variant the cards left undealt last round) and the round's fresh table, chips and
 * turn. Kept apart from {@link ScoutState}, which plays the round; it works through the state's
 * parts (its hands, its table, its turn).
 */
final class ScoutRoundStart {
    private ScoutRoundStart() {}

    static int[][] checkDeal(ScoutDeck deck, int[][] deal) {
        int n = deck.players;
        if (deal.length != n) {
            throw new UserError("the deal gives " + deal.length + " hands for " + n + " players");
        }
        boolean[] seen = new boolean[deck.size()];
        for (int p = 0; p < n; p++) {
            if (deal[p].length == 0) {
                throw new UserError("the deal gives player " + p + " no cards");
            }
            for (int e : deal[p]) {
                if (seen[e >> 1]) {
                    throw new UserError("the deal gives card " + deck.label(e >> 1) + " twice");
                }
                seen[e >> 1] = true;
            }
        }
        int[][] copy = new int[n][];
        for (int p = 0; p < n; p++) {
            copy[p] = deal[p].clone();
        }
        return copy;
    }

    /** Deals round {@code round} of {@code s} and starts it: a fresh table, chips and turn. */
    static void deal(ScoutState s, int round) {
        ScoutDeck deck = s.deck();
        int n = s.numPlayers();
        ScoutHands hands = s.hands();
        ScoutTable table = s.board();
        int perRound = n * deck.handSize;
        int[][] firstDeal = s.firstDeal();
        if (round == 0 && firstDeal != null) {
            boolean[] dealt = new boolean[deck.size()];
            for (int p = 0; p < n; p++) {
                hands.deal(p, firstDeal[p], 0, firstDeal[p].length);
                for (int e : firstDeal[p]) {
                    dealt[e >> 1] = true;
                }
            }
            int[] rest = new int[deck.size()];
            int k = 0;
            for (int id = 0; id < deck.size(); id++) {
                if (!dealt[id]) {
                    rest[k++] = id << 1;
                }
            }
            hands.setUndealt(rest, 0, k);
        } else if (deck.undealtNextRound && hands.undealtSize() >= perRound) {
            // 2 players: the cards left undealt last round are this round's cards; last
            // round's cards are set aside. The undealt cards were shuffled (order and sides) with them.
            table.setAsideRound(hands, n);
            int[] undealt = hands.undealtCards();
            int k = 0;
            for (int p = 0; p < n; p++) {
                hands.deal(p, undealt, k, deck.handSize);
                k += deck.handSize;
            }
            hands.setUndealt(undealt.clone(), k, hands.undealtSize() - k);
        } else {
            int[] all = new int[deck.size()];
            ScoutDealer.shuffled(deck, s.seed(), round, all);
            table.clear(true);
            for (int p = 0; p < n; p++) {
                hands.deal(p, all, p * deck.handSize, deck.handSize);
            }
            hands.setUndealt(all, perRound, all.length - perRound);
        }
        table.clear(false);
        ScoutRules rules = s.rules();
        s.turn().startRound(round, rules.startRotates ? round % n : 0, rules.handFlip, deck.scoutBudget, deck.scoutAndShowPerRound);
    }
}
