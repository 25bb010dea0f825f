package org.cardlab.fugitive.deduce;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;

/**
 * The public facts of the Marshal's notes, read by a state machine that follows the turn
 * structure of the spec (the same phases as the engine). A file that breaks the structure is
 * rejected naming the first event that does not fit (counted from 1, as a person counts). What it keeps is everything
 * the deduction needs: the route positions (when each was placed, how many sprint cards lie
 * beneath, when and how it was revealed), the Fugitive's draws per deck with their times,
 * the Marshal's cards and every guess with the positions face down at that moment.
 *
 * <p>Times are event indices; the initial deal has time -1.
 */
public final class PublicTrack {

    /** A route position (1 = first hideout). {@code revealedAt} is -1 while face down. */
    public static final class Position {
        public final int index;
        public final int placedAt;
        public final int sprints;
        public final boolean escape;
        public int revealedAt = -1;
        public int value = -1;
        public long sprintCards;

        Position(int index, int placedAt, int sprints, boolean escape) {
            this.index = index;
            this.placedAt = placedAt;
            this.sprints = sprints;
            this.escape = escape;
            if (escape) {
                value = FugitiveRules.ESCAPE;
            }
        }

        /** Face down at time t: placed before t and not revealed before t. The escape is face up. */
        public boolean faceDownAt(int t) {
            return !escape && placedAt < t && (revealedAt < 0 || revealedAt >= t);
        }

        public boolean revealed() {
            return revealedAt >= 0;
        }

        /** Face down now (the escape never is). */
        public boolean faceDown() {
            return !escape && revealedAt < 0;
        }

        /** The sprint cards beneath whose identity the Marshal has not seen (under 42 they stay face down). */
        public int hiddenSprints() {
            return escape || revealedAt < 0 ? sprints : 0;
        }
    }

    /** A guess: the positions face down when it was made (bit p), and what it revealed. */
    public record Guess(int event, long numbers, boolean hit, long window, boolean manhunt) {}

    /** Where the game stands after the last event. */
    public enum Phase { FIRST, FUGITIVE_DRAW, FUGITIVE_PLACE, PASS_BONUS, MARSHAL_DRAW, MARSHAL_GUESS, MANHUNT, OVER }

    public final FugitiveRules rules;
    public final List<NoteEvent> events;
    /** Index 0 is card 0 (face up); then the hideouts in route order. */
    public final List<Position> positions = new ArrayList<>();
    /** For deck d (1..3), the times of the Fugitive's draws, the initial ones first (time -1). */
    public final List<List<Integer>> draws = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    public final List<Guess> guesses = new ArrayList<>();
    public long marshalCards;
    /** For each card the Marshal holds, the event where he drew it. */
    public final int[] marshalDrawEvent = new int[FugitiveRules.CARDS];
    /** Every card the Marshal has seen face up: his own, revealed hideouts and sprint cards, 0 and 42 once played. */
    public long seen = 1L;
    public Phase phase = Phase.FIRST;
    public int pending;
    public int lastRevealed;
    public String outcome;
    private final int[] deckLeft = new int[3];

    private PublicTrack(FugitiveRules rules, List<NoteEvent> events) {
        this.rules = rules;
        this.events = List.copyOf(events);
    }

    /** Reads the notes under their rules; {@code where} names the file in errors. */
    public static PublicTrack read(FugitiveRules rules, Notes notes, String where) {
        PublicTrack t = new PublicTrack(rules, notes.events());
        t.run(where);
        return t;
    }

    public static PublicTrack read(Notes notes, String where) {
        return read(notes.loadRules(where), notes, where);
    }

