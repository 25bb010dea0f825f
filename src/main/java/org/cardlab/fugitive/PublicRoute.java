package org.cardlab.fugitive;

/**
 * The route as everyone sees it, card 0 included: per position, when it was placed, how many
 * sprint cards lie beneath it, when it was revealed, its card once face up and the sprint cards
 * seen beneath it; which positions are face up; the hideout revealed most recently. The part of
 * {@link PublicState} that grows with the game, copied with {@link #copy}.
 */
final class PublicRoute {
    private static final int MAX_POSITIONS = FugitiveRules.CARDS + 1;

    private int length = 1;
    private final int[] placedAt;
    private final int[] sprintCount;
    private final int[] revealedAt;
    private final int[] card;
    /** The sprint cards beneath a revealed hideout (those under 42 stay face down). */
    private final long[] revealedSprints;
    /** Bit p set when position p is face up (position 0 always is; 42 is played face up). */
    private long faceUp = 1L;
    /** The hideout revealed most recently (0 until one is). */
    private int lastRevealed;

    /** Card 0 alone, face up since the deal (time -1). */
    PublicRoute() {
        placedAt = new int[MAX_POSITIONS];
        sprintCount = new int[MAX_POSITIONS];
        revealedAt = new int[MAX_POSITIONS];
        card = new int[MAX_POSITIONS];
        revealedSprints = new long[MAX_POSITIONS];
        placedAt[0] = -1;
        revealedAt[0] = -1;
    }

    private PublicRoute(PublicRoute o) {
        placedAt = o.placedAt.clone();
        sprintCount = o.sprintCount.clone();
        revealedAt = o.revealedAt.clone();
        card = o.card.clone();
        revealedSprints = o.revealedSprints.clone();
        length = o.length;
        faceUp = o.faceUp;
        lastRevealed = o.lastRevealed;
    }

    PublicRoute copy() {
        return new PublicRoute(this);
    }

    /**
     * A hand-built route (rule tests): the face-up cards (-1 where face down), the sprint count and
     * the known sprint cards of each position, no times; the last revealed is taken to be the highest.
     */
    static PublicRoute of(int[] faceUpCards, int[] sprints, long[] knownSprints, int escape) {
        PublicRoute r = new PublicRoute();
        r.length = faceUpCards.length;
        for (int p = 0; p < r.length; p++) {
            r.placedAt[p] = -1;
            r.revealedAt[p] = -1;
            r.sprintCount[p] = sprints[p];
            r.card[p] = faceUpCards[p];
            if (faceUpCards[p] >= 0) {
                r.faceUp |= 1L << p;
                r.revealedSprints[p] = knownSprints[p];
            }
        }
        r.lastRevealed = r.highestRevealed(escape);
        return r;
    }

    /** A new position at the end, placed at {@code time} face down over {@code sprints} cards; returns it. */
    int place(int time, int sprints) {
        int p = length++;
        placedAt[p] = time;
        sprintCount[p] = sprints;
        revealedAt[p] = -1;
        revealedSprints[p] = 0;
        card[p] = -1;
        return p;
    }

    /** Position p is played face up (42): it shows {@code c} without being revealed by a guess. */
    void playFaceUp(int p, int c) {
        card[p] = c;
        faceUp |= 1L << p;
    }

    /** A guess at {@code time} turned position p face up: card {@code c} over {@code sprints}. */
    void reveal(int p, int time, int c, long sprints) {
        faceUp |= 1L << p;
        revealedAt[p] = time;
        card[p] = c;
        revealedSprints[p] = sprints;
    }

    /** The hideouts of a multi-guess turn up together; the last revealed is the one furthest along the route. */
    void revealedLast(int p) {
        lastRevealed = card[p];
    }

    int length() {
        return length;
    }

    int placedAt(int p) {
        return placedAt[p];
    }

    int sprintCount(int p) {
        return sprintCount[p];
    }

    int revealedAt(int p) {
        return revealedAt[p];
    }

    int card(int p) {
        return card[p];
    }

    long revealedSprints(int p) {
        return revealedSprints[p];
    }

    boolean isFaceUp(int p) {
        return Cards.has(faceUp, p);
    }

    long faceDownPositions() {
        return Cards.range(0, length - 1) & ~faceUp;
    }

    int faceDownCount() {
        return length - Long.bitCount(faceUp);
    }

    long faceUpCards() {
        long s = 0;
        for (long up = faceUp; up != 0; up &= up - 1) {
            s |= 1L << card[Long.numberOfTrailingZeros(up)];
        }
        return s;
    }

    /** The highest face-up hideout other than {@code escape} (card 0 when none was revealed). */
    int highestRevealed(int escape) {
        int best = 0;
        for (long up = faceUp & ~1L; up != 0; up &= up - 1) {
            int c = card[Long.numberOfTrailingZeros(up)];
            if (c != escape) {
                best = Math.max(best, c);
            }
        }
        return best;
    }

    int lastRevealed() {
        return lastRevealed;
    }

    /** Whether the route ends with {@code escape} played. */
    boolean endsWith(int escape) {
        return length > 1 && card[length - 1] == escape;
    }
}
