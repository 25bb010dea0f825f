package org.cardlab.core;

/**
 * One kind of situation a rulebook may leave open, recognised from a move and the states
 * before and after it (the engines have no hook that reports when they apply a default).
 *
 * @param rule      the spec rule that decides it
 * @param situation the situation, in words
 * @param reading   true when the text quotes the rule but this situation needs the spec's own
 *                  reading of it (its note): a gap whatever the evidence
 */
public record GapDetector<S, M>(String rule, String situation, boolean reading, Test<S, M> test) {

    @FunctionalInterface
    public interface Test<S, M> {
        boolean arose(S before, M move, S after);
    }
}
