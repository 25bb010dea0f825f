package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;

/**
 * The public facts of the Marshal's notes that a puzzle's deduction uses, in route order:
 * each position with its placement time, its sprint count and what is known of it; the
 * Fugitive's draws per deck with their times; the Marshal's cards; every guess with the
 * positions face down when it was made. Times are event indices; the deal is time -1.
 *
 * <p>This reads the events in order and trusts their turn structure (the deduction's
 * PublicTrack checks that); it only rejects what would make the facts meaningless.
 */
public final class Endgame {

    /** A route position (1 = first hideout). value is -1 and revealedAt -1 while face down. */
    public static final class Position {
        public final int index;
        public final int placedAt;
        public final int sprints;
        public final boolean escape;
        public int value = -1;
        public int revealedAt = -1;
        /** The sprint cards beneath, once revealed (never for the escape: they stay face down). */
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

        public boolean faceDown() {
            return !escape && revealedAt < 0;
        }

        /** Face down when an event at time t happened: placed before t, not yet revealed. */
        boolean faceDownAt(int t) {
            return !escape && placedAt < t && (revealedAt < 0 || revealedAt >= t);
        }

        /** The sprint cards whose identity the Marshal has not seen. */
        public int hiddenSprints() {
            return escape || revealedAt < 0 ? sprints : 0;
        }
    }

    /** A guess: numbers named, whether it hit, the positions face down then (bit p), the numbers revealed. */
    public record Guess(int time, long numbers, boolean hit, long window, long revealed, boolean manhunt) {}

    public final FugitiveRules rules;
    public final Notes notes;
    /** Index 0 is card 0. */
    public final List<Position> positions = new ArrayList<>();
    /** drawTimes.get(d - 1): the times of the Fugitive's draws from deck d (the deal's at -1). */
    public final List<List<Integer>> drawTimes = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    public final List<Guess> guesses = new ArrayList<>();
    public long marshalCards;
    public boolean escaped;

    public Endgame(FugitiveRules rules, Notes notes) {
        this.rules = rules;
        this.notes = notes;
        positions.add(new Position(0, -1, 0, false));
        positions.get(0).value = 0;
        positions.get(0).revealedAt = -1;
        for (int d = 0; d < 3; d++) {
            for (int k = 0; k < rules.initialDraws[d]; k++) {
                drawTimes.get(d).add(-1);
            }
        }
        List<NoteEvent> ev = notes.events();
        for (int i = 0; i < ev.size(); i++) {
            read(i, ev.get(i));
        }
    }

    private void read(int i, NoteEvent e) {
        if (e instanceof NoteEvent.FugitiveDraw d) {
            drawTimes.get(d.deck() - 1).add(i);
        } else if (e instanceof NoteEvent.MarshalDraw d) {
            marshalCards |= 1L << d.card();
        } else if (e instanceof NoteEvent.Hideout h) {
            positions.add(new Position(positions.size(), i, h.sprints(), false));
        } else if (e instanceof NoteEvent.Escape x) {
            positions.add(new Position(positions.size(), i, x.sprints(), true));
            escaped = true;
        } else if (e instanceof NoteEvent.Guess g) {
            long window = 0;
            for (Position p : positions) {
                if (p.index > 0 && p.faceDownAt(i)) {
                    window |= 1L << p.index;
                }
            }
            long revealed = 0;
            for (NoteEvent.Reveal r : g.reveals()) {
                if (r.position() >= positions.size() || !positions.get(r.position()).faceDown()) {
                    throw new UserError("event " + i + ": reveal of position " + r.position() + ", which is not face down");
                }
                Position p = positions.get(r.position());
                p.value = r.hideout();
                p.revealedAt = i;
                p.sprintCards = r.sprintCards();
                revealed |= 1L << r.hideout();
            }
            guesses.add(new Guess(i, g.numbers(), g.hit(), window, revealed, escaped));
        }
    }

    /** The face-down positions now, in route order. */
    public List<Integer> faceDown() {
        List<Integer> out = new ArrayList<>();
        for (Position p : positions) {
            if (p.index > 0 && p.faceDown()) {
                out.add(p.index);
            }
        }
        return out;
    }

    /** Every card the Marshal has seen face up (card 0, 42 once played, reveals, optionally his own cards). */
    public long seen(boolean withMarshalCards) {
        long s = 1L;
        for (Position p : positions) {
            if (p.escape || p.revealedAt >= 0) {
                s |= 1L << p.value | p.sprintCards;
            }
        }
        return withMarshalCards ? s | marshalCards : s;
    }

    /** Draws from deck d (1..3) before time t. */
    public int drawsBefore(int deck, int t) {
        int n = 0;
        for (int time : drawTimes.get(deck - 1)) {
            if (time < t) {
                n++;
            }
        }
        return n;
    }

    /** Cards that can be placed at all: the starting hand and the three decks. */
    public long inPlay() {
        long s = Cards.range(rules.deckLow[0], rules.deckHigh[2]);
        for (int c : rules.startingHand) {
            s |= 1L << c;
        }
        return s;
    }
}
