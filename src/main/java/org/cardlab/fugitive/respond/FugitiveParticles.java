package org.cardlab.fugitive.respond;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;

/**
 * The Fugitive's belief over the Marshal's hand, as particles: states whose Marshal's hand and
 * undrawn cards are dealt again within each deck ({@link FugitiveState#resampleForFugitive}), kept
 * only where the Marshal's observed guesses have a chance under his policy.
 *
 * <p>Every Marshal bot of this project names only numbers that may be hideouts, never a card in his
 * own hand (the tests check it by playing them). So a particle in which he held a number when he
 * named it has likelihood zero, and is rejected. Which of his draws from a deck brought which of
 * that deck's cards is exchangeable (the deck was shuffled), so each particle also deals his cards of
 * a deck to his draws from it at random, and a named card must come from a draw after the naming.
 * Every other particle has the same likelihood under this filter: the rest of the Marshal's choice
 * (which possible number he named) is taken as flat. Only what the Fugitive sees is read: of a
 * Marshal's draw, its deck; of a guess, the numbers named.
 */
final class FugitiveParticles {
    /** Draws tried before settling for an inconsistent particle (counted in {@link #misses}). */
    static final int TRIES = 64;

    private final FugitiveRules rules;
    /** Per deck, the event index of each of the Marshal's draws from it, in order. */
    private final List<List<Integer>> drawsByDeck = new ArrayList<>();
    /** The guesses: event index and numbers named. */
    private final List<long[]> guesses = new ArrayList<>();
    private long misses;

    FugitiveParticles(FugitiveState s) {
        rules = s.rules();
        for (int d = 0; d < 3; d++) {
            drawsByDeck.add(new ArrayList<>());
        }
        List<NoteEvent> events = s.events();
        for (int i = 0; i < events.size(); i++) {
            NoteEvent e = events.get(i);
            if (e instanceof NoteEvent.MarshalDraw m) {
                drawsByDeck.get(rules.deckOf(m.card()) - 1).add(i); // the deck only: the Fugitive sees which deck he drew from
            } else if (e instanceof NoteEvent.Guess g) {
                guesses.add(new long[] {i, g.numbers()});
            }
        }
    }

    /** A particle of {@code s} (the Fugitive to move) that the Marshal's guesses allow, or after {@link #TRIES} the last one drawn. */
    FugitiveState draw(FugitiveState s, Rng rng) {
        FugitiveState p = null;
        for (int t = 0; t < TRIES; t++) {
            p = s.resampleForFugitive(rng);
            if (allowed(p.marshalHand(), rng)) {
                return p;
            }
        }
        misses++;
        return p;
    }

    /** Particles settled for without meeting the guesses (a sign the Marshal named a card he held, or a thin filter). */
    long misses() {
        return misses;
    }

    /** Whether, with his cards of each deck dealt to his draws from it at random, he never named a card he held. */
    boolean allowed(long hand, Rng rng) {
        long[] drawnAt = new long[FugitiveRules.CARDS + 1]; // event index at which he got each card; -1: before any event
        for (int d = 0; d < 3; d++) {
            int[] held = Cards.toArray(hand & Cards.range(rules.deckLow[d], rules.deckHigh[d]));
            List<Integer> draws = drawsByDeck.get(d);
            int extra = Math.max(0, held.length - draws.size()); // cards of his without a draw from this deck: held from the start
            int[] slots = new int[draws.size() + extra];
            for (int k = 0; k < slots.length; k++) {
                slots[k] = k < extra ? -1 : draws.get(k - extra);
            }
            rng.shuffle(slots);
            for (int k = 0; k < held.length; k++) {
                drawnAt[held[k]] = slots[k];
            }
        }
        for (long[] g : guesses) {
            long named = g[1] & hand;
            for (int c : Cards.toArray(named)) {
                if (drawnAt[c] < g[0]) {
                    return false;
                }
            }
        }
        return true;
    }
}
