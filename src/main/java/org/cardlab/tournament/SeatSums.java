package org.cardlab.tournament;

import java.util.HashSet;
import java.util.Set;

/**
 * One player's sums over the seatings of a tournament: the seats it played (games times its
 * seats), the games of the sides it played on and how many of those its side won alone, and
 * twice its seats' places. A side counts once per seating however many of its seats the player
 * held: those seats share one result, so counting each would narrow the win rate's interval falsely.
 */
final class SeatSums {
    long seatGames;
    long sideGames;
    long wins;
    private long twicePlaces;

    /** Remembers, within one seating, which player was already counted on which side. */
    static final class Seating {
        private final Set<String> counted = new HashSet<>();
    }

    /** Adds {@code seat} of a seating, held by {@code player} on {@code side}. */
    void add(EntryTally<?> t, int seat, int side, String player, Seating seating) {
        seatGames += t.games();
        if (seating.counted.add(player + "\u0000" + side)) {
            sideGames += t.games();
            wins += t.sideWins(side);
        }
        twicePlaces += Math.round(2 * t.meanPlace(seat) * t.games());
    }

    double meanPlace() {
        return seatGames == 0 ? Double.NaN : twicePlaces / (2.0 * seatGames);
    }
}
