package org.cardlab.core;

/**
 * A game file replayed: the state after every move that applied, and, when a move was
 * refused (a file replayed under another spec), its index, its text and the reason.
 */
public record Replay<S>(S state, int applied, int refusedAt, String refusedMove, String reason) {

    /** Every move of the file applied. */
    public boolean complete() {
        return reason == null;
    }

    /**
     * Replays {@code record}'s moves on a new game of {@code game} (its deal or seed). With
     * {@code strict}, a refused move is a {@link UserError} naming the file and the move;
     * otherwise the replay stops there and says why.
     */
    public static <S extends GameState<M>, M> Replay<S> of(Game<S, M> game, GameRecord record, String where,
            boolean strict) {
        S state;
        try {
            state = record.deal() == null ? game.newGame(record.seed()) : game.newGame(record.seed(), record.deal());
        } catch (UserError e) {
            throw e.within(where + ": field '" + (record.deal() == null ? "seed" : "deal") + "'");
        }
        return continued(game, state, record, 0, where, strict);
    }

    /**
     * Goes on with a replay: {@code state} is {@code record}'s game after its first {@code from}
     * moves (a replay of a file that {@code record} extends), and {@code record}'s other moves are
     * applied to it, as {@link #of} would apply them.
     */
    public static <S extends GameState<M>, M> Replay<S> continued(Game<S, M> game, S state, GameRecord record, int from, String where,
            boolean strict) {
        for (int i = from; i < record.moves().size(); i++) {
            String text = record.moves().get(i);
            M move;
            try {
                move = game.parseMove(text);
            } catch (UserError e) {
                throw e.within(where + ": moves[" + i + "]");
            }
            String why = state.whyIllegal(move);
            if (why != null) {
                if (strict) {
                    throw new UserError(where + ": moves[" + i + "] '" + text + "' is illegal: " + why);
                }
                return new Replay<>(state, i, i, text, why);
            }
            state.apply(move);
        }
        return new Replay<>(state, record.moves().size(), -1, null, null);
    }
}
