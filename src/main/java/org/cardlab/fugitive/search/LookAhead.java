package org.cardlab.fugitive.search;

import org.cardlab.core.Policy;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.bots.HeuristicFugitive;
import org.cardlab.fugitive.bots.QuickRacer;

/**
 * Who plays the Fugitive in a world's look-ahead when the world came from a style of the model
 * measure: the style's own bot where that bot is quick (random, heuristic), else the quick racer
 * ({@link QuickRacer}: the racer's own play-out policy), for the racer and the shadow, whose
 * play-outs and deductions would cost a thousand times a look-ahead's budget.
 */
final class LookAhead {
    private LookAhead() {}

    /** The look-ahead's bot name for a style (null: logic alone, played by the random bot): "random", "heuristic" or "quick racer". */
    static String standIn(String style) {
        if (style == null) {
            return "random";
        }
        return switch (style) {
            case "random", "heuristic" -> style;
            default -> "quick racer";
        };
    }

    /** A fresh policy for a stand-in name, or for a registered bot of the Fugitive's seat. */
    static Policy<FugitiveState, FugitiveMove> policy(String name, org.cardlab.fugitive.FugitiveGame game) {
        return switch (name) {
            case "quick racer" -> new QuickRacer();
            case "heuristic" -> new HeuristicFugitive();
            default -> game.bot(name, FugitiveSeat.FUGITIVE);
        };
    }
}
