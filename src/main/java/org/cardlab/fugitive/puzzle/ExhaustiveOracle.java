package org.cardlab.fugitive.puzzle;

import org.cardlab.fugitive.deduce.PublicTrack;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Sprints;
import org.cardlab.core.WorkLimitExceeded;

/**
 * An exact oracle by dynamic programming over the route, position by position. A hidden
 * history is reduced to what the rules can tell apart: the value of each face-down hideout,
 * and for each hidden sprint card only its category (where it came from: the starting hand
 * or deck 1, 2, 3; and odd or even, which fixes its footprint). Two partial histories with the
 * same last hideout, the same cards used per category and the same progress on each open
 * multi-number miss have the same futures, so they share a state.
 *
 * <p>Why categories suffice: the rules see a sprint card only through its footprint (parity),
 * its provenance (a deck-d card needs an earlier draw from deck d: Hall's condition on the
 * growing chain of draw times, checked per deck at each placement) and its distinctness (at
 * most as many cards of a category as there are unseen ones). Guesses only name hideout values,
 * which stay explicit. Forward: every reachable state; backward: the states that reach the end;
 * a value is possible exactly when it lies on a transition into a live state.
 *
 * <p>Meant for endgames (a few face-down positions); it refuses states past its budget.
 */
public final class ExhaustiveOracle implements PositionOracle {
    private static final int CATS = 8;
    private final long budget;

    public ExhaustiveOracle(long budget) {
        this.budget = budget;
    }

    public ExhaustiveOracle() {
        this(2_000_000);
    }

    @Override
    public String name() {
        return "exhaustive";
    }

    /** A category: source (0 starting hand, d for deck d) times two, plus one when odd. */
    static int category(FugitiveRules rules, int card) {
        return rules.deckOf(card) * 2 + (card & 1);
    }

    /** A transition; {@code beneath} packs the hidden sprint cards' categories (4 bits a category). */
    private record Edge(int from, int to, int value, long beneath) {}

    @Override
    public Possible possible(PublicTrack track, Set<NoteKind> ignored) {
        return new Run(track, ignored, Map.of()).solve();
    }

    /** Possible values when some positions are restricted to the values given (a case being tried). */
    public Possible possible(PublicTrack track, Set<NoteKind> ignored, Map<Integer, Long> assumed) {
        return new Run(track, ignored, assumed).solve();
    }

    /**
     * For each position with hidden sprint cards (42's included), every mix of categories those cards can have in some
     * consistent hidden history: 4 bits a category ({@link #category}: the starting hand or deck d, times two, plus one when
     * odd), so a mix reads as counts. Empty when no history explains the notes.
     */
    public Map<Integer, Set<Long>> beneath(PublicTrack track) {
        Run run = new Run(track, Set.of(), Map.of());
        run.solve();
        return run.mixes;
    }

    /** How many cards of category c a packed mix holds. */
    public static int count(long mix, int c) {
        return (int) (mix >>> (4 * c) & 15);
    }

    private final class Run {
        final PublicTrack g;
        final FugitiveRules rules;
        final boolean misses;
        final boolean decks;
        final boolean timing;
        final boolean footprints;
        final int n;
        final long pool;
        final int[] cap = new int[CATS];
        /** Per position: numbers it cannot hold (single misses while it was face down). */
        final long[] forbidden;
        /** Per position and deck: revealed (known) deck cards placed at positions up to it. */
        final int[][] knownPlaced;
        /** Per position and deck: how many deck cards may have been placed by then. */
        final int[][] bound;
        /** Multi-number misses: numbers, window; their bit offset in the cover word. */
        final List<long[]> multi = new ArrayList<>();
        final int[] offset;
        final int[] lo;
        final int[] hi;
        /** Per number of hidden sprint cards, its mixes (filled as met). */
        final SprintMixes[] mixesOf = new SprintMixes[41];
        /** The mixes that fit, as {@link #follow} finds them (a buffer reused from one call to the next). */
        int[] fit = new int[0];
        /** Per category, its cards among 1 to 41 (the values a face-down hideout can take). */
        final long[] categoryCards = new long[CATS];
        /** The unseen cards of each category, a byte a category (at most 15). */
        final long capBytes;
        final Map<Integer, Long> assumed;
        /** Filled by the backward pass: position -> the category mixes of its hidden sprint cards on live transitions. */
        final Map<Integer, Set<Long>> mixes = new HashMap<>();

