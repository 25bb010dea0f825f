package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.Map;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Sprints;

/**
 * Outcomes of a manhunt guess that no history can hold, told without a count: most outcome
 * classes of a guess are impossible (on hard manhunts, eight counts in ten found no history),
 * and each cost an exact count. Two conditions every history meets, read from the node's
 * reveals and value counts:
 *
 * <ul>
 *   <li>the sprint cards beneath a hideout cover the step from the hideout before it
 *       ({@link Sprints#classOk} for their odd and even cards), for some value that hideout
 *       may hold below this one;
 *   <li>a hideout and its sprint cards were in the Fugitive's hand when placed: with the deck
 *       cards already known to be placed before them, no deck gives more cards than the
 *       Fugitive had drawn from it by then.
 * </ul>
 *
 * Only necessary conditions: a class that passes may still have no history (the count says).
 */
final class ManhuntPrecheck {
    private final PublicTrack track;

    ManhuntPrecheck(PublicTrack track) {
        this.track = track;
    }

    /**
     * Whether some history may show {@code cards} beneath position p holding n, at the node
     * with reveals {@code a} and value counts {@code counts} (position to count of each value).
     */
    boolean possible(Assumptions a, Map<Integer, BigInteger[]> counts, int p, int n, long cards) {
        return stepCovered(a, counts, p, n, cards) && inHand(a, counts, p, n, cards);
    }

    private boolean stepCovered(Assumptions a, Map<Integer, BigInteger[]> counts, int p, int n, long cards) {
        FugitiveRules rules = track.rules;
        int odd = Long.bitCount(cards & rules.oddMask);
        int even = Long.bitCount(cards) - odd;
        int q = p - 1;
        PublicTrack.Position before = track.positions.get(q);
        Assumptions.Fixed f = a.fixed().get(q);
        if (q == 0 || !before.faceDown() || f != null) {
            int from = q == 0 ? 0 : f != null ? f.value() : before.value;
            return Sprints.classOk(rules, odd, even, Sprints.need(rules, from, n));
        }
        BigInteger[] row = counts.get(q);
        for (int from = 1; from < n; from++) {
            if (row[from].signum() > 0 && Sprints.classOk(rules, odd, even, Sprints.need(rules, from, n))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The staircase of the draws, on the cards surely placed: at each placement time T from
     * p's on, the deck d cards placed by T (at T included: they were all in hand before it)
     * are at most the Fugitive's draws from d before T. Surely placed: p's hideout and these
     * sprint cards, revealed and fixed positions' cards, and one card of d for an open
     * position whose every possible value is in d.
     */
    private boolean inHand(Assumptions a, Map<Integer, BigInteger[]> counts, int p, int n, long cards) {
        int from = track.positions.get(p).placedAt;
        int[] times = new int[track.positions.size()];
        long[] placed = new long[track.positions.size()];
        int[][] forced = new int[track.positions.size()][3];
        for (PublicTrack.Position pos : track.positions) {
            times[pos.index] = pos.placedAt;
            Assumptions.Fixed f = a.fixed().get(pos.index);
            if (pos.index == 0) {
                times[0] = Integer.MIN_VALUE;
            } else if (pos.index == p) {
                placed[p] = cards | 1L << n;
            } else if (f != null) {
                placed[pos.index] = 1L << f.value() | f.sprintCards();
            } else if (pos.revealed()) {
                placed[pos.index] = 1L << pos.value | pos.sprintCards;
            } else if (pos.faceDown()) {
                long values = 0;
                BigInteger[] row = counts.get(pos.index);
                for (int v = 1; v <= 41; v++) {
                    values |= row[v].signum() > 0 ? 1L << v : 0;
                }
                for (int d = 0; d < 3; d++) {
                    forced[pos.index][d] = values != 0 && (values & ~deck(d)) == 0 ? 1 : 0;
                }
            }
        }
        for (PublicTrack.Position at : track.positions) {
            if (at.index == 0 || at.placedAt < from) {
                continue;
            }
            for (int d = 0; d < 3; d++) {
                int used = 0;
                for (int q = 1; q < times.length; q++) {
                    if (times[q] <= at.placedAt) {
                        used += Long.bitCount(placed[q] & deck(d)) + forced[q][d];
                    }
                }
                if (used > track.drawsBefore(d + 1, at.placedAt)) {
                    return false;
                }
            }
        }
        return true;
    }

    private long deck(int d) {
        return org.cardlab.fugitive.Cards.range(track.rules.deckLow[d], track.rules.deckHigh[d]);
    }
}
