package org.cardlab.daguai;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;

/**
 * Lists the legal plays of a hand, or those that beat a given play, without trying every
 * subset: plays are built from the rank and suit counts (a set of one rank plus jokers, a
 * straight window, the cards of one suit), so a 27-card hand is cheap. Plays are multisets of
 * faces: copies of the same card from different decks are interchangeable.
 *
 * <p>Order: by rank (the combo key), then by the faces; this is the engine's canonical order.
 */
public final class PlayGenerator {
    private static final int[] JOKERS = {Card.SMALL_JOKER, Card.BIG_JOKER};

    private PlayGenerator() {}

    /** Orders plays: lowest first, ties by their faces. */
    public static final Comparator<Combo> ORDER = (a, b) -> {
        int c = Long.compare(a.key, b.key);
        return c != 0 ? c : Arrays.compare(a.faces, b.faces);
    };

    /**
     * The plays of {@code size} cards from {@code counts} (cards per face) that beat
     * {@code target} (any play when null), in canonical order.
     */
    public static List<Combo> plays(int[] counts, int size, Combo target, ComboRules rules, boolean equalBeats) {
        List<Combo> out = new ArrayList<>();
        generate(counts, size, target, rules, equalBeats, out::add);
        out.sort(ORDER);
        return out;
    }

    /**
     * The first of {@link #plays} (the lowest play that beats {@code target}), or null when there is none: what a
     * greedy player follows with, found without sorting every play (the playouts of the search bot ask it at each turn).
     */
    public static Combo lowest(int[] counts, int size, Combo target, ComboRules rules, boolean equalBeats) {
        if (size == 1) {
            return LowestPlay.single(counts, target, rules, equalBeats);
        }
        Combo[] low = new Combo[1];
        Consumer<Combo> keepLowest = c -> {
            if (low[0] == null || ORDER.compare(c, low[0]) < 0) {
                low[0] = c;
            }
        };
        if (size == 5) {
            return LowestPlay.five(counts, target, rules, equalBeats);
        }
        if (size != 2 && size != 3) {
            return null; // no play has another size
        }
        // A set holding a card of rank r has r's power as its key, so the ranks are tried from the lowest power up, and
        // the first rank that gives a set ends the search: higher ranks give higher keys. Of one rank's sets the lowest
        // is the one of its smallest faces. Sets of jokers alone are tried first (their key is the power of what they
        // read as, no rank's).
        if (counts[Card.SMALL_JOKER] + counts[Card.BIG_JOKER] >= size) {
            LongSet jokers = new LongSet();
            multisets(JOKERS, counts, size, false, jokers);
            emit(jokers, size, rules, target, equalBeats, keepLowest);
        }
        for (int power = firstBeating(target, equalBeats); power <= ComboRules.TRUMP; power++) {
            int r = rules.rankOfPower(power);
            if (r < 0) {
                continue;
            }
            if (low[0] != null && low[0].key < power) {
                break;
            }
            int[] smallest = LowestPlay.smallestSet(r, counts, size);
            if (smallest != null) {
                keep(keepLowest, ComboClassifier.classifySorted(smallest, rules), target, equalBeats);
            }
        }
        return low[0];
    }

    /** Hands every play of {@link #plays}, unordered, to {@code out}. */
    private static void generate(int[] counts, int size, Combo target, ComboRules rules, boolean equalBeats, Consumer<Combo> out) {
        switch (size) {
            case 1 -> {
                for (int f = 0; f < Card.FACES; f++) {
                    if (counts[f] > 0) {
                        keep(out, ComboClassifier.classifySorted(new int[] {f}, rules), target, equalBeats);
                    }
                }
            }
            case 2, 3 -> sets(counts, size, target, rules, equalBeats, out);
            case 5 -> fives(counts, target, rules, equalBeats, out);
            default -> {
                // no play has another size
            }
        }
    }

    /** Every legal lead of the hand, sizes 1, 2, 3 then 5. */
    public static List<Combo> allPlays(int[] counts, ComboRules rules) {
        List<Combo> out = new ArrayList<>();
        for (int size : new int[] {1, 2, 3, 5}) {
            out.addAll(plays(counts, size, null, rules, false));
        }
        return out;
    }

    private static void keep(Consumer<Combo> out, Combo c, Combo target, boolean equalBeats) {
        if (c != null && (target == null || c.beats(target, equalBeats))) {
            out.accept(c);
        }
    }

    /** Pairs and triples: for each rank, its faces plus jokers; then jokers alone. */
    private static void sets(int[] counts, int size, Combo target, ComboRules rules, boolean equalBeats, Consumer<Combo> out) {
        LongSet codes = new LongSet();
        for (int r = 0; r < Card.RANKS; r++) {
            if (target != null && !beatsPower(rules.rankPower(r), target.key, equalBeats)) {
                continue;
            }
            multisets(rankTypes(r), counts, size, true, codes);
        }
        multisets(JOKERS, counts, size, false, codes);
        emit(codes, size, rules, target, equalBeats, out);
    }

