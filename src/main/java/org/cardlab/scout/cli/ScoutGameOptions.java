package org.cardlab.scout.cli;

import org.cardlab.cli.SpecJsonOptions;
import org.cardlab.core.UserError;
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutRules;
import picocli.CommandLine.Option;

/**
 * {@code --spec}, {@code --json} and {@code --players} of the SCOUT commands that play whole games
 * (versus, bench scout-search), and the game they set up.
 */
final class ScoutGameOptions extends SpecJsonOptions {
    @Option(names = "--players", paramLabel = "P", description = "Number of players (the spec says which counts it plays).")
    int players = 4;

    /** SCOUT under {@code --spec} for this many players (a count the spec's deck does not allow is refused naming --players). */
    ScoutGame game() {
        ScoutRules rules = ScoutRules.of(spec.name(), spec); // the spec's own errors stay the spec's
        try {
            return new ScoutGame(rules, players);
        } catch (UserError e) {
            throw e.within("--players " + players);
        }
    }
}
