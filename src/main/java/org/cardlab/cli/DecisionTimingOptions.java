package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import org.cardlab.core.DecisionTimer;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/**
 * The options of a bot's decision-time benchmark (the bot, how many decisions, the seed) and the
 * run itself: greedy plays seeded games, the bot is asked at each of seat 0's turns with a choice.
 */
public final class DecisionTimingOptions {
    /** What the commands built on these options do, in their help: before and after the seat the search is asked at. */
    public static final String HOW = "Seeded games are played by greedy, the search asked at each turn of ";
    public static final String WHAT = " with a choice (its answer set aside). Prints decisions per second, median, p95 and max"
            + " (wall clock: it depends on the machine and its load), and the median and p95 of the thread's CPU time (what the load does not inflate).";
    /** The fields of their --json after the game's own. */
    public static final String JSON = "bot, decisions, seed, perSecond, medianMs, p95Ms, maxMs, cpuMedianMs, cpuP95Ms.";

    @Option(names = "--bot", paramLabel = "BOT", description = "The bot timed, e.g. search:400.")
    public String bot = "search";

    @Option(names = "--decisions", paramLabel = "N", converter = DecisionsConverter.class, description = "Decisions timed, 1 to 100,000.")
    public int decisions = 200;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the games.")
    public long seed = 1;

    /** Decisions timed: 1 to 100,000, refused while parsing in one line naming the option. */
    public static final class DecisionsConverter implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 1, 100_000);
        }
    }

    /** The figures of {@link DecisionTimer#figures} after a short warm-up on other seeds. */
    public <S extends GameState<M>, M> ObjectNode time(Game<S, M> game) {
        if (decisions < 1 || decisions > 100_000) {
            throw new UserError("--decisions must be 1 to 100,000, not " + decisions);
        }
        VersusOptions.named("--bot", () -> game.bot(bot, 0));
        DecisionTimer.time(game, bot, "greedy", 0, Math.min(decisions, 20), seed + 1); // warm-up
        double[][] both = DecisionTimer.timeWithCpu(game, bot, "greedy", 0, decisions, seed);
        return DecisionTimer.figures(both[0], both[1]);
    }

    /**
     * Prints {@code figures} ({@link #time}'s): as JSON with the game's {@code fields} and the bot
     * and seed added, or as one line after the game's {@code title}.
     */
    public int print(ObjectNode figures, JsonOption output, String title, ObjectNode fields) {
        PrintWriter out = output.out();
        if (output.json) {
            figures.remove("line");
            figures.setAll(fields);
            figures.put("bot", bot);
            figures.put("seed", seed);
            out.print(Json.write(figures));
        } else {
            out.printf("%s, %s, seed %d: %s%n", title, bot, seed, figures.get("line").asText());
        }
        out.flush();
        return 0;
    }
}
