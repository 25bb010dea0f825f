package org.cardlab.core;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The default log of a game: who starts, each move in its notation by the seat that made it,
 * and the returns and the winner at the end (or who is to move in an unfinished game).
 */
public final class PlainNarrator<S extends GameState<M>, M> implements Narrator<S, M> {
    private final Game<S, M> game;

    public PlainNarrator(Game<S, M> game) {
        this.game = game;
    }

    @Override
    public List<String> start(S start) {
        return List.of(game.info().title() + " under spec " + game.spec().name() + ", seed " + start.seed()
                + (start.isTerminal() ? "" : "; " + game.seatName(start.currentPlayer()) + " to move"));
    }

    @Override
    public List<String> move(int number, S before, M move, S after) {
        return List.of(String.format(Locale.ROOT, "%3d. %s: %s", number, game.seatName(before.currentPlayer()), game.moveText(move)));
    }

    @Override
    public List<String> end(S end, int moves) {
        if (!end.isTerminal()) {
            return List.of("unfinished after " + Counts.plain(moves, "move") + "; " + game.seatName(end.currentPlayer()) + " to move");
        }
        int w = Side.winner(game.sides(), end.returns());
        return List.of("over after " + Counts.plain(moves, "move") + "; returns " + Arrays.toString(end.returns()) + "; "
                + (w < 0 ? "nobody wins alone" : game.sides().get(w).name() + " wins"));
    }
}