    private void run(String where) {
        positions.add(new Position(0, -1, 0, false));
        positions.get(0).value = 0;
        positions.get(0).revealedAt = -1;
        for (int d = 0; d < 3; d++) {
            deckLeft[d] = rules.deckSize(d + 1) - rules.initialDraws[d];
            for (int k = 0; k < rules.initialDraws[d]; k++) {
                draws.get(d).add(-1);
            }
        }
        pending = rules.firstTurnHideouts;
        for (int i = 0; i < events.size(); i++) {
            String why = step(i, events.get(i));
            if (why != null) {
                throw new UserError(where + ": event " + (i + 1) + " (" + kind(events.get(i)) + ") does not fit the turn structure: " + why);
            }
        }
    }

    /** Applies event i; returns why it does not fit, or null. */
    private String step(int i, NoteEvent e) {
        switch (phase) {
            case OVER:
                return "the game is already over (" + outcome + ")";
            case FIRST:
                if (e instanceof NoteEvent.Hideout h) {
                    return place(i, h.sprints(), false);
                }
                if (e instanceof NoteEvent.Escape x) {
                    return place(i, x.sprints(), true);
                }
                return "the Fugitive's first turn places " + rules.firstTurnHideouts + " hideouts, " + pending + " still due";
            case FUGITIVE_DRAW:
                if (e instanceof NoteEvent.FugitiveDraw d) {
                    String why = takeFromDeck(d.deck());
                    if (why != null) {
                        return why;
                    }
                    draws.get(d.deck() - 1).add(i);
                    if (--pending == 0 || allDecksEmpty()) {
                        phase = Phase.FUGITIVE_PLACE;
                    }
                    return null;
                }
                return "the Fugitive draws first (" + pending + " draw(s) due, a deck still has cards)";
            case PASS_BONUS:
                if (e instanceof NoteEvent.FugitiveDraw d) {
                    int lowest = lowestNonEmptyDeck();
                    if (d.deck() != lowest) {
                        return "the pass bonus draws from the lowest deck with cards, deck " + lowest;
                    }
                    takeFromDeck(d.deck());
                    draws.get(d.deck() - 1).add(i);
                    startMarshalTurn(rules.marshalDraws);
                    return null;
                }
                return "after a pass the Fugitive draws his bonus card";
            case FUGITIVE_PLACE:
                if (e instanceof NoteEvent.Hideout h) {
                    return place(i, h.sprints(), false);
                }
                if (e instanceof NoteEvent.Escape x) {
                    return place(i, x.sprints(), true);
                }
                if (e instanceof NoteEvent.Pass) {
                    if (rules.passBonus && !allDecksEmpty()) {
                        phase = Phase.PASS_BONUS;
                    } else {
                        startMarshalTurn(rules.marshalDraws);
                    }
                    return null;
                }
                return "the Fugitive places a hideout, escapes or passes now";
            case MARSHAL_DRAW:
                if (e instanceof NoteEvent.MarshalDraw d) {
                    int c = d.card();
                    int deck = rules.deckOf(c);
                    if (deck == 0) {
                        return c + " is in no deck";
                    }
                    if (Cards.has(seen, c)) {
                        return c + " was already seen";
                    }
                    String why = takeFromDeck(deck);
                    if (why != null) {
                        return why;
                    }
                    marshalCards |= 1L << c;
                    seen |= 1L << c;
                    marshalDrawEvent[c] = i;
                    if (--pending == 0 || allDecksEmpty()) {
                        phase = Phase.MARSHAL_GUESS;
                    }
                    return null;
                }
                return "the Marshal draws first (" + pending + " draw(s) due, a deck still has cards)";
            case MARSHAL_GUESS:
                if (e instanceof NoteEvent.MarshalPass) {
                    if (!rules.marshalMayPass) {
                        return "this spec does not let the Marshal pass";
                    }
                    startFugitiveTurn();
                    return null;
                }
                if (e instanceof NoteEvent.Guess g) {
                    return guess(i, g, false);
                }
                return "the Marshal guesses now";
            case MANHUNT:
                if (e instanceof NoteEvent.Guess g) {
                    return guess(i, g, true);
                }
                return "the manhunt goes on with guesses";
            default:
                throw new IllegalStateException(phase.toString());
        }
    }

