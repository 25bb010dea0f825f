package org.cardlab.fugitive;

import java.util.Arrays;

/**
 * The route as everyone sees it, card 0 included: per position, when it was placed, how many
 * sprint cards lie beneath it, when it was revealed, its card once face up and the sprint cards
 * seen beneath it; which positions are face up; the hideout revealed most recently. The part of
 * {@link PublicState} that grows with the game, copied with {@link #copy}.
 *
 * <p>A position is an immutable value replaced when it changes (placed, revealed: a few times a
 * game), so a copy, which search bots make in their inner loops, clones one array of references.
 */
final class PublicRoute {
    private static final int MAX_POSITIONS = FugitiveRules.CARDS + 1;

    /**
     * One position: when placed (-1 for card 0 and hand-built routes), the sprint cards beneath it,
     * when revealed (-1 if never), its card once face up (-1 while face down) and the sprint cards
     * seen beneath it once revealed (those under 42 stay face down).
     */
    private record Position(int placedAt, int sprintCount, int revealedAt, int card, long revealedSprints) {
        static final Position UNUSED = new Position(0, 0, 0, 0, 0);
        static final Position CARD_0 = new Position(-1, 0, -1, 0, 0);
    }

    private int length = 1;
    private final Position[] positions;
    /** Bit p set when position p is face up (position 0 always is; 42 is played face up). */
    private long faceUp = 1L;
    /** The hideout revealed most recently (0 until one is). */
    private int lastRevealed;

    /** Card 0 alone, face up since the deal (time -1). */
    PublicRoute() {
        positions = new Position[MAX_POSITIONS];
        Arrays.fill(positions, Position.UNUSED);
        positions[0] = Position.CARD_0;
    }

    private PublicRoute(PublicRoute o) {
        positions = o.positions.clone();
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
            boolean up = faceUpCards[p] >= 0;
            r.positions[p] = new Position(-1, sprints[p], -1, faceUpCards[p], up ? knownSprints[p] : 0);
            if (up) {
                r.faceUp |= 1L << p;
            }
        }
        r.lastRevealed = r.highestRevealed(escape);
        return r;
    }

    /** A new position at the end, placed at {@code time} face down over {@code sprints} cards; returns it. */
    int place(int time, int sprints) {
        int p = length++;
        positions[p] = new Position(time, sprints, -1, -1, 0);
        return p;
    }

    /** Position p is played face up (42): it shows {@code c} without being revealed by a guess. */
    void playFaceUp(int p, int c) {
        Position was = positions[p];
        positions[p] = new Position(was.placedAt(), was.sprintCount(), was.revealedAt(), c, was.revealedSprints());
        faceUp |= 1L << p;
    }

    /** A guess at {@code time} turned position p face up: card {@code c} over {@code sprints}. */
    void reveal(int p, int time, int c, long sprints) {
        Position was = positions[p];
        positions[p] = new Position(was.placedAt(), was.sprintCount(), time, c, sprints);
        faceUp |= 1L << p;
    }

    /** The hideouts of a multi-guess turn up together; the last revealed is the one furthest along the route. */
    void revealedLast(int p) {
        lastRevealed = positions[p].card();
    }

    int length() {
        return length;
    }

    int placedAt(int p) {
        return positions[p].placedAt();
    }

    int sprintCount(int p) {
        return positions[p].sprintCount();
    }

    int revealedAt(int p) {
        return positions[p].revealedAt();
    }

    int card(int p) {
        return positions[p].card();
    }

    long revealedSprints(int p) {
        return positions[p].revealedSprints();
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
            s |= 1L << positions[Long.numberOfTrailingZeros(up)].card();
        }
        return s;
    }

    /** The highest face-up hideout other than {@code escape} (card 0 when none was revealed). */
    int highestRevealed(int escape) {
        int best = 0;
        for (long up = faceUp & ~1L; up != 0; up &= up - 1) {
            int c = positions[Long.numberOfTrailingZeros(up)].card();
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
        return length > 1 && positions[length - 1].card() == escape;
    }
}
