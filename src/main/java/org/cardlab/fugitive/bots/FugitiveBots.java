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

    /**
     * A Fugitive bot's stated move probabilities, as the deduction's importance sampling weighs
     * histories by them: the random bot's exact ones; the heuristic's exact ones mixed with a uniform
     * share, and the racer's and the shadow's tempered ({@link Tempered}), so that every legal move has
     * a chance. Null for a bot that plays the Marshal only.
     */
    public static MoveOdds odds(String name, Tempered.Settings tempered) {
        return switch (name) {
            case "random" -> new RandomOdds();
            case "heuristic" -> new Tempered(new HeuristicFugitive(), tempered);
            case "shadow" -> new Tempered(new ShadowFugitive(ShadowFugitive.Settings.DEFAULT), tempered);
            case "racer" -> new Tempered(new ShadowFugitive(ShadowFugitive.Settings.RACE_ONLY), tempered);
            default -> {
                create(name, FugitiveState.FUGITIVE); // an unknown name, or a Marshal-only bot: the registry's one-line error
                yield null;
            }
        };
    }

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
