package org.cardlab.tournament;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.BotRegistry;
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

    /**
     * Bot {@code name} for {@code seat} of {@code game}, or a one-line error naming {@code option}:
     * an unknown name lists only the bots that play that seat (the registry's list would offer a
     * Marshal bot to the Fugitive), a bot of another seat or spec says so in the registry's words.
     */
    public static void require(Game<?, ?> game, String name, int seat, String option) {
        String role = seat < game.type().seatRoles().size() ? "the " + game.type().seatRoles().get(seat) : "seat " + seat;
        requireKnown(game, name, option, forSeat(game, seat), role);
        try {
            game.bot(name, seat);
        } catch (UserError e) {
            throw e.within(option);
        }
    }

    /** Bot {@code name} for every seat of {@code game} (one name for all), or a one-line error as {@link #require} gives. */
    public static void requireEverySeat(Game<?, ?> game, String name, String option) {
        requireKnown(game, name, option, forEverySeat(game), "every seat");
        for (int s = 0; s < game.numPlayers(); s++) {
            try {
                game.bot(name, s);
            } catch (UserError e) {
                throw e.within(option);
            }
        }
    }

    /** Refuses a name the registry does not know, listing {@code candidates} (the bots of {@code whose} seat) when they are not all of its bots. */
    private static void requireKnown(Game<?, ?> game, String name, String option, List<String> candidates, String whose) {
        BotRegistry<?, ?> registry = game.type().bots();
        if (registry.knows(name)) {
            return;
        }
        String why = registry.whyUnknown(name);
        if (!why.startsWith("unknown ")) {
            throw new UserError(option + ": " + why); // a budget out of range ("search:0"): the registry says the range
        }
        boolean all = candidates.equals(registry.names());
        // "unknown Fugitive bot" for a Marshal's option read as a bot of the wrong seat: a seat's own list names the seat instead
        String unknown = all ? "unknown " + game.type().title() + " bot '" + name + "'" : "unknown bot '" + name + "' for " + whose;
        throw new UserError(option + ": " + (name.isEmpty() ? "no bot named" : unknown) + " (" + (all ? "known: " : "its bots: ")
                + String.join(", ", candidates) + ")");
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
            require(game, n, seat, what);
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
