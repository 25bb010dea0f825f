package org.cardlab.fugitive.puzzle;

import java.util.List;

/**
 * A stored puzzle's steps in words. A puzzle file keeps the proof's facts (each step's technique
 * and the positions it uses), not its words, so the words come from a fresh solve; a solve that
 * does not give the stored steps is refused (the file does not hold, and `puzzles verify` says why).
 */
public final class Explained {
    private Explained() {}

    /** A best-guess puzzle's answer with its words, from a fresh solve that must give the stored facts. */
    public static Guess guess(Puzzle p) {
        Solution s = new PuzzleSolver(new ExhaustiveOracle()).prove(Page.rules(p.spec()), p.kind(), p.notes(), p.beneath(), p.seat());
        if (!s.solved() || s.guess().number() != p.solution().guess().number()
                || !GuessFormat.facts(s.guess()).equals(GuessFormat.facts(p.solution().guess()))) {
            throw new IllegalStateException(p.id() + ": the stored answer is not what the solver proves (run puzzles verify)");
        }
        return s.guess();
    }

    /** A "what lies beneath" puzzle's solution with its words, from a fresh solve that must give the stored facts. */
    public static Solution beneath(Puzzle p) {
        Solution s = new PuzzleSolver(new ExhaustiveOracle()).prove(Page.rules(p.spec()), p.kind(), p.notes(), p.beneath(), p.seat());
        if (!s.solved() || !BeneathFormat.facts(s).equals(BeneathFormat.facts(p.solution()))) {
            throw new IllegalStateException(p.id() + ": the stored answer is not what the solver proves (run puzzles verify)");
        }
        return s;
    }

    /** A safe route's plays with their words, from a fresh solve that must give the stored facts. */
    public static SafeRoute safeRoute(Puzzle p) {
        Solution s = new PuzzleSolver(new ExhaustiveOracle()).prove(Page.rules(p.spec()), p.kind(), p.notes(), p.beneath(), p.seat());
        if (!s.solved() || !SafeRouteFormat.facts(s).equals(SafeRouteFormat.facts(p.solution()))) {
            throw new IllegalStateException(p.id() + ": the stored answer is not what the solver proves (run puzzles verify)");
        }
        return s.safe();
    }

    public static List<Solution.Step> steps(Puzzle p) {
        Solution s = new PuzzleSolver(new ExhaustiveOracle()).prove(Page.rules(p.spec()), p.kind(), p.notes(), p.beneath(), p.seat());
        if (!s.solved() || !PuzzleVerifier.steps(s.steps()).equals(PuzzleVerifier.steps(p.solution().steps()))) {
            throw new IllegalStateException(p.id() + ": the stored answer is not what the solver proves (run puzzles verify)");
        }
        return s.steps();
    }
}
