package org.cardlab.scout;

/**
 * What a SCOUT round lays open: the active set on the table (its cards, strength and owner),
 * each player's captured pile, the beaten sets not captured, and (2 players) the earlier
 * rounds' cards set aside. Everyone sees the table; the piles are counted, not read.
 */
final class ScoutTable {
    private final int[] set;
    private int setLen;
    private int strength = SetStrength.EMPTY;
    /** Who showed the set now (or last) on the table this round; -1 before the first show. */
    private int owner = -1;
    private final int[][] captured;
    private final int[] capturedLen;
    /** Beaten sets not captured (only under the "same-count-and-kind" capture reading). */
    private final int[] discard;
    private int discardLen;
    /** 2 players: earlier rounds' cards while the round plays the undealt ones. */
    private final int[] setAside;
    private int setAsideLen;

    ScoutTable(int players, int deckSize) {
        set = new int[deckSize];
        captured = new int[players][deckSize];
        capturedLen = new int[players];
        discard = new int[deckSize];
        setAside = new int[deckSize];
    }

    private ScoutTable(ScoutTable o) {
        set = o.set.clone();
        setLen = o.setLen;
        strength = o.strength;
        owner = o.owner;
        captured = new int[o.captured.length][];
        for (int p = 0; p < captured.length; p++) {
            captured[p] = o.captured[p].clone();
        }
        capturedLen = o.capturedLen.clone();
        discard = o.discard.clone();
        discardLen = o.discardLen;
        setAside = o.setAside.clone();
        setAsideLen = o.setAsideLen;
    }

    ScoutTable copy() {
        return new ScoutTable(this);
    }

    int size() {
        return setLen;
    }

    int card(int i) {
        return set[i];
    }

    /** The active set (the array itself; the first {@link #size} entries; read only). */
    int[] cards() {
        return set;
    }

    int strength() {
        return strength;
    }

    int owner() {
        return owner;
    }

    /** The card at the left or right end of the active set. */
    int end(boolean right) {
        return right ? set[setLen - 1] : set[0];
    }

    /** The newly shown set replaces the active one, which goes to {@code taker}'s pile, or to the discard when {@code taker} is -1. */
    void replaceSet(int[] shown, int len, int newStrength, int shower, int taker) {
        if (setLen > 0) {
            if (taker >= 0) {
                System.arraycopy(set, 0, captured[taker], capturedLen[taker], setLen);
                capturedLen[taker] += setLen;
            } else {
                System.arraycopy(set, 0, discard, discardLen, setLen);
                discardLen += setLen;
            }
        }
        System.arraycopy(shown, 0, set, 0, len);
        setLen = len;
        strength = newStrength;
        owner = shower;
    }

    /** Takes the left or right end card off the active set; {@code left} is the strength of what stays. */
    void removeEnd(boolean right, int left) {
        if (!right) {
            System.arraycopy(set, 1, set, 0, setLen - 1);
        }
        setLen--;
        strength = left;
    }

    int capturedCount(int p) {
        return capturedLen[p];
    }

    /** p's captured pile (the array itself; the first {@link #capturedCount} entries; read only). */
    int[] capturedCards(int p) {
        return captured[p];
    }

    int discardCount() {
        return discardLen;
    }

    /** The discard (the array itself; the first {@link #discardCount} entries; read only). */
    int[] discardCards() {
        return discard;
    }

    int setAsideCount() {
        return setAsideLen;
    }

    /** The cards set aside (the array itself; the first {@link #setAsideCount} entries; read only). */
    int[] setAsideCards() {
        return setAside;
    }

    /** A new round: empty table, piles and discard; the set-aside cards stay unless {@code clearSetAside}. */
    void clear(boolean clearSetAside) {
        setLen = 0;
        strength = SetStrength.EMPTY;
        owner = -1;
        java.util.Arrays.fill(capturedLen, 0);
        discardLen = 0;
        if (clearSetAside) {
            setAsideLen = 0;
        }
    }

    /**
     * 2 players: every card of the round just played, the hands included ({@code hands}), is set
     * aside; the table and the piles are emptied.
     */
    void setAsideRound(ScoutHands hands, int players) {
        int k = setAsideLen;
        for (int p = 0; p < players; p++) {
            k = hands.emptyInto(p, setAside, k);
            System.arraycopy(captured[p], 0, setAside, k, capturedLen[p]);
            k += capturedLen[p];
            capturedLen[p] = 0;
        }
        System.arraycopy(set, 0, setAside, k, setLen);
        k += setLen;
        setLen = 0;
        System.arraycopy(discard, 0, setAside, k, discardLen);
        k += discardLen;
        discardLen = 0;
        setAsideLen = k;
    }
}
