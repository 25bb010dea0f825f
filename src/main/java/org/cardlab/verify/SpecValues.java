package org.cardlab.verify;

import org.cardlab.core.Games;
import org.cardlab.core.RuleSpec;

/**
 * Whether a spec's rule values can be played: the game's rules (found in the registry) read
 * every value and refuse one out of its range or one that makes the game impossible, in one
 * line naming the file and the rule. A spec of a game cardlab has no engine for is only
 * checked as a spec.
 */
public final class SpecValues {
    private SpecValues() {}

    /** Throws the game's one-line {@link org.cardlab.core.UserError} for the first value it cannot play with. */
    public static void check(RuleSpec spec) {
        if (Games.has(spec.game())) {
            Games.get(spec.game()).checkValues(spec);
        }
    }
}
