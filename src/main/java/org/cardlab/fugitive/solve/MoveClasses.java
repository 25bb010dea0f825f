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
        // the engine lists subsets of every guessable number, too many to filter: list those of the possible ones
        int[] numbers = Cards.toArray(possible);
        List<Long> subsets = new ArrayList<>();
        for (long mask = 1; mask < 1L << numbers.length; mask++) {
            long set = 0;
            for (int i = 0; i < numbers.length; i++) {
                if ((mask >> i & 1) == 1) {
                    set |= 1L << numbers[i];
                }
            }
            subsets.add(set);
        }
        subsets.sort(java.util.Comparator.<Long>comparingInt(Long::bitCount).thenComparing(MoveClasses::lexKey));
        for (long set : subsets) {
            FugitiveMove m = FugitiveMove.guessSet(set);
            if (s.whyIllegal(m) == null) {
                out.add(m);
            }
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

    /** Orders sets of one size as the engine does: by their lowest differing card, lower first. */
    private static String lexKey(long set) {
        StringBuilder b = new StringBuilder();
        for (int c : Cards.toArray(set)) {
            b.append((char) ('A' + c));
        }
        return b.toString();
    }

    private static boolean isGuess(FugitiveState s) {
        return s.phase() == Phase.MARSHAL_GUESS || s.phase() == Phase.MANHUNT;
    }

    /** Numbers that may be face-down hideouts as far as the Marshal knows. */
    private static long possible(FugitiveState s) {
        return s.guessable() & s.rules().inPlay() & ~s.marshalHand() & ~Cards.of(0);
    }
}
