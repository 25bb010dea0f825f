package org.cardlab.fugitive.solve;

import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Phase;

/**
 * The solved game's clock. Nothing in the rules ends a game where the Fugitive passes and the
 * Marshal misses, so a solved game ends when the Fugitive is due to place a hideout for the
 * {@code turns + 1}-th time after his first turn: he has not escaped in time, and the Marshal wins.
 * The tree ends there ({@link FugitiveTree}), and a study compared with the tree ends the engine's
 * games there too (the responders of {@code fugitive respond --turns}).
 */
public final class Clock {
    private Clock() {}

    /** Whether {@code s} is past a clock of {@code turns} (never, for 0: no clock). */
    public static boolean expired(FugitiveState s, int turns) {
        return turns > 0 && s.phase() == Phase.FUGITIVE_PLACE && placementsAfterFirst(s) >= turns;
    }

    /** The Fugitive's placement decisions after his first turn so far: his hideouts, passes and escape, less the first turn's. */
    static int placementsAfterFirst(FugitiveState s) {
        int placed = 0;
        for (NoteEvent e : s.events()) {
            placed += e instanceof NoteEvent.Hideout || e instanceof NoteEvent.Pass || e instanceof NoteEvent.Escape ? 1 : 0;
        }
        return Math.max(0, placed - s.rules().firstTurnHideouts);
    }
}
