package org.cardlab.core;

import java.util.ArrayList;
import java.util.List;

/** The readable log of any game: its narrator's lines for the start, each move and the end. */
public final class GameLog {
    private GameLog() {}

    /** The log of {@code moves} played from {@code start} (which is not changed). */
    public static <S extends GameState<M>, M> List<String> lines(Game<S, M> game, S start, List<M> moves) {
        Narrator<S, M> n = game.narrator();
        @SuppressWarnings("unchecked")
        S s = (S) start.copy();
        List<String> out = new ArrayList<>(n.start(s));
        int k = 0;
        for (M m : moves) {
            @SuppressWarnings("unchecked")
            S before = (S) s.copy();
            s.apply(m);
            out.addAll(n.move(++k, before, m, s));
        }
        out.addAll(n.end(s, k));
        return out;
    }
}
