package org.cardlab.daguai;

import java.util.function.Consumer;

/**
 * The lowest flush, full house and four of a kind of a hand without jokers, for {@link LowestPlay#five}, found a rank
 * at a time (a flush a card at a time) instead of listing every multiset. Without jokers a triple of rank r and a pair of another rank read
 * only as a full house keyed by r's power, and four of r and a card of another rank only as a four keyed by r's power, so
 * the lowest is made of the first rank by power that beats; of its plays the lowest in faces is its smallest set with
 * the smallest other cards (the ranks' faces do not interleave, so the smaller other part gives the smaller sorted faces).
 */
final class NaturalFives {
    private NaturalFives() {}

    /**
     * Hands {@code keep} the lowest full house that beats {@code target}, if any (the hand holds no jokers). Only the
     * first rank holding a triple can make it: when no other rank holds a pair, no higher triple finds one either.
     */
    static void fullHouse(int[] c, Combo target, ComboRules rules, boolean equalBeats, Consumer<Combo> keep) {
        int r = firstRankHolding(3, c, Combo.Kind.FULL_HOUSE, target, rules, equalBeats);
        int[] triple = r < 0 ? null : LowestPlay.smallestSet(r, c, 3);
        for (int o = 0; triple != null && o < Card.RANKS; o++) { // the lowest pair's faces are of the lowest rank holding two
            int[] pair = o == r ? null : LowestPlay.smallestSet(o, c, 2);
            if (pair != null) {
                accept(o < r ? join(pair, triple) : join(triple, pair), rules, target, equalBeats, keep);
                return;
            }
        }
    }

    /**
     * Hands {@code keep} the lowest four of a kind (four and a card of another rank) that beats {@code target}, if any.
     * Four of a rank and a fifth of it make five of a kind, which its own stage lists and which ranks above every four;
     * when every card is of the first rank holding four, there is no four at all.
     */
    static void four(int[] c, Combo target, ComboRules rules, boolean equalBeats, Consumer<Combo> keep) {
        int r = firstRankHolding(4, c, Combo.Kind.FOUR_OF_A_KIND, target, rules, equalBeats);
        int[] quad = r < 0 ? null : LowestPlay.smallestSet(r, c, 4);
        for (int f = 0; quad != null && f < Card.SMALL_JOKER; f++) {
            if (c[f] > 0 && Card.rank(f) != r) {
                int[] fifth = {f};
                accept(Card.rank(f) < r ? join(fifth, quad) : join(quad, fifth), rules, target, equalBeats, keep);
                return;
            }
        }
    }

    /** The rank of least power holding {@code size} cards whose {@code kind} can beat {@code target}, or -1. */
    private static int firstRankHolding(int size, int[] c, Combo.Kind kind, Combo target, ComboRules rules, boolean equalBeats) {
        for (int power = firstPower(kind, target, equalBeats); power <= ComboRules.TRUMP; power++) {
            int r = rules.rankOfPower(power);
            if (r >= 0 && LowestPlay.smallestSet(r, c, size) != null) {
                return r;
            }
        }
        return -1;
    }

    /**
     * Hands {@code keep} the lowest flush of each suit that beats {@code target}, flushes comparing card by card (the
     * hand holds no jokers). Of one suit, the cards read as flush, the flush stage's others as full houses and straight
     * flushes, which their own stages list. A suit's flushes are searched as their powers from the highest card down,
     * each card the lowest that can still beat, so the first found is the lowest; a suit's faces follow from its powers.
     */
    static void flush(int[] c, Combo target, ComboRules rules, boolean equalBeats, Consumer<Combo> keep) {
        if (target != null && target.kind.compareTo(Combo.Kind.FLUSH) > 0) {
            return;
        }
        int[] floor = new int[5]; // the target's powers from its highest card, each a least value while the prefix ties
        boolean same = target != null && target.kind == Combo.Kind.FLUSH;
        for (int i = 0; i < 5 && same; i++) {
            floor[i] = (int) (target.key >>> (5 * (4 - i))) & 31;
        }
        for (int s = 0; s < 4; s++) {
            int[] held = new int[ComboRules.TRUMP + 1]; // cards of the suit held, by power
            for (int r = 0; r < Card.RANKS; r++) {
                held[rules.rankPower(r)] += c[Card.face(r, s)];
            }
            int[] powers = new int[5];
            if (lowestFlush(held, 0, ComboRules.TRUMP, same, floor, equalBeats, powers, rules)) {
                int[] faces = new int[5];
                for (int i = 0; i < 5; i++) {
                    faces[i] = Card.face(rules.rankOfPower(powers[i]), s);
                }
                accept(Card.sorted(faces), rules, target, equalBeats, keep);
            }
        }
    }

    /**
     * Fills {@code powers} from position {@code i} with the lowest powers at most {@code max}, from {@code held}, that
     * read as a flush and (while {@code tied} to the target's first powers) reach the target's; false when none do.
     */
    private static boolean lowestFlush(int[] held, int i, int max, boolean tied, int[] floor, boolean equalBeats,
            int[] powers, ComboRules rules) {
        if (i == 5) {
            return (!tied || equalBeats) && readsAsFlush(powers, rules);
        }
        int within = 0; // cards left at or below each power: the rest of the flush must fit under it
        for (int p = 0; p <= max; p++) {
            within += held[p];
            if (within < 5 - i || tied && p < floor[i] || held[p] == 0) {
                continue;
            }
            held[p]--;
            powers[i] = p;
            boolean found = lowestFlush(held, i + 1, p, tied && p == floor[i], floor, equalBeats, powers, rules);
            held[p]++;
            if (found) {
                return true;
            }
        }
        return false;
    }

    /** Whether five cards of one suit with these powers read as a flush: not two ranks (a full house), not a straight. */
    private static boolean readsAsFlush(int[] powers, ComboRules rules) {
        int mask = 0;
        for (int p : powers) {
            mask |= 1 << rules.rankOfPower(p);
        }
        int distinct = Integer.bitCount(mask);
        return distinct > 2 && (distinct < 5 || ComboClassifier.straightTop(mask, rules) < 0);
    }

    /**
     * The lowest main-part power a play of {@code kind} needs to beat {@code target}: any for a lower kind or none, past
     * the last power for a higher kind, above (or, when equal beats, at) the target's own for the same kind.
     */
    private static int firstPower(Combo.Kind kind, Combo target, boolean equalBeats) {
        if (target == null || target.kind.compareTo(kind) < 0) {
            return 0;
        }
        if (target.kind != kind) {
            return ComboRules.TRUMP + 1;
        }
        return target.main + (equalBeats ? 0 : 1);
    }

    private static void accept(int[] faces, ComboRules rules, Combo target, boolean equalBeats, Consumer<Combo> keep) {
        Combo play = ComboClassifier.classifySorted(faces, rules);
        if (play != null && (target == null || play.beats(target, equalBeats))) {
            keep.accept(play);
        }
    }

    private static int[] join(int[] low, int[] high) {
        int[] out = new int[low.length + high.length];
        System.arraycopy(low, 0, out, 0, low.length);
        System.arraycopy(high, 0, out, low.length, high.length);
        return out;
    }
}
