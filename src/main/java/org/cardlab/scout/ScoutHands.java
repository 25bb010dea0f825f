package org.cardlab.scout;

/**
 * The hidden cards of a SCOUT match: each player's hand, in the order held (cards encoded id * 2
 * + side, {@link ScoutDeck}), and the cards not dealt this round. A player sees only their own
 * hand; nobody sees the undealt cards.
 */
final class ScoutHands {
    private final int[][] hand;
    private final int[] len;
    /** 2 players: cards not dealt this round, kept for the next; otherwise the deck's rest. */
    private final int[] undealt;
    private int undealtLen;

    ScoutHands(int players, int deckSize) {
        hand = new int[players][deckSize];
        len = new int[players];
        undealt = new int[deckSize];
    }

    private ScoutHands(ScoutHands o) {
        hand = new int[o.hand.length][];
        for (int p = 0; p < hand.length; p++) {
            hand[p] = o.hand[p].clone();
        }
        len = o.len.clone();
        undealt = o.undealt.clone();
        undealtLen = o.undealtLen;
    }

    ScoutHands copy() {
        return new ScoutHands(this);
    }

    int size(int p) {
        return len[p];
    }

    int card(int p, int i) {
        return hand[p][i];
    }

    /** p's hand as held: the first {@link #size} entries (the array itself, for the move finders; read only). */
    int[] cards(int p) {
        return hand[p];
    }

    /** Gives p the {@code count} cards of {@code src} from {@code from}, replacing the hand. */
    void deal(int p, int[] src, int from, int count) {
        System.arraycopy(src, from, hand[p], 0, count);
        len[p] = count;
    }

    /** Puts {@code card} into p's hand before position {@code at} (0 is the left end). */
    void insert(int p, int at, int card) {
        System.arraycopy(hand[p], at, hand[p], at + 1, len[p] - at);
        hand[p][at] = card;
        len[p]++;
    }

    /** p's hand with {@code card} put in before {@code at}, written to {@code dest}; returns its length. */
    int withInserted(int p, int at, int card, int[] dest) {
        System.arraycopy(hand[p], 0, dest, 0, at);
        dest[at] = card;
        System.arraycopy(hand[p], at, dest, at + 1, len[p] - at);
        return len[p] + 1;
    }

    /** Takes cards from..to (inclusive) out of p's hand into {@code dest} from 0, closing the gap. */
    void take(int p, int from, int to, int[] dest) {
        int n = to - from + 1;
        System.arraycopy(hand[p], from, dest, 0, n);
        System.arraycopy(hand[p], to + 1, hand[p], from, len[p] - to - 1);
        len[p] -= n;
    }

    /** Moves p's whole hand to {@code dest} at {@code at}; returns the new end. */
    int emptyInto(int p, int[] dest, int at) {
        System.arraycopy(hand[p], 0, dest, at, len[p]);
        int end = at + len[p];
        len[p] = 0;
        return end;
    }

    /** Turning a hand around reverses the order of the cards and turns each one. */
    void turn(int p) {
        turn(hand[p], len[p]);
    }

    static void turn(int[] cards, int len) {
        for (int i = 0, j = len - 1; i <= j; i++, j--) {
            int a = cards[i] ^ 1;
            cards[i] = cards[j] ^ 1;
            cards[j] = a;
        }
    }

    int undealtSize() {
        return undealtLen;
    }

    int undealt(int i) {
        return undealt[i];
    }

    /** The undealt cards (the array itself; the first {@link #undealtSize} entries; read only). */
    int[] undealtCards() {
        return undealt;
    }

    void setUndealt(int[] src, int from, int count) {
        System.arraycopy(src, from, undealt, 0, count);
        undealtLen = count;
    }

    /** Sets undealt card i (when the unseen cards are shuffled). */
    void replaceUndealt(int i, int card) {
        undealt[i] = card;
    }

    /** Sets card i of p's hand (when the unseen cards are shuffled). */
    void replace(int p, int i, int card) {
        hand[p][i] = card;
    }
}
