package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.cardlab.core.Counts;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.Sprints;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * Solves a safe-route puzzle: the Fugitive is to play, and exactly one of his legal plays leaves no face-down hideout
 * certain to the Marshal. The Marshal's notes after a play differ from play to play only in the count of sprint cards
 * under the new hideout (or the pass, or the escape), so each such event is decided once by the exact oracle (the route
 * condition: no face-down position with one possible value; after 42, the manhunt's first step) and every play (group)
 * giving that event shares its verdict. An unsafe play is refuted by the step solver's easiest step on those notes: the
 * hideout the Marshal would then know and why, citing only what is face up. The grade is the hardest refutation's.
 *
 * <p>A pass is set aside: it adds nothing the Marshal can use, so it is safe whenever any play is (no exception in 3,321
 * measured turns, docs/puzzles.md), and a puzzle whose one safe play is the pass would always be that. The puzzle asks
 * for the one safe hideout play (42 included) among at least two.
 */
final class SafeRouteSolver {
    private final PositionOracle oracle;
    private final int maxLevel;
    /** Whether the pass is decided as a play too (the survey that measured it; a puzzle leaves it out). */
    boolean withPass;

    SafeRouteSolver(PositionOracle oracle, int maxLevel) {
        this.oracle = oracle;
        this.maxLevel = maxLevel;
    }

    /** Decides every play; the solution fails unless exactly one is safe and every other is refuted within the grade. */
    Solution solve(FugitiveRules rules, Notes notes, long hand, int[] route) {
        PublicTrack g = PublicTrack.read(rules, notes, "puzzle notes");
        if (g.phase() != Phase.FUGITIVE_PLACE) {
            return fail(route, 0, "a safe-route puzzle's notes end when the Fugitive is to place a hideout or pass");
        }
        if (route.length != g.positions.size()) {
            throw new IllegalArgumentException("his route has " + route.length + " positions, the notes " + g.positions.size());
        }
        Map<String, Verdict> byEvent = new HashMap<>();
        List<SafeRoute.Play> plays = new ArrayList<>();
        List<Solution.Step> steps = new ArrayList<>();
        long work = 0;
        List<long[]> groups = groups(rules, hand, route[route.length - 1]);
        if (!withPass) {
            groups.removeIf(p -> p[0] == SafeRoute.PASS);
        }
        if (!withPass && groups.size() < 2) {
            return fail(route, 0, "he has " + (groups.isEmpty() ? "no hideout" : "one hideout play") + " to choose from: a safe route asks for the one"
                    + " safe play among at least two");
        }
        for (long[] play : groups) {
            int hideout = (int) play[0];
            NoteEvent event = hideout == SafeRoute.PASS ? new NoteEvent.Pass()
                    : hideout == rules.escape ? new NoteEvent.Escape(Long.bitCount(play[2])) : new NoteEvent.Hideout(Long.bitCount(play[2]));
            Verdict v = byEvent.get(event.toString());
            if (v == null) {
                v = decide(rules, notes, g, event);
                work += v.work;
                byEvent.put(event.toString(), v);
            }
            if (v.stuck) {
                return fail(route, work, "the techniques of grades 1 to " + maxLevel + " do not show which hideout the Marshal would know after "
                        + SafeRouteWords.play(hideout, play[1]));
            }
            plays.add(new SafeRoute.Play(hideout, play[1], v.step, v.open));
            if (v.step != null) {
                steps.add(v.step);
            }
        }
        SafeRoute sr = new SafeRoute(hand, route.clone(), plays);
        if (sr.safeCount() != 1) {
            return new Solution(steps, route.clone(), null, work, sr.safeCount() + " of his " + plays.size() + " plays are safe", Map.of(), null, null,
                    withPass ? sr : null);
        }
        return new Solution(steps, route.clone(), Grade.of(steps, Set.of()), work, null, Map.of(), null, null, sr);
    }

    /**
     * Why the Fugitive's seat cannot be the one the notes were played from, or null: his route must have the notes'
     * positions, agree with every hideout face up, and be explained by some hidden history (the exhaustive oracle, each
     * face-down position assumed to be his value); his hand must be as large as the notes count it and hold no card the
     * Marshal holds or has seen.
     */
    static String whySeatWrong(PublicTrack g, SafeRoute.Seat seat) {
        int[] route = seat.route();
        if (route.length != g.positions.size()) {
            return "his route has " + Counts.plain(route.length - 1, "hideout") + ", the notes " + (g.positions.size() - 1);
        }
        Map<Integer, Long> assumed = new TreeMap<>();
        for (int p = 1; p < route.length; p++) {
            int v = g.positions.get(p).value;
            if (g.positions.get(p).faceDown()) {
                assumed.put(p, 1L << route[p]);
            } else if (v != route[p]) {
                return "his route has " + route[p] + " at #" + p + ", where the notes show " + v;
            }
        }
        if (Long.bitCount(seat.hand()) != g.table().fugitiveCards()) {
            return "his hand has " + Long.bitCount(seat.hand()) + " cards, the notes count " + g.table().fugitiveCards();
        }
        if ((seat.hand() & g.seen) != 0) {
            return "his hand holds " + Cards.toString(seat.hand() & g.seen) + ", which the Marshal holds or has seen";
        }
        if (!new ExhaustiveOracle().possible(g, Set.of(), assumed).consistent()) {
            return "no hidden history of the notes has his route";
        }
        return null;
    }

    /** A Marshal's event decided: safe (no step) or the step that settles a hideout; stuck when no technique within the grade does. */
    private record Verdict(Solution.Step step, boolean stuck, long work, Map<Integer, Long> open) {}

    private Verdict decide(FugitiveRules rules, Notes notes, PublicTrack before, NoteEvent event) {
        List<NoteEvent> events = new ArrayList<>(notes.events());
        events.add(event);
        if (event instanceof NoteEvent.Pass && rules.passBonus) {
            events.add(new NoteEvent.FugitiveDraw(before.table().lowestNonEmptyDeck()));
        }
        Notes after = new Notes(notes.spec(), events);
        PublicTrack g = PublicTrack.read(rules, after, "puzzle notes after the play");
        PositionOracle.Possible poss = oracle.possible(g, Set.of());
        if (!poss.consistent()) {
            throw new IllegalStateException("no hidden history explains the notes after " + event + ", though the play is legal");
        }
        Map<Integer, Integer> certain = new TreeMap<>();
        Map<Integer, Long> open = new TreeMap<>();
        for (int p : g.faceDown()) {
            long v = poss.values().get(p);
            if (Long.bitCount(v) == 1) {
                certain.put(p, Long.numberOfTrailingZeros(v));
            } else {
                open.put(p, v);
            }
        }
        if (certain.isEmpty()) {
            return new Verdict(null, false, poss.work(), open); // the values left open are the answer's reason the play is safe
        }
        StepSolver.Step s = new StepSolver(g, new Words(g, after), maxLevel).next(Map.of(), certain);
        if (s == null) {
            return new Verdict(null, true, poss.work(), Map.of());
        }
        return new Verdict(new Solution.Step(s.position(), s.value(), 1, s.technique(), s.detail(), s.uses(), s.text()), false, poss.work(), Map.of());
    }

    /**
     * His legal plays, grouped: {hideout, mix, the lowest sprint cards of that mix}; a pass first (when the rules allow one,
     * or he can place nothing), then by hideout and mix. Whether a set of sprint cards is legal depends only on how many are
     * odd and even ({@link Sprints#classOk}), so each mix of categories is legal or not as a whole.
     */
    static List<long[]> groups(FugitiveRules rules, long hand, int last) {
        List<long[]> out = new ArrayList<>();
        for (int card : Cards.toArray(hand & ~Cards.range(0, last))) {
            long pool = Sprints.pool(rules, hand, card);
            int need = Sprints.need(rules, last, card);
            long[][] byCategory = new long[Beneath.CATEGORIES][];
            for (int c = 0; c < Beneath.CATEGORIES; c++) {
                List<Integer> cs = new ArrayList<>();
                for (int x : Cards.toArray(pool)) {
                    if (ExhaustiveOracle.category(rules, x) == c) {
                        cs.add(x);
                    }
                }
                byCategory[c] = cs.stream().mapToLong(Integer::longValue).toArray();
            }
            for (long mix : mixesUpTo(byCategory, Math.max(0, rules.maxSprintCards))) {
                int odd = 0;
                int even = 0;
                long sprints = 0;
                for (int c = 0; c < Beneath.CATEGORIES; c++) {
                    int n = ExhaustiveOracle.count(mix, c);
                    if ((c & 1) == 1) {
                        odd += n;
                    } else {
                        even += n;
                    }
                    for (int i = 0; i < n; i++) {
                        sprints |= 1L << byCategory[c][i];
                    }
                }
                if (Sprints.classOk(rules, odd, even, need)) {
                    out.add(new long[] {card, mix, sprints});
                }
            }
        }
        if (rules.fugitiveMayPass || out.isEmpty()) {
            out.add(0, new long[] {SafeRoute.PASS, 0, 0});
        }
        return out;
    }

    /** Every mix of at most {@code max} cards, no more of a category than his pool has, in a fixed order. */
    private static List<Long> mixesUpTo(long[][] byCategory, int max) {
        List<Long> out = new ArrayList<>();
        fill(byCategory, 0, max, 0, out);
        return out;
    }

    private static void fill(long[][] byCategory, int c, int left, long mix, List<Long> out) {
        if (c == Beneath.CATEGORIES) {
            out.add(mix);
            return;
        }
        for (int x = 0; x <= Math.min(left, byCategory[c].length); x++) {
            fill(byCategory, c + 1, left - x, mix + ((long) x << (4 * c)), out);
        }
    }

    private static Solution fail(int[] route, long work, String why) {
        return new Solution(List.of(), route.clone(), null, work, why, Map.of(), null, null, null);
    }
}
