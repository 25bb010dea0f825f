package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.junit.jupiter.api.Test;

/**
 * The manhunt's precheck rules an outcome class out only when the exact count finds no history
 * in it, and it rules out most of the empty ones (each would otherwise cost a count): at the
 * root of seeded manhunts and one reveal below it, where fixed positions take part.
 */
class ManhuntPrecheckTest {
    private static final int CLASSES_PER_SPEC = 600;

    private int checked;
    private int empty;
    private int ruledOut;
    private int deeper;

    @Test
    void classesRuledOutHaveNoHistoryAndMostEmptyOnesAreRuledOut() {
        Set<String> seen = new HashSet<>();
        for (String spec : new String[] {"pt", "ca"}) {
            FugitiveRules rules = new FugitiveRules(org.cardlab.core.Games.get("fugitive").spec(spec));
            int until = checked + CLASSES_PER_SPEC;
            for (long seed = 1; seed <= 12 && checked < until; seed++) {
                for (FugitiveState s : DeduceFixtures.marshalTurns(rules, "heuristic", "random", seed)) {
                    if (s.phase() == Phase.MANHUNT && s.faceDownCount() >= 2 && seen.add(s.notes().toJson().toString())) {
                        PublicTrack t = DeduceFixtures.track(s);
                        ManhuntOutcomes outcomes = new ManhuntOutcomes(t);
                        Map<Integer, BigInteger[]> counts = ExactCounter.count(t, Assumptions.NONE, true).valueCounts();
                        outcomes.root(counts);
                        check(t, outcomes, Assumptions.NONE, counts, until, true, spec + " seed " + seed);
                    }
                }
            }
        }
        System.out.println("outcome classes checked: " + checked + " (" + deeper + " below a reveal), empty " + empty
                + ", ruled out " + ruledOut);
        assertTrue(checked >= 2 * CLASSES_PER_SPEC - 200 && deeper >= 100, "classes checked: " + checked + ", below a reveal " + deeper);
        assertTrue(ruledOut >= empty / 2 && ruledOut > 0, "ruled out " + ruledOut + " of " + empty + " empty classes");
    }

    /** Checks every outcome class at the node {@code a}; at the root, also below its first outcome with histories per guess. */
    private void check(PublicTrack t, ManhuntOutcomes outcomes, Assumptions a, Map<Integer, BigInteger[]> counts, int until,
            boolean root, String where) {
        ManhuntPrecheck precheck = new ManhuntPrecheck(t);
        List<Integer> open = new ArrayList<>();
        for (int p : counts.keySet()) {
            if (!a.fixed().containsKey(p)) {
                open.add(p);
            }
        }
        for (int p : open) {
            for (int n = 1; n <= 41 && checked < until; n++) {
                if (counts.get(p)[n].signum() == 0) {
                    continue;
                }
                boolean below = false;
                for (ManhuntOutcomes.SprintClass sc : outcomes.classes(a, counts, open, p, n)) {
                    Assumptions at = a.withFixed(p, new Assumptions.Fixed(n, sc.cards()));
                    ExactCounter.Result r = ExactCounter.count(t, at, true);
                    boolean possible = precheck.possible(a, counts, p, n, sc.cards());
                    assertTrue(possible || r.histories().signum() == 0, "ruled out, yet " + r.histories() + " histories: " + where
                            + ", " + a.fixed() + ", position " + p + " holding " + n + " over " + Cards.toString(sc.cards()));
                    empty += r.histories().signum() == 0 ? 1 : 0;
                    ruledOut += possible ? 0 : 1;
                    deeper += root ? 0 : 1;
                    checked++;
                    if (root && !below && r.histories().signum() > 0 && open.size() > 2) {
                        below = true;
                        check(t, outcomes, at, r.valueCounts(), until, false, where);
                    }
                }
            }
        }
    }
}
