package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
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
 * cards beneath the hideout named, as the table would show them). Every step is proven by the
 * oracle: a position is named only when exactly one value is possible for it.
 *
 * <p>Route: every face-down hideout must be certain from the notes. Manhunt: at each step the
 * lowest face-down position whose hideout is certain is named; its reveal (with its sprint
 * cards) is added to the notes as a one-number guess that hit; and so on until none is left.
 */
public final class PuzzleSolver {
    private final PositionOracle oracle;

    public PuzzleSolver(PositionOracle oracle) {
        this.oracle = oracle;
    }

    public PositionOracle oracle() {
        return oracle;
    }

    /** Solves and grades (the grade includes which kinds of note are needed: one more solve per kind). */
    public Solution solve(FugitiveRules rules, PuzzleKind kind, Notes notes, Map<Integer, Long> revealedSprints) {
        Solution s = run(rules, kind, notes, revealedSprints, EnumSet.noneOf(NoteKind.class));
        if (!s.solved()) {
            return s;
        }
        Set<NoteKind> needs = EnumSet.noneOf(NoteKind.class);
        for (NoteKind k : NoteKind.values()) {
            if (!run(rules, kind, notes, revealedSprints, EnumSet.of(k)).solved()) {
                needs.add(k);
            }
        }
        Grade g = s.grade();
        return new Solution(s.steps(), s.route(), new Grade(g.level(), g.depth(), g.searchSteps(), needs), s.work(), null);
    }

    /** Proves the answer (or says why not) without the extra solves that find the needed kinds of note. */
    public Solution prove(FugitiveRules rules, PuzzleKind kind, Notes notes, Map<Integer, Long> revealedSprints) {
        return run(rules, kind, notes, revealedSprints, EnumSet.noneOf(NoteKind.class));
    }

    private Solution run(FugitiveRules rules, PuzzleKind kind, Notes notes, Map<Integer, Long> revealedSprints, Set<NoteKind> ignored) {
        PublicTrack g = PublicTrack.read(rules, notes, "puzzle notes");
        List<Solution.Step> steps = new ArrayList<>();
        long work = 0;
        if (kind == PuzzleKind.ROUTE) {
            PositionOracle.Possible poss = oracle.possible(g, ignored);
            work += poss.work();
            if (!poss.consistent()) {
                return fail(steps, g, work, "no hidden history explains the notes");
            }
            Map<Integer, Long> open = openPositions(g, poss);
            if (!open.isEmpty()) {
                return fail(steps, g, work, "not every face-down hideout is certain from the notes: " + Solution.describeOpen(open)
                        + certainText(g, poss), open);
            }
            Map<Integer, Long> prop = Propagator.domains(g);
            int search = 0;
            for (int p : g.faceDown()) {
                long v = poss.values().get(p);
                int cand = prop == null ? 0 : Long.bitCount(prop.get(p));
                search += cand == 1 ? 0 : 1;
                steps.add(new Solution.Step(p, Long.numberOfTrailingZeros(v), 1, cand == 1, cand));
            }
            return done(steps, g, work, 1, search);
        }
        if (!g.escaped()) {
            return fail(steps, g, work, "a manhunt puzzle's notes end with the escape");
        }
        Map<Integer, Integer> depthOf = new HashMap<>();
        int lastDepth = 0;
        List<NoteEvent> events = new ArrayList<>(notes.events());
        int search = 0;
        while (!g.faceDown().isEmpty()) {
            PositionOracle.Possible poss = oracle.possible(g, ignored);
            work += poss.work();
            if (!poss.consistent()) {
                return fail(steps, g, work, "no hidden history explains the notes" + (steps.isEmpty() ? "" : " together with what the table shows after " + named(steps)));
            }
            int chosen = -1;
            for (int p : g.faceDown()) {
                if (Long.bitCount(poss.values().get(p)) == 1) {
                    depthOf.putIfAbsent(p, lastDepth + 1);
                    if (chosen < 0) {
                        chosen = p;
                    }
                }
            }
            if (chosen < 0) {
                Map<Integer, Long> open = openPositions(g, poss);
                String when = steps.isEmpty() ? "at the start" : "after " + named(steps);
                return fail(steps, g, work, when + " no face-down hideout is certain: " + Solution.describeOpen(open), open);
            }
            int value = Long.numberOfTrailingZeros(poss.values().get(chosen));
            Long sprints = revealedSprints.get(chosen);
            if (sprints == null) {
                throw new MissingReveal(chosen, value, steps.size() + 1);
            }
            Map<Integer, Long> prop = Propagator.domains(g);
            int cand = prop == null ? 0 : Long.bitCount(prop.get(chosen));
            search += cand == 1 ? 0 : 1;
            int depth = depthOf.get(chosen);
            steps.add(new Solution.Step(chosen, value, depth, cand == 1, cand));
            lastDepth = depth;
            events.add(new NoteEvent.Guess(1L << value, true, List.of(new NoteEvent.Reveal(chosen, value, sprints))));
            g = PublicTrack.read(rules, new Notes(notes.spec(), events), "puzzle notes");
        }
        int depth = steps.stream().mapToInt(Solution.Step::depth).max().orElse(1);
        return done(steps, g, work, depth, search);
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

    private static Solution done(List<Solution.Step> steps, PublicTrack g, long work, int depth, int search) {
        return new Solution(steps, route(g, steps), new Grade(Grade.level(depth, search), depth, search, Set.of()), work, null);
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