        Run(PublicTrack g, Set<NoteKind> ignored, Map<Integer, Long> assumed) {
            this.g = g;
            this.assumed = assumed;
            this.rules = g.rules;
            misses = !ignored.contains(NoteKind.MISSES);
            decks = !ignored.contains(NoteKind.DECK_COUNTS);
            timing = !ignored.contains(NoteKind.DRAW_TIMING);
            footprints = !ignored.contains(NoteKind.FOOTPRINTS);
            n = g.positions.size();
            long avail = rules.inPlay() & ~(ignored.contains(NoteKind.MARSHAL_CARDS) ? g.seenOnTable() : g.seen) & Cards.range(1, 41);
            if (rules.sprintWith42 && !g.escaped()) {
                avail |= 1L << rules.escape;
            }
            pool = avail;
            for (int c : Cards.toArray(pool)) {
                cap[category(rules, c)]++;
            }
            forbidden = new long[n];
            knownPlaced = new int[n][4];
            bound = new int[n][4];
            for (int p = 1; p < n; p++) {
                PublicTrack.Position pos = g.positions.get(p);
                System.arraycopy(knownPlaced[p - 1], 0, knownPlaced[p], 0, 4);
                long known = (pos.value >= 0 && !pos.escape ? 1L << pos.value : 0) | pos.sprintCards;
                for (int c : Cards.toArray(known)) {
                    knownPlaced[p][rules.deckOf(c)]++;
                }
                for (int d = 1; d <= 3; d++) {
                    bound[p][d] = g.drawsBefore(d, timing ? pos.placedAt : Integer.MAX_VALUE);
                }
            }
            int bits = 0;
            List<Integer> offs = new ArrayList<>();
            for (PublicTrack.Guess q : g.guesses) {
                long notThere = 0;
                boolean allOrNothing = rules.guessAllOrNothing(q.manhunt());
                if (q.hit()) {
                    notThere = q.numbers() & ~g.revealedBy(q); // empty under all-or-nothing
                } else if (!allOrNothing || Long.bitCount(q.numbers()) == 1) {
                    notThere = q.numbers();
                } else if (q.window() != 0 && misses && coverable(q.numbers(), q.window())) {
                    multi.add(new long[] {q.numbers(), q.window()});
                    offs.add(bits);
                    bits += Long.bitCount(q.numbers());
                }
                if (misses) {
                    for (long w = q.window(); w != 0; w &= w - 1) {
                        forbidden[Long.numberOfTrailingZeros(w)] |= notThere;
                    }
                }
            }
            if (bits > 64) {
                throw new WorkLimitExceeded("too many open multi-number misses for the exhaustive oracle");
            }
            offset = offs.stream().mapToInt(Integer::intValue).toArray();
            // Bounds from the values known further along the route (the escape's 42 included).
            lo = new int[n];
            hi = new int[n];
            for (int p = 0; p < n; p++) {
                lo[p] = 1;
                hi[p] = 41;
            }
            for (int p = 1; p < n; p++) {
                PublicTrack.Position pos = g.positions.get(p);
                if (pos.value >= 0) {
                    lo[p] = hi[p] = pos.value;
                }
            }
            for (int p = n - 2; p >= 1; p--) {
                hi[p] = Math.min(hi[p], hi[p + 1] - 1);
                if (footprints) {
                    lo[p] = Math.max(lo[p], lo[p + 1] - rules.stepLimit - maxFoot(p + 1));
                }
            }
            long capNibbles = 0;
            for (int c = 0; c < CATS; c++) {
                capNibbles |= (long) Math.min(cap[c], 15) << (4 * c);
            }
            capBytes = SprintMixes.bytes(capNibbles);
            for (int c = 1; c <= 41; c++) {
                categoryCards[category(rules, c)] |= 1L << c;
            }
        }

