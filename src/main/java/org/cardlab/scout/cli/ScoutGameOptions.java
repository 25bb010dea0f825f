package org.cardlab.scout.cli;

import org.cardlab.cli.SpecJsonOptions;
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

    /** SCOUT under {@code --spec} for this many players (the engine refuses a count the spec's deck does not allow). */
    ScoutGame game() {
        return new ScoutGame(ScoutRules.of(spec.name(), spec), players);
    }
}
