package org.cardlab.fugitive.puzzle;

import java.util.Map;
import org.cardlab.fugitive.Cards;

/**
 * A second case split inside a case (grade 4): the open position with the fewest values, 2 or 3, left
 * at grade 2 once the case's forced values are in, and each of those values refuted in turn
 * ("#2 would be 13 or 16. If #2 were 13, ... If #2 were 16, ...").
 */
final class CaseSplit {
    private CaseSplit() {}

    /** The position split on and its domain given the case's values. */
    record Split(int position, Knowledge.Domain domain) {
        long values() {
            return domain.values();
        }
    }

    /** Why one value of the split fails, or null where it does not. */
    interface Refuter {
        StepSolver.Refutation refute(int position, int value);
    }

    /** The open position of fewest values (2 or 3) at grade 2 given {@code hyp}, the first of them; null where none has 2 or 3. */
    static Split pick(Knowledge k, Map<Integer, Integer> hyp) {
        Split best = null;
        for (int q : k.g.faceDown()) {
            if (hyp.containsKey(q)) {
                continue;
            }
            Knowledge.Domain d = k.domain(q, hyp, 2);
            int n = Long.bitCount(d.values());
            if (n >= 2 && n <= 3 && (best == null || n < Long.bitCount(best.values()))) {
                best = new Split(q, d);
            }
        }
        return best;
    }

    /**
     * The split in words after {@code head} (the case's chain and the split's sentence), each value refuted in turn;
     * null when some value does not fail.
     */
    static StepSolver.Refutation refute(Split s, String head, long hypothetical, Refuter each) {
        StringBuilder sb = new StringBuilder(head);
        long uses = 0;
        for (int w : Cards.toArray(s.values())) {
            StepSolver.Refutation r = each.refute(s.position(), w);
            if (r == null) {
                return null;
            }
            sb.append(" If #").append(s.position()).append(" were ").append(w).append(", ").append(Words.sentence(r.text()));
            uses |= r.uses();
        }
        return new StepSolver.Refutation(sb.toString(), uses & ~hypothetical, true, Technique.DEEP_CASES);
    }
}
