package org.cardlab.fugitive.solve;

import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;

/**
 * What one seat has seen, as a short text: the key of the solved bot's strategy. It reads only
 * what the seat sees. The Marshal: every public event with the cards he drew, and his hand. The
 * Fugitive: the same events with only the deck of each of the Marshal's draws, his hand, and his
 * route with the sprint cards he laid.
 *
 * <p>A guess of numbers that are in no deck and not in the starting hand surely misses, and the
 * solved game plays every such guess as the lowest of them ({@link MoveClasses}); the Fugitive's
 * key writes it so, whichever of them a Marshal named. (When a Marshal's card lies below every
 * such number the game's sure miss may be his card instead; a spec meant for the solved bot has a
 * number below its decks in no deck, so that it never is.)
 */
public final class SeenKey {
    private SeenKey() {}

    public static String of(FugitiveState s, FugitiveSeat seat) {
        boolean marshal = seat == FugitiveSeat.MARSHAL;
        FugitiveRules rules = s.rules();
        StringBuilder b = new StringBuilder(96);
        for (NoteEvent e : s.events()) {
            if (e instanceof NoteEvent.FugitiveDraw d) {
                b.append('f').append(d.deck());
            } else if (e instanceof NoteEvent.MarshalDraw d) {
                b.append(marshal ? "m" + d.card() : "d" + rules.deckOf(d.card()));
            } else if (e instanceof NoteEvent.Hideout h) {
                b.append('h').append(h.sprints());
            } else if (e instanceof NoteEvent.Escape x) {
                b.append('e').append(x.sprints());
            } else if (e instanceof NoteEvent.Pass) {
                b.append('p');
            } else if (e instanceof NoteEvent.MarshalPass) {
                b.append('q');
            } else {
                guess(b, (NoteEvent.Guess) e, marshal, rules);
            }
            b.append(' ');
        }
        b.append("| ").append(Cards.toString(s.hand(seat)));
        if (!marshal) {
            b.append(" |");
            for (int p = 1; p < s.routeLength(); p++) {
                b.append(' ').append(s.hideout(p));
                if (s.sprintCards(p) != 0) {
                    b.append('/').append(Cards.toString(s.sprintCards(p)).replace(' ', '.'));
                }
            }
        }
        return b.toString();
    }

    private static void guess(StringBuilder b, NoteEvent.Guess g, boolean marshal, FugitiveRules rules) {
        long notInPlay = rules.nameable() & ~rules.inPlay();
        long named = !marshal && notInPlay != 0 && (g.numbers() & ~notInPlay) == 0 ? Long.lowestOneBit(notInPlay) : g.numbers();
        b.append('g').append(Cards.toString(named).replace(' ', '.')).append(g.hit() ? '+' : '-');
        if (marshal) {
            for (NoteEvent.Reveal r : g.reveals()) {
                b.append('@').append(r.position()).append(':').append(r.hideout());
                if (r.sprintCards() != 0) {
                    b.append('/').append(Cards.toString(r.sprintCards()).replace(' ', '.'));
                }
            }
        }
    }
}
