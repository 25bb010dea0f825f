package org.cardlab.fugitive.solve;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;

/**
 * The moves the solver considers at a state. The Fugitive's are all his legal moves. A Marshal's
 * guess may name any of 1..41, so the guesses are grouped: a guess naming a number that cannot
 * be a hideout as far as the Marshal knows (a card in his hand, or one in no deck and not in the
 * starting hand) surely misses, reveals nothing, and is one move for the solver (its
 * representative is the lowest such number alone). Every other guess, a set of numbers that may
 * all be hideouts, is its own move. Nothing is lost: two sure misses lead to the same play.
 */
final class MoveClasses {
    private MoveClasses() {}

    /** The most numbers whose every set a guess may name (2^16 moves at one node is already past what a solve holds). */
    static final int MAX_SET_NUMBERS = 16;

    /** The moves considered at {@code s}, in the engine's order, the sure miss last. */
    static List<FugitiveMove> of(FugitiveState s) {
        if (!isGuess(s)) {
            return s.legalMoves().toList();
        }
        long possible = possible(s);
        List<FugitiveMove> out = new ArrayList<>();
        if (s.whyIllegal(FugitiveMove.PASS) == null) {
            out.add(FugitiveMove.PASS);
        }
        // the engine lists subsets of every guessable number, too many to filter: list those of the possible ones,
        // by size and then by their lowest differing card, as the engine orders them, no larger than a guess may be
        int[] numbers = Cards.toArray(possible);
        int largest = singleOnly(s) ? Math.min(1, numbers.length) : numbers.length;
        if (largest > MAX_SET_NUMBERS) {
            throw new org.cardlab.core.UserError(s.rules().name() + ": a guess may name any set of " + numbers.length
                    + " numbers here, 2^" + numbers.length + " moves: far too many to solve (a spec with multiGuess false names one)");
        }
        for (int size = 1; size <= largest; size++) {
            addSets(s, numbers, size, 0, 0L, out);
        }
        long sureMiss = s.guessable() & ~possible;
        if (sureMiss != 0) {
            out.add(FugitiveMove.guessSet(Long.lowestOneBit(sureMiss)));
        }
        return out;
    }

    /** The move of {@link #of} that plays as {@code m} does. */
    static FugitiveMove canonical(FugitiveState s, FugitiveMove m) {
        if (!isGuess(s) || m.kind() != FugitiveMove.Kind.GUESS || (m.cards() & ~possible(s)) == 0) {
            return m;
        }
        return FugitiveMove.guessSet(Long.lowestOneBit(s.guessable() & ~possible(s)));
    }

    /** The legal guesses of {@code size} numbers more from {@code numbers[from..]} added to {@code set}, in lexicographic order. */
    private static void addSets(FugitiveState s, int[] numbers, int size, int from, long set, List<FugitiveMove> out) {
        if (size == 0) {
            FugitiveMove m = FugitiveMove.guessSet(set);
            if (s.whyIllegal(m) == null) {
                out.add(m);
            }
            return;
        }
        for (int i = from; i <= numbers.length - size; i++) {
            addSets(s, numbers, size - 1, i + 1, set | 1L << numbers[i], out);
        }
    }

    /** Whether a guess here names one number only (the spec's rule, or the manhunt's). */
    private static boolean singleOnly(FugitiveState s) {
        return s.phase() == Phase.MANHUNT ? s.rules().manhuntSingleGuesses : !s.rules().multiGuess;
    }

    private static boolean isGuess(FugitiveState s) {
        return s.phase() == Phase.MARSHAL_GUESS || s.phase() == Phase.MANHUNT;
    }

    /** Numbers that may be face-down hideouts as far as the Marshal knows. */
    private static long possible(FugitiveState s) {
        return s.guessable() & s.rules().inPlay() & ~s.marshalHand() & ~Cards.of(0);
    }
}
