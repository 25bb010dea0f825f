package org.cardlab.core;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * A summary of many finished games, built one game at a time (so a study holds no game) and
 * merged across worker threads. Only integer counts are summed, so a merge in any order gives
 * the same figures: a study's result does not depend on its thread count.
 */
public interface Tally<S> {
    /** Counts one finished game. */
    void add(S finished);

    /** Adds another tally of the same kind (from another worker). */
    void addAll(Tally<S> other);

    /** The game-specific figures, for --json. */
    ObjectNode toJson();

    /** The game-specific figures as aligned lines of text. */
    List<String> lines();
}
