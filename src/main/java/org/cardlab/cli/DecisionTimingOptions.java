package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.core.DecisionTimer;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.UserError;
import picocli.CommandLine.Option;

/**
 * The options of a bot's decision-time benchmark (the bot, how many decisions, the seed) and the
 * run itself: greedy plays seeded games, the bot is asked at each of seat 0's turns with a choice.
 */
public final class DecisionTimingOptions {
    @Option(names = "--bot", paramLabel = "BOT", description = "The bot timed, e.g. search:400 (default: search).")
    public String bot = "search";

    @Option(names = "--decisions", paramLabel = "N", description = "Decisions timed, 1 to 100,000 (default: 200).")
    public int decisions = 200;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the games (default: 1).")
    public long seed = 1;

    /** The figures of {@link DecisionTimer#figures} after a short warm-up on other seeds. */
    public <S extends GameState<M>, M> ObjectNode time(Game<S, M> game) {
        if (decisions < 1 || decisions > 100_000) {
            throw new UserError("--decisions must be 1 to 100,000, not " + decisions);
        }
        game.bot(bot, 0);
        DecisionTimer.time(game, bot, "greedy", 0, Math.min(decisions, 20), seed + 1); // warm-up
        double[][] both = DecisionTimer.timeWithCpu(game, bot, "greedy", 0, decisions, seed);
        return DecisionTimer.figures(both[0], both[1]);
    }
}
