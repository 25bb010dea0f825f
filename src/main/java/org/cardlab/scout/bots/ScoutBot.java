package org.cardlab.scout.bots;

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
}
