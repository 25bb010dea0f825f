package org.cardlab.fugitive.bots;

import java.util.List;
import org.cardlab.core.Policy;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;

/** The Fugitive bots by name (the game half's {@code bot}). */
public final class FugitiveBots {
    public static final List<String> NAMES = List.of("random", "heuristic", "advisor", "search", "shadow", "racer");

    private FugitiveBots() {}

    public static Policy<FugitiveState, FugitiveMove> create(String name, int seat) {
        return switch (name) {
            case "random" -> Policy.random();
            case "heuristic" -> seat == FugitiveState.FUGITIVE ? new HeuristicFugitive() : new HeuristicMarshal();
            case "advisor" -> {
                if (seat == FugitiveState.FUGITIVE) {
                    throw new UserError("the advisor bot plays the Marshal only");
                }
                yield new AdvisorMarshal();
            }
            case "search" -> {
                if (seat == FugitiveState.FUGITIVE) {
                    throw new UserError("the search bot plays the Marshal only");
                }
                yield new org.cardlab.fugitive.search.SearchMarshal();
            }
            case "shadow" -> ShadowFugitive.forSeat(name, ShadowFugitive.Settings.DEFAULT, seat);
            case "racer" -> ShadowFugitive.forSeat(name, ShadowFugitive.Settings.RACE_ONLY, seat);
            default -> throw new UserError("unknown bot '" + name + "' (known: " + String.join(", ", NAMES) + ")");
        };
    }
}
