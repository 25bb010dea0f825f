package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;

/**
 * A "what lies beneath" answer: where the face-down sprint cards under one hideout (or under 42)
 * came from (his starting cards or deck 1, 2, 3) and whether each is odd or even, and the cards
 * themselves where no other card of their kind is out of sight. The derivation is a list of
 * bounds, each a fact a person can check from the page; together they leave one mix.
 *
 * @param position   the hideout the puzzle asks about (the escape's position for 42)
 * @param hideout    its value
 * @param mix        how many of its hidden sprint cards are of each category, 4 bits a category
 *                   ({@link ExhaustiveOracle#category}: the source times two, plus one when odd)
 * @param named      the cards certainly beneath it (bit c for card c)
 * @param bounds     the reasoning in order
 * @param conclusion the last line in words (null when read from a file)
 */
public record Beneath(int position, int hideout, long mix, long named, List<Bound> bounds, String conclusion) {
    /** The categories: the starting cards and decks 1 to 3, each even and odd. */
    public static final int CATEGORIES = 8;

    /**
     * At least {@code atLeast} and at most {@code atMost} of the hidden sprint cards are of a class.
     *
     * @param source    0 his starting cards, 1 to 3 a deck, -1 any
     * @param parity    0 even, 1 odd, -1 either
     * @param technique what shows it
     * @param uses      the positions it relies on (bit p), each face up or settled by an earlier step
     * @param text      the bound in words (null when read from a file)
     */
    public record Bound(int source, int parity, int atLeast, int atMost, Technique technique, long uses, String text) {
        /** Whether a mix keeps the bound. */
        public boolean holds(long mix) {
            int n = 0;
            for (int c = 0; c < CATEGORIES; c++) {
                if ((source < 0 || c / 2 == source) && (parity < 0 || (c & 1) == parity)) {
                    n += ExhaustiveOracle.count(mix, c);
                }
            }
            return n >= atLeast && n <= atMost;
        }

        /** The bound's facts (no words): to compare a stored proof with a fresh one. */
        public String fact() {
            return className(source, parity) + " " + atLeast + ".." + atMost + " by " + technique.label + " uses " + java.util.Arrays.toString(org.cardlab.fugitive.Cards.toArray(uses));
        }
    }

    /** How many hidden sprint cards the hideout has. */
    public int cards() {
        int n = 0;
        for (int c = 0; c < CATEGORIES; c++) {
            n += ExhaustiveOracle.count(mix, c);
        }
        return n;
    }

    /** "even cards", "deck-2 cards", "odd deck-2 cards", "odd starting cards": a class in a file and in words. */
    public static String className(int source, int parity) {
        String p = parity < 0 ? "" : parity == 0 ? "even " : "odd ";
        String s = source < 0 ? "" : source == 0 ? "starting " : "deck-" + source + " ";
        return p + s + "cards";
    }

    /** Every mix of {@code k} cards over the categories, in a fixed order. */
    static List<Long> mixes(int k) {
        List<Long> out = new ArrayList<>();
        fill(0, k, 0, out);
        return out;
    }

    private static void fill(int c, int left, long mix, List<Long> out) {
        if (c == CATEGORIES - 1) {
            out.add(mix + ((long) left << (4 * c)));
            return;
        }
        for (int x = 0; x <= left; x++) {
            fill(c + 1, left - x, mix + ((long) x << (4 * c)), out);
        }
    }
}
