package org.cardlab.scout;

import java.util.Arrays;
import org.cardlab.core.UserError;

/**
 * The start of a SCOUT round: the deal (from the seed, the hand-given first deal, or in the
 * 2-player variant the cards left undealt last round) and the round's fresh table, chips and
 * turn. Kept apart from {@link ScoutState}, which plays the round; it writes the state's fields.
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

    /** Deals the round {@code s.round} and resets the round's table, chips and turn. */
    static void deal(ScoutState s) {
        ScoutDeck deck = s.deck;
        int n = s.n;
        int perRound = n * deck.handSize;
        if (s.round == 0 && s.firstDeal != null) {
            boolean[] dealt = new boolean[deck.size()];
            for (int p = 0; p < n; p++) {
                System.arraycopy(s.firstDeal[p], 0, s.hand[p], 0, s.firstDeal[p].length);
                s.handLen[p] = s.firstDeal[p].length;
                for (int e : s.firstDeal[p]) {
                    dealt[e >> 1] = true;
                }
            }
            s.reserveLen = 0;
            for (int id = 0; id < deck.size(); id++) {
                if (!dealt[id]) {
                    s.reserve[s.reserveLen++] = id << 1;
                }
            }
        } else if (deck.undealtNextRound && s.reserveLen >= perRound) {
            // 2 players: the cards left undealt last round are this round's cards; last
            // round's cards are set aside. The reserve was shuffled (order and sides) with them.
            gatherInto(s, s.setAside);
            int k = 0;
            for (int p = 0; p < n; p++) {
                System.arraycopy(s.reserve, k, s.hand[p], 0, deck.handSize);
                s.handLen[p] = deck.handSize;
                k += deck.handSize;
            }
            System.arraycopy(s.reserve, k, s.reserve, 0, s.reserveLen - k);
            s.reserveLen -= k;
        } else {
            int[] all = new int[deck.size()];
            ScoutDealer.shuffled(deck, s.seed, s.round, all);
            s.setAsideLen = 0;
            s.discardLen = 0;
            s.tableLen = 0;
            for (int p = 0; p < n; p++) {
                s.capturedLen[p] = 0;
                System.arraycopy(all, p * deck.handSize, s.hand[p], 0, deck.handSize);
                s.handLen[p] = deck.handSize;
            }
            s.reserveLen = all.length - perRound;
            System.arraycopy(all, perRound, s.reserve, 0, s.reserveLen);
        }
        s.tableLen = 0;
        s.tableStrength = SetStrength.EMPTY;
        s.tableOwner = -1;
        s.consecutiveScouts = 0;
        Arrays.fill(s.chips, 0);
        Arrays.fill(s.scoutsLeft, deck.scoutBudget);
        Arrays.fill(s.scoutShowsLeft, deck.scoutAndShowPerRound);
        Arrays.fill(s.flipped, false);
        s.starter = s.rules.startRotates ? s.round % n : 0;
        s.current = s.starter;
        s.flipPhase = s.rules.handFlip;
        s.flipsDone = 0;
    }

    /** Moves every card of the round just played (hands, table, captured, discard) to {@code dest}. */
    private static void gatherInto(ScoutState s, int[] dest) {
        int n = s.n;
        int k = s.setAsideLen;
        for (int p = 0; p < n; p++) {
            System.arraycopy(s.hand[p], 0, dest, k, s.handLen[p]);
            k += s.handLen[p];
            s.handLen[p] = 0;
            System.arraycopy(s.captured[p], 0, dest, k, s.capturedLen[p]);
            k += s.capturedLen[p];
            s.capturedLen[p] = 0;
        }
        System.arraycopy(s.table, 0, dest, k, s.tableLen);
        k += s.tableLen;
        s.tableLen = 0;
        System.arraycopy(s.discard, 0, dest, k, s.discardLen);
        k += s.discardLen;
        s.discardLen = 0;
        s.setAsideLen = k;
    }
}
