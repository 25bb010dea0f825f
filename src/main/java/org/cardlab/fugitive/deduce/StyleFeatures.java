package org.cardlab.fugitive.deduce;

import java.util.List;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Phase;

/**
 * What a parametric Fugitive style weighs, as features of the steps of the exact count's walk,
 * so that a style's weight of a hidden history is a product over the walk's edges (a log-linear
 * model the counter computes exactly, see {@link WeightedWalk}). Every feature depends only on
 * what an edge of the walk knows: the position, the hideout before it and its own, how many odd
 * and even sprint cards lie beneath it, from which group of cards they come, and the public events
 * made while that hideout was the last one (the decks drawn from, the passes).
 *
 * <ul>
 * <li>a hideout: the step (13 bins), the footprints beyond what the step needs (5 bins: no need
 * and no card, no need but cards, exactly paid, one over, more), whether odd and even cards pay
 * it, its value (7 bins), a first-turn hideout, and one placed while 42 was within the step limit
 * (an escape the Fugitive did not take);</li>
 * <li>the escape: the gap to 42 (4 bins) and the footprints beyond it (3 bins);</li>
 * <li>each sprint card: whether its group's cards all lie below the hideout (dead cards), all
 * above it (cards the Fugitive gives up), or on both sides;</li>
 * <li>each draw he chose: its deck with the last hideout in one of 8 bins; each pass: the last
 * hideout's bin, and whether 42 was within the step limit.</li>
 * </ul>
 */
public final class StyleFeatures {
    static final int STEP = 0;
    static final int EXCESS = 13;
    static final int ODD = 18;
    static final int EVEN = 19;
    static final int VALUE = 20;
    static final int FIRST_TURN = 27;
    static final int MISSED_ESCAPE = 28;
    static final int ESCAPE_GAP = 29;
    static final int ESCAPE_EXCESS = 33;
    static final int SPRINT = 36;
    static final int DRAW = 39;
    static final int PASS = 63;
    static final int PASS_NEAR_42 = 71;
    /** The number of features of a style. */
    public static final int COUNT = 72;

    /** Feature names, for the model file and messages. */
    public static final List<String> NAMES = names();

    private static final int[] STEP_BIN = new int[64];
    private static final int[] VALUE_BIN = new int[64];
    private static final int[] LAST_BIN = new int[64];

    static {
        for (int s = 0; s < 64; s++) {
            STEP_BIN[s] = s <= 10 ? Math.max(s, 1) - 1 : s <= 12 ? 10 : s <= 15 ? 11 : 12;
            VALUE_BIN[s] = s <= 8 ? 0 : s <= 14 ? 1 : s <= 21 ? 2 : s <= 28 ? 3 : s == 29 ? 4 : s <= 34 ? 5 : 6;
            LAST_BIN[s] = s <= 3 ? 0 : s <= 8 ? 1 : s <= 14 ? 2 : s <= 21 ? 3 : s <= 28 ? 4 : s <= 33 ? 5 : s <= 38 ? 6 : 7;
        }
    }

    /** Receives the features of one edge (or of one history): feature index and its value. */
    interface Sink {
        void add(int feature, double value);
    }

    /** What the features need of the notes, read once: per position the draws and passes made while it was the last hideout. */
    static final class Context {
        final FugitiveRules rules;
        /** Per position, at {@code 3 * p + d - 1}: the draws from deck d he chose while p was his last hideout. */
        final int[] draws;
        /** Per position: the passes made while it was his last hideout. */
        final int[] passes;
        /** Per position: whether it was placed on the first turn. */
        final boolean[] firstTurn;
        final int length;

        Context(PublicTrack track) {
            rules = track.rules;
            length = track.routeLength();
            draws = new int[3 * length];
            passes = new int[length];
            firstTurn = new boolean[length];
            int p = 0;
            for (int i = 0; i < track.events.size(); i++) {
                NoteEvent e = track.events.get(i);
                while (p + 1 < length && track.positions.get(p + 1).placedAt <= i) {
                    p++;
                }
                if (e instanceof NoteEvent.FugitiveDraw d && track.phaseOf[i] == Phase.FUGITIVE_DRAW) {
                    draws[3 * p + d.deck() - 1]++;
                } else if (e instanceof NoteEvent.Pass) {
                    passes[p]++;
                }
            }
            for (int q = 1; q < length; q++) {
                firstTurn[q] = track.phaseOf[track.positions.get(q).placedAt] == Phase.FUGITIVE_FIRST;
            }
        }
    }

    private StyleFeatures() {}

