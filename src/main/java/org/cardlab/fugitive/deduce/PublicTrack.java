package org.cardlab.fugitive.deduce;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.EventKind;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.PublicState;
import org.cardlab.fugitive.TurnCheck;

/**
 * The Marshal's notes as the deduction reads them. The events drive a {@link PublicState}, the
 * same turn structure the engine follows, and {@link TurnCheck} says whether each fits, so a
 * file that breaks the structure is refused naming the first event that does not fit (numbered
 * from 1) in the words the engine would give. What it keeps is
 * everything the deduction needs: the route positions (when each was placed, how many sprint
 * cards lie beneath, when and how it was revealed), the Fugitive's draws per deck with their
 * times, the Marshal's cards and every guess with the positions face down at that moment.
 *
 * <p>Times are event indices; the initial deal has time -1.
 */
public final class PublicTrack {

    /** An event the turn structure refuses: its index (from 0) and why, in words, for a caller that says it its own way. */
    public static final class TurnError extends UserError {
        private static final long serialVersionUID = 1L;
        private final int index;
        private final String why;

        TurnError(String message, int index, String why) {
            super(message);
            this.index = index;
            this.why = why;
        }

        public int index() {
            return index;
        }

        public String why() {
            return why;
        }
    }

    /** A route position (1 = first hideout). {@code revealedAt} is -1 while face down. */
    public static final class Position {
        public final int index;
        public final int placedAt;
        public final int sprints;
        public final boolean escape;
        public int revealedAt = -1;
        public int value = -1;
        public long sprintCards;

        Position(int index, int placedAt, int sprints, int escapeCard, boolean escape) {
            this.index = index;
            this.placedAt = placedAt;
            this.sprints = sprints;
            this.escape = escape;
            if (escape) {
                value = escapeCard;
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
    /** Per event: the phase it was made in (a Fugitive draw of the pass bonus is no choice of his). */
    public final Phase[] phaseOf;
    /** Per event, at {@code 3 * i + d - 1}: the cards deck d held when it was made. */
    public final int[] deckLeftAt;
    /** Every card the Marshal has seen face up: his own, revealed hideouts and sprint cards, 0 and 42 once played. */
    public long seen = 1L;
    /** The table after the last event. */
    private final PublicState table;

    private PublicTrack(FugitiveRules rules, List<NoteEvent> events) {
        this.rules = rules;
        this.events = List.copyOf(events);
        this.table = new PublicState(rules);
        this.phaseOf = new Phase[this.events.size()];
        this.deckLeftAt = new int[3 * this.events.size()];
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
        for (int d = 0; d < 3; d++) {
            for (int k = 0; k < rules.initialDraws[d]; k++) {
                draws.get(d).add(-1);
            }
        }
        for (int i = 0; i < events.size(); i++) {
            NoteEvent e = events.get(i);
            String why = TurnCheck.whyNot(table, e);
            if (why != null) {
                throw new TurnError(where + ": " + Notes.eventName(i) + " (" + kind(e) + ") does not fit the turn structure: " + why, i, why);
            }
            long window = table.faceDownPositions();
            phaseOf[i] = table.phase();
            for (int d = 1; d <= 3; d++) {
                deckLeftAt[3 * i + d - 1] = table.deckLeft(d);
            }
            boolean manhunt = table.phase() == Phase.MANHUNT;
            table.apply(e);
            if (e instanceof NoteEvent.FugitiveDraw d) {
                draws.get(d.deck() - 1).add(i);
            } else if (e instanceof NoteEvent.MarshalDraw d) {
                marshalCards |= 1L << d.card();
                marshalDrawEvent[d.card()] = i;
            } else if (e instanceof NoteEvent.Guess g) {
                guesses.add(new Guess(i, g.numbers(), g.hit(), window, manhunt));
            }
        }
        for (int p = 0; p < table.routeLength(); p++) {
            boolean escape = p > 0 && table.card(p) == rules.escape;
            Position pos = new Position(p, table.placedAt(p), table.sprintCount(p), rules.escape, escape);
            pos.revealedAt = table.revealedAt(p);
            pos.value = table.card(p);
            pos.sprintCards = table.revealedSprints(p);
            positions.add(pos);
        }
        seen = table.seen();
    }

    /** The table after the last event (a copy). */
    public PublicState table() {
        return table.copy();
    }

    /** Where the game stands after the last event. */
    public Phase phase() {
        return table.phase();
    }

    /** How the game ended, in words (null while it goes on). */
    public String outcome() {
        return table.outcome();
    }

    public boolean escaped() {
        return table.escaped();
    }

    public int faceDownCount() {
        return table.faceDownCount();
    }

    /** Face-down positions now, as a bit mask of position indices. */
    public long faceDownNow() {
        return table.faceDownPositions();
    }

    /** Face-down positions now, in route order. */
    public List<Integer> faceDown() {
        List<Integer> out = new ArrayList<>();
        for (long down = faceDownNow(); down != 0; down &= down - 1) {
            out.add(Long.numberOfTrailingZeros(down));
        }
        return out;
    }

    /** The numbers guess {@code g} turned face up (none for a miss). */
    public long revealedBy(Guess g) {
        long s = 0;
        for (Position p : positions) {
            if (p.revealedAt == g.event()) {
                s |= 1L << p.value;
            }
        }
        return s;
    }

    /** Cards the Marshal has seen face up on the table: card 0, 42 once played, revealed hideouts and sprint cards. */
    public long seenOnTable() {
        return seen & ~marshalCards;
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

    /** A short name of an event's kind, for messages: its type in the notes format. */
    public static String kind(NoteEvent e) {
        return EventKind.of(e).word;
    }
}
