package org.cardlab.core;

import java.util.ArrayList;
import java.util.List;

/** Plays a game to its end with one bot per seat. */
public final class Playout {
    private Playout() {}

    /** One bot per seat, all named {@code names[0]}, or {@code names[p]} for seat p. */
    public static <S extends GameState<M>, M> List<Policy<S, M>> seats(Game<S, M> game, List<String> names) {
        if (names.size() != 1 && names.size() != game.numPlayers()) {
            throw new UserError(names.size() + " bots named for " + game.numPlayers()
                    + " players (name one for every seat, or one per seat)");
        }
        List<Policy<S, M>> out = new ArrayList<>();
        for (int p = 0; p < game.numPlayers(); p++) {
            out.add(game.bot(names.get(names.size() == 1 ? 0 : p), p));
        }
        return out;
    }

    /** The game's setup as it is played ("players 4, mode round"), or "" when it has none. */
    public static String setupInWords(Game<?, ?> g) {
        List<String> parts = new ArrayList<>();
        g.params().properties().forEach(e -> parts.add(e.getKey() + " " + e.getValue().asText()));
        return String.join(", ", parts);
    }

    /** The bots by seat, e.g. "heuristic (the Fugitive), random (the Marshal)"; one name when all seats share it. */
    public static String inWords(Game<?, ?> g, List<String> bots) {
        if (bots.size() == 1 || bots.stream().distinct().count() == 1 && g.numPlayers() > 2) {
            return bots.get(0) + (g.numPlayers() > 1 ? " in every seat" : "");
        }
        List<String> parts = new ArrayList<>();
        for (int p = 0; p < bots.size(); p++) {
            parts.add(bots.get(p) + " (" + g.seatName(p) + ")");
        }
        return String.join(", ", parts);
    }

    /**
     * Plays {@code state} to its end; returns the number of moves played. A game that runs
     * past the game's stated bound is a {@link UserError} (a spec that makes play endless),
     * never a hang.
     */
    public static <S extends GameState<M>, M> int play(Game<S, M> game, S state, List<Policy<S, M>> seats, Rng rng) {
        int max = game.maxMoves();
        int n = 0;
        while (!state.isTerminal()) {
            if (n >= max) {
                throw new UserError("a " + game.type().id() + " game under spec '" + game.spec().name()
                        + "' ran past " + max + " moves, the stated bound on a game's length");
            }
            state.apply(seats.get(state.currentPlayer()).choose(state, rng));
            n++;
        }
        return n;
    }

    /** A lone game dealt from {@code seed}, its bots drawing from {@link Seeds#bots(long)}. */
    public static <S extends GameState<M>, M> S lone(Game<S, M> game, List<Policy<S, M>> seats, long seed) {
        S s = game.newGame(seed);
        play(game, s, seats, Seeds.bots(seed));
        return s;
    }

    /** Game {@code index} of a study seeded {@code studySeed} ({@link Seeds}). */
    public static <S extends GameState<M>, M> S ofStudy(Game<S, M> game, List<Policy<S, M>> seats, long studySeed,
            long index) {
        S s = game.newGame(Seeds.deal(studySeed, index));
        play(game, s, seats, Seeds.bots(studySeed, index));
        return s;
    }
}