    /**
     * The features of placing {@code v} at position p after {@code prev}, with {@code odd} and
     * {@code even} sprint cards beneath (all of them, seen or not), and of the public decisions
     * made while v was the last hideout.
     */
    static void placement(Context c, int p, int prev, int v, int odd, int even, Sink out) {
        FugitiveRules r = c.rules;
        int foot = odd * r.footprintOdd + even * r.footprintEven;
        int need = v - prev - r.stepLimit;
        if (v == r.escape) {
            int gap = v - prev;
            out.add(ESCAPE_GAP + (gap <= 3 ? 0 : gap <= 5 ? 1 : gap <= 8 ? 2 : 3), 1);
            int over = foot - Math.max(need, 0);
            out.add(ESCAPE_EXCESS + (over <= 0 ? 0 : over <= 2 ? 1 : 2), 1);
            return; // no decision of his follows the escape
        }
        out.add(STEP + STEP_BIN[Math.min(63, Math.max(0, v - prev))], 1);
        int excess = need <= 0 ? (odd + even == 0 ? 0 : 1) : foot == need ? 2 : foot == need + 1 ? 3 : 4;
        out.add(EXCESS + excess, 1);
        if (odd > 0) {
            out.add(ODD, 1);
        }
        if (even > 0) {
            out.add(EVEN, 1);
        }
        out.add(VALUE + VALUE_BIN[v], 1);
        if (c.firstTurn[p]) {
            out.add(FIRST_TURN, 1);
        }
        if (r.escape - prev <= r.stepLimit) {
            out.add(MISSED_ESCAPE, 1);
        }
        after(c, p, v, out);
    }

    /** The features of the public decisions made while position p (value v) was the last hideout. */
    static void after(Context c, int p, int v, Sink out) {
        int bin = LAST_BIN[v];
        for (int d = 1; d <= 3; d++) {
            int n = c.draws[3 * p + d - 1];
            if (n > 0) {
                out.add(DRAW + 8 * (d - 1) + bin, n);
            }
        }
        int passes = c.passes[p];
        if (passes > 0) {
            out.add(PASS + bin, passes);
            if (c.rules.escape - v <= c.rules.stepLimit) {
                out.add(PASS_NEAR_42, passes);
            }
        }
    }

    /** The features of {@code k} sprint cards of card category {@code category} (group times parity) beneath hideout v. */
    static void sprints(Context c, int v, int category, int k, Sink out) {
        if (k == 0) {
            return;
        }
        int g = category >> 1;
        int rel;
        if (g == 0 || v == c.rules.escape) {
            rel = 0; // the starting hand's 1 to 3, or anything under the escape card: below the hideout
        } else {
            int lo = c.rules.deckLow[g - 1];
            int hi = c.rules.deckHigh[g - 1];
            rel = hi < v ? 0 : lo > v ? 2 : 1;
        }
        out.add(SPRINT + rel, k);
    }

    private static List<String> names() {
        String[] n = new String[COUNT];
        String[] steps = {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11-12", "13-15", "16+"};
        for (int i = 0; i < steps.length; i++) {
            n[STEP + i] = "step " + steps[i];
        }
        String[] excess = {"no need, no card", "no need, cards", "paid exactly", "paid +1", "paid +2 or more"};
        for (int i = 0; i < excess.length; i++) {
            n[EXCESS + i] = "footprints: " + excess[i];
        }
        n[ODD] = "odd sprint cards";
        n[EVEN] = "even sprint cards";
        String[] values = {"1-8", "9-14", "15-21", "22-28", "29", "30-34", "35-41"};
        for (int i = 0; i < values.length; i++) {
            n[VALUE + i] = "hideout " + values[i];
        }
        n[FIRST_TURN] = "first-turn hideout";
        n[MISSED_ESCAPE] = "hideout with 42 in step";
        String[] gaps = {"1-3", "4-5", "6-8", "9+"};
        for (int i = 0; i < gaps.length; i++) {
            n[ESCAPE_GAP + i] = "escape gap " + gaps[i];
        }
        String[] over = {"0", "1-2", "3+"};
        for (int i = 0; i < over.length; i++) {
            n[ESCAPE_EXCESS + i] = "escape footprints over " + over[i];
        }
        n[SPRINT] = "sprint card below";
        n[SPRINT + 1] = "sprint card around";
        n[SPRINT + 2] = "sprint card above";
        String[] last = {"0-3", "4-8", "9-14", "15-21", "22-28", "29-33", "34-38", "39-41"};
        for (int d = 0; d < 3; d++) {
            for (int b = 0; b < 8; b++) {
                n[DRAW + 8 * d + b] = "draw deck " + (d + 1) + " after " + last[b];
            }
        }
        for (int b = 0; b < 8; b++) {
            n[PASS + b] = "pass after " + last[b];
        }
        n[PASS_NEAR_42] = "pass with 42 in step";
        return List.of(n);
    }
}
