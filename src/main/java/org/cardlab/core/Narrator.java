package org.cardlab.core;

import java.util.List;

/** How a game is told, move by move, in a readable log ({@link GameLog}). */
public interface Narrator<S, M> {
    /** The opening lines: the deal, who starts. */
    List<String> start(S start);

    /** The lines for move {@code number} (1-based), played in {@code before} and giving {@code after}. */
    List<String> move(int number, S before, M move, S after);

    /** The closing lines: the result, or where an unfinished game stops and who is to move. */
    List<String> end(S end, int moves);
}
