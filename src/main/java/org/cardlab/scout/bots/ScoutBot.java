package org.cardlab.scout.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.cardlab.core.Rng;
import org.cardlab.core.UserError;
import org.cardlab.scout.ScoutMove;
import org.cardlab.scout.ScoutState;

/** A SCOUT policy: picks a legal move for the player to move. A bot may keep scratch space, so use one per thread. */
public interface ScoutBot {
    ScoutMove choose(ScoutState state, Rng rng);

    String name();

    /** "random" or "greedy"; anything else is a user error naming the choices. */
    static ScoutBot named(String name) {
        return switch (name.strip().toLowerCase(Locale.ROOT)) {
            case "random" -> new RandomBot();
            case "greedy" -> new GreedyBot();
            default -> throw new UserError("unknown SCOUT bot '" + name + "' (known: random, greedy)");
        };
    }

    /**
     * One bot per seat from "greedy" (every seat) or "random,greedy,greedy" (one name per
     * seat); a wrong count is a user error.
     */
    static List<ScoutBot> seats(String names, int players) {
        String[] parts = names.split(",");
        if (parts.length != 1 && parts.length != players) {
            throw new UserError("--bots names " + parts.length + " bots for " + players
                    + " players (give one name for every seat, or one per seat)");
        }
        List<ScoutBot> out = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            out.add(named(parts[parts.length == 1 ? 0 : p]));
        }
        return out;
    }
}
