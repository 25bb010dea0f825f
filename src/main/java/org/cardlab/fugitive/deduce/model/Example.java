package org.cardlab.fugitive.deduce.model;

import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * One forecast point of a seeded game: the Marshal's notes at a guess, and the hidden truth (each
 * position's card and sprint cards). {@code game} and {@code turn} say where it came from.
 */
public record Example(String bot, long game, int turn, PublicTrack track, int[] route, long[] sprints) {
    /** The example at a state of a game (its notes as the Marshal has them, its route as it is). */
    public static Example of(String bot, long game, int turn, FugitiveState s) {
        PublicTrack t = PublicTrack.read(s.rules(), s.notes(), "game " + game);
        int n = t.routeLength();
        int[] route = new int[n];
        long[] sprints = new long[n];
        for (int p = 0; p < n; p++) {
            route[p] = s.hideout(p);
            sprints[p] = s.sprintCards(p);
        }
        return new Example(bot, game, turn, t, route, sprints);
    }
}