    private String place(int i, int sprints, boolean escape) {
        if (sprints > rules.maxSprintCards) {
            return "at most " + rules.maxSprintCards + " sprint cards under one hideout";
        }
        if (escape && escaped()) {
            return "42 is already played";
        }
        if (positions.size() > FugitiveRules.ESCAPE) {
            return "too many hideouts";
        }
        positions.add(new Position(positions.size(), i, sprints, escape));
        if (escape) {
            seen |= 1L << FugitiveRules.ESCAPE;
            afterEscape();
            return null;
        }
        if (phase == Phase.FIRST) {
            if (--pending > 0) {
                return null;
            }
            startMarshalTurn(rules.marshalFirstDraws);
            return null;
        }
        startMarshalTurn(rules.marshalDraws);
        return null;
    }

    private void afterEscape() {
        boolean highest = rules.manhuntRevealed == FugitiveRules.ManhuntRevealed.HIGHEST;
        int compared = highest ? highestRevealed() : lastRevealed;
        if (!rules.manhuntStarts(compared)) {
            end("the Fugitive escaped: no manhunt");
        } else if (faceDownCount() == 0) {
            end("escape with nothing face down");
        } else {
            phase = Phase.MANHUNT;
        }
    }

    private String guess(int i, NoteEvent.Guess g, boolean manhunt) {
        long nums = g.numbers();
        if ((nums & ~Cards.range(1, 41)) != 0) {
            return "only numbers 1 to 41 can be face-down hideouts";
        }
        long up = faceUpCards();
        if ((nums & up) != 0) {
            return Cards.toString(nums & up) + " is already face up";
        }
        boolean single = Long.bitCount(nums) == 1;
        if (!single && manhunt && rules.manhuntSingleGuesses) {
            return "in the manhunt the Marshal names one number at a time";
        }
        if (!single && !rules.multiGuess) {
            return "this spec allows only single-number guesses";
        }
        long window = 0;
        for (Position p : positions) {
            if (p.index > 0 && p.faceDownAt(i)) {
                window |= 1L << p.index;
            }
        }
        if (g.hit()) {
            long revealedNumbers = 0;
            long revealedPositions = 0;
            for (NoteEvent.Reveal r : g.reveals()) {
                int p = r.position();
                if (p >= positions.size() || !positions.get(p).faceDownAt(i) || Cards.has(revealedPositions, p)) {
                    return "reveal of position " + p + ", which is not a face-down hideout (or is revealed twice)";
                }
                Position pos = positions.get(p);
                if (!Cards.has(nums, r.hideout())) {
                    return "the reveal of position " + p + " shows " + r.hideout() + ", a number not guessed";
                }
                if (Long.bitCount(r.sprintCards()) != pos.sprints) {
                    return "position " + p + " has " + pos.sprints + " sprint card(s) beneath, the reveal shows "
                            + Long.bitCount(r.sprintCards());
                }
                if (!rules.sprintWith42 && Cards.has(r.sprintCards(), FugitiveRules.ESCAPE)) {
                    return "42 cannot be a sprint card";
                }
                long cards = (1L << r.hideout()) | r.sprintCards();
                if ((cards & seen) != 0 || Cards.has(r.sprintCards(), r.hideout())) {
                    return "card(s) " + Cards.toString(cards & seen) + " already seen";
                }
                seen |= cards;
                revealedNumbers |= 1L << r.hideout();
                revealedPositions |= 1L << p;
                pos.revealedAt = i;
                pos.value = r.hideout();
                pos.sprintCards = r.sprintCards();
                lastRevealed = r.hideout();
            }
            boolean allOrNothing = rules.multiGuessAllOrNothing || manhunt;
            if (allOrNothing ? revealedNumbers != nums : revealedNumbers == 0) {
                return "a hit reveals one hideout for each number named";
            }
        }
        guesses.add(new Guess(i, nums, g.hit(), window, manhunt));
        if (manhunt) {
            if (!g.hit()) {
                end("the manhunt missed");
            } else if (faceDownCount() == 0) {
                end("the manhunt caught the Fugitive");
            }
            return null;
        }
        if (g.hit() && marshalHasWon()) {
            end("the Marshal revealed " + (rules.marshalWin == FugitiveRules.MarshalWin.LAST ? "the last hideout" : "every hideout"));
        } else {
            startFugitiveTurn();
        }
        return null;
    }