        /**
         * Whether the window's positions could hold all the numbers: if not, the miss says nothing
         * (it holds in every history) and needs no state.
         */
        boolean coverable(long numbers, long window) {
            if (Long.bitCount(numbers) > Long.bitCount(window)) {
                return false;
            }
            long holdable = pool;
            for (long w = window; w != 0; w &= w - 1) {
                PublicTrack.Position pos = g.positions.get(Long.numberOfTrailingZeros(w));
                if (pos.value >= 0) {
                    holdable |= 1L << pos.value;
                }
            }
            return (numbers & ~holdable) == 0;
        }

        int maxFoot(int p) {
            PublicTrack.Position pos = g.positions.get(p);
            int known = pos.escape || pos.revealedAt < 0 ? 0 : rules.footprints(pos.sprintCards);
            return known + pos.hiddenSprints() * Math.max(rules.footprintOdd, rules.footprintEven);
        }

        SprintMixes mixes(int k) {
            if (mixesOf[k] == null) {
                mixesOf[k] = SprintMixes.of(k);
                fit = new int[Math.max(fit.length, mixesOf[k].size())];
            }
            return mixesOf[k];
        }

        Possible solve() {
            List<OracleKey> layer = new ArrayList<>();
            layer.add(new OracleKey(0, 0));
            List<List<Edge>> edges = new ArrayList<>();
            List<Integer> sizes = new ArrayList<>();
            sizes.add(1);
            long work = 1;
            for (int p = 1; p < n; p++) {
                Map<OracleKey, Integer> next = new HashMap<>();
                List<OracleKey> nextList = new ArrayList<>();
                List<Edge> es = new ArrayList<>();
                for (int s = 0; s < layer.size(); s++) {
                    expand(p, s, layer.get(s), next, nextList, es);
                }
                work += nextList.size();
                if (work > budget) {
                    throw new WorkLimitExceeded("more than " + budget + " states");
                }
                edges.add(es);
                layer = nextList;
                sizes.add(nextList.size());
            }
            if (layer.isEmpty()) {
                return new Possible(null, work);
            }
            // Backward: every final state is live (each multi-miss was checked when its window closed).
            boolean[] live = new boolean[layer.size()];
            Arrays.fill(live, true);
            Map<Integer, Long> values = new HashMap<>();
            for (int p = n - 1; p >= 1; p--) {
                boolean[] prevLive = new boolean[sizes.get(p - 1)];
                long vals = 0;
                boolean hidden = g.positions.get(p).hiddenSprints() > 0;
                for (Edge e : edges.get(p - 1)) {
                    if (live[e.to()]) {
                        prevLive[e.from()] = true;
                        vals |= 1L << e.value();
                        if (hidden) {
                            mixes.computeIfAbsent(p, x -> new java.util.TreeSet<>()).add(e.beneath());
                        }
                    }
                }
                if (g.positions.get(p).faceDown()) {
                    values.put(p, vals);
                }
                live = prevLive;
            }
            return new Possible(values, work);
        }

        void expand(int p, int s, OracleKey key, Map<OracleKey, Integer> next, List<OracleKey> nextList, List<Edge> es) {
            PublicTrack.Position pos = g.positions.get(p);
            int prev = (int) (key.base() & 63);
            long used = key.base() >>> 6;
            int limit = footprints ? prev + rules.stepLimit + maxFoot(p) : 41;
            long candidates;
            if (pos.value >= 0) {
                candidates = pos.value > prev && (pos.value <= limit || pos.escape && !footprints) ? 1L << pos.value : 0;
            } else {
                candidates = pool & Cards.range(Math.max(prev + 1, lo[p]), Math.min(Math.min(limit, hi[p]), 41)) & ~forbidden[p];
            }
            candidates &= assumed.getOrDefault(p, -1L);
            if (pos.value >= 0) {
                follow(p, s, key, used, candidates, next, nextList, es);
                return;
            }
            // A face-down value uses a card of its category: the values of one category share what is left for the sprints.
            for (int c = 0; c < CATS; c++) {
                long ofCategory = candidates & categoryCards[c];
                if (ofCategory != 0 && count(used, c) < cap[c]) {
                    follow(p, s, key, used + (1L << (4 * c)), ofCategory, next, nextList, es);
                }
            }
        }

