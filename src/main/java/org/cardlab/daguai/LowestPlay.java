package org.cardlab.daguai;

import java.util.function.Consumer;

/**
 * The lowest play of one rank or one power, or of five cards, for {@link PlayGenerator#lowest}: what a greedy player follows with,
 * found without listing every play (the search's playouts ask it at each turn).
 */
final class LowestPlay {
    private LowestPlay() {}

    /**
     * The lowest single that beats {@code target}: the face of least power held (the lower face on a tie), or null. The
     * powers are tried from the lowest that beats up, so the first held face is the answer.
     */
    static Combo single(int[] counts, Combo target, ComboRules rules, boolean equalBeats) {
        if (target != null && target.size() != 1) {
            return null;
        }
        for (int power = PlayGenerator.firstBeating(target, equalBeats); power <= ComboRules.BIG; power++) {
            int f = lowestHeld(counts, power, rules);
            if (f >= 0) {
                return ComboClassifier.classifySorted(new int[] {f}, rules);
            }
        }
        return null;
    }

    /** The lowest face of single-card power {@code power} held, or -1. */
    private static int lowestHeld(int[] counts, int power, ComboRules rules) {
        if (power > ComboRules.TRUMP) {
            int joker = power == ComboRules.SMALL ? Card.SMALL_JOKER : Card.BIG_JOKER;
            return counts[joker] > 0 ? joker : -1;
        }
        int r = rules.rankOfPower(power);
        for (int s = 0; r >= 0 && s < 4; s++) {
            if (counts[Card.face(r, s)] > 0) {
                return Card.face(r, s);
            }
        }
        return -1;
    }

    /**
     * The {@code k} smallest faces held among rank {@code r}'s four and then the jokers, sorted, when they hold a card of
     * the rank: the first, in {@link PlayGenerator#ORDER}, of the rank's sets; null when the rank makes none.
     */
    static int[] smallestSet(int r, int[] counts, int k) {
        int naturals = counts[Card.face(r, 0)] + counts[Card.face(r, 1)] + counts[Card.face(r, 2)] + counts[Card.face(r, 3)];
        if (naturals == 0 || naturals + counts[Card.SMALL_JOKER] + counts[Card.BIG_JOKER] < k) {
            return null;
        }
        int[] f = new int[k];
        int n = 0;
        for (int i = 0; i < 6 && n < k; i++) { // rankTypes(r)'s order, without making the array
            int face = i < 4 ? Card.face(r, i) : Card.SMALL_JOKER + i - 4;
            for (int c = 0; c < counts[face] && n < k; c++) {
                f[n++] = face;
            }
        }
        return f;
    }

    /**
     * The lowest five-card play that beats {@code target}, stage by stage ({@link PlayGenerator#FIVE_STAGES}): once
     * the lowest so far is of a kind below the next stage's, no later stage can make a lower one (keys order by kind
     * first).
     */
    static Combo five(int[] counts, Combo target, ComboRules rules, boolean equalBeats) {
        Combo.Kind[] stages = PlayGenerator.FIVE_STAGES;
        Combo[] low = new Combo[1];
        Consumer<Combo> keepLowest = p -> {
            if (low[0] == null || PlayGenerator.ORDER.compare(p, low[0]) < 0) {
                low[0] = p;
            }
        };
        int[] c = counts.clone();
        for (int i = 0; i < stages.length; i++) {
            boolean natural = c[Card.SMALL_JOKER] + c[Card.BIG_JOKER] == 0;
            if (natural && stages[i] == Combo.Kind.STRAIGHT) {
                naturalStraights(c, target, rules, equalBeats, keepLowest);
            } else if (natural && stages[i] == Combo.Kind.FLUSH && rules.flushCardByCard()) {
                NaturalFives.flush(c, target, rules, equalBeats, keepLowest);
            } else if (natural && stages[i] == Combo.Kind.FULL_HOUSE) {
                NaturalFives.fullHouse(c, target, rules, equalBeats, keepLowest);
            } else if (natural && stages[i] == Combo.Kind.FOUR_OF_A_KIND) {
                NaturalFives.four(c, target, rules, equalBeats, keepLowest);
            } else {
                LongSet codes = new LongSet();
                PlayGenerator.fiveStage(stages[i], c, target, rules, equalBeats, codes);
                PlayGenerator.emit(codes, 5, rules, target, equalBeats, keepLowest);
            }
            if (low[0] != null && i + 1 < stages.length && low[0].kind.compareTo(stages[i + 1]) < 0) {
                break;
            }
        }
        return low[0];
    }

    /**
     * The straight stage of a hand without jokers, a window at a time from the lowest: a natural straight is read as
     * the window it fills (or as a straight flush), so once a window gives a plain straight that beats, every higher
     * window's straights rank above it.
     */
    private static void naturalStraights(int[] c, Combo target, ComboRules rules, boolean equalBeats, Consumer<Combo> keepLowest) {
        if (target != null && target.kind.compareTo(Combo.Kind.STRAIGHT_FLUSH) > 0) {
            return;
        }
        Combo[] straight = new Combo[1];
        for (int top = PlayGenerator.lowestStraightTop(rules); top <= Card.ACE && straight[0] == null; top++) {
            boolean plainBeats = target == null || target.kind == Combo.Kind.STRAIGHT
                    && PlayGenerator.beatsPower(top, target.key - ((long) Combo.Kind.STRAIGHT.ordinal() << 40), equalBeats);
            if (!plainBeats && !straightFlushIn(c, top)) {
                continue; // its plain straights do not beat, and it makes no straight flush
            }
            LongSet codes = new LongSet();
            PlayGenerator.straightWindow(top, c, rules, codes);
            PlayGenerator.emit(codes, 5, rules, target, equalBeats, p -> {
                keepLowest.accept(p);
                if (p.kind == Combo.Kind.STRAIGHT) {
                    straight[0] = p;
                }
            });
        }
    }

    /** Whether some suit holds all five ranks of the window topped by {@code top} (no jokers). */
    private static boolean straightFlushIn(int[] c, int top) {
        for (int s = 0; s < 4; s++) {
            boolean all = true;
            for (int i = 0; i < 5 && all; i++) {
                int r = top - 4 + i;
                all = c[Card.face(r < 0 ? Card.ACE : r, s)] > 0;
            }
            if (all) {
                return true;
            }
        }
        return false;
    }
}
