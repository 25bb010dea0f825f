package org.cardlab.fugitive.deduce.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * A sampled hidden history made into a whole game: the notes replayed with the sample's cards. Each
 * deck is stacked in the order its cards were drawn (the sample's draws for the Fugitive, the notes'
 * for the Marshal), the cards nobody drew below them in a shuffled order, and each noted event is
 * replayed as the move that made it, with the sample's hideouts and sprint cards. The engine checks
 * every move on the way and every guess must get the answer that was noted, so a history that does
 * not fit the notes is an error, never a silent guess. A reader sees the state before each move.
 */
public final class HistoryReplay {
    /** Hears each replayed move with the state just before it (read it, change nothing). */
    public interface Reader {
        void before(FugitiveState state, FugitiveMove move);
    }

    private HistoryReplay() {}

    /** The game as it stands after the notes, with the sample's hidden cards; {@code reader} (may be null) hears every move. */
    public static FugitiveState replay(PublicTrack track, HistorySampler.Sample sample, Rng rng, Reader reader) {
        FugitiveState s = FugitiveState.withDecks(track.rules, decks(track, sample, rng));
        List<NoteEvent> events = track.events;
        for (int i = 0; i < events.size(); i++) {
            if (s.events().size() > i) {
                continue; // the engine made this event itself (the draw of a pass bonus)
            }
            FugitiveMove m = move(events.get(i), s, sample);
            if (reader != null) {
                reader.before(s, m);
            }
            s.apply(m);
            NoteEvent replayed = s.events().get(i);
            if (!same(replayed, events.get(i))) {
                throw new IllegalStateException("the sampled history does not fit event " + (i + 1) + ": noted "
                        + events.get(i) + ", replayed " + replayed);
            }
        }
        return s;
    }

    /** The same event; a guess's reveals in any order. */
    private static boolean same(NoteEvent a, NoteEvent b) {
        if (a instanceof NoteEvent.Guess x && b instanceof NoteEvent.Guess y) {
            return x.numbers() == y.numbers() && x.hit() == y.hit() && new HashSet<>(x.reveals()).equals(new HashSet<>(y.reveals()));
        }
        return a.equals(b);
    }

    /** The move that made a noted event, with the sample's hidden cards. */
    private static FugitiveMove move(NoteEvent e, FugitiveState s, HistorySampler.Sample sample) {
        if (e instanceof NoteEvent.FugitiveDraw d) {
            return FugitiveMove.draw(d.deck());
        } else if (e instanceof NoteEvent.MarshalDraw d) {
            return FugitiveMove.draw(s.rules().deckOf(d.card()));
        } else if (e instanceof NoteEvent.Hideout || e instanceof NoteEvent.Escape) {
            int p = s.routeLength();
            return FugitiveMove.hide(sample.route()[p], sample.sprints()[p]);
        } else if (e instanceof NoteEvent.Guess g) {
            return FugitiveMove.guessSet(g.numbers());
        }
        return FugitiveMove.PASS; // the Fugitive's pass or the Marshal's
    }

    /** The three decks, top first: the cards in the order they were drawn, then the undrawn ones shuffled. */
    private static int[][] decks(PublicTrack track, HistorySampler.Sample sample, Rng rng) {
        FugitiveRules rules = track.rules;
        List<List<int[]>> byDeck = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>()); // {time, card}
        for (int[] d : sample.draws()) {
            byDeck.get(d[1] - 1).add(new int[] {d[0], d[2]});
        }
        for (int i = 0; i < track.events.size(); i++) {
            if (track.events.get(i) instanceof NoteEvent.MarshalDraw d) {
                byDeck.get(rules.deckOf(d.card()) - 1).add(new int[] {i, d.card()});
            }
        }
        int[][] out = new int[3][];
        for (int d = 0; d < 3; d++) {
            List<int[]> drawn = byDeck.get(d);
            drawn.sort((a, b) -> Integer.compare(a[0], b[0])); // stable: the deal's cards keep the sample's order
            out[d] = new int[rules.deckSize(d + 1)];
            long used = 0;
            int k = 0;
            for (int[] x : drawn) {
                out[d][k++] = x[1];
                used |= 1L << x[1];
            }
            int[] rest = Cards.toArray(Cards.range(rules.deckLow[d], rules.deckHigh[d]) & ~used);
            rng.shuffle(rest);
            System.arraycopy(rest, 0, out[d], k, rest.length);
        }
        return out;
    }
}