        /** The edges from state s to each of {@code values} at p, with the cards used so far ({@code used}, the value's own included). */
        void follow(int p, int s, OracleKey key, long used, long values, Map<OracleKey, Integer> next, List<OracleKey> nextList,
                List<Edge> es) {
            PublicTrack.Position pos = g.positions.get(p);
            int hidden = pos.hiddenSprints();
            SprintMixes mixes = mixes(hidden);
            long sourceRoom = sourceRoom(p, used);
            if (sourceRoom < 0) {
                return; // a deck's cards are placed already past its draws
            }
            long categoryRoom = capBytes - SprintMixes.bytes(used);
            int fitting = 0;
            for (int i = 0; i < mixes.size(); i++) {
                if (mixes.fits(i, categoryRoom, sourceRoom)) {
                    fit[fitting++] = i;
                }
            }
            int knownOdd = Long.bitCount(pos.sprintCards & rules.oddMask);
            int knownEven = Long.bitCount(pos.sprintCards) - knownOdd;
            int prev = (int) (key.base() & 63);
            for (long vs = values; vs != 0; vs &= vs - 1) {
                int v = Long.numberOfTrailingZeros(vs);
                long covers = advanceCovers(p, v, key.covers());
                if (covers == -1) {
                    continue;
                }
                int need = v - prev - rules.stepLimit;
                for (int j = 0; j < fitting; j++) {
                    int i = fit[j];
                    int odd = knownOdd + mixes.odd[i];
                    if (footprints && !Sprints.classOk(rules, odd, knownEven + hidden - mixes.odd[i], need)) {
                        continue;
                    }
                    OracleKey k = new OracleKey(v | (used + mixes.packed[i]) << 6, covers);
                    Integer to = next.get(k);
                    if (to == null) {
                        to = nextList.size();
                        next.put(k, to);
                        nextList.add(k);
                    }
                    es.add(new Edge(s, to, v, mixes.packed[i]));
                }
            }
        }

        /**
         * What each source may still place at p, 16 bits a source (start hand, decks 1 to 3), given the cards used: a
         * deck-d card needs an earlier draw from deck d. Negative when the cards used already pass a deck's draws.
         */
        long sourceRoom(int p, long used) {
            int[] room = {SprintMixes.UNBOUNDED, SprintMixes.UNBOUNDED, SprintMixes.UNBOUNDED, SprintMixes.UNBOUNDED};
            if (decks) {
                for (int d = 1; d <= 3; d++) {
                    int left = bound[p][d] - knownPlaced[p][d] - count(used, 2 * d) - count(used, 2 * d + 1);
                    if (left < 0) {
                        return -1;
                    }
                    room[d] = Math.min(left, SprintMixes.UNBOUNDED);
                }
            }
            return SprintMixes.sourceRoom(room);
        }

        /** Progress on each multi-number miss whose window holds p; -1 when one would be fully covered. */
        long advanceCovers(int p, int v, long covers) {
            for (int i = 0; i < multi.size(); i++) {
                long nums = multi.get(i)[0];
                long window = multi.get(i)[1];
                if (!Cards.has(window, p)) {
                    continue;
                }
                int width = Long.bitCount(nums);
                long mask = (width == 64 ? -1L : (1L << width) - 1) << offset[i];
                if (Cards.has(nums, v)) {
                    int rank = Long.bitCount(nums & ((1L << v) - 1));
                    covers |= 1L << (offset[i] + rank);
                }
                boolean last = Long.numberOfTrailingZeros(Long.highestOneBit(window)) == p;
                if (last) {
                    if ((covers & mask) == mask) {
                        return -1;
                    }
                    covers &= ~mask; // closed: forget it, so states merge
                }
            }
            return covers;
        }
    }
}