    /** The lowest power of a single, pair or triple (whose key is its power) that beats {@code target}; 0 for a lead. */
    static int firstBeating(Combo target, boolean equalBeats) {
        return target == null ? 0 : (int) Math.min(ComboRules.BIG + 1, equalBeats ? target.key : target.key + 1);
    }

    static boolean beatsPower(int power, long key, boolean equalBeats) {
        return equalBeats ? power >= key : power > key;
    }

    /**
     * The five-card plays are made in stages, one per kind of the lowest reading a stage's multisets can have: a
     * multiset is read as its highest kind, and each stage's way of making it already gives that stage's kind a
     * reading (a straight's window, one suit, a triple and a pair, four of a rank, five of a rank or jokers).
     */
    static final Combo.Kind[] FIVE_STAGES = {Combo.Kind.STRAIGHT, Combo.Kind.FLUSH, Combo.Kind.FULL_HOUSE,
        Combo.Kind.FOUR_OF_A_KIND, Combo.Kind.FIVE_OF_A_KIND};

    private static void fives(int[] counts, Combo target, ComboRules rules, boolean equalBeats, Consumer<Combo> out) {
        LongSet codes = new LongSet();
        int[] c = counts.clone();
        for (Combo.Kind stage : FIVE_STAGES) {
            fiveStage(stage, c, target, rules, equalBeats, codes);
        }
        emit(codes, 5, rules, target, equalBeats, out);
    }

    /** One stage's multisets into {@code codes}: those of a kind the target's own kind does not rule out. */
    static void fiveStage(Combo.Kind stage, int[] c, Combo target, ComboRules rules, boolean equalBeats, LongSet codes) {
        int t = target == null ? Combo.Kind.STRAIGHT.ordinal() : target.kind.ordinal();
        // a play of the target's own kind must beat its main part: lower ranks are skipped
        int mainPower = target == null ? -1 : (int) (target.key & ((1L << 40) - 1));
        int below = t == stage.ordinal() ? mainPower - (equalBeats ? 1 : 0) : -1;
        switch (stage) {
            case STRAIGHT -> {
                if (t <= Combo.Kind.STRAIGHT_FLUSH.ordinal()) {
                    straights(c, rules, codes);
                }
            }
            case FLUSH -> {
                for (int s = 0; s < 4 && t <= Combo.Kind.FLUSH.ordinal(); s++) {
                    int[] types = new int[Card.RANKS + 2];
                    for (int r = 0; r < Card.RANKS; r++) {
                        types[r] = Card.face(r, s);
                    }
                    types[Card.RANKS] = Card.SMALL_JOKER;
                    types[Card.RANKS + 1] = Card.BIG_JOKER;
                    multisets(types, c, 5, true, codes);
                }
            }
            case FULL_HOUSE -> {
                if (t <= Combo.Kind.FULL_HOUSE.ordinal()) {
                    fullHouses(c, rules, below, codes);
                }
            }
            case FOUR_OF_A_KIND -> {
                if (t <= Combo.Kind.FOUR_OF_A_KIND.ordinal()) {
                    fours(c, rules, below, codes);
                }
            }
            default -> {
                for (int r = 0; r < Card.RANKS; r++) {
                    multisets(rankTypes(r), c, 5, true, codes); // five of a kind
                }
                multisets(JOKERS, c, 5, false, codes);
            }
        }
    }

    /** Each window of five ranks; each position a card of that rank or a joker. */
    private static void straights(int[] c, ComboRules rules, LongSet codes) {
        for (int top = Card.ACE; top >= lowestStraightTop(rules); top--) {
            straightWindow(top, c, rules, codes);
        }
    }

    /** The top rank of the lowest straight: the 5 of A-2-3-4-5 when that is a straight, else the 6. */
    static int lowestStraightTop(ComboRules rules) {
        return rules.aceLowStraight() ? 3 : 4;
    }

    /** The straights of the window of five ranks topped by rank {@code top}, unless the level card may not sit in it. */
    static void straightWindow(int top, int[] c, ComboRules rules, LongSet codes) {
        int[] window = new int[5];
        boolean hasLevel = false;
        for (int i = 0; i < 5; i++) {
            int r = top - 4 + i;
            window[i] = r < 0 ? Card.ACE : r;
            hasLevel |= window[i] == rules.level();
        }
        if (!hasLevel || rules.levelInStraight()) {
            straightPos(window, 0, c, new int[5], codes);
        }
    }

    private static void straightPos(int[] window, int pos, int[] c, int[] buf, LongSet codes) {
        if (pos == 5) {
            codes.add(encode(buf, 5));
            return;
        }
        for (int s = 0; s < 4; s++) {
            int f = Card.face(window[pos], s);
            if (c[f] > 0) {
                c[f]--;
                buf[pos] = f;
                straightPos(window, pos + 1, c, buf, codes);
                c[f]++;
            }
        }
        for (int f : JOKERS) {
            if (c[f] > 0) {
                c[f]--;
                buf[pos] = f;
                straightPos(window, pos + 1, c, buf, codes);
                c[f]++;
            }
        }
    }

