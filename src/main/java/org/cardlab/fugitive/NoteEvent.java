package org.cardlab.fugitive;

import java.util.List;

/**
 * One public event of a Fugitive game, as the Marshal notes it (format
 * {@code cardlab.fugitive.notes/1}, see {@link Notes}).
 */
public sealed interface NoteEvent {
    // The texts of the events are written out as a record writes its own ("Guess[numbers=4, hit=false, reveals=[]]"):
    // the searches key what a seat has seen by them at every step they simulate, and a record's own toString
    // formats its text with String.format on Java 17.

    /** The Fugitive drew a card from deck 1, 2 or 3. */
    record FugitiveDraw(int deck) implements NoteEvent {
        @Override
        public String toString() {
            return "FugitiveDraw[deck=" + deck + "]";
        }
    }

    /** The Marshal drew {@code card}; its deck follows from the number. */
    record MarshalDraw(int card) implements NoteEvent {
        @Override
        public String toString() {
            return "MarshalDraw[card=" + card + "]";
        }
    }

    /** The Fugitive placed a face-down hideout with {@code sprints} face-down cards beneath. */
    record Hideout(int sprints) implements NoteEvent {
        @Override
        public String toString() {
            return "Hideout[sprints=" + sprints + "]";
        }
    }

    /** The Fugitive placed nothing this turn. */
    record Pass() implements NoteEvent {}

    /** The Marshal made no guess (only under a spec that allows it). */
    record MarshalPass() implements NoteEvent {}

    /** A hideout turned face up by a guess, with the sprint cards beneath it. */
    record Reveal(int position, int hideout, long sprintCards) {
        @Override
        public String toString() {
            return "Reveal[position=" + position + ", hideout=" + hideout + ", sprintCards=" + sprintCards + "]";
        }
    }

    /** The Marshal named {@code numbers}; {@code hit} when the guess succeeded, with what it revealed. */
    record Guess(long numbers, boolean hit, List<Reveal> reveals) implements NoteEvent {
        @Override
        public String toString() {
            return "Guess[numbers=" + numbers + ", hit=" + hit + ", reveals=" + reveals + "]";
        }
    }

    /** The Fugitive played 42 face up with {@code sprints} face-down cards beneath. */
    record Escape(int sprints) implements NoteEvent {
        @Override
        public String toString() {
            return "Escape[sprints=" + sprints + "]";
        }
    }
}
