package org.cardlab.fugitive.deduce.model;

import java.util.List;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;

/**
 * Game i of a seeded study between a Fugitive bot and a Marshal bot, stopping at each of the
 * Marshal's guesses (a manhunt once, at its start) to hand the state to a reader: the points where
 * a forecast of the hidden cards is scored ({@code bench calibration}) or learned from
 * ({@code fugitive fit-model}). The reader sees the true state and draws nothing from the game's
 * stream, so the game is the one the bots play without it ({@code cardlab fugitive simulate} with
 * the same seed and bots).
 */
public final class GuessTurns {
    /** What is done at a guess: the state as it stands (read it, change nothing) and the guess's number in the game (from 1). */
    public interface Reader {
        void at(FugitiveState state, int turn);
    }

    private GuessTurns() {}

    /** Plays game {@code index} of the study seeded {@code seed} with these seats (Fugitive first), calling {@code reader} at each guess. */
    public static void play(FugitiveGame game, List<Policy<FugitiveState, FugitiveMove>> seats, long seed, long index, Reader reader) {
        Policy<FugitiveState, FugitiveMove> marshal = seats.get(FugitiveSeat.MARSHAL.index());
        int[] turn = {0};
        boolean[] manhuntSeen = {false};
        Policy<FugitiveState, FugitiveMove> watched = (s, rng) -> {
            boolean guess = s.phase() == Phase.MARSHAL_GUESS || s.phase() == Phase.MANHUNT && !manhuntSeen[0];
            if (guess) {
                manhuntSeen[0] = s.phase() == Phase.MANHUNT;
                reader.at(s, ++turn[0]);
            }
            return marshal.choose(s, rng);
        };
        FugitiveState s = game.newGame(Seeds.deal(seed, index));
        Rng rng = Seeds.bots(seed, index);
        Playout.play(game, s, List.of(seats.get(FugitiveSeat.FUGITIVE.index()), watched), rng);
    }
}
