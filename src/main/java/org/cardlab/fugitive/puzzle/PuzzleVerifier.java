package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cardlab.core.UserError;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * Checks a stored puzzle against a fresh solve: the notes must be a legal log under the
 * spec's turn structure, the solver must prove every step from the notes (and the reveals)
 * alone, and the stored answer and grade must be what it finds.
 */
public final class PuzzleVerifier {
    private final PuzzleSolver solver;

    public PuzzleVerifier(PuzzleSolver solver) {
        this.solver = solver;
    }

    /** The problems found, in words; empty when the puzzle holds. */
    public List<String> check(Puzzle p) {
        List<String> problems = new ArrayList<>();
        FugitiveRules rules;
        try {
            rules = FugitiveRules.load(p.spec());
            PublicTrack track = PublicTrack.read(rules, p.notes(), p.id());
            boolean manhunt = track.phase() == Phase.MANHUNT;
            if (p.kind() == PuzzleKind.SAFE_ROUTE) {
                if (track.phase() != Phase.FUGITIVE_PLACE) {
                    problems.add("a safe-route puzzle's notes end when the Fugitive is to place a hideout or pass");
                } else {
                    String why = SafeRouteSolver.whySeatWrong(track, p.seat());
                    if (why != null) {
                        problems.add("fugitive: " + why);
                    }
                }
                if (!problems.isEmpty()) {
                    return problems;
                }
            } else if (p.kind() == PuzzleKind.BENEATH) {
                if (!manhunt && track.phase() != Phase.MARSHAL_GUESS) {
                    problems.add("a beneath puzzle's notes end when the Marshal is about to guess, or at the start of a manhunt");
                }
            } else if (manhunt != (p.kind() == PuzzleKind.MANHUNT)) {
                problems.add(p.kind() == PuzzleKind.MANHUNT ? "the notes do not end at the start of a manhunt"
                        : "a route puzzle's notes end in a manhunt");
            }
            if (p.kind() != PuzzleKind.MANHUNT && p.kind() != PuzzleKind.BENEATH && p.kind() != PuzzleKind.SAFE_ROUTE && track.phase() != Phase.MARSHAL_GUESS) {
                problems.add("a " + p.kind().label + " puzzle's notes end when the Marshal is about to guess");
            }
            if (!problems.isEmpty()) {
                return problems;
            }
            String missing = p.kind() == PuzzleKind.SAFE_ROUTE ? "" : PuzzleDraft.of(p.kind(), p.notes(), p.beneath(), p.id()).missingBeneath();
            if (!missing.isEmpty()) {
                problems.add("beneath: nothing is said of what lies beneath " + missing);
                return problems;
            }
        } catch (UserError e) {
            problems.add(e.getMessage());
            return problems;
        }
        Solution s;
        try {
            s = solver.solve(rules, p.kind(), p.notes(), p.beneath(), p.seat());
        } catch (WorkLimitExceeded e) {
            problems.add("too large to prove: " + e.getMessage());
            return problems;
        }
        if (!s.solved()) {
            problems.add("not uniquely solvable: " + s.failure());
            return problems;
        }
        Solution stored = p.solution();
        if (p.kind() == PuzzleKind.BEST_GUESS) {
            checkGuess(s, stored, problems);
            return problems;
        }
        if (p.kind() == PuzzleKind.SAFE_ROUTE || p.kind() == PuzzleKind.BENEATH) {
            java.util.function.Function<Solution, List<String>> facts = p.kind() == PuzzleKind.BENEATH ? BeneathFormat::facts : SafeRouteFormat::facts;
            if (s.grade().level() != stored.grade().level() || !s.grade().idea().equals(stored.grade().idea())) {
                problems.add("stored grade " + describe(stored.grade()) + " differs from the computed " + describe(s.grade()));
            } else if (!facts.apply(s).equals(facts.apply(stored))) {
                problems.add("stored answer or proof " + facts.apply(stored) + " differs from the proven " + facts.apply(s));
            }
            return problems;
        }
        if (!sameSteps(s.steps(), stored.steps())) {
            problems.add("stored answer " + steps(stored.steps()) + " differs from the proven " + steps(s.steps()));
        }
        if (!Arrays.equals(s.route(), stored.route())) {
            problems.add("stored route " + Arrays.toString(stored.route()) + " differs from the proven " + Arrays.toString(s.route()));
        }
        Grade a = s.grade();
        Grade b = stored.grade();
        if (a.level() != b.level() || a.depth() != b.depth() || !a.idea().equals(b.idea()) || !a.needs().equals(b.needs())) {
            problems.add("stored grade " + describe(b) + " differs from the computed " + describe(a));
        } else if (!sameProof(s.steps(), stored.steps())) {
            problems.add("stored proof steps (technique, depth, uses) differ from the proven ones");
        }
        return problems;
    }

    /** A best guess: the same number, routes, catches, grade and proof lines (technique and uses). */
    private static void checkGuess(Solution s, Solution stored, List<String> problems) {
        Guess a = s.guess();
        Guess b = stored.guess();
        if (a.number() != b.number()) {
            problems.add("stored best guess " + b.number() + " differs from the proven " + a.number());
        }
        if (!routes(a).equals(routes(b)) || !a.catches().equals(b.catches())) {
            problems.add("stored routes or catches differ from the proven ones: " + routes(a) + " " + a.catches());
        }
        Grade x = s.grade();
        Grade y = stored.grade();
        if (x.level() != y.level() || !x.idea().equals(y.idea()) || x.depth() != y.depth() || !x.needs().equals(y.needs())) {
            problems.add("stored grade " + describe(y) + " differs from the computed " + describe(x));
        } else if (!GuessFormat.facts(a).equals(GuessFormat.facts(b))) {
            problems.add("stored proof steps (values, routes ruled out, technique, uses) differ from the proven ones");
        }
    }

    private static List<String> routes(Guess g) {
        return g.routes().stream().map(Arrays::toString).toList();
    }

    private static boolean sameSteps(List<Solution.Step> x, List<Solution.Step> y) {
        if (x.size() != y.size()) {
            return false;
        }
        for (int i = 0; i < x.size(); i++) {
            if (x.get(i).position() != y.get(i).position() || x.get(i).value() != y.get(i).value()) {
                return false;
            }
        }
        return true;
    }

    /** The same technique, depth and positions used at every step. */
    private static boolean sameProof(List<Solution.Step> x, List<Solution.Step> y) {
        if (x.size() != y.size()) {
            return false;
        }
        for (int i = 0; i < x.size(); i++) {
            Solution.Step a = x.get(i);
            Solution.Step b = y.get(i);
            if (a.technique() != b.technique() || a.depth() != b.depth() || a.uses() != b.uses()) {
                return false;
            }
        }
        return true;
    }

    static String steps(List<Solution.Step> steps) {
        return steps.stream().map(s -> s.position() + "=" + s.value()).toList().toString();
    }

    public static String describe(Grade g) {
        return g.level() + " (" + g.name() + ", depth " + g.depth() + ", idea " + g.idea() + ", needs "
                + String.join(" ", g.needLabels()) + ")";
    }
}
