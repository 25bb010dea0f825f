package org.cardlab.daguai;

import java.util.Arrays;

/**
 * Classifies a set of cards as a legal play, reading wild jokers as the text says: a joker
 * may become any single lower card to make a multi-card play, and the highest possible
 * reading is taken ("joker-6-7-8-9 always counts as 6-7-8-9-10"). A lone joker is itself.
 *
 * <p>The five-card kinds are tried from the highest (five of a kind) down, so the first that
 * fits is the highest reading; within a kind the highest main part is taken.
 */
public final class ComboClassifier {
    private static final int[] SIZES_OK = {0, 1, 1, 1, 0, 1};

    private ComboClassifier() {}

    /** The play these faces make, or null when they make none ({@link #whyNot} says why). */
    public static Combo classify(int[] faces, ComboRules rules) {
        int[] f = faces.length > 1 ? Card.sorted(faces) : faces.clone();
        return classifySorted(f, rules);
    }

    /** As {@link #classify}, for faces already sorted ascending (the array is kept by the combo). */
    public static Combo classifySorted(int[] f, ComboRules rules) {
        int n = f.length;
        if (n > 5 || SIZES_OK[n] == 0) {
            return null;
        }
        for (int i = 0; i + 3 < n; i++) {
            if (f[i] == f[i + 3]) {
                return null; // a fourth copy of one face does not exist in three decks
            }
        }
        if (n == 1) {
            int p = rules.power(f[0]);
            return new Combo(Combo.Kind.SINGLE, f, f.clone(), p, p);
        }
        if (n < 5) {
            return set(f, rules, n == 2 ? Combo.Kind.PAIR : Combo.Kind.TRIPLE);
        }
        return five(f, rules);
    }

    /** A pair or triple: all natural cards of one rank, jokers standing in for it. */
    private static Combo set(int[] f, ComboRules rules, Combo.Kind kind) {
        int n = f.length;
        if (Card.isJoker(f[0])) {
            int as = jokersOnly(f, rules);
            int p = rules.power(as);
            return new Combo(kind, f, jokerReads(f, as), p, p);
        }
        int rank = Card.rank(f[0]);
        for (int x : f) {
            if (!Card.isJoker(x) && Card.rank(x) != rank) {
                return null;
            }
        }
        int p = rules.rankPower(rank);
        return new Combo(kind, f, fill(f, rank, -1, 0), p, p);
    }

    /**
     * What a play made only of jokers reads as: the jokers themselves when alike; mixed, the
     * big jokers stand for small ones when allowed, else every joker becomes the level card.
     */
    private static int jokersOnly(int[] f, ComboRules rules) {
        boolean small = false;
        boolean big = false;
        for (int x : f) {
            small |= x == Card.SMALL_JOKER;
            big |= x == Card.BIG_JOKER;
        }
        if (!small) {
            return Card.BIG_JOKER;
        }
        if (!big || rules.bigJokerAsSmall()) {
            return Card.SMALL_JOKER;
        }
        return Card.face(rules.level(), 0);
    }

    /** Reads of a play made only of jokers that all stand for {@code as}. */
    private static int[] jokerReads(int[] f, int as) {
        if (!Card.isJoker(as)) {
            return fill(f, Card.rank(as), -1, 0);
        }
        int[] reads = new int[f.length];
        Arrays.fill(reads, as);
        return reads;
    }

    private static Combo five(int[] f, ComboRules rules) {
        int[] cnt = new int[Card.RANKS];
        int naturals = 0;
        int mask = 0;
        int suit = -1;
        boolean oneSuit = true;
        for (int x : f) {
            if (Card.isJoker(x)) {
                continue;
            }
            naturals++;
            int r = Card.rank(x);
            cnt[r]++;
            mask |= 1 << r;
            if (suit < 0) {
                suit = Card.suit(x);
            } else if (suit != Card.suit(x)) {
                oneSuit = false;
            }
        }
        int jokers = 5 - naturals;
        int distinct = Integer.bitCount(mask);
        if (naturals == 0) {
            int as = jokersOnly(f, rules);
            return fiveOf(Combo.Kind.FIVE_OF_A_KIND, f, jokerReads(f, as), rules.power(as));
        }
        int firstRank = Card.rank(f[0]);
        if (distinct == 1) {
            return fiveOf(Combo.Kind.FIVE_OF_A_KIND, f, fill(f, firstRank, -1, 0),
                    rules.rankPower(firstRank));
        }
        boolean noDup = distinct == naturals;
        if (oneSuit && noDup) {
            int top = straightTop(mask, rules);
            if (top >= 0) {
                return fiveOf(Combo.Kind.STRAIGHT_FLUSH, f, straightReads(f, mask, top, suit), top);
            }
        }
        if (distinct == 2) {
            int a = Integer.numberOfTrailingZeros(mask);
            int b = 31 - Integer.numberOfLeadingZeros(mask);
            int hi = rules.rankPower(a) > rules.rankPower(b) ? a : b;
            int lo = hi == a ? b : a;
            for (int r : new int[] {hi, lo}) {
                int o = r == hi ? lo : hi;
                if (cnt[o] == 1 && cnt[r] + jokers == 4) {
                    return fiveOf(Combo.Kind.FOUR_OF_A_KIND, f, fill(f, r, -1, 0), rules.rankPower(r));
                }
            }
            for (int r : new int[] {hi, lo}) {
                int o = r == hi ? lo : hi;
                if (cnt[r] <= 3 && cnt[o] <= 2) {
                    return fiveOf(Combo.Kind.FULL_HOUSE, f, fill(f, r, o, 3 - cnt[r]),
                            rules.rankPower(r));
                }
            }
        }
        if (oneSuit) {
            return flush(f, rules, suit);
        }
        if (noDup) {
            int top = straightTop(mask, rules);
            if (top >= 0) {
                return fiveOf(Combo.Kind.STRAIGHT, f, straightReads(f, mask, top, Card.suit(f[0])), top);
            }
        }
        return null;
    }

