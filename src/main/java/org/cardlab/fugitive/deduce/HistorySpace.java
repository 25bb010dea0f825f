package org.cardlab.fugitive.deduce;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;

/**
 * What the exact count walks over, read once from the notes and the assumptions: per route
 * position its fixed value or the values a face-down hideout may take, the face-down sprint
 * cards beneath it, its draw slots; the card categories; the multi-number conditions
 * ("covers") still able to bite; and the packing of a DP state into two longs.
 *
 * <p>A category is (source group, parity): group 0 is the starting hand, 1..3 the decks.
 * Within a category the face-down sprint cards are interchangeable for every rule but being
 * distinct cards, so the count keeps only how many of each category lie where.
 *
 * <p>Value bounds: a step to a position can be at most the step limit plus the largest
 * footprint times its sprint cards, so each position's values lie in an interval found by
 * one pass forward (from 0) and one backward (from fixed values ahead, e.g. 42). Values
 * outside it cannot lead to a complete history and are never tried.
 */
final class HistorySpace {
    static final int CATS = 8;

    final PublicTrack track;
    final FugitiveRules rules;
    final int length;
    /** Per position: fixed value (>= 0) or -1 for a face-down hideout. */
    final int[] fixedValue;
    final long[] fixedSprints;
    /** Per position: the face-down sprint cards beneath it. */
    final int[] hidden;
    /** Per position: the values it may take (a single one when fixed). */
    final long[] allowed;
    /** Per position p and deck d (1..3), at {@code 3 * p + d - 1}: draw slots made before it was placed. */
    final int[] slotsBefore;
    /** Per position p and deck d, at {@code 3 * p + d - 1}: known deck cards at positions below p (p = length: all of them). */
    final int[] fixedBefore;
    final int[] slots = new int[3];
    final int[] unseenInDeck = new int[3];
    /** Per category: cards that may be a face-down hideout or sprint card. */
    final int[] pool = new int[CATS];
    /** Per category: those cards. */
    final long[] poolCards = new long[CATS];
    final int[] catOf = new int[FugitiveRules.CARDS];
    /**
     * At {@code 64 * q + v}: the categories (bit c) frozen once the route stands at value v
     * with position q - 1 placed, that is those in which no face-down hideout at q or later
     * may take a value above v: all their hideouts are placed.
     */
    final int[] frozenAt;
    final long[] coverNumbers;
    final long[] coverWindow;
    final boolean[] coverAll;
    /** Per cover: its highest number; once the route passes it the cover is decided. */
    final int[] coverTop;
    final int maxHidden;
    /** Per position: the longest step its sprint cards can pay for. */
    final int[] maxStep;
    final StateLayout layout;

