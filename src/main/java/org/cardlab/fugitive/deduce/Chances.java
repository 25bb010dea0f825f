package org.cardlab.fugitive.deduce;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.Comparator;
import java.util.List;

/**
 * What the Marshal's notes say under one measure, as the outputs and the advice read it: each
 * face-down position's value chances, each number's chance of being a face-down hideout now, which
 * values logic allows or forces, and the joint chance of an all-or-nothing guess. {@link Deduction}
 * gives them under the uniform measure ("logic only"), exactly; the model measure
 * ({@code deduce.model.Belief}) under a mixture of Fugitive styles. What is possible and what is
 * certain is logic's under both: only the chances differ.
 */
public interface Chances {
    PublicTrack track();

    /** "uniform" or "model". */
    String measure();

    /** The measure in a few words for a page or a table: "logic only", or "plays like: racer 71%". */
    String label();

    /** The number of consistent hidden histories (logic's count). */
    BigInteger histories();

    default boolean consistent() {
        return histories().signum() > 0;
    }

    /** Face-down positions now, in route order. */
    default List<Integer> faceDown() {
        return track().faceDown();
    }

    /** The chance that face-down position p holds v. */
    double chance(int p, int v);

    /** The values logic allows at face-down position p, as a bit mask. */
    long possible(int p);

    double numberChance(int number);

    /** Whether some consistent history has this number face down now (logic: the same under every measure). */
    boolean possibleNumber(int number);

    /** Whether every consistent history has it (logic: the same under every measure). */
    boolean certainNumber(int number);

    /** The chance that every number of {@code numbers} is a face-down hideout now, among the positions of {@code window}. */
    double joint(long numbers, long window, long workLimit);

    /** Likelier numbers first (ties: lower number first). */
    default Comparator<Integer> likelierFirst() {
        return (a, b) -> Double.compare(numberChance(b), numberChance(a));
    }

    /** What this measure adds to the JSON of {@link ChancesReport} (the model's posterior over styles). */
    default void describe(ObjectNode o) {}
}
