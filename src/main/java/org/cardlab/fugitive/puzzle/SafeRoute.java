package org.cardlab.fugitive.puzzle;

import java.util.List;

/**
 * A safe-route answer, from the Fugitive's seat: his position (his hand and his route as he knows it) and every legal play
 * of his turn, grouped as the Marshal cannot tell them apart (the same hideout with sprint cards of the same kinds), each
 * safe (after it no face-down hideout is certain to the Marshal) or refuted by the step that settles a hideout.
 *
 * @param hand  his cards (bit c for card c)
 * @param route card 0 and every hideout he has laid, in order, as he knows them
 * @param plays every legal play (group), passes first, then by hideout and mix
 */
public record SafeRoute(long hand, int[] route, List<Play> plays) {
    /** The Fugitive's seat: what a safe-route puzzle gives beside the Marshal's notes. */
    public record Seat(long hand, int[] route) {}

    public Seat seat() {
        return new Seat(hand, route);
    }

    /** The hideout of a pass. */
    public static final int PASS = 0;

    /**
     * One play (group).
     *
     * @param hideout    the card laid (42: the escape), or {@link #PASS}
     * @param mix        the kinds of its sprint cards, 4 bits a category ({@link ExhaustiveOracle#category})
     * @param refutation null when the play is safe; else the step that settles a hideout to the Marshal (its {@code uses}
     *                   are positions face up in the notes after the play)
     * @param open       for a safe play, each face-down position's values (bit v for v) that the oracle finds in some hidden
     *                   history of the notes after it, none of them one value alone: what the answer shows the reader; empty
     *                   for an unsafe play or a play read from a file
     */
    public record Play(int hideout, long mix, Solution.Step refutation, java.util.Map<Integer, Long> open) {
        public boolean safe() {
            return refutation == null;
        }

        public int sprintCount() {
            int n = 0;
            for (int c = 0; c < Beneath.CATEGORIES; c++) {
                n += ExhaustiveOracle.count(mix, c);
            }
            return n;
        }
    }

    /** The one safe play (the puzzle holds only when there is exactly one). */
    public Play safePlay() {
        return plays.stream().filter(Play::safe).findFirst().orElseThrow();
    }

    public long safeCount() {
        return plays.stream().filter(Play::safe).count();
    }
}