    /** Four of a rank (at least one natural) plus any fifth card; ranks at or below {@code minPower} skipped. */
    private static void fours(int[] c, ComboRules rules, int minPower, LongSet codes) {
        int[] buf = new int[5];
        for (int r = 0; r < Card.RANKS; r++) {
            if (rules.rankPower(r) <= minPower) {
                continue;
            }
            LongSet quads = new LongSet();
            multisets(rankTypes(r), c, 4, true, quads);
            quads.forEach(code -> {
                decode(code, 4, buf);
                for (int i = 0; i < 4; i++) {
                    c[buf[i]]--;
                }
                for (int k = 0; k < Card.FACES; k++) {
                    if (c[k] > 0) {
                        buf[4] = k;
                        codes.add(encode(buf, 5));
                    }
                }
                for (int i = 0; i < 4; i++) {
                    c[buf[i]]++;
                }
            });
        }
    }

    /**
     * A triple of one rank and a pair of another (each with at least one natural card). The
     * pairs of each rank are listed once; a pair is kept when the jokers the triple used leave
     * enough for it. Triples ranking at or below {@code minPower} are skipped.
     */
    private static void fullHouses(int[] c, ComboRules rules, int minPower, LongSet codes) {
        long[][] pairs = new long[Card.RANKS][];
        for (int p = 0; p < Card.RANKS; p++) {
            LongSet ps = new LongSet();
            multisets(rankTypes(p), c, 2, true, ps);
            pairs[p] = ps.toArray();
        }
        int[] t = new int[3];
        int[] buf = new int[5];
        for (int r = 0; r < Card.RANKS; r++) {
            if (rules.rankPower(r) <= minPower) {
                continue;
            }
            LongSet triples = new LongSet();
            multisets(rankTypes(r), c, 3, true, triples);
            final int tripleRank = r;
            triples.forEach(code -> {
                decode(code, 3, t);
                for (int x : t) {
                    c[x]--;
                }
                for (int p = 0; p < Card.RANKS; p++) {
                    if (p == tripleRank) {
                        continue;
                    }
                    for (long pc : pairs[p]) {
                        int a = (int) (pc & 63);
                        int b = (int) ((pc >>> 6) & 63);
                        if (c[a] < 1 || c[b] < (a == b ? 2 : 1)) {
                            continue; // the triple took the jokers this pair needs
                        }
                        buf[0] = t[0];
                        buf[1] = t[1];
                        buf[2] = t[2];
                        buf[3] = a;
                        buf[4] = b;
                        codes.add(encode(buf, 5));
                    }
                }
                for (int x : t) {
                    c[x]++;
                }
            });
        }
    }

    /** The four faces of a rank, then the two jokers. */
    private static int[] rankTypes(int r) {
        return new int[] {Card.face(r, 0), Card.face(r, 1), Card.face(r, 2), Card.face(r, 3), Card.SMALL_JOKER,
            Card.BIG_JOKER};
    }

    /**
     * Every multiset of {@code k} cards from {@code types} within the counts, into {@code codes};
     * with {@code needNatural}, only those holding at least one non-joker.
     */
    private static void multisets(int[] types, int[] c, int k, boolean needNatural, LongSet codes) {
        rec(types, c, 0, k, needNatural, new int[k], 0, codes);
    }

    private static void rec(int[] types, int[] c, int idx, int left, boolean needNatural, int[] buf, int pos,
            LongSet codes) {
        if (left == 0) {
            if (!needNatural || !Card.isJoker(minOf(buf, pos))) {
                codes.add(encode(buf, pos));
            }
            return;
        }
        for (int i = idx; i < types.length; i++) {
            int f = types[i];
            int avail = Math.min(c[f], left);
            for (int m = 1; m <= avail; m++) {
                buf[pos + m - 1] = f;
                rec(types, c, i + 1, left - m, needNatural, buf, pos + m, codes);
            }
        }
    }

    private static int minOf(int[] buf, int n) {
        int m = Integer.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            m = Math.min(m, buf[i]);
        }
        return m;
    }

    /** A multiset of faces as a number: the faces sorted ascending, 6 bits each, lowest first. */
    static long encode(int[] buf, int n) {
        int[] s = buf;
        for (int i = 1; i < n; i++) {
            if (buf[i - 1] > buf[i]) { // most multisets come in ascending order already: sort only the others
                s = Arrays.copyOf(buf, n);
                Arrays.sort(s);
                break;
            }
        }
        long code = 0;
        for (int i = n - 1; i >= 0; i--) {
            code = (code << 6) | s[i];
        }
        return code;
    }

    static void decode(long code, int n, int[] out) {
        for (int i = 0; i < n; i++) {
            out[i] = (int) (code & 63);
            code >>>= 6;
        }
    }

    static void emit(LongSet codes, int n, ComboRules rules, Combo target, boolean equalBeats, Consumer<Combo> out) {
        codes.forEach(code -> {
            int[] f = new int[n];
            decode(code, n, f);
            keep(out, ComboClassifier.classifySorted(f, rules), target, equalBeats);
        });
    }
}
