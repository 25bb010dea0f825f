package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.cardlab.core.Home;
import org.cardlab.core.UserError;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.Notes;

/**
 * Whether a puzzle's spec matters: the page names its rules only when another shipped spec gives
 * a different answer, or finds the position impossible (the notes break its turn structure, or
 * no hidden history explains them). Otherwise the puzzle reads the same under every rulebook.
 */
public final class SpecCheck {
    private static final Map<String, Boolean> CACHE = new ConcurrentHashMap<>();

    private SpecCheck() {}

    /**
     * The rulebooks a puzzle could be read under: every spec under specs/fugitive/ that loads and
     * is built from a rulebook (the reduced mini, cardlab's own game for the solver, is another game).
     */
    public static List<String> shippedSpecs() {
        List<String> out = new ArrayList<>();
        for (String s : Home.specNames("fugitive")) {
            try {
                Page.rules(s);
                if (org.cardlab.core.Games.get("fugitive").spec(s).rulebook() != null) {
                    out.add(s);
                }
            } catch (RuntimeException notASpec) {
                // a file beside the specs that is not one
            }
        }
        return out;
    }

    public static boolean matters(Puzzle p) {
        return CACHE.computeIfAbsent(p.spec() + " " + p.kind().label + " " + PuzzleGenerator.positionKey(p.kind(), p.notes()) + p.beneath() + (p.seat() == null ? "" : " " + Cards.toString(p.seat().hand())),
                k -> differs(p));
    }

    /** The same hideout asked about, the same mix and the same cards named. */
    private static boolean sameBeneath(Beneath a, Beneath b) {
        return a.position() == b.position() && a.mix() == b.mix() && a.named() == b.named();
    }

    private static boolean differs(Puzzle p) {
        for (String other : shippedSpecs()) {
            if (other.equals(p.spec())) {
                continue;
            }
            try {
                if (p.kind() == PuzzleKind.SAFE_ROUTE) {
                    // The same seat under the other rules: the same one safe play (his legal plays may differ, and so may the verdicts).
                    Solution s = new PuzzleSolver(new ExhaustiveOracle()).prove(Page.rules(other), p.kind(), new Notes(other, p.notes().events()),
                            Map.of(), p.seat());
                    if (!s.solved() || !SafeRouteWords.headline(s.safe()).equals(SafeRouteWords.headline(p.solution().safe()))) {
                        return true;
                    }
                    continue;
                }
                PuzzleDraft d = PuzzleDraft.of(p.kind(), new Notes(other, p.notes().events()), p.beneath(), p.id());
                Solution s = new PuzzleSolver(new ExhaustiveOracle()).prove(d.rules(), d.kind(), d.notes(), d.beneath());
                if (!s.solved() || p.kind() != PuzzleKind.BENEATH && !Arrays.equals(s.route(), p.solution().route())
                        || p.kind() == PuzzleKind.BEST_GUESS && s.guess().number() != p.solution().guess().number()
                        || p.kind() == PuzzleKind.BENEATH && !sameBeneath(s.sprints(), p.solution().sprints())) {
                    return true;
                }
            } catch (UserError | WorkLimitExceeded | PuzzleSolver.MissingReveal e) {
                return true;
            }
        }
        return false;
    }
}
