package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Sprints;
import org.cardlab.core.WorkLimitExceeded;

/**
 * The definition, executed literally: every assignment of cards to the Fugitive's draws, then
 * every placement the events allow with a real hand, each complete hidden history checked
 * against every guess and reveal. Exponential; for small states, as the reference the exact
 * counter is tested against, and as the naive baseline of the benchmark (with a work limit).
 */
public final class NaiveEnumerator {
    private final PublicTrack track;
    private final FugitiveRules rules;
    private final List<NoteEvent> events;
    /** Slots in deck order, each deck's in time order. */
    private final int[] slotDeck;
    private final int[] slotCard;
    private final long excluded;
    private final long limit;
    private long work;
    private BigInteger total = BigInteger.ZERO;
    private final BigInteger[][] valueCounts;
    private final int[] route = new int[FugitiveRules.CARDS + 1];
    private final long[] routeSprints = new long[FugitiveRules.CARDS + 1];

    public NaiveEnumerator(PublicTrack track, long workLimit) {
        this.track = track;
        this.rules = track.rules;
        this.events = track.events;
        this.limit = workLimit;
        int n = 0;
        for (List<Integer> d : track.draws) {
            n += d.size();
        }
        slotDeck = new int[n];
        slotCard = new int[n];
        int i = 0;
        for (int d = 1; d <= 3; d++) {
            for (int k = 0; k < track.draws.get(d - 1).size(); k++) {
                slotDeck[i++] = d;
            }
        }
        excluded = track.marshalCards;
        valueCounts = new BigInteger[track.routeLength()][FugitiveRules.CARDS];
        for (BigInteger[] row : valueCounts) {
            Arrays.fill(row, BigInteger.ZERO);
        }
    }

    /** One complete hidden history: the hideout and sprint cards at every position, and each draw's card (deck by deck, in draw order). */
    public record History(int[] route, long[] sprints, int[] draws) {}

    private List<History> collected;

    /** Keeps every complete history (for small states: the manhunt reference). */
    public NaiveEnumerator collecting() {
        collected = new ArrayList<>();
        return this;
    }

    public List<History> collected() {
        return collected;
    }

    public BigInteger histories() {
        return total;
    }

    /** Count of histories with value v at position p (face-down positions only). */
    public BigInteger count(int p, int v) {
        return valueCounts[p][v];
    }

    /** The steps taken (one per event reached along a path, and one per completed history): what the work limit counts. */
    public long steps() {
        return work;
    }

    public NaiveEnumerator run() {
        assign(0, 0);
        return this;
    }

    private void tick() {
        if (++work > limit) {
            throw new WorkLimitExceeded("the naive enumeration exceeded its work limit");
        }
    }

    private void assign(int slot, long used) {
        if (slot == slotDeck.length) {
            replay(used);
            return;
        }
        int d = slotDeck[slot];
        for (int c = rules.deckLow[d - 1]; c <= rules.deckHigh[d - 1]; c++) {
            if (!Cards.has(used | excluded, c)) {
                slotCard[slot] = c;
                assign(slot + 1, used | 1L << c);
            }
        }
    }

    private void replay(long drawn) {
        long hand = 0;
        for (int c : rules.startingHand) {
            hand |= 1L << c;
        }
        int[] next = new int[3];
        int[] firstSlot = new int[3];
        for (int s = 0, d = 1; d <= 3; d++) {
            firstSlot[d - 1] = s;
            s += track.draws.get(d - 1).size();
        }
        for (int d = 1; d <= 3; d++) {
            for (int k = 0; k < rules.initialDraws[d - 1]; k++) {
                hand |= 1L << slotCard[firstSlot[d - 1] + next[d - 1]++];
            }
        }
        route[0] = 0;
        walk(0, hand, 1, 1L, next, firstSlot);
    }

    private void walk(int i, long hand, int len, long faceUp, int[] next, int[] firstSlot) {
        tick();
        if (i == events.size()) {
            total = total.add(BigInteger.ONE);
            if (collected != null) {
                collected.add(new History(Arrays.copyOf(route, len), Arrays.copyOf(routeSprints, len), slotCard.clone()));
            }
            for (int p = 1; p < len; p++) {
                if (!Cards.has(faceUp, p)) {
                    valueCounts[p][route[p]] = valueCounts[p][route[p]].add(BigInteger.ONE);
                }
            }
            return;
        }
        NoteEvent e = events.get(i);
        if (e instanceof NoteEvent.FugitiveDraw fd) {
            int d = fd.deck();
            int[] n2 = next.clone();
            int card = slotCard[firstSlot[d - 1] + n2[d - 1]++];
            walk(i + 1, hand | 1L << card, len, faceUp, n2, firstSlot);
        } else if (e instanceof NoteEvent.Hideout || e instanceof NoteEvent.Escape) {
            boolean escape = e instanceof NoteEvent.Escape;
            int count = escape ? ((NoteEvent.Escape) e).sprints() : ((NoteEvent.Hideout) e).sprints();
            int last = route[len - 1];
            long choices = escape ? hand & 1L << rules.escape : hand & Cards.range(last + 1, rules.escape - 1);
            for (int v : Cards.toArray(choices)) {
                long pool = Sprints.pool(rules, hand, v);
                int need = Sprints.need(rules, last, v);
                for (Iterator<Long> it = Cards.combinations(pool, count); it.hasNext(); ) { // lazily: no list of every set
                    long s = it.next();
                    if (!Sprints.legal(rules, pool, s, need)) {
                        continue;
                    }
                    route[len] = v;
                    routeSprints[len] = s;
                    walk(i + 1, hand & ~(1L << v) & ~s, len + 1, escape ? faceUp | 1L << len : faceUp, next, firstSlot);
                }
            }
        } else if (e instanceof NoteEvent.Guess g) {
            long down = 0;
            for (int p = 1; p < len; p++) {
                if (!Cards.has(faceUp, p)) {
                    down |= 1L << route[p];
                }
            }
            boolean hit = (g.numbers() & down) == g.numbers();
            if (hit != g.hit()) {
                return;
            }
            long up = faceUp;
            for (NoteEvent.Reveal r : g.reveals()) {
                if (r.position() >= len || route[r.position()] != r.hideout() || routeSprints[r.position()] != r.sprintCards()) {
                    return;
                }
                up |= 1L << r.position();
            }
            walk(i + 1, hand, len, up, next, firstSlot);
        } else {
            walk(i + 1, hand, len, faceUp, next, firstSlot);
        }
    }
}
