package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;

/**
 * The steps {@link NaiveEnumerator} takes on a track, told by the exact counter: one for every
 * path (all draw slots assigned, the events so far placed) that reaches an event, and one for
 * each complete history. So N_0 + ... + N_E, N_i being the count of histories of the first i
 * events (with the whole track's Marshal cards set aside, as the enumerator does from its
 * start) times the ways to fill the draw slots still to come. Only a placement or a guess
 * changes N. One per game: its states extend one another, so each count is made once per
 * prefix and set of Marshal cards (2,586 counts for seeds 2 to 5's 2,231 states).
 */
final class NaiveSteps {
    private record Key(long marshalCards, int events) {}

    private final Map<Key, BigInteger> counts = new HashMap<>();
    private final Map<Integer, PublicTrack> prefixes = new HashMap<>();
    private List<NoteEvent> seen = List.of();

    BigInteger of(PublicTrack t) {
        assertEquals(seen, t.events.subList(0, Math.min(seen.size(), t.events.size())), "a game's states extend one another");
        seen = t.events;
        BigInteger total = BigInteger.ZERO;
        BigInteger n = null;
        for (int i = 0; i <= t.events.size(); i++) {
            NoteEvent last = i == 0 ? null : t.events.get(i - 1);
            if (i == 0 || last instanceof NoteEvent.Hideout || last instanceof NoteEvent.Escape || last instanceof NoteEvent.Guess) {
                n = paths(t, i);
            }
            total = total.add(n);
        }
        return total;
    }

    /** N_i: the enumerator's paths that reach event i. */
    private BigInteger paths(PublicTrack t, int i) {
        FugitiveRules rules = t.rules;
        PublicTrack prefix = prefixes.computeIfAbsent(i,
                k -> PublicTrack.read(rules, DeduceFixtures.notes(rules, t.events.subList(0, k)), "prefix"));
        BigInteger n = counts.computeIfAbsent(new Key(t.marshalCards, i), k -> {
            // The enumerator never gives the Fugitive a card the Marshal draws later on.
            prefix.marshalCards = t.marshalCards;
            return ExactCounter.count(prefix, Assumptions.NONE, false).histories();
        });
        for (int d = 1; d <= 3; d++) {
            int unseen = rules.deckSize(d) - Long.bitCount(t.marshalCards & Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]));
            for (int slot = prefix.draws.get(d - 1).size(); slot < t.draws.get(d - 1).size(); slot++) {
                n = n.multiply(BigInteger.valueOf(unseen - slot));
            }
        }
        return n;
    }
}