    private boolean marshalHasWon() {
        if (rules.marshalWin == FugitiveRules.MarshalWin.LAST) {
            return positions.get(positions.size() - 1).revealed();
        }
        return faceDownCount() == 0;
    }

    private void end(String why) {
        outcome = why;
        phase = Phase.OVER;
    }

    private void startMarshalTurn(int draws) {
        pending = draws;
        phase = draws > 0 && !allDecksEmpty() ? Phase.MARSHAL_DRAW : Phase.MARSHAL_GUESS;
    }

    private void startFugitiveTurn() {
        pending = rules.fugitiveDraws;
        phase = pending > 0 && !allDecksEmpty() ? Phase.FUGITIVE_DRAW : Phase.FUGITIVE_PLACE;
    }

    private String takeFromDeck(int deck) {
        if (deckLeft[deck - 1] == 0) {
            return "deck " + deck + " is empty";
        }
        deckLeft[deck - 1]--;
        return null;
    }

    private int lowestNonEmptyDeck() {
        for (int d = 1; d <= 3; d++) {
            if (deckLeft[d - 1] > 0) {
                return d;
            }
        }
        return 0;
    }

    public boolean allDecksEmpty() {
        return deckLeft[0] == 0 && deckLeft[1] == 0 && deckLeft[2] == 0;
    }

    public int deckLeft(int deck) {
        return deckLeft[deck - 1];
    }

    public boolean escaped() {
        return positions.size() > 1 && positions.get(positions.size() - 1).escape;
    }

    public int faceDownCount() {
        int n = 0;
        for (Position p : positions) {
            if (p.index > 0 && !p.escape && !p.revealed()) {
                n++;
            }
        }
        return n;
    }

    /** Face-down positions now, as a bit mask of position indices. */
    public long faceDownNow() {
        long m = 0;
        for (Position p : positions) {
            if (p.index > 0 && !p.escape && !p.revealed()) {
                m |= 1L << p.index;
            }
        }
        return m;
    }

    public long faceUpCards() {
        long s = 1L;
        for (Position p : positions) {
            if (p.index > 0 && (p.revealed() || p.escape)) {
                s |= 1L << p.value;
            }
        }
        return s;
    }

    public int highestRevealed() {
        int best = 0;
        for (Position p : positions) {
            if (p.index > 0 && p.revealed()) {
                best = Math.max(best, p.value);
            }
        }
        return best;
    }

    /** Numbers the Marshal may name now. */
    public long guessable() {
        return Cards.range(1, 41) & ~faceUpCards();
    }

    /** Slots of deck d (1..3) the Fugitive drew before time t. */
    public int drawsBefore(int deck, int t) {
        int n = 0;
        for (int time : draws.get(deck - 1)) {
            if (time < t) {
                n++;
            }
        }
        return n;
    }

    public int routeLength() {
        return positions.size();
    }

    /** A short name of an event's kind, for messages. */
    public static String kind(NoteEvent e) {
        if (e instanceof NoteEvent.FugitiveDraw) {
            return "fugitive-draw";
        } else if (e instanceof NoteEvent.MarshalDraw) {
            return "marshal-draw";
        } else if (e instanceof NoteEvent.Hideout) {
            return "hideout";
        } else if (e instanceof NoteEvent.Pass) {
            return "pass";
        } else if (e instanceof NoteEvent.MarshalPass) {
            return "marshal-pass";
        } else if (e instanceof NoteEvent.Escape) {
            return "escape";
        }
        return "guess";
    }
}
