package org.cardlab.fugitive.bots;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;

/**
 * A quick, sound but incomplete reading of the Marshal's notes, for the heuristic Marshal:
 * for each face-down position, the numbers it may still hold, from interval bounds (each
 * step is +1 to +3 plus the most the sprint cards beneath could add), the cards the Marshal
 * has seen, misses made while the position was down, and which decks the Fugitive had drawn
 * from by then. The exact deduction is {@code fugitive.deduce}; this is what a careful
 * player does in his head.
 */
public final class RouteBounds {
    /** Per route position (0 = card 0): the value if face up, else -1. */
    final List<Integer> known = new ArrayList<>();
    final List<Integer> sprintCounts = new ArrayList<>();
    /** Per position, the numbers missed by single guesses while it was face down. */
    final List<Long> missedWhileDown = new ArrayList<>();
    /** Per position, the decks (bit d) the Fugitive had drawn from when placing it. */
    final List<Integer> decksByThen = new ArrayList<>();
    long seen;
    boolean escaped;

    public RouteBounds(FugitiveRules rules, List<NoteEvent> events, long marshalHand) {
        known.add(0);
        sprintCounts.add(0);
        missedWhileDown.add(0L);
        decksByThen.add(0);
        int decks = 0;
        for (int d = 0; d < 3; d++) {
            if (rules.initialDraws[d] > 0) {
                decks |= 1 << (d + 1);
            }
        }
        seen = marshalHand | 1L;
        for (NoteEvent e : events) {
            if (e instanceof NoteEvent.FugitiveDraw fd) {
                decks |= 1 << fd.deck();
            } else if (e instanceof NoteEvent.Hideout h) {
                add(-1, h.sprints(), decks);
            } else if (e instanceof NoteEvent.Escape x) {
                add(rules.escape, x.sprints(), decks);
                escaped = true;
            } else if (e instanceof NoteEvent.Guess g) {
                if (g.hit()) {
                    for (NoteEvent.Reveal r : g.reveals()) {
                        known.set(r.position(), r.hideout());
                        seen |= (1L << r.hideout()) | r.sprintCards();
                    }
                } else if (Long.bitCount(g.numbers()) == 1) {
                    for (int p = 1; p < known.size(); p++) {
                        if (known.get(p) < 0) {
                            missedWhileDown.set(p, missedWhileDown.get(p) | g.numbers());
                        }
                    }
                }
            }
        }
        seen |= 1L << rules.escape;
    }

    private void add(int value, int sprints, int decks) {
        known.add(value);
        sprintCounts.add(sprints);
        missedWhileDown.add(0L);
        decksByThen.add(decks);
    }

    /** For each position (index = position), the possible values as a bit mask; a single bit when face up. */
    public long[] candidates(FugitiveRules rules) {
        int n = known.size();
        int[] lo = new int[n];
        int[] hi = new int[n];
        int maxFp = Math.max(rules.footprintOdd, rules.footprintEven);
        for (int p = 0; p < n; p++) {
            int k = known.get(p);
            int reach = rules.stepLimit + maxFp * sprintCounts.get(p);
            lo[p] = k >= 0 ? k : lo[p - 1] + 1;
            hi[p] = k >= 0 ? k : Math.min(rules.escape - 1, hi[p - 1] + reach);
        }
        for (int p = n - 2; p >= 0; p--) {
            if (known.get(p) < 0) {
                int reach = rules.stepLimit + maxFp * sprintCounts.get(p + 1);
                hi[p] = Math.min(hi[p], hi[p + 1] - 1);
                lo[p] = Math.max(lo[p], lo[p + 1] - reach);
            }
        }
        long[] out = new long[n];
        for (int p = 0; p < n; p++) {
            if (known.get(p) >= 0) {
                out[p] = 1L << known.get(p);
                continue;
            }
            long c = Cards.range(lo[p], hi[p]) & ~seen & ~missedWhileDown.get(p);
            long fromDecks = 0;
            for (int d = 1; d <= 3; d++) {
                if ((decksByThen.get(p) >> d & 1) != 0) {
                    fromDecks |= Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]);
                }
            }
            for (int h : rules.startingHand) {
                fromDecks |= 1L << h;
            }
            out[p] = c & fromDecks & ~(1L << rules.escape);
        }
        return out;
    }

    public int positions() {
        return known.size();
    }

    public boolean faceDown(int p) {
        return known.get(p) < 0;
    }

    public int upperHint(FugitiveRules rules) {
        long[] c = candidates(rules);
        long last = c[c.length - 1];
        return last == 0 ? 0 : 63 - Long.numberOfLeadingZeros(last);
    }
}