    HistorySpace(PublicTrack track, Assumptions assume) {
        this.track = track;
        this.rules = track.rules;
        length = track.routeLength();
        fixedValue = new int[length];
        fixedSprints = new long[length];
        hidden = new int[length];
        allowed = new long[length];
        maxStep = new int[length];
        long known = 1L | 1L << rules.escape;
        // The Marshal's cards are known (unless that draw's information is set aside).
        for (long cs = track.marshalCards; cs != 0; cs &= cs - 1) {
            int c = Long.numberOfTrailingZeros(cs);
            if (!assume.ignores(track.marshalDrawEvent[c])) {
                known |= 1L << c;
            }
        }
        int[] time = new int[length];
        Map<Integer, Assumptions.Fixed> fixed = assume.fixed().isEmpty() ? null : assume.fixed();
        for (int p = 1; p < length; p++) {
            PublicTrack.Position pos = track.positions.get(p);
            time[p] = pos.placedAt;
            Assumptions.Fixed f = fixed == null ? null : fixed.get(p);
            if (pos.escape) {
                fixedValue[p] = rules.escape;
                hidden[p] = pos.sprints; // the sprint cards under 42 stay face down
            } else if (f != null) {
                fixedValue[p] = f.value();
                fixedSprints[p] = f.sprintCards();
            } else if (pos.revealed() && !assume.ignores(pos.revealedAt)) {
                fixedValue[p] = pos.value;
                fixedSprints[p] = pos.sprintCards;
            } else {
                fixedValue[p] = -1;
                hidden[p] = pos.sprints;
            }
            if (fixedValue[p] >= 0) {
                known |= 1L << fixedValue[p] | fixedSprints[p];
            }
        }
        long start = 0;
        for (int c : rules.startingHand) {
            start |= 1L << c;
        }
        for (int c = 0; c < FugitiveRules.CARDS; c++) {
            int g = Cards.has(start, c) ? 0 : rules.deckOf(c);
            boolean inPlay = Cards.has(start, c) || g > 0;
            catOf[c] = inPlay ? 2 * g + (c & 1) : -1;
            boolean free = inPlay && !Cards.has(known, c) && c != 0
                    && (c != rules.escape || rules.sprintWith42 && !track.escaped());
            if (free) {
                pool[catOf[c]]++;
                poolCards[catOf[c]] |= 1L << c;
            }
        }
        for (int d = 1; d <= 3; d++) {
            slots[d - 1] = track.draws.get(d - 1).size();
            int marshal = Long.bitCount(track.marshalCards & Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]));
            unseenInDeck[d - 1] = rules.deckSize(d) - marshal;
        }
        slotsBefore = new int[3 * length];
        fixedBefore = new int[3 * length + 3];
        for (int d = 1; d <= 3; d++) {
            // Positions are placed in time order and draws are listed in time order: one merge per deck.
            List<Integer> times = track.draws.get(d - 1);
            int made = 0;
            for (int p = 1; p < length; p++) {
                made = p > 1 && time[p] < time[p - 1] ? 0 : made;
                while (made < times.size() && times.get(made) < time[p]) {
                    made++;
                }
                slotsBefore[3 * p + d - 1] = made;
            }
        }
        for (int p = 1; p < length; p++) {
            System.arraycopy(fixedBefore, 3 * p, fixedBefore, 3 * p + 3, 3);
            if (fixedValue[p] >= 0) {
                for (long cs = 1L << fixedValue[p] | fixedSprints[p]; cs != 0; cs &= cs - 1) {
                    int d = rules.deckOf(Long.numberOfTrailingZeros(cs));
                    if (d > 0) {
                        fixedBefore[3 * p + 3 + d - 1]++;
                    }
                }
            }
        }
        long candidates = 0;
        for (int c = 1; c <= 41; c++) {
            if (catOf[c] >= 0 && !Cards.has(known, c)) {
                candidates |= 1L << c;
            }
        }
        for (int p = 1; p < length; p++) {
            allowed[p] = fixedValue[p] >= 0 ? 1L << fixedValue[p] : candidates;
        }
        List<Assumptions.Cover> covers = new ArrayList<>(assume.covers());
        for (PublicTrack.Guess g : track.guesses) {
            if (g.hit() || assume.ignores(g.event())) {
                continue;
            }
            if (Long.bitCount(g.numbers()) == 1) {
                for (long w = g.window(); w != 0; w &= w - 1) {
                    allowed[Long.numberOfTrailingZeros(w)] &= ~g.numbers();
                }
            } else {
                covers.add(new Assumptions.Cover(g.numbers(), g.window(), false));
            }
        }
        boundValues();
        int mh = 0;
        for (int p = 1; p < length; p++) {
            mh = Math.max(mh, hidden[p]);
        }
        maxHidden = mh;
        // A "not all" cover that some number cannot meet inside its window is always satisfied.
        List<Assumptions.Cover> live = new ArrayList<>();
        for (Assumptions.Cover c : covers) {
            long reach = 0;
            for (long w = c.window(); w != 0; w &= w - 1) {
                reach |= allowed[Long.numberOfTrailingZeros(w)];
            }
            if (c.all() || (c.numbers() & ~reach) == 0) {
                live.add(c);
            }
        }
        coverNumbers = new long[live.size()];
        coverWindow = new long[live.size()];
        coverAll = new boolean[live.size()];
        coverTop = new int[live.size()];
        for (int i = 0; i < live.size(); i++) {
            coverNumbers[i] = live.get(i).numbers();
            coverWindow[i] = live.get(i).window();
            coverAll[i] = live.get(i).all();
            coverTop[i] = 63 - Long.numberOfLeadingZeros(coverNumbers[i]);
        }
        frozenAt = new int[64 * (length + 1)];
        int[] top = new int[CATS];
        java.util.Arrays.fill(top, -1);
        for (int q = length; q >= 1; q--) {
            if (q < length && fixedValue[q] >= 0) {
                System.arraycopy(frozenAt, 64 * q + 64, frozenAt, 64 * q, FugitiveRules.CARDS);
                continue; // a fixed position changes nothing
            }
            if (q < length) {
                for (long a = allowed[q]; a != 0; a &= a - 1) {
                    int v = Long.numberOfTrailingZeros(a);
                    top[catOf[v]] = Math.max(top[catOf[v]], v);
                }
            }
            // The highest face-down value ahead, per category: frozen from it on (from 0 when there is none).
            for (int c = 0; c < CATS; c++) {
                frozenAt[64 * q + Math.max(top[c], 0)] |= 1 << c;
            }
            for (int v = 1; v < FugitiveRules.CARDS; v++) {
                frozenAt[64 * q + v] |= frozenAt[64 * q + v - 1];
            }
        }
        System.arraycopy(frozenAt, 64, frozenAt, 0, 64);
        layout = new StateLayout(pool, maxHidden, coverNumbers.length);
    }

    /** Narrows each position's values to those from which a complete route is reachable. */
    private void boundValues() {
        int maxFoot = Math.max(rules.footprintOdd, rules.footprintEven);
        for (int p = 1; p < length; p++) {
            maxStep[p] = rules.stepLimit + maxFoot * hidden[p] + rules.footprints(fixedSprints[p]);
        }
        int[] lo = new int[length];
        int[] hi = new int[length];
        for (int p = 1; p < length; p++) {
            hi[p] = Math.min(rules.escape, hi[p - 1] + maxStep[p]);
            lo[p] = lo[p - 1] + 1;
        }
        for (int p = length - 2; p >= 1; p--) {
            lo[p] = Math.max(lo[p], lowest(p + 1, lo) - maxStep[p + 1]);
            hi[p] = Math.min(hi[p], highest(p + 1, hi) - 1);
        }
        for (int p = 1; p < length; p++) {
            allowed[p] &= Cards.range(Math.max(lo[p], 1), Math.min(hi[p], 62));
            lo[p] = allowed[p] == 0 ? 64 : Long.numberOfTrailingZeros(allowed[p]);
            if (p + 1 < length) {
                lo[p + 1] = Math.max(lo[p + 1], lo[p] + 1);
            }
        }
    }

    private int lowest(int p, int[] lo) {
        return allowed[p] == 0 ? 64 : Math.max(lo[p], Long.numberOfTrailingZeros(allowed[p]));
    }

    private int highest(int p, int[] hi) {
        return allowed[p] == 0 ? -1 : Math.min(hi[p], 63 - Long.numberOfLeadingZeros(allowed[p]));
    }

    /** Whether category c's face-down hideouts are all placed once position p holds {@code prev}. */
    boolean frozen(int c, int prev, int p) {
        return (frozenAt[64 * (p + 1) + prev] >> c & 1) != 0;
    }

    /** The categories (bit c) frozen once position p holds {@code prev}. */
    int frozenMask(int prev, int p) {
        return frozenAt[64 * (p + 1) + prev];
    }

    /** Draw slots of deck d (1..3) made before position p was placed. */
    int slotsBefore(int p, int d) {
        return slotsBefore[3 * p + d - 1];
    }

    /** Whether category c can give sprint cards at position p (cards exist, and a deck card needs an earlier draw). */
    boolean active(int c, int p) {
        int g = c / 2;
        return pool[c] > 0 && (g == 0 || slotsBefore(p, g) > 0);
    }
}
