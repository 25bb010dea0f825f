package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Sprints;

/**
 * The first exact counter, kept in the tests as an independent reference for {@link ExactCounter}:
 * the same measure computed another way (BigInteger arithmetic throughout, every sprint card
 * category vector enumerated per transition, no value bounds, covers kept to the end).
 * Exact counting of the consistent hidden histories (the uniform consistent history measure:
 * each history that fits every rule and every note counts once), with the probability of each
 * value at each face-down position.
 *
 * <p>The idea: a history is (1) the cards of the placed positions (face-down hideouts and
 * face-down sprint cards) and (2) the identities of the Fugitive's draws. Given (1), the
 * draws of deck d can be counted in closed form: each placed deck-d card must sit in a draw
 * slot of deck d made before it was placed; taken in placement order, the i-th such card has
 * (slots before its time) - (i - 1) choices (a staircase); the remaining slots hold any of the
 * deck's other unseen cards (a falling factorial). So the draws never need enumerating.
 *
 * <p>For (1) the positions are walked in route order (which is also time order, and value
 * order, since the route increases) with a dynamic programme whose state is: the previous
 * hideout, how many face-down hideouts and face-down sprint cards have been placed in each
 * "category" (source group: starting hand or deck 1..3, times parity), and one bit per
 * multi-number miss still able to be fully covered. Sprint cards are placed as category
 * counts only: within a category the cards are interchangeable for every rule except being
 * distinct from the hideouts, so their identities are chosen at the end, all at once, from
 * the category's unseen cards minus its face-down hideouts (a binomial per category, and a
 * multinomial for splitting them between positions, built up as the walk goes).
 *
 * <p>Forward counts times backward counts give the marginal of each value at each position.
 */
final class ReferenceCounter {
    private static final int CATS = 8;

    private final PublicTrack track;
    private final FugitiveRules rules;
    private final Assumptions assume;
    private final int length;
    /** Per position: fixed value (>= 0) or -1 for a face-down hideout. */
    private final int[] fixedValue;
    private final long[] fixedSprints;
    /** Per position: the number of face-down sprint cards beneath it (0 when they are known). */
    private final int[] hiddenSprints;
    private final long[] allowed;
    private final int[] time;
    /** Per position and deck: fixed deck-d cards at positions before it. */
    private final int[][] fixedBefore;
    private final int[][] slotsBefore;
    private final int[] slots = new int[3];
    private final int[] unseenInDeck = new int[3];
    private final int[] pool = new int[CATS];
    private final long[] poolCards = new long[CATS];
    private final int[] catOf = new int[FugitiveRules.CARDS];
    private final long[] coverNumbers;
    private final long[] coverWindow;
    private final boolean[] coverAll;
    private final int bits;
    private final long mask;
    /** Per position: the sprint category vectors, grouped by (odd, even) counts. */
    private final List<Map<Long, List<int[]>>> vectors = new ArrayList<>();

    private long workLimit = Long.MAX_VALUE;
    private long work;

    /** The result: the number of histories and per-position value counts. */
    public record Result(BigInteger histories, Map<Integer, BigInteger[]> valueCounts) {}

