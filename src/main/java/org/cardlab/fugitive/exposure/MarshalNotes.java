package org.cardlab.fugitive.exposure;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;

/**
 * The Marshal's notes as the Fugitive can imagine them. The Fugitive sees every public event but
 * not the cards the Marshal drew, only their decks. Those cards are, from his side, a uniform
 * draw without replacement from the deck's cards he never held himself (the rest of the deck
 * and the Marshal's hand were shuffled together); a card the Marshal later named in a guess is
 * left out, since a Marshal does not name a card he holds (unless nothing else is left).
 */
public final class MarshalNotes {
    private MarshalNotes() {}

    /** One imagined copy of the Marshal's notes, his drawn cards drawn from {@code rng}. */
    public static Notes sample(FugitiveView view, Rng rng) {
        FugitiveRules rules = view.rules;
        long taken = view.cardsHeld();
        List<NoteEvent> events = new ArrayList<>(view.eventCount());
        for (int i = 0; i < view.eventCount(); i++) {
            int d = view.marshalDeck(i);
            if (d == 0) {
                events.add(view.event(i));
                continue;
            }
            long deck = Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]) & ~taken;
            long choice = deck & ~guessedAfter(view, i);
            if (choice == 0) {
                choice = deck;
            }
            int card = Cards.nth(choice, rng.nextInt(Long.bitCount(choice)));
            taken |= 1L << card;
            events.add(new NoteEvent.MarshalDraw(card));
        }
        return new Notes(rules.name(), events);
    }

    /** Numbers the Marshal named in guesses after event i. */
    private static long guessedAfter(FugitiveView view, int i) {
        long named = 0;
        for (int j = i + 1; j < view.eventCount(); j++) {
            if (view.event(j) instanceof NoteEvent.Guess g) {
                named |= g.numbers();
            }
        }
        return named;
    }
}
