package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeMap;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * Solves a puzzle from its notes alone (a manhunt also uses what each reveal shows: the sprint
 * cards beneath the hideout named, as the table would show them). The oracle proves which
 * positions are certain; the step solver ({@link StepSolver}) settles them one at a time with the
 * easiest technique that works, which gives the answer its words and the puzzle its grade.
 *
 * <p>Route: every face-down hideout must be certain from the notes. Manhunt: at each step the
 * certain hideout that the easiest technique settles is named; its reveal (with its sprint
 * cards) is added to the notes as a one-number guess that hit; and so on until none is left.
 *
 * <p>Limited to a grade ({@link #limitedTo}), the solver uses no technique above it, and fails
 * where that grade's reasoning gets stuck, even when the oracle knows the answer.
 */
public final class PuzzleSolver {
    private final PositionOracle oracle;
    private final int maxLevel;

    public PuzzleSolver(PositionOracle oracle) {
        this(oracle, Grade.NAMES.size());
    }

    private PuzzleSolver(PositionOracle oracle, int maxLevel) {
        this.oracle = oracle;
        this.maxLevel = maxLevel;
    }

    /** The same solver, allowed only the techniques of grades 1 to {@code level}. */
    public PuzzleSolver limitedTo(int level) {
        return new PuzzleSolver(oracle, level);
    }

    public PositionOracle oracle() {
        return oracle;
    }

    /** Solves and grades (the grade includes which kinds of note are needed: one more proof per kind). */
    public Solution solve(FugitiveRules rules, PuzzleKind kind, Notes notes, Map<Integer, Long> revealedSprints) {
        return solve(rules, kind, notes, revealedSprints, null);
    }

    /** As above; a safe route also needs the Fugitive's seat (his hand and route), null for the other kinds. */
    public Solution solve(FugitiveRules rules, PuzzleKind kind, Notes notes, Map<Integer, Long> revealedSprints, SafeRoute.Seat seat) {
        Solution s = run(rules, kind, notes, revealedSprints, seat);
        if (!s.solved() || kind == PuzzleKind.BEST_GUESS || kind == PuzzleKind.BENEATH || kind == PuzzleKind.SAFE_ROUTE) {
            // A safe route's verdicts are the oracle's on notes it extends: which kinds of note it needs is not asked.
            // A best guess's or a beneath's grade needs no note kinds: every note may move a count, so none is singled out.
            return s;
        }
        Set<NoteKind> needs = EnumSet.noneOf(NoteKind.class);
        for (NoteKind k : NoteKind.values()) {
            if (!certainWithout(rules, kind, notes, revealedSprints, k)) {
                needs.add(k);
            }
        }
        return new Solution(s.steps(), s.route(), Grade.of(s.steps(), needs), s.work(), null);
    }

    /** Proves the answer (or says why not) without the extra proofs that find the needed kinds of note. */
    public Solution prove(FugitiveRules rules, PuzzleKind kind, Notes notes, Map<Integer, Long> revealedSprints) {
        return run(rules, kind, notes, revealedSprints, null);
    }

    /** As above, with the Fugitive's seat for a safe route (null for the other kinds). */
    public Solution prove(FugitiveRules rules, PuzzleKind kind, Notes notes, Map<Integer, Long> revealedSprints, SafeRoute.Seat seat) {
        return run(rules, kind, notes, revealedSprints, seat);
    }

    private Solution run(FugitiveRules rules, PuzzleKind kind, Notes notes, Map<Integer, Long> revealedSprints, SafeRoute.Seat seat) {
        rules.requirePublishedEscape("a puzzle"); // its texts, pages and techniques name 42
        if (kind == PuzzleKind.SAFE_ROUTE) {
            if (seat == null) {
                throw new IllegalArgumentException("a safe-route puzzle needs the Fugitive's hand and route");
            }
            return new SafeRouteSolver(oracle, maxLevel).solve(rules, notes, seat.hand(), seat.route());
        }
        PublicTrack g = PublicTrack.read(rules, notes, "puzzle notes");
        List<Solution.Step> steps = new ArrayList<>();
        long work = 0;
        if (kind == PuzzleKind.BEST_GUESS) {
            return new BestGuessSolver(oracle, maxLevel).solve(g, notes);
        }
        if (kind == PuzzleKind.BENEATH) {
            return new BeneathSolver(oracle, maxLevel).solve(g, notes);
        }
        if (kind == PuzzleKind.ROUTE) {
            PositionOracle.Possible poss = oracle.possible(g, Set.of());
            work += poss.work();
            if (!poss.consistent()) {
                return fail(steps, g, work, "no hidden history explains the notes");
            }
            Map<Integer, Long> open = openPositions(g, poss);
            if (!open.isEmpty()) {
                return fail(steps, g, work, "not every face-down hideout is certain from the notes: " + Solution.describeOpen(open)
                        + certainText(g, poss), open);
            }
            Map<Integer, Integer> certain = certain(g, poss);
            StepSolver solver = new StepSolver(g, new Words(g, notes), maxLevel);
            Map<Integer, Integer> settled = new LinkedHashMap<>();
            while (settled.size() < certain.size()) {
                StepSolver.Step s = solver.next(settled, certain);
                if (s == null) {
                    return stuck(steps, g, work, settled, certain);
                }
                steps.add(new Solution.Step(s.position(), s.value(), 1, s.technique(), s.detail(), s.uses(), s.text()));
                settled.put(s.position(), s.value());
            }
            return done(steps, g, work);
        }
        if (!g.escaped()) {
            return fail(steps, g, work, "a manhunt puzzle's notes end with the escape");
        }
        Map<Integer, Integer> depthOf = new HashMap<>();
        int lastDepth = 0;
        List<NoteEvent> events = new ArrayList<>(notes.events());
        while (!g.faceDown().isEmpty()) {
            PositionOracle.Possible poss = oracle.possible(g, Set.of());
            work += poss.work();
            if (!poss.consistent()) {
                return fail(steps, g, work, "no hidden history explains the notes" + (steps.isEmpty() ? "" : " together with what the table shows after " + named(steps)));
            }
            Map<Integer, Integer> certain = certain(g, poss);
            for (int p : certain.keySet()) {
                depthOf.putIfAbsent(p, lastDepth + 1);
            }
            if (certain.isEmpty()) {
                Map<Integer, Long> open = openPositions(g, poss);
                String when = steps.isEmpty() ? "at the start" : "after " + named(steps);
                return fail(steps, g, work, when + " no face-down hideout is certain: " + Solution.describeOpen(open), open);
            }
            StepSolver.Step s = new StepSolver(g, new Words(g, notes), maxLevel).next(Map.of(), certain);
            if (s == null) {
                return stuck(steps, g, work, Map.of(), certain);
            }
            Long sprints = revealedSprints.get(s.position());
            if (sprints == null) {
                throw new MissingReveal(s.position(), s.value(), steps.size() + 1);
            }
            int depth = depthOf.get(s.position());
            steps.add(new Solution.Step(s.position(), s.value(), depth, s.technique(), s.detail(), s.uses(), s.text()));
            lastDepth = depth;
            events.add(new NoteEvent.Guess(1L << s.value(), true, List.of(new NoteEvent.Reveal(s.position(), s.value(), sprints))));
            g = PublicTrack.read(rules, new Notes(notes.spec(), events), "puzzle notes");
        }
        // the last reveal's sprint cards are checked too: the loop above checks each reveal only at the next step (a check,
        // not part of the proof: its work is not counted, so a puzzle's recorded work stays what proving it took)
        PositionOracle.Possible last = oracle.possible(g, Set.of());
        if (!last.consistent()) {
            return fail(steps, g, work, "no hidden history explains the notes together with what the table shows after " + named(steps));
        }
        return done(steps, g, work);
    }

    /**
     * Whether the puzzle stays solvable with one kind of note set aside (the oracle alone: a
     * manhunt names each certain hideout in turn, lowest first).
     */
    private boolean certainWithout(FugitiveRules rules, PuzzleKind kind, Notes notes, Map<Integer, Long> revealedSprints, NoteKind k) {
        List<NoteEvent> events = new ArrayList<>(notes.events());
        PublicTrack g = PublicTrack.read(rules, notes, "puzzle notes");
        while (true) {
            PositionOracle.Possible poss = oracle.possible(g, EnumSet.of(k));
            if (!poss.consistent()) {
                return false;
            }
            Map<Integer, Integer> certain = certain(g, poss);
            if (kind == PuzzleKind.ROUTE) {
                return certain.size() == g.faceDown().size();
            }
            if (certain.isEmpty()) {
                return false;
            }
            int p = certain.keySet().iterator().next();
            events.add(new NoteEvent.Guess(1L << certain.get(p), true, List.of(new NoteEvent.Reveal(p, certain.get(p), revealedSprints.getOrDefault(p, 0L)))));
            g = PublicTrack.read(rules, new Notes(notes.spec(), events), "puzzle notes");
            if (g.faceDown().isEmpty()) {
                return true;
            }
        }
    }

    private static Map<Integer, Integer> certain(PublicTrack g, PositionOracle.Possible poss) {
        Map<Integer, Integer> certain = new TreeMap<>();
        for (int p : g.faceDown()) {
            long v = poss.values().get(p);
            if (Long.bitCount(v) == 1) {
                certain.put(p, Long.numberOfTrailingZeros(v));
            }
        }
        return certain;
    }

    private Solution stuck(List<Solution.Step> steps, PublicTrack g, long work, Map<Integer, Integer> settled, Map<Integer, Integer> certain) {
        Map<Integer, Long> open = new TreeMap<>();
        certain.forEach((p, v) -> {
            if (!settled.containsKey(p)) {
                open.put(p, 1L << v);
            }
        });
        return fail(steps, g, work, "the techniques of grades 1 to " + maxLevel + " settle none of "
                + String.join(", ", open.keySet().stream().map(p -> "#" + p).toList()) + (steps.isEmpty() ? "" : " after " + named(steps)), open);
    }

    private static int[] route(PublicTrack g, List<Solution.Step> steps) {
        int[] r = new int[g.positions.size()];
        for (int p = 0; p < r.length; p++) {
            r[p] = g.positions.get(p).value;
        }
        for (Solution.Step s : steps) {
            r[s.position()] = s.value();
        }
        return r;
    }

    private static Solution done(List<Solution.Step> steps, PublicTrack g, long work) {
        return new Solution(steps, route(g, steps), Grade.of(steps, Set.of()), work, null);
    }

    private static Solution fail(List<Solution.Step> steps, PublicTrack g, long work, String why) {
        return fail(steps, g, work, why, Map.of());
    }

    private static Solution fail(List<Solution.Step> steps, PublicTrack g, long work, String why, Map<Integer, Long> open) {
        return new Solution(steps, route(g, steps), null, work, why, open);
    }

    /** The face-down positions with more than one possible value. */
    private static Map<Integer, Long> openPositions(PublicTrack g, PositionOracle.Possible poss) {
        Map<Integer, Long> open = new TreeMap<>();
        for (int p : g.faceDown()) {
            if (Long.bitCount(poss.values().get(p)) != 1) {
                open.put(p, poss.values().get(p));
            }
        }
        return open;
    }

    private static String certainText(PublicTrack g, PositionOracle.Possible poss) {
        StringJoiner j = new StringJoiner(", ");
        for (int p : g.faceDown()) {
            long v = poss.values().get(p);
            if (Long.bitCount(v) == 1) {
                j.add("#" + p + " = " + Long.numberOfTrailingZeros(v));
            }
        }
        return j.length() == 0 ? "" : " (certain: " + j + ")";
    }

    private static String named(List<Solution.Step> steps) {
        StringJoiner j = new StringJoiner(", ", "naming ", "");
        steps.forEach(s -> j.add("#" + s.position() + " = " + s.value()));
        return j.toString();
    }

    /**
     * A manhunt step needs what the table shows when a certain hideout is turned up (the sprint
     * cards beneath it), and the puzzle does not say: the input is incomplete, not the puzzle unsolvable.
     */
    public static final class MissingReveal extends RuntimeException {
        private static final long serialVersionUID = 1L;
        public final int position;
        public final int value;

        MissingReveal(int position, int value, int step) {
            super("step " + step + " names #" + position + " (certainly " + value + "), but nothing says which sprint cards lie beneath it");
            this.position = position;
            this.value = value;
        }
    }
}
