package org.cardlab.fugitive.puzzle;

import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.deduce.Contradiction;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * Turns an author's own position into a puzzle: the solver (all three exact oracles) proves
 * it and grades it, or says in words why it is not uniquely solvable, naming the positions
 * left open and the values each can still hold. The misses the answer does not need are found
 * (as the generator finds them) and reported; only when asked are they emptied.
 */
public final class PuzzleMaker {
    private PuzzleMaker() {}

    /** The puzzle, or (puzzle null) why there is none; {@code contradiction} when no hidden history fits the notes at all. */
    public record Outcome(Puzzle puzzle, Solution solution, String why, boolean contradiction, List<Integer> unneeded) {
        public boolean made() {
            return puzzle != null;
        }
    }

    /**
     * @param trim whether to empty the misses the answer does not need (each made a guess of a card the Marshal holds) before
     *             the puzzle is graded and written; either way {@link Outcome#unneeded} names them (event indices from 0)
     */
    public static Outcome make(PuzzleDraft d, PuzzleSolver solver, String source, boolean trim) {
        String missing = d.missingBeneath();
        if (!missing.isEmpty()) {
            throw new UserError(d.where() + ": a manhunt puzzle says what each reveal shows; nothing is given for " + missing
                    + " (add --beneath POSITION=CARDS, e.g. --beneath 3=17,20, or --beneath 3= when none lie beneath)");
        }
        Outcome o = prove(d, solver, source, List.of());
        if (!o.made() || d.kind() == PuzzleKind.BEST_GUESS || d.kind() == PuzzleKind.BENEATH) {
            return o; // a best guess or a beneath keeps every note: each may move the counts
        }
        PuzzleTrimmer.Trimmed t = PuzzleTrimmer.trim(solver, d.rules(), d.kind(), d.notes(), d.beneath(), o.solution().route());
        if (!trim || t.emptied() == 0) {
            return new Outcome(o.puzzle(), o.solution(), null, false, t.emptiedEvents());
        }
        PuzzleDraft trimmed = new PuzzleDraft(d.kind(), t.notes(), d.beneath(), d.rules(), d.where());
        return prove(trimmed, solver, source + ", " + t.emptied() + " miss(es) emptied", t.emptiedEvents());
    }

    private static Outcome prove(PuzzleDraft d, PuzzleSolver solver, String source, List<Integer> emptied) {
        Solution s;
        try {
            s = solver.solve(d.rules(), d.kind(), d.notes(), d.beneath());
        } catch (WorkLimitExceeded e) {
            return new Outcome(null, null, "too large to prove exactly (" + e.getMessage() + ")", false, List.of());
        }
        if (!s.solved()) {
            return new Outcome(null, s, explain(d, s), contradictory(s), List.of());
        }
        Puzzle p = new Puzzle("", d.kind(), d.notes(), d.beneath(), s, solver.oracle().name(), source);
        return new Outcome(new Puzzle(idOf(d, p), d.kind(), d.notes(), d.beneath(), s, solver.oracle().name(), source), s, null, false, emptied);
    }

    /**
     * The spec, the kind and a hash of the notes, and for a manhunt of what each reveal shows too:
     * two puzzles that differ only in the sprint cards beneath get two ids. Without reveals the id
     * is the notes' hash alone, as the generator's.
     */
    static String idOf(PuzzleDraft d, Puzzle p) {
        String what = Json.compact(d.notes().toJson());
        if (!d.beneath().isEmpty()) {
            what += Json.compact(p.toJson().get("beneath"));
        }
        return d.rules().name() + "-" + d.kind().label + "-" + String.format("%08x", what.hashCode());
    }

    /** Whether the solver failed because no hidden history fits the notes at all (not for a position left open). */
    public static boolean contradictory(Solution s) {
        return s.steps().isEmpty() && s.open().isEmpty() && s.failure().startsWith("no hidden history");
    }

    /** Why a draft has no certain answer; inconsistent notes name a smallest set of notes that conflict. */
    public static String explain(PuzzleDraft d, Solution s) {
        if (contradictory(s)) {
            PublicTrack t = PublicTrack.read(d.rules(), d.notes(), d.where());
            return "no hidden history explains the notes: " + new Contradiction(t).find().text();
        }
        return s.failure();
    }
}
