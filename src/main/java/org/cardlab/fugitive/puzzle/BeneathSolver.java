package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * Solves a "what lies beneath" puzzle: which kind of card (where from, odd or even) each face-down
 * sprint card under a hideout is. The exhaustive oracle, which tracks every hidden sprint card by
 * exactly that category, says which mixes some consistent hidden history allows; the puzzle asks
 * about the lowest hideout (or 42) whose mix is certain and whose own value and the one before are
 * certain. The solver a person is then settles those two values as a route answer does and bounds
 * the classes of card the sprint cards can be ({@link BeneathBounds}), keeping only the bounds the
 * answer needs, the easiest grade first. Its one mix must be the oracle's: anything else is a bug.
 */
record BeneathSolver(PositionOracle oracle, int maxLevel) {
    Solution solve(PublicTrack g, Notes notes) {
        PositionOracle.Possible poss = oracle.possible(g, Set.of());
        long work = poss.work();
        if (!poss.consistent()) {
            return fail(g, work, "no hidden history explains the notes");
        }
        Map<Integer, Set<Long>> mixes = new ExhaustiveOracle().beneath(g);
        int target = -1;
        for (int p = 1; p < g.positions.size() && target < 0; p++) {
            if (g.positions.get(p).hiddenSprints() > 0 && mixes.getOrDefault(p, Set.of()).size() == 1
                    && known(g, poss, p) >= 0 && known(g, poss, p - 1) >= 0) {
                target = p;
            }
        }
        if (target < 0) {
            return fail(g, work, "the sprint cards beneath no hideout are certain from the notes (with the hideout and the one before it)");
        }
        Map<Integer, Integer> certain = new TreeMap<>();
        for (int p : new int[] {target - 1, target}) {
            if (p > 0 && g.positions.get(p).faceDown()) { // card 0 is never face down, though its position reads so
                certain.put(p, known(g, poss, p));
            }
        }
        Words words = new Words(g, notes);
        StepSolver steps = new StepSolver(g, words, Math.min(2, maxLevel)); // a beneath reaches grade 2 at most
        Map<Integer, Integer> settled = new LinkedHashMap<>();
        List<Solution.Step> out = new ArrayList<>();
        while (settled.size() < certain.size()) {
            StepSolver.Step s = steps.next(settled, certain);
            if (s == null) {
                return fail(g, work, "the techniques of grades 1 to " + maxLevel + " do not settle the hideouts #" + (target - 1) + " and #" + target);
            }
            out.add(new Solution.Step(s.position(), s.value(), 1, s.technique(), s.detail(), s.uses(), s.text()));
            settled.put(s.position(), s.value());
        }
        long mix = mixes.get(target).iterator().next();
        BeneathBounds bounds = new BeneathBounds(g, words, target, known(g, poss, target - 1), known(g, poss, target));
        for (int level = 1; level <= Math.min(2, maxLevel); level++) {
            List<Beneath.Bound> kept = bounds.needed(level);
            if (kept != null) {
                long found = BeneathBounds.only(kept, g.positions.get(target).hiddenSprints());
                if (found != mix) {
                    throw new IllegalStateException("the bounds leave mix " + Long.toHexString(found) + " beneath #" + target
                            + ", the oracle " + Long.toHexString(mix));
                }
                Grade grade = grade(out, kept);
                List<StepSolver.Step> elsewhere = elsewhere(g, poss, words, settled, target, grade.level());
                long named = bounds.named(mix, elsewhere);
                Beneath b = new Beneath(target, bounds.value, mix, named, kept, bounds.conclusion(mix, named, elsewhere));
                // No route: the puzzle asks what lies beneath one hideout, and the other hideouts may stay open.
                return new Solution(out, new int[0], grade, work, null, Map.of(), null, b);
            }
        }
        return fail(g, work, "the techniques of grades 1 to " + Math.min(2, maxLevel) + " leave more than one mix of sprint cards beneath #" + target);
    }

    /**
     * The other face-down hideouts the step solver settles at the puzzle's grade or below, each to its certain value, in
     * the order settled (Beneath 244: #6, laid with no sprint card 1 to 3 above #5 = 22, is 25, as 23 lies face up and you
     * hold 24). A card at one of them lies there, not beneath the hideout asked about: only certain values, never a supposed one.
     */
    private static List<StepSolver.Step> elsewhere(PublicTrack g, PositionOracle.Possible poss, Words words, Map<Integer, Integer> settled,
            int target, int level) {
        Map<Integer, Integer> certain = new TreeMap<>(settled);
        for (int p = 1; p < g.positions.size(); p++) {
            PublicTrack.Position pos = g.positions.get(p);
            int v = known(g, poss, p);
            if (pos.faceDown() && !pos.escape && v > 0 && v != g.rules.escape && p != target && p != target - 1) {
                certain.put(p, v);
            }
        }
        StepSolver steps = new StepSolver(g, words, level);
        Map<Integer, Integer> done = new LinkedHashMap<>(settled);
        List<StepSolver.Step> out = new ArrayList<>();
        for (StepSolver.Step s = steps.next(done, certain); s != null; s = steps.next(done, certain)) {
            out.add(s);
            done.put(s.position(), s.value());
        }
        return out;
    }

    /** The value of a position when face up or certain, else -1. */
    private static int known(PublicTrack g, PositionOracle.Possible poss, int p) {
        PublicTrack.Position pos = g.positions.get(p);
        if (pos.value >= 0 || p == 0) {
            return Math.max(pos.value, 0);
        }
        long v = poss.values().getOrDefault(p, 0L);
        return Long.bitCount(v) == 1 ? Long.numberOfTrailingZeros(v) : -1;
    }

    /** The hardest step's level; the idea is the rarest technique among the bounds (what the puzzle is about). */
    static Grade grade(List<Solution.Step> values, List<Beneath.Bound> bounds) {
        int level = 1;
        for (Solution.Step s : values) {
            level = Math.max(level, s.level());
        }
        Technique idea = null;
        for (Beneath.Bound b : bounds) {
            level = Math.max(level, b.technique().level);
            if (idea == null || StepSolver.PRIORITY.indexOf(b.technique()) < StepSolver.PRIORITY.indexOf(idea)) {
                idea = b.technique();
            }
        }
        return new Grade(level, 1, Set.of(), (idea == null ? Technique.WINDOW : idea).label);
    }

    private static Solution fail(PublicTrack g, long work, String why) {
        return new Solution(List.of(), new int[g.positions.size()], null, work, why, Map.of(), null, null);
    }
}
