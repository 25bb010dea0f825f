package org.cardlab.fugitive.tournament;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveState;

/**
 * Which registered bots play which seat, asked of the registry itself: a bot plays a seat when
 * the game half makes it for that seat ({@link FugitiveGame#bot} refuses a seat a bot cannot
 * play). So a bot added to the registry joins every tournament without a list to update.
 */
public final class TournamentBots {
    private TournamentBots() {}

    /** The registered bots that play {@code seat}, in the registry's order. */
    public static List<String> forSeat(FugitiveGame game, int seat) {
        List<String> out = new ArrayList<>();
        for (String name : game.type().botNames()) {
            if (plays(game, name, seat)) {
                out.add(name);
            }
        }
        return out;
    }

    public static boolean plays(FugitiveGame game, String name, int seat) {
        try {
            game.bot(name, seat);
            return true;
        } catch (UserError e) {
            return false;
        }
    }

    /** The bots named, each checked to exist and to play the seat (a one-line error otherwise). */
    public static List<String> check(FugitiveGame game, List<String> names, int seat, String option) {
        for (String n : names) {
            try {
                game.bot(n, seat); // an unknown name, or a bot of the other seat, is the registry's own one-line error
            } catch (UserError e) {
                throw e.within(option);
            }
        }
        if (names.isEmpty()) {
            throw new UserError(option + ": name at least one bot");
        }
        if (names.stream().distinct().count() < names.size()) {
            throw new UserError(option + ": a bot is named twice");
        }
        return List.copyOf(names);
    }

    /** "the Fugitive" or "the Marshal". */
    static String seatWord(int seat) {
        return seat == FugitiveState.FUGITIVE ? "the Fugitive" : "the Marshal";
    }
}
