package org.cardlab.fugitive.respond;

import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;

/**
 * The Fugitive's belief over the Marshal's hand, as particles: states whose Marshal's hand and
 * undrawn cards are dealt again within each deck, his cards dealt to his draws from their decks
 * ({@link FugitiveState#resampleForFugitive}), kept only where his observed guesses have a chance
 * under his policy.
 *
 * <p>Every Marshal bot of this project names only numbers that may be hideouts, never a card in his
 * own hand (the tests check it by playing them). So a particle in which he had drawn a number before
 * he named it has likelihood zero, and is rejected. Every other particle has the same likelihood
 * under this filter: the rest of the Marshal's choice (which possible number he named) is taken as
 * flat. Only what the Fugitive sees decides: which deck each draw came from, and the numbers named.
 */
final class FugitiveParticles {
    /** Draws tried before settling for one the guesses refuse (counted in {@link #misses}). */
    static final int TRIES = 64;

    private long misses;

    /** A particle of {@code s} (the Fugitive to move) that the Marshal's guesses allow, or after {@link #TRIES} the last one drawn. */
    FugitiveState draw(FugitiveState s, Rng rng) {
        FugitiveState p = null;
        for (int t = 0; t < TRIES; t++) {
            p = s.resampleForFugitive(rng);
            if (allowed(p.events(), p.marshalHand())) {
                return p;
            }
        }
        misses++;
        return p;
    }

    /** Particles settled for although the guesses refuse them (a thin filter, or a Marshal who named a card he held). */
    long misses() {
        return misses;
    }

    /** Whether, by these notes, the Marshal never named a card of {@code hand} after he had drawn it (or held it from the start). */
    static boolean allowed(List<NoteEvent> events, long hand) {
        long[] drawnAt = new long[FugitiveRules.CARDS + 1];
        java.util.Arrays.fill(drawnAt, -1); // held before any note
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof NoteEvent.MarshalDraw m) {
                drawnAt[m.card()] = i;
            }
        }
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof NoteEvent.Guess g) {
                for (int c : Cards.toArray(g.numbers() & hand)) {
                    if (drawnAt[c] < i) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