    private static Combo fiveOf(Combo.Kind kind, int[] f, int[] reads, long value) {
        return fiveOf(kind, f, reads, value, (int) value);
    }

    private static Combo fiveOf(Combo.Kind kind, int[] f, int[] reads, long value, int main) {
        return new Combo(kind, f, reads, ((long) kind.ordinal() << 40) | value, main);
    }

    /**
     * The jokers read as cards of rank {@code first} (the first {@code firstCount} of them when
     * {@code second} is a rank, the rest as {@code second}). Each takes the suit used least so
     * far, so a reading never needs a fourth copy of a card that three decks do not have.
     */
    private static int[] fill(int[] f, int first, int second, int firstCount) {
        int[] reads = f.clone();
        if (!hasJoker(f)) {
            return reads; // nothing to read (most plays a hand makes): no count of the suits used
        }
        int[] used = new int[Card.FACES];
        for (int x : f) {
            used[x]++;
        }
        int k = 0;
        for (int i = 0; i < f.length; i++) {
            if (Card.isJoker(f[i])) {
                int rank = (second < 0 || k < firstCount) ? first : second;
                int best = Card.face(rank, 0);
                for (int s = 1; s < 4; s++) {
                    if (used[Card.face(rank, s)] < used[best]) {
                        best = Card.face(rank, s);
                    }
                }
                used[best]++;
                reads[i] = best;
                k++;
            }
        }
        return reads;
    }

    private static boolean hasJoker(int[] f) {
        for (int x : f) {
            if (Card.isJoker(x)) {
                return true;
            }
        }
        return false;
    }

    /** The top natural rank of the highest straight the naturals (distinct ranks, bitmask) fit in, or -1. */
    static int straightTop(int mask, ComboRules rules) {
        int levelBit = rules.levelInStraight() ? 0 : 1 << rules.level();
        for (int top = Card.ACE; top >= 4; top--) {
            int window = 0b11111 << (top - 4);
            if ((mask & ~window) == 0 && (window & levelBit) == 0) {
                return top;
            }
        }
        int wheel = 0b1111 | (1 << Card.ACE); // A-2-3-4-5, topped by the 5 (rank 3)
        if (rules.aceLowStraight() && (mask & ~wheel) == 0 && (wheel & levelBit) == 0) {
            return 3;
        }
        return -1;
    }

    private static int[] straightReads(int[] f, int mask, int top, int suit) {
        int[] reads = f.clone();
        int[] window = new int[5];
        for (int i = 0; i < 5; i++) {
            int r = top - 4 + i;
            window[i] = r < 0 ? Card.ACE : r;
        }
        int w = 4; // fill the highest missing ranks first (cosmetic: any order reads the same)
        for (int i = f.length - 1; i >= 0; i--) {
            if (Card.isJoker(f[i])) {
                while ((mask & (1 << window[w])) != 0) {
                    w--;
                }
                reads[i] = Card.face(window[w], suit);
                mask |= 1 << window[w];
            }
        }
        return reads;
    }

    /** A flush: jokers become the highest card of the suit (the level card of that suit). */
    private static Combo flush(int[] f, ComboRules rules, int suit) {
        int[] reads = f.clone();
        int[] powers = new int[5];
        for (int i = 0; i < 5; i++) {
            if (Card.isJoker(f[i])) {
                reads[i] = Card.face(rules.level(), suit);
            }
            powers[i] = rules.power(reads[i]);
        }
        Arrays.sort(powers);
        long value;
        if (rules.flushCardByCard()) {
            value = 0;
            for (int i = 4; i >= 0; i--) {
                value = (value << 5) | powers[i];
            }
        } else {
            value = powers[4];
        }
        return fiveOf(Combo.Kind.FLUSH, f, reads, value, powers[4]);
    }

    /** Why these faces make no legal play, in a player's words; null when they do. */
    public static String whyNot(int[] faces, ComboRules rules) {
        int[] f = Card.sorted(faces);
        int n = f.length;
        if (n == 0) {
            return "no cards";
        }
        for (int i = 0; i + 3 < n; i++) {
            if (f[i] == f[i + 3]) {
                return "there are only 3 decks, so at most 3 copies of " + Card.name(f[i]);
            }
        }
        if (n == 4 || n > 5) {
            return "a play has 1, 2, 3 or 5 cards, not " + n;
        }
        if (classifySorted(f, rules) != null) {
            return null;
        }
        if (n < 5) {
            String what = n == 2 ? "a pair" : "a triple";
            return what + " needs " + n + " cards of the same rank (a joker may stand for a lower card): "
                    + Card.names(f) + " has different ranks";
        }
        int mask = 0;
        int suits = 0;
        int naturals = 0;
        for (int x : f) {
            if (!Card.isJoker(x)) {
                mask |= 1 << Card.rank(x);
                suits |= 1 << Card.suit(x);
                naturals++;
            }
        }
        int distinct = Integer.bitCount(mask);
        StringBuilder sb = new StringBuilder(Card.names(f) + " is no five-card hand: ");
        sb.append(distinct == naturals ? (straightTop(mask, rules) < 0 ? "the ranks fit no straight" : "")
                : "a straight needs 5 different ranks");
        sb.append(", the cards are of ").append(Integer.bitCount(suits)).append(" suits (a flush needs one)");
        sb.append(", and ").append(distinct).append(" different ranks make no full house, four or five of a kind");
        return sb.toString().replace(": , ", ": ");
    }
}
