package org.cardlab.fugitive;

import org.cardlab.core.Counts;

/**
 * Why a public event does not fit a {@link PublicState} now, in the words a player knows. The
 * engine asks it about the event a move would make (then checks what needs the hidden cards
 * itself); the deduction's notes reader asks it about each event of a notes file. So a misplaced
 * event gets the same words from both. Every method returns null when the event fits.
 */
public final class TurnCheck {
    private TurnCheck() {}

    /** Why event {@code e} cannot come next on table {@code t}. */
    public static String whyNot(PublicState t, NoteEvent e) {
        String why = whyNotNow(t, EventKind.of(e));
        if (why != null) {
            return why;
        }
        if (e instanceof NoteEvent.FugitiveDraw d) {
            return whyNotDraw(t, d.deck());
        } else if (e instanceof NoteEvent.MarshalDraw d) {
            return whyNotMarshalDraw(t, d.card());
        } else if (e instanceof NoteEvent.Hideout h) {
            return whyNotPlace(t, h.sprints(), false);
        } else if (e instanceof NoteEvent.Escape x) {
            return whyNotPlace(t, x.sprints(), true);
        } else if (e instanceof NoteEvent.Guess g) {
            why = whyNotGuess(t, g.numbers());
            return why != null ? why : whyNotAnswer(t, g);
        }
        return null;
    }

    /** Why an event of this kind cannot come now: the turn structure alone. */
    public static String whyNotNow(PublicState t, EventKind k) {
        FugitiveRules rules = t.rules();
        switch (t.phase()) {
            case OVER:
                return "the game is already over (" + t.outcome() + ")";
            case FUGITIVE_FIRST:
                return k == EventKind.HIDEOUT || k == EventKind.ESCAPE ? null
                        : "the Fugitive's first turn places " + rules.firstTurnHideouts + " hideouts, " + t.pending() + " still due";
            case FUGITIVE_DRAW:
                return k == EventKind.FUGITIVE_DRAW ? null
                        : "the Fugitive draws first (" + Counts.plain(t.pending(), "draw") + " due, a deck still has cards)";
            case PASS_BONUS:
                return k == EventKind.FUGITIVE_DRAW ? null : "after a pass the Fugitive draws his bonus card";
            case FUGITIVE_PLACE:
                return k == EventKind.HIDEOUT || k == EventKind.ESCAPE || k == EventKind.PASS ? null
                        : "the Fugitive places a hideout, escapes or passes now";
            case MARSHAL_DRAW:
                return k == EventKind.MARSHAL_DRAW ? null
                        : "the Marshal draws first (" + Counts.plain(t.pending(), "draw") + " due, a deck still has cards)";
            case MARSHAL_GUESS:
                if (k == EventKind.MARSHAL_PASS) {
                    return rules.marshalMayPass ? null : "this spec does not let the Marshal pass";
                }
                return k == EventKind.GUESS ? null : "the Marshal guesses now";
            case MANHUNT:
                return k == EventKind.GUESS ? null : "the manhunt goes on with guesses";
            default:
                throw new IllegalStateException(t.phase().toString());
        }
    }

    /** Why a draw from {@code deck} cannot be made (a draw being due). */
    public static String whyNotDraw(PublicState t, int deck) {
        if (deck < 1 || deck > 3) {
            return "there is no deck " + deck + " (decks are 1, 2 and 3)";
        }
        if (t.phase() == Phase.PASS_BONUS && deck != t.lowestNonEmptyDeck()) {
            return "the pass bonus draws from the lowest deck with cards, deck " + t.lowestNonEmptyDeck();
        }
        return t.deckLeft(deck) == 0 ? "deck " + deck + " is empty" : null;
    }

    private static String whyNotMarshalDraw(PublicState t, int c) {
        int deck = t.rules().deckOf(c);
        if (deck == 0) {
            return c + " is in no deck";
        }
        if (Cards.has(t.seen(), c)) {
            return c + " was already seen";
        }
        return whyNotDraw(t, deck);
    }

