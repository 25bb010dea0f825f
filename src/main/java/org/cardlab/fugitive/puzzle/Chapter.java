package org.cardlab.fugitive.puzzle;

import java.util.List;

/**
 * A chapter of the book: the puzzles that turn on one theme, in rising difficulty, the first of
 * them worked through in full right after its page.
 */
public record Chapter(Theme theme, List<Page> pages) {

    /** The themes, in book order, each with the ideas it gathers. */
    public enum Theme {
        CARDS("Your cards, your misses and the step window",
                "Each hideout lies 1 to 3 above the one before, plus what its sprint cards add. Cross out the cards you hold and see,"
                        + " the numbers you missed while the hideout lay face down, and the cards of a deck he had not drawn from when he"
                        + " laid it; what is left in the window is the answer."),
        MANHUNT("The escape and the reveal",
                "42 lies at most the step limit plus its sprint cards above the last hideout, and in a manhunt each hideout you turn up"
                        + " shows the sprint cards beneath it: the window of the next one."),
        COUNTING("Counting his cards",
                "Every card he lays came from his starting hand or a deck he drew from before he laid it. Count the draws of each deck,"
                        + " and what is left in his hand."),
        EVENS("Even sprint cards",
                "An even sprint card adds 2, an odd one 1. A long step needs even cards, and he can only lay the even cards he could hold."),
        CASES("Trying the cases",
                "When no note settles a hideout, try each value it could hold: every one but the answer breaks a note at once, or once the values it forces at once are placed."),
        DEEP("Deep cases",
                "The hardest: a case fails only after counting cards, after a chain of deductions, or after a second case split."),
        BEST_GUESS("The best guess",
                "No hideout is certain. List the routes he could have laid: each hideout's values, then the combinations a note"
                        + " rules out. The best guess is the number on the most routes. Often one number lies on them all, at one hideout"
                        + " on some routes and at another on the rest: a sure hit, though no hideout is certain."
                        + " Naming several numbers never does better: the guess hits only on routes holding all of them."),
        BENEATH("What lies beneath",
                "Name the face-down sprint cards under a hideout: where each came from (his starting cards 1, 2 and 3, or a deck) and"
                        + " whether it is odd or even, and the cards themselves where no other of their kind is out of sight. The step"
                        + " from the hideout before says how many must be even; the cards you see, and the draws he had made when he laid"
                        + " it, say where they came from."),
        SAFE_ROUTE("The Fugitive's safe route",
                "Now you are the Fugitive, and the Marshal reads his notes as you have learnt to. Only how many sprint cards lie under"
                        + " your new hideout reaches his notes, so every play with as many sprint cards tells him the same. A play is safe"
                        + " when after it none of your face-down hideouts is certain to him. More sprint cards widen what he must allow, so"
                        + " the safe play is nearly always the one with the most: the puzzle is to prove it. For each other play, read his"
                        + " notes with it added (the step window of the new hideout, the cards he holds and has seen, what he has counted)"
                        + " and find the hideout he would be certain of.");

        public final String title;
        public final String intro;

        Theme(String title, String intro) {
            this.title = title;
            this.intro = intro;
        }

        /**
         * A puzzle's theme: a best guess, a beneath and a safe route have their own chapters, the others go by their idea; but
         * a manhunt whose idea is one of the first chapter's waits for the manhunt's own chapter (a buyer met Manhunt 33 in
         * the first chapter, before the manhunt was worked through).
         */
        public static Theme of(Puzzle p) {
            Theme idea = of(p.solution().grade());
            return switch (p.kind()) {
                case BEST_GUESS -> BEST_GUESS;
                case BENEATH -> BENEATH;
                case SAFE_ROUTE -> SAFE_ROUTE;
                case MANHUNT -> idea == CARDS ? MANHUNT : idea;
                case ROUTE -> idea;
            };
        }

        /** The theme of a puzzle's idea. */
        public static Theme of(Grade g) {
            return switch (g.technique()) {
                // a deck he had not drawn from is a note read at a glance (grade 1), not a count: "Counting his cards" opened
                // with one as its worked example, which a buyer found counted nothing
                case HELD, FACE_UP, NOT_IN_PLAY, MISSED, TAKEN, WINDOW, NO_DRAW -> CARDS;
                case ESCAPE_WINDOW, REVEAL -> MANHUNT;
                case DECK_TALLY, DECK_RANGE, HAND_SIZE -> COUNTING;
                case EVEN_SHORTAGE, OWN_CARD, EVEN_TOTAL -> EVENS;
                case CASES -> CASES;
                case DEEP_CASES, LATER_DRAWS, EXHAUSTIVE -> DEEP;
            };
        }
    }
}