    ReferenceCounter(PublicTrack track, Assumptions assume) {
        this.track = track;
        this.rules = track.rules;
        this.assume = assume;
        length = track.routeLength();
        fixedValue = new int[length];
        fixedSprints = new long[length];
        hiddenSprints = new int[length];
        allowed = new long[length];
        time = new int[length];
        long known = 1L | 1L << rules.escape;
        // The Marshal's cards are known (unless that draw's information is set aside).
        for (int c : Cards.toArray(track.marshalCards)) {
            if (!assume.ignores(track.marshalDrawEvent[c])) {
                known |= 1L << c;
            }
        }
        for (int p = 1; p < length; p++) {
            PublicTrack.Position pos = track.positions.get(p);
            time[p] = pos.placedAt;
            Assumptions.Fixed f = assume.fixed().get(p);
            if (pos.escape) {
                fixedValue[p] = rules.escape;
                hiddenSprints[p] = pos.sprints; // the sprint cards under 42 stay face down
            } else if (f != null) {
                fixedValue[p] = f.value();
                fixedSprints[p] = f.sprintCards();
            } else if (pos.revealed() && !assume.ignores(pos.revealedAt)) {
                fixedValue[p] = pos.value;
                fixedSprints[p] = pos.sprintCards;
            } else {
                fixedValue[p] = -1;
                hiddenSprints[p] = pos.sprints;
            }
            if (fixedValue[p] >= 0) {
                known |= 1L << fixedValue[p] | fixedSprints[p];
            }
        }
        // Categories: group (0 = starting hand, 1..3 = deck) times parity.
        long start = 0;
        for (int c : rules.startingHand) {
            start |= 1L << c;
        }
        for (int c = 0; c < FugitiveRules.CARDS; c++) {
            int g = Cards.has(start, c) ? 0 : rules.deckOf(c);
            boolean inPlay = Cards.has(start, c) || g > 0;
            catOf[c] = inPlay ? 2 * g + (c & 1) : -1;
            boolean sprintable = inPlay && !Cards.has(known, c) && c != 0
                    && (c != rules.escape || rules.sprintWith42 && !track.escaped());
            if (sprintable) {
                pool[catOf[c]]++;
                poolCards[catOf[c]] |= 1L << c;
            }
        }
        int maxPool = 0;
        for (int k = 0; k < CATS; k++) {
            maxPool = Math.max(maxPool, pool[k]);
        }
        bits = 32 - Integer.numberOfLeadingZeros(Math.max(maxPool, 1));
        if (6 + 2 * CATS * bits > 64) {
            throw new IllegalStateException("decks too large for the exact counter's state");
        }
        mask = (1L << bits) - 1;
        // Draw slots per deck and the cards the Fugitive's draws can be.
        for (int d = 1; d <= 3; d++) {
            slots[d - 1] = track.draws.get(d - 1).size();
            int marshal = Long.bitCount(track.marshalCards & Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]));
            unseenInDeck[d - 1] = rules.deckSize(d) - marshal;
        }
        slotsBefore = new int[length][3];
        fixedBefore = new int[length + 1][3];
        for (int p = 1; p < length; p++) {
            for (int d = 1; d <= 3; d++) {
                slotsBefore[p][d - 1] = track.drawsBefore(d, time[p]);
            }
            System.arraycopy(fixedBefore[p], 0, fixedBefore[p + 1], 0, 3);
            if (fixedValue[p] >= 0) {
                for (int c : Cards.toArray(1L << fixedValue[p] | fixedSprints[p])) {
                    int d = rules.deckOf(c);
                    if (d > 0) {
                        fixedBefore[p + 1][d - 1]++;
                    }
                }
            }
        }
        // Values a face-down hideout may take: in play, unseen, not 42, not missed while it was down.
        for (int p = 1; p < length; p++) {
            if (fixedValue[p] >= 0) {
                allowed[p] = 1L << fixedValue[p];
            } else {
                long a = 0;
                for (int c = 1; c <= 41; c++) {
                    if (catOf[c] >= 0 && !Cards.has(known, c)) {
                        a |= 1L << c;
                    }
                }
                allowed[p] = a;
            }
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
        if (live.size() > 64) {
            throw new IllegalStateException("more than 64 multi-number misses still in play");
        }
        coverNumbers = new long[live.size()];
        coverWindow = new long[live.size()];
        coverAll = new boolean[live.size()];
        for (int i = 0; i < live.size(); i++) {
            coverNumbers[i] = live.get(i).numbers();
            coverWindow[i] = live.get(i).window();
            coverAll[i] = live.get(i).all();
        }
        for (int p = 0; p < length; p++) {
            vectors.add(p == 0 ? Map.of() : sprintVectors(p));
        }
    }

    /** The ways to spread the face-down sprint cards of position p over the categories. */
    private Map<Long, List<int[]>> sprintVectors(int p) {
        Map<Long, List<int[]>> out = new HashMap<>();
        int n = hiddenSprints[p];
        int[] v = new int[CATS];
        spread(p, 0, n, v, out);
        return out;
    }

    private void spread(int p, int cat, int left, int[] v, Map<Long, List<int[]>> out) {
        if (cat == CATS) {
            if (left == 0) {
                int odd = v[1] + v[3] + v[5] + v[7];
                int even = v[0] + v[2] + v[4] + v[6];
                out.computeIfAbsent((long) odd << 32 | even, k -> new ArrayList<>()).add(v.clone());
            }
            return;
        }
        int g = cat / 2;
        boolean usable = pool[cat] > 0 && (g == 0 || slotsBefore[p][g - 1] > 0);
        int max = usable ? Math.min(left, pool[cat]) : 0;
        for (int k = 0; k <= max; k++) {
            v[cat] = k;
            spread(p, cat + 1, left - k, v, out);
        }
        v[cat] = 0;
    }

    /** The state key: previous hideout, hideout and sprint counts per category; alive covers. */
    private record Key(long a, long alive) {}

    private int prev(Key k) {
        return (int) (k.a & 63);
    }

    private int hid(long a, int cat) {
        return (int) (a >>> (6 + cat * bits) & mask);
    }

    private int spr(long a, int cat) {
        return (int) (a >>> (6 + (CATS + cat) * bits) & mask);
    }

    private long withHid(long a, int cat, int n) {
        int s = 6 + cat * bits;
        return a & ~(mask << s) | (long) n << s;
    }

    private long withSpr(long a, int cat, int n) {
        int s = 6 + (CATS + cat) * bits;
        return a & ~(mask << s) | (long) n << s;
    }

    /** A transition out of a state at one position. */
    private interface Sink {
        void accept(int value, Key to, long weight);
    }

    /** Placed deck-d cards before position p in state a (fixed ones, face-down hideouts, sprint cards). */
    private int placedInDeck(long a, int p, int d) {
        return fixedBefore[p][d - 1] + hid(a, 2 * d) + hid(a, 2 * d + 1) + spr(a, 2 * d) + spr(a, 2 * d + 1);
    }

    private void transitions(Key from, int p, Sink sink) {
        int last = prev(from);
        long a = from.a;
        int[] avail = new int[4];
        for (int d = 1; d <= 3; d++) {
            avail[d] = slotsBefore[p][d - 1] - placedInDeck(a, p, d);
        }
        int v0 = fixedValue[p];
        long values = allowed[p] & ~Cards.range(0, last);
        int maxFoot = Math.max(rules.footprintOdd, rules.footprintEven);
        int reach = hiddenSprints[p] > 0 || v0 < 0 ? last + rules.stepLimit + maxFoot * hiddenSprints[p]
                : last + rules.stepLimit + rules.footprints(fixedSprints[p]);
        if (reach < 63) {
            values &= Cards.range(0, reach);
        }
        for (long vs = values; vs != 0; vs &= vs - 1) {
            int v = Long.numberOfTrailingZeros(vs);
            if (v <= last) {
                continue;
            }
            int need = Sprints.need(rules, last, v);
            long w = 1;
            long na = a & ~63L | v;
            int[] av = avail.clone();
            // The hideout itself: a deck card must sit in an earlier draw slot of its deck.
            if (v0 < 0) {
                int cat = catOf[v];
                int d = cat / 2;
                if (d > 0) {
                    w *= av[d]--;
                }
                na = withHid(na, cat, hid(na, cat) + 1);
            } else {
                long cards = (v == rules.escape ? 0 : 1L << v) | fixedSprints[p];
                for (int c : Cards.toArray(cards)) {
                    int d = rules.deckOf(c);
                    if (d > 0) {
                        w *= av[d]--;
                    }
                }
            }
            if (w <= 0) {
                continue;
            }
            long alive = aliveMaskOnly(from.alive, last, v, p);
            if (killsAll(from.alive, alive)) {
                continue;
            }
            if (hiddenSprints[p] == 0) {
                int odd = Long.bitCount(fixedSprints[p] & rules.oddMask);
                int even = Long.bitCount(fixedSprints[p] & ~rules.oddMask);
                if (Sprints.classOk(rules, odd, even, need)) {
                    sink.accept(v, new Key(na, alive), w);
                }
                continue;
            }
            for (Map.Entry<Long, List<int[]>> cls : vectors.get(p).entrySet()) {
                int odd = (int) (cls.getKey() >>> 32);
                int even = (int) (cls.getKey() & 0xffffffffL);
                if (!Sprints.classOk(rules, odd, even, need)) {
                    continue;
                }
                for (int[] vec : cls.getValue()) {
                    long ww = w;
                    long nb = na;
                    int[] av2 = av.clone();
                    for (int cat = 0; cat < CATS && ww > 0; cat++) {
                        int k = vec[cat];
                        if (k == 0) {
                            continue;
                        }
                        int before = spr(nb, cat);
                        if (before + k > pool[cat]) {
                            ww = 0;
                            break;
                        }
                        ww *= binomial(before + k, k);
                        int d = cat / 2;
                        for (int t = 0; t < k && d > 0; t++) {
                            ww *= av2[d]--;
                        }
                        nb = withSpr(nb, cat, before + k);
                    }
                    if (ww > 0) {
                        sink.accept(v, new Key(nb, alive), ww);
                    }
                }
            }
        }
    }

    /**
     * Cover bits after placing v at position p (previous hideout {@code last}): a cover dies
     * when one of its numbers is passed over, or is taken by a position outside its window.
     */
    private long aliveMaskOnly(long alive, int last, int v, int p) {
        long out = alive;
        long passed = Cards.range(last + 1, v - 1);
        for (long b = alive; b != 0; b &= b - 1) {
            int i = Long.numberOfTrailingZeros(b);
            long g = coverNumbers[i];
            boolean dies = (g & passed) != 0 || Cards.has(g, v) && !Cards.has(coverWindow[i], p);
            if (dies) {
                out &= ~(1L << i);
            }
        }
        return out;
    }

    /** Whether an "all" cover died (that history cannot meet it). */
    private boolean killsAll(long before, long after) {
        for (long b = before & ~after; b != 0; b &= b - 1) {
            if (coverAll[Long.numberOfTrailingZeros(b)]) {
                return true;
            }
        }
        return false;
    }

    /** The closing factor of a state after the last position, or zero when a cover fails. */
    private BigInteger closing(Key k) {
        int last = prev(k);
        for (int i = 0; i < coverNumbers.length; i++) {
            boolean alive = Cards.has(k.alive, i);
            boolean complete = alive && (coverNumbers[i] & ~Cards.range(0, last)) == 0;
            if (coverAll[i] != complete) {
                return BigInteger.ZERO;
            }
        }
        BigInteger w = BigInteger.ONE;
        // Identities of the face-down sprint cards: per category, from its unseen cards minus its face-down hideouts.
        for (int cat = 0; cat < CATS; cat++) {
            int n = spr(k.a, cat);
            if (n > 0) {
                long c = binomial(pool[cat] - hid(k.a, cat), n);
                if (c == 0) {
                    return BigInteger.ZERO;
                }
                w = w.multiply(BigInteger.valueOf(c));
            }
        }
        // The draws not placed: any of the deck's other unseen cards, in slot order.
        for (int d = 1; d <= 3; d++) {
            int placed = placedInDeck(k.a, length, d);
            int free = slots[d - 1] - placed;
            int cards = unseenInDeck[d - 1] - placed;
            if (free < 0 || cards < free) {
                return BigInteger.ZERO;
            }
            for (int t = 0; t < free; t++) {
                w = w.multiply(BigInteger.valueOf(cards - t));
            }
        }
        return w;
    }

    private static final long[][] BINOM = new long[64][64];

    static {
        for (int n = 0; n < 64; n++) {
            BINOM[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                BINOM[n][k] = BINOM[n - 1][k - 1] + (k <= n - 1 ? BINOM[n - 1][k] : 0);
            }
        }
    }

    static long binomial(int n, int k) {
        if (k < 0 || n < 0 || k > n) {
            return 0;
        }
        return BINOM[n][k];
    }

    /** Counts the histories; with {@code marginals}, also the count of each value at each position. */
    public Result run(boolean marginals) {
        List<Map<Key, BigInteger>> layers = new ArrayList<>(length);
        Map<Key, BigInteger> cur = new HashMap<>();
        cur.put(new Key(0, coverNumbers.length == 64 ? -1L : (1L << coverNumbers.length) - 1), BigInteger.ONE);
        layers.add(cur);
        for (int p = 1; p < length; p++) {
            Map<Key, BigInteger> next = new HashMap<>(cur.size() * 4);
            int pp = p;
            for (Map.Entry<Key, BigInteger> e : cur.entrySet()) {
                BigInteger f = e.getValue();
                transitions(e.getKey(), pp, (v, to, w) -> next.merge(to, f.multiply(BigInteger.valueOf(w)), BigInteger::add));
                if ((work += next.size()) > workLimit) {
                    throw new WorkLimitExceeded("the exact count exceeded its work limit");
                }
            }
            cur = next;
            layers.add(cur);
        }
        Map<Key, BigInteger> back = new HashMap<>(cur.size() * 2);
        BigInteger total = BigInteger.ZERO;
        for (Map.Entry<Key, BigInteger> e : cur.entrySet()) {
            BigInteger c = closing(e.getKey());
            if (c.signum() > 0) {
                back.put(e.getKey(), c);
                total = total.add(e.getValue().multiply(c));
            }
        }
        Map<Integer, BigInteger[]> valueCounts = new HashMap<>();
        if (!marginals || total.signum() == 0) {
            return new Result(total, valueCounts);
        }
        for (int p = length - 1; p >= 1; p--) {
            BigInteger[] counts = new BigInteger[FugitiveRules.CARDS];
            java.util.Arrays.fill(counts, BigInteger.ZERO);
            Map<Key, BigInteger> after = back;
            Map<Key, BigInteger> before = new HashMap<>(layers.get(p - 1).size() * 2);
            int pp = p;
            for (Map.Entry<Key, BigInteger> e : layers.get(p - 1).entrySet()) {
                BigInteger f = e.getValue();
                BigInteger[] acc = {BigInteger.ZERO};
                transitions(e.getKey(), pp, (v, to, w) -> {
                    BigInteger b = after.get(to);
                    if (b != null) {
                        BigInteger wb = b.multiply(BigInteger.valueOf(w));
                        acc[0] = acc[0].add(wb);
                        counts[v] = counts[v].add(f.multiply(wb));
                    }
                });
                if (acc[0].signum() > 0) {
                    before.put(e.getKey(), acc[0]);
                }
            }
            back = before;
            if (fixedValue[p] < 0) {
                valueCounts.put(p, counts);
            }
        }
        return new Result(total, valueCounts);
    }

    public static Result count(PublicTrack track, Assumptions assume, boolean marginals) {
        return new ReferenceCounter(track, assume).run(marginals);
    }

    /** As {@link #count}, but gives up (throws {@link WorkLimitExceeded}) past {@code limit} units of work. */
    public static Result count(PublicTrack track, Assumptions assume, boolean marginals, long limit) {
        ReferenceCounter c = new ReferenceCounter(track, assume);
        c.workLimit = limit;
        return c.run(marginals);
    }
}
