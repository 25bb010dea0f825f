package org.cardlab.fugitive.tournament;

import java.util.List;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.tournament.SeatBots;

/** Forwards to {@link SeatBots}, the tournaments' bots by seat for any game (commands of Fugitive still name this class). */
public final class TournamentBots {
    private TournamentBots() {}

    public static List<String> forSeat(FugitiveGame game, int seat) {
        return SeatBots.forSeat(game, seat);
    }

    public static boolean plays(FugitiveGame game, String name, int seat) {
        return SeatBots.plays(game, name, seat);
    }

    public static List<String> check(FugitiveGame game, List<String> names, int seat, String option) {
        return SeatBots.check(game, names, seat, option);
    }
}
