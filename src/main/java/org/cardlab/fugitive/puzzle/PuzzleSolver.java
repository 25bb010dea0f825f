package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
            Map<Integer, Long> prop = Propagator.domains(g);
            int search = 0;
            for (int p : g.faceDown()) {
                long v = poss.values().get(p);
                if (Long.bitCount(v) != 1) {
                    return fail(steps, g, work, "position " + p + " can hold any of " + org.cardlab.fugitive.Cards.toString(v));
                }
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
                return fail(steps, g, work, "no hidden history explains the notes" + (steps.isEmpty() ? "" : " after step " + steps.size()));
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
                return fail(steps, g, work, "at step " + (steps.size() + 1) + " no face-down hideout is certain");
            }
            Long sprints = revealedSprints.get(chosen);
            if (sprints == null) {
                return fail(steps, g, work, "the puzzle does not say what lies beneath position " + chosen);
            }
            int value = Long.numberOfTrailingZeros(poss.values().get(chosen));
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
        return new Solution(steps, route(g, steps), null, work, why);
    }
}