    /** Why a hideout (or the escape card) with {@code sprints} cards beneath cannot be placed (a placement being due). */
    public static String whyNotPlace(PublicState t, int sprints, boolean escape) {
        if (sprints > t.rules().maxSprintCards) {
            return "at most " + t.rules().maxSprintCards + " sprint cards under one hideout";
        }
        if (escape && t.escaped()) {
            return t.rules().escape + " is already played";
        }
        if (1 + sprints > t.fugitiveCards()) {
            return "the Fugitive holds " + Counts.plain(t.fugitiveCards(), "card") + ", and "
                    + (escape ? Integer.toString(t.rules().escape) : "a hideout") + " with " + Counts.plain(sprints, "sprint card")
                    + " beneath takes " + (1 + sprints);
        }
        // Until the escape the hand holds the escape card (every starting hand does), which is a hideout only as the
        // escape and a sprint card only where the spec allows it: then the hideout and its sprint cards
        // come from the other cards.
        if (!escape && !t.escaped() && !t.rules().sprintWith42 && 1 + sprints > t.fugitiveCards() - 1) {
            return "the Fugitive holds " + Counts.plain(t.fugitiveCards(), "card") + ", and a hideout with " + Counts.plain(sprints, "sprint card")
                    + " beneath"
                    + " takes " + (1 + sprints) + " besides " + t.rules().escape + " (which is neither a hideout before the escape nor a sprint card)";
        }
        if (t.routeLength() > t.rules().escape) {
            return "too many hideouts";
        }
        return null;
    }

    /** Why these cards cannot lie beneath a hideout as sprint cards. */
    public static String whyNotSprintCards(FugitiveRules rules, long cards) {
        return !rules.sprintWith42 && Cards.has(cards, rules.escape) ? rules.escape + ", the escape card, cannot be a sprint card" : null;
    }

    /** Why the Marshal cannot name {@code numbers} (a guess being due). */
    public static String whyNotGuess(PublicState t, long numbers) {
        if (numbers == 0) {
            return "a guess names at least one number";
        }
        if ((numbers & ~t.rules().nameable()) != 0) {
            return "a guess names numbers 1 to 41 but the escape card (" + t.rules().escape + ")";
        }
        long up = t.faceUpCards();
        if ((numbers & up) != 0) {
            return Cards.toString(numbers & up) + " is already face up";
        }
        boolean single = Long.bitCount(numbers) == 1;
        if (!single && t.phase() == Phase.MANHUNT && t.rules().manhuntSingleGuesses) {
            return "in the manhunt the Marshal names one number at a time";
        }
        if (!single && !t.rules().multiGuess) {
            return "this spec allows only single-number guesses";
        }
        return null;
    }

    /** Why a guess's answer (a hit and what it revealed) cannot be what the table shows. */
    private static String whyNotAnswer(PublicState t, NoteEvent.Guess g) {
        if (!g.hit()) {
            return null;
        }
        long revealedNumbers = 0;
        long revealedPositions = 0;
        long seen = t.seen();
        for (NoteEvent.Reveal r : g.reveals()) {
            int p = r.position();
            if (p >= t.routeLength() || t.isFaceUp(p) || Cards.has(revealedPositions, p)) {
                return "reveal of position " + p + ", which is not a face-down hideout (or is revealed twice)";
            }
            if (!Cards.has(g.numbers(), r.hideout())) {
                return "the reveal of position " + p + " shows " + r.hideout() + ", a number not guessed";
            }
            if (Long.bitCount(r.sprintCards()) != t.sprintCount(p)) {
                return "position " + p + " has " + Counts.plain(t.sprintCount(p), "sprint card") + " beneath, the reveal shows "
                        + Long.bitCount(r.sprintCards());
            }
            String why = whyNotSprintCards(t.rules(), r.sprintCards());
            if (why != null) {
                return why;
            }
            if (Cards.has(r.sprintCards(), r.hideout())) {
                return "the reveal of position " + p + " shows " + r.hideout() + " both as the hideout and beneath it";
            }
            long cards = (1L << r.hideout()) | r.sprintCards();
            if ((cards & seen) != 0) {
                return Counts.noun(Long.bitCount(cards & seen), "card") + " " + Cards.toString(cards & seen) + " already seen";
            }
            seen |= cards;
            revealedNumbers |= 1L << r.hideout();
            revealedPositions |= 1L << p;
        }
        if (t.rules().guessAllOrNothing(t.phase() == Phase.MANHUNT) ? revealedNumbers != g.numbers() : revealedNumbers == 0) {
            return "a hit reveals one hideout for each number named";
        }
        return null;
    }
}
