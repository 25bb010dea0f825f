package org.cardlab.verify;

import org.cardlab.core.RuleSpec;
import org.cardlab.daguai.DaguaiRules;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.scout.ScoutRules;

/**
 * Whether a spec's rule values can be played: each game's rules class reads every value and
 * refuses one out of its range or one that makes the game impossible, in one line naming the
 * file and the rule. A spec of a game without an engine is only checked as a spec.
 */
public final class SpecValues {
    private SpecValues() {}

    /** Throws the game's one-line {@link org.cardlab.core.UserError} for the first value it cannot play with. */
    public static void check(RuleSpec spec) {
        switch (spec.game()) {
            case "fugitive" -> new FugitiveRules(spec);
            case "scout" -> ScoutRules.of(spec.name(), spec);
            case "daguai" -> DaguaiRules.fromSpec(spec);
            default -> {
            }
        }
    }

    /** Whether cardlab has an engine (and so value checks) for this game. */
    public static boolean hasEngine(String game) {
        return game.equals("fugitive") || game.equals("scout") || game.equals("daguai");
    }
}
