package org.cardlab.fugitive.puzzle;

/**
 * The reasoning a step of an answer may use, each with the grade it belongs to (Tatham's
 * approach: a puzzle's grade is the least set of techniques that solves it). Techniques of one
 * grade include every technique of the grades below.
 *
 * <ul>
 *   <li>grade 1, direct: each note on its own, and the step window from the nearest hideouts
 *       already known;</li>
 *   <li>grade 2, counting: every card of a deck accounted for (a hideout known only to lie within
 *       one deck counted as that deck's card), what is left in his hand, the even
 *       cards he could have held when he laid a hideout;</li>
 *   <li>grade 3, case analysis: one position's values tried in turn, each but one failing by
 *       grade-2 reasoning within a few lines;</li>
 *   <li>grade 4, deep case analysis: a case that needs a second case split, or (rarely) only the
 *       exhaustive search's verdict.</li>
 * </ul>
 */
public enum Technique {
    HELD(1, "held", "you hold the card"),
    FACE_UP(1, "face-up", "the card lies face up"),
    NOT_IN_PLAY(1, "not-in-play", "the card is not in play"),
    MISSED(1, "miss", "you missed it while the hideout lay face down"),
    TAKEN(1, "taken", "another hideout is that card"),
    NO_DRAW(1, "no-draw", "he had drawn nothing from that deck yet"),
    WINDOW(1, "window", "the step limit and the sprint cards beneath frame the hideout"),
    ESCAPE_WINDOW(1, "escape-window", "42 lies at most the step limit plus its sprint cards above the last hideout"),
    // Not "with its sprint cards": the frame is marked a reveal's when it runs from a hideout the manhunt turned up, and in
    // Manhunt 56 no step uses a card a reveal showed (#5 lies above #4 = 27, named at step 3; #5's own cards lie face down).
    REVEAL(1, "reveal", "a hideout turned up in the manhunt frames the next: the step window runs from it"),
    DECK_TALLY(2, "deck-tally", "every card he had drawn from a deck is accounted for"),
    DECK_RANGE(2, "deck-range", "a hideout whose every possible value is in one deck takes one of that deck's draws, whichever it is"),
    HAND_SIZE(2, "hand-size", "his hand is so small that a card he drew must be on the table"),
    EVEN_SHORTAGE(2, "even-shortage", "he could not have held enough even sprint cards for one step"),
    OWN_CARD(2, "own-card", "the hideout's own card would use up a draw its sprint cards need"),
    EVEN_TOTAL(2, "even-total", "the steps together need more even sprint cards than he could have held"),
    CASES(3, "cases", "each other value, tried, fails by direct reasoning alone (at once, or once the values it forces at once are placed)"),
    DEEP_CASES(4, "deep-cases", "a case fails only by counting cards, after a chain of deductions, or after a second case split"),
    LATER_DRAWS(4, "later-draws", "after a round his hand holds so few cards that the even sprint cards he lays later must come from his later draws, and they are too few"),
    EXHAUSTIVE(4, "exhaustive", "only a search of every hidden history rules the other values out");

    public final int level;
    /** The name used in puzzle files ("by") and in docs/puzzles.md. */
    public final String label;
    /** What the technique says, in words. */
    public final String meaning;

    Technique(int level, String label, String meaning) {
        this.level = level;
        this.label = label;
        this.meaning = meaning;
    }

    public static Technique ofLabel(String label) {
        for (Technique t : values()) {
            if (t.label.equals(label)) {
                return t;
            }
        }
        return null;
    }
}
