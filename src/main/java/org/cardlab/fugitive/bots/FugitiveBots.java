package org.cardlab.fugitive.bots;

import org.cardlab.core.UserError;

/**
 * The Fugitive bots' stated move probabilities by name. The bots themselves are made by name by
 * the plugin's registry (in {@code fugitive/plugin}, above the bots and the search).
 */
public final class FugitiveBots {
    private FugitiveBots() {}

    /**
     * A Fugitive bot's stated move probabilities, as the deduction's importance sampling weighs
     * histories by them: the random bot's exact ones; the heuristic's exact ones mixed with a uniform
     * share, and the racer's and the shadow's tempered ({@link Tempered}), so that every legal move has
     * a chance. Another name, a Marshal-only bot's or an unknown one, is a one-line error.
     */
    public static MoveOdds odds(String name, Tempered.Settings tempered) {
        return switch (name) {
            case "random" -> new RandomOdds();
            case "heuristic" -> new Tempered(new HeuristicFugitive(), tempered);
            case "shadow" -> new Tempered(new ShadowFugitive(ShadowFugitive.Settings.DEFAULT), tempered);
            case "racer" -> new Tempered(new ShadowFugitive(ShadowFugitive.Settings.RACE_ONLY), tempered);
            default -> throw new UserError("'" + name + "' is not a Fugitive bot that states its move probabilities"
                    + " (those that do: random, heuristic, shadow, racer)");
        };
    }
}
