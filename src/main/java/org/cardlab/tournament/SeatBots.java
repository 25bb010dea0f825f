package org.cardlab.tournament;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.UserError;

/**
 * Which registered bots play which seat, asked of the game itself: a bot plays a seat when the
 * game makes it for that seat ({@link Game#bot} refuses a seat a bot cannot play). So a bot
 * added to a game's registry joins every tournament without a list to update.
 */
public final class SeatBots {
    private SeatBots() {}

    /** The registered bots that play {@code seat}, in the registry's order. */
    public static List<String> forSeat(Game<?, ?> game, int seat) {
        List<String> out = new ArrayList<>();
        for (String name : game.type().botNames()) {
            if (plays(game, name, seat)) {
                out.add(name);
            }
        }
        return out;
    }

    /** The registered bots that play every seat. */
    public static List<String> forEverySeat(Game<?, ?> game) {
        List<String> out = new ArrayList<>(game.type().botNames());
        for (int s = 0; s < game.numPlayers(); s++) {
            out.retainAll(forSeat(game, s));
        }
        return out;
    }

    public static boolean plays(Game<?, ?> game, String name, int seat) {
        try {
            game.bot(name, seat);
            return true;
        } catch (UserError e) {
            return false;
        }
    }

    /**
     * The bots named, each checked to exist and to play the seat; {@code what} names the list in
     * an error (a one-line error otherwise: an unknown bot, a bot named twice, none named).
     */
    public static List<String> check(Game<?, ?> game, List<String> names, int seat, String what) {
        for (String n : names) {
            try {
                game.bot(n, seat); // an unknown name, or a bot of another seat, is the registry's own one-line error
            } catch (UserError e) {
                throw e.within(what);
            }
        }
        if (names.isEmpty()) {
            throw new UserError(what + ": name at least one bot");
        }
        if (names.stream().distinct().count() < names.size()) {
            throw new UserError(what + ": a bot is named twice");
        }
        return List.copyOf(names);
    }
}
