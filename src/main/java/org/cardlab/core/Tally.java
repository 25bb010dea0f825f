package org.cardlab.core;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.Serializable;
import java.util.List;

/**
 * A summary of many finished games, built one game at a time (so a study holds no game) and
 * merged across worker threads. Only integer counts are summed, so a merge in any order gives
 * the same figures: a study's result does not depend on its thread count. A tally is serializable
 * (its counts go from a Spark executor to the driver, and into a checkpoint).
 *
 * @param <S> the game's state
 * @param <T> the tally's own class, so that {@link #addAll} takes one of its own kind without a cast
 */
public interface Tally<S, T extends Tally<S, T>> extends Serializable {
    /** Counts one finished game. */
    void add(S finished);

    /** Adds another tally of the same kind (from another worker). */
    void addAll(T other);

    /** The game-specific figures, as JSON. */
    ObjectNode toJson();

    /** The game-specific figures as aligned lines of text. */
    List<String> lines();

    /**
     * Adds {@code other} into {@code into} where the tally's class is not known (the studies'
     * workers): two tallies made by the same game are of one kind.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static <S> void merge(Tally<S, ?> into, Tally<S, ?> other) {
        ((Tally) into).addAll(other);
    }
}
