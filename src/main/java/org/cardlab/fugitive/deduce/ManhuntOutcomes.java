package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;

/**
 * The outcomes of a manhunt guess that hits position p with number n, grouped: the sprint cards
 * shown beneath p. Sprint cards that no other face-down position could hold as its hideout are
 * interchangeable within their card category (deck and parity, so footprint too): the count
 * and the rest of the manhunt are the same whichever of them lie there. So an outcome class is
 * the candidate cards shown (possible hideouts elsewhere) and how many others of each category;
 * it is counted once on a representative (the lowest cards of each category) and weighed by
 * its size.
 */
final class ManhuntOutcomes {
    /** A class of sprint sets beneath a revealed position: a representative and how many sets it stands for. */
    record SprintClass(long cards, long size) {}

    private final PublicTrack track;
    private final long sprintable;
    /**
     * Unseen cards no face-down position can hold as its hideout in any history (outside the
     * root's possible values): at every node of the manhunt they are interchangeable within
     * their category, so which of them lie beneath a revealed position does not matter.
     */
    private long neverHideouts;
    /** Per card, its category for the interchangeability of sprint cards: starting hand or deck, and parity. */
    private final int[] category = new int[FugitiveRules.CARDS];

    ManhuntOutcomes(PublicTrack track) {
        this.track = track;
        long inPlay = 0;
        for (int c : track.rules.startingHand) {
            inPlay |= 1L << c;
        }
        for (int d = 0; d < 3; d++) {
            inPlay |= Cards.range(track.rules.deckLow[d], track.rules.deckHigh[d]);
        }
        sprintable = inPlay & ~1L & ~(1L << track.rules.escape); // the escape card is played: never a sprint card in the manhunt
        for (int card = 1; card < FugitiveRules.CARDS; card++) {
            boolean start = false;
            for (int c : track.rules.startingHand) {
                start |= c == card;
            }
            category[card] = 2 * (start ? 0 : track.rules.deckOf(card)) + (card & 1);
        }
    }

    /** Cards that may lie beneath a hideout in the manhunt: in play, not 0, not 42. */
    long sprintable() {
        return sprintable;
    }

    /** The never-hideout cards, once {@link #root} has read them. */
    long neverHideouts() {
        return neverHideouts;
    }

    /** A card's category for the interchangeability of sprint cards (0..7). */
    int category(int card) {
        return category[card];
    }

    /** The cards the Fugitive may hold at a placement made at time t: the starting hand's, and those of every deck drawn from before t. */
    long drawnBy(int t) {
        long out = -1L;
        for (int d = 1; d <= 3; d++) {
            if (track.drawsBefore(d, t) == 0) {
                out &= ~Cards.range(track.rules.deckLow[d - 1], track.rules.deckHigh[d - 1]);
            }
        }
        return out;
    }

    /** Learns the never-hideout cards from the root's value counts (position to count of each value). */
    void root(Map<Integer, BigInteger[]> counts) {
        long possible = 0;
        for (BigInteger[] row : counts.values()) {
            for (int v = 1; v <= 41; v++) {
                if (row[v].signum() > 0) {
                    possible |= 1L << v;
                }
            }
        }
        neverHideouts = sprintable & ~track.seen & ~possible;
    }

    /**
     * The same reveals with the never-hideout sprint cards relabelled: per category, the lowest
     * ones go to the revealed positions in route order. Reveals met in another order then meet
     * as one node (the count and the rest of the manhunt are the same, by symmetry).
     */
    Assumptions canonical(Assumptions a) {
        long pooled = 0;
        for (Assumptions.Fixed f : a.fixed().values()) {
            pooled |= f.sprintCards() & neverHideouts;
        }
        if (pooled == 0) {
            return a;
        }
        long[] left = new long[8]; // the cards used, by category: they are the lowest of each, whatever the order
        for (long c = pooled; c != 0; c &= c - 1) {
            int card = Long.numberOfTrailingZeros(c);
            left[category[card]] |= 1L << card;
        }
        int[] positions = a.fixed().keySet().stream().mapToInt(Integer::intValue).sorted().toArray();
        Map<Integer, Assumptions.Fixed> out = new java.util.HashMap<>();
        boolean changed = false;
        for (int p : positions) {
            Assumptions.Fixed f = a.fixed().get(p);
            long cards = f.sprintCards() & ~neverHideouts;
            for (long c = f.sprintCards() & neverHideouts; c != 0; c &= c - 1) {
                int cat = category[Long.numberOfTrailingZeros(c)];
                long lowest = Long.lowestOneBit(left[cat]);
                cards |= lowest;
                left[cat] &= ~lowest;
            }
            changed |= cards != f.sprintCards();
            out.put(p, new Assumptions.Fixed(f.value(), cards));
        }
        return changed ? new Assumptions(a.ignored(), a.covers(), out) : a;
    }

    /**
     * The classes of k-card sprint sets beneath position p holding n, at a node with the given
     * reveals ({@code a}) and value counts ({@code counts}, position to count of each value).
     */
    List<SprintClass> classes(Assumptions a, Map<Integer, BigInteger[]> counts, List<Integer> open, int p, int n) {
        int k = track.positions.get(p).sprints;
        long known = track.seen | 1L << n;
        for (Assumptions.Fixed f : a.fixed().values()) {
            known |= 1L << f.value() | f.sprintCards();
        }
        long free = sprintable & ~known;
        free &= drawnBy(track.positions.get(p).placedAt); // no card of a deck not yet drawn from
        long candidates = 0;
        for (int q : open) {
            if (q == p) {
                continue;
            }
            BigInteger[] row = counts.get(q);
            for (int v = 1; v <= 41; v++) {
                if (row[v].signum() > 0 && (q < p ? v < n : v > n)) {
                    candidates |= 1L << v;
                }
            }
        }
        candidates &= free;
        List<Long> groups = new ArrayList<>();
        for (int c = 0; c < 8; c++) {
            long g = 0;
            for (long f = free & ~candidates; f != 0; f &= f - 1) {
                int card = Long.numberOfTrailingZeros(f);
                if (category[card] == c) {
                    g |= 1L << card;
                }
            }
            if (g != 0) {
                groups.add(g);
            }
        }
        List<SprintClass> out = new ArrayList<>();
        for (int j = 0; j <= Math.min(k, Long.bitCount(candidates)); j++) {
            for (long subset : Cards.subsets(candidates, j)) {
                spreadOthers(groups, 0, k - j, subset, 1, out);
            }
        }
        return out;
    }

    private void spreadOthers(List<Long> groups, int i, int left, long cards, long size, List<SprintClass> out) {
        if (i == groups.size()) {
            if (left == 0) {
                out.add(new SprintClass(cards, size));
            }
            return;
        }
        long g = groups.get(i);
        int available = Long.bitCount(g);
        for (int m = 0; m <= Math.min(left, available); m++) {
            long lowest = 0;
            long rest = g & neverHideouts; // never-hideout cards first, so that the representative is canonical
            for (int t = 0; t < m; t++) {
                if (rest == 0) {
                    rest = g & ~neverHideouts & ~lowest;
                }
                lowest |= Long.lowestOneBit(rest);
                rest &= rest - 1;
            }
            spreadOthers(groups, i + 1, left - m, cards | lowest, size * Binomial.of(available, m), out);
        }
    }
}
