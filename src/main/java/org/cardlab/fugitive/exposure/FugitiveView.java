package org.cardlab.fugitive.exposure;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;

/**
 * What the Fugitive knows, and nothing more: the public events with the Marshal's draws known
 * only by their deck, his own route (every hideout's value and the sprint cards beneath, face
 * down or not) and his hand. The Marshal's cards are not part of it: the Fugitive never sees
 * them, so anything built on a view cannot depend on them.
 */
public final class FugitiveView {
    public final FugitiveRules rules;
    /** The public events; a Marshal draw is null here, its deck is in {@link #marshalDeck}. */
    private final List<NoteEvent> events;
    /** Per event index: the deck (1..3) of a Marshal draw, 0 for any other event. */
    private final int[] marshalDeck;
    /** Route positions, card 0 first. */
    private final int[] route;
    private final long[] sprintCards;
    private final long faceUp;
    public final long hand;

    private FugitiveView(FugitiveRules rules, List<NoteEvent> events, int[] marshalDeck, int[] route, long[] sprintCards,
            long faceUp, long hand) {
        this.rules = rules;
        this.events = Collections.unmodifiableList(events);
        this.marshalDeck = marshalDeck;
        this.route = route;
        this.sprintCards = sprintCards;
        this.faceUp = faceUp;
        this.hand = hand;
    }

    /** The Fugitive's view of a game (it reads the Marshal's draws only by their deck). */
    public static FugitiveView of(FugitiveState s) {
        FugitiveRules rules = s.rules();
        List<NoteEvent> events = new ArrayList<>(s.events());
        int[] decks = new int[events.size()];
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof NoteEvent.MarshalDraw d) {
                decks[i] = rules.deckOf(d.card());
                events.set(i, null);
            }
        }
        int n = s.routeLength();
        int[] route = new int[n];
        long[] sprints = new long[n];
        long up = 0;
        for (int p = 0; p < n; p++) {
            route[p] = s.hideout(p);
            sprints[p] = s.sprintCards(p);
            if (s.isFaceUp(p)) {
                up |= 1L << p;
            }
        }
        return new FugitiveView(rules, events, decks, route, sprints, up, s.fugitiveHand());
    }

    public int eventCount() {
        return events.size();
    }

    /** Event i, or null for a Marshal draw (whose card the Fugitive does not see). */
    public NoteEvent event(int i) {
        return events.get(i);
    }

    /** The deck of the Marshal draw at event i (0 when event i is something else). */
    public int marshalDeck(int i) {
        return marshalDeck[i];
    }

    public int routeLength() {
        return route.length;
    }

    public int hideout(int position) {
        return route[position];
    }

    public long sprintCards(int position) {
        return sprintCards[position];
    }

    public boolean isFaceUp(int position) {
        return Cards.has(faceUp, position);
    }

    public int lastHideout() {
        return route[route.length - 1];
    }

    /** The face-down positions (1 = first hideout), in route order. */
    public List<Integer> faceDown() {
        List<Integer> out = new ArrayList<>();
        for (int p = 1; p < route.length; p++) {
            if (!isFaceUp(p)) {
                out.add(p);
            }
        }
        return out;
    }

    /** The highest face-up hideout other than 42 (0 when none was revealed). */
    public int highestRevealed() {
        int best = 0;
        for (int p = 1; p < route.length; p++) {
            if (isFaceUp(p) && route[p] != rules.escape) {
                best = Math.max(best, route[p]);
            }
        }
        return best;
    }

    /** The hideout revealed most recently (the highest of a multi-number reveal; 0 when none was). */
    public int lastRevealed() {
        int last = 0;
        for (NoteEvent e : events) {
            if (e instanceof NoteEvent.Guess g && g.hit()) {
                for (NoteEvent.Reveal r : g.reveals()) {
                    last = r.hideout();
                }
            }
        }
        return last;
    }

    /** Every card the Fugitive has held: his hand, his hideouts and his sprint cards. */
    public long cardsHeld() {
        long s = hand;
        for (int p = 1; p < route.length; p++) {
            s |= 1L << route[p] | sprintCards[p];
        }
        return s;
    }
}
