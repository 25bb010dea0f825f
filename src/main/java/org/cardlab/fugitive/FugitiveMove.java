package org.cardlab.fugitive;

import org.cardlab.core.Numbers;
import org.cardlab.core.UserError;

/**
 * A Fugitive move. Canonical notation (its {@code toString}, and what game files hold):
 * {@code draw 2}, {@code hide 10}, {@code hide 10 sprint 5 7}, {@code pass}, {@code guess 12 15}.
 * Playing 42 is a {@code hide 42 ...}: the escape.
 *
 * @param kind    what the move is
 * @param value   the deck drawn from (1..3) or the hideout placed; 0 otherwise
 * @param cards   the sprint cards (hide) or the guessed numbers (guess), as a bit mask
 */
public record FugitiveMove(Kind kind, int value, long cards) {

    public enum Kind { DRAW, HIDE, PASS, GUESS }

    public static final FugitiveMove PASS = new FugitiveMove(Kind.PASS, 0, 0);

    public static FugitiveMove draw(int deck) {
        return new FugitiveMove(Kind.DRAW, deck, 0);
    }

    public static FugitiveMove hide(int hideout, long sprints) {
        return new FugitiveMove(Kind.HIDE, hideout, sprints);
    }

    /** A guess of the numbers in a bit mask (see {@link Cards}). */
    public static FugitiveMove guessSet(long numbers) {
        return new FugitiveMove(Kind.GUESS, 0, numbers);
    }

    /** A guess of the numbers listed. */
    public static FugitiveMove guess(int... numbers) {
        return guessSet(Cards.of(numbers));
    }

    @Override
    public String toString() {
        return switch (kind) {
            case DRAW -> "draw " + value;
            case HIDE -> "hide " + value + (cards == 0 ? "" : " sprint " + Cards.toString(cards));
            case PASS -> "pass";
            case GUESS -> "guess " + Cards.toString(cards);
        };
    }

    /** Parses the canonical notation; anything else is a one-line {@link UserError}. */
    public static FugitiveMove parse(String text) {
        String[] w = text.trim().split("\\s+");
        switch (w[0]) {
            case "draw":
                if (w.length == 2) {
                    return draw(number(w[1], text));
                }
                break;
            case "hide":
                if (w.length == 2 || w.length > 3 && w[2].equals("sprint")) {
                    return hide(card(w[1], text), cardSet(w, 3, text, "sprint card"));
                }
                break;
            case "pass":
                if (w.length == 1) {
                    return PASS;
                }
                break;
            case "guess":
                if (w.length >= 2) {
                    return guessSet(cardSet(w, 1, text, "number"));
                }
                break;
            default:
                break;
        }
        throw new UserError("move '" + text + "': expected 'draw D', 'hide N [sprint A B ...]', 'pass' or 'guess N [M ...]'");
    }

    private static int number(String s, String text) {
        Integer n = Numbers.parse(s);
        if (n == null) {
            throw new UserError("move '" + text + "': '" + s + "' is not a number (digits 0-9)");
        }
        return n;
    }

    private static int card(String s, String text) {
        int c = number(s, text);
        if (c < 0 || c > FugitiveRules.HIGHEST_ESCAPE) {
            throw new UserError("move '" + text + "': card " + c + " is out of range 0..42");
        }
        return c;
    }

    /** The cards w[from..] as a bit mask; a card listed twice is an error (a move names each card once). */
    private static long cardSet(String[] w, int from, String text, String what) {
        long set = 0;
        for (int i = from; i < w.length; i++) {
            int c = card(w[i], text);
            if (Cards.has(set, c)) {
                throw new UserError("move '" + text + "': " + what + " " + c + " is listed twice");
            }
            set |= 1L << c;
        }
        return set;
    }
}
