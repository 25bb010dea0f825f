package org.cardlab.fugitive;

import java.util.List;

/**
 * One public event of a Fugitive game, as the Marshal notes it (format
 * {@code cardlab.fugitive.notes/1}, see {@link Notes}).
 */
public sealed interface NoteEvent {

    /** The Fugitive drew a card from deck 1, 2 or 3. */
    record FugitiveDraw(int deck) implements NoteEvent {}

    /** The Marshal drew {@code card}; its deck follows from the number. */
    record MarshalDraw(int card) implements NoteEvent {}

    /** The Fugitive placed a face-down hideout with {@code sprints} face-down cards beneath. */
    record Hideout(int sprints) implements NoteEvent {}

    /** The Fugitive placed nothing this turn. */
    record Pass() implements NoteEvent {}

    /** The Marshal made no guess (only under a spec that allows it). */
    record MarshalPass() implements NoteEvent {}

    /** A hideout turned face up by a guess, with the sprint cards beneath it. */
    record Reveal(int position, int hideout, long sprintCards) {}

    /** The Marshal named {@code numbers}; {@code hit} when the guess succeeded, with what it revealed. */
    record Guess(long numbers, boolean hit, List<Reveal> reveals) implements NoteEvent {}

    /** The Fugitive played 42 face up with {@code sprints} face-down cards beneath. */
    record Escape(int sprints) implements NoteEvent {}
}
