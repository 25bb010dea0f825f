package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import org.cardlab.core.DuplicateDeals;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import picocli.CommandLine.Option;

/**
 * The options every "one bot against a field" study shares: the bot studied, the field bot, the deals,
 * the run's seed, its threads. A command words {@code --field} and {@code --deals} (what a deal is
 * played once for) in its own bundle, under {@link #FIELD_KEY} and {@link #DEALS_KEY}.
 */
public final class VersusOptions {
    public static final String FIELD_KEY = "option.field";
    public static final String DEALS_KEY = "option.deals";

    @Option(names = "--bot", paramLabel = "BOT", description = "The bot studied (default: search).")
    public String bot = "search";

    @Option(names = "--field", paramLabel = "BOT", descriptionKey = FIELD_KEY, description = "The field bot (default: greedy).")
    public String field = "greedy";

    @Option(names = "--deals", paramLabel = "N", descriptionKey = DEALS_KEY, description = "Deals, each played once per line-up.")
    public int deals;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the run; deal i comes from it and i (default: 1).")
    public long seed = 1;

    @Option(names = "--threads", paramLabel = "T", description = "Worker threads; the figures do not depend on them (default: 1).")
    public int threads = 1;

    /** The options with {@code deals} deals unless {@code --deals} says otherwise. */
    public static VersusOptions deals(int deals) {
        VersusOptions o = new VersusOptions();
        o.deals = deals;
        return o;
    }

    /** Refuses a deal count below 1 or a thread count out of range, in one line. */
    public void check() {
        if (deals < 1 || threads < 1 || threads > 256) {
            throw new UserError("--deals must be at least 1 and --threads 1 to 256");
        }
    }

    /** A line-up of {@code seats} seats: the bot studied in {@code botSeats}, the field bot in the others. */
    public List<String> lineup(int seats, int... botSeats) {
        List<String> l = new ArrayList<>(Collections.nCopies(seats, field));
        for (int s : botSeats) {
            l.set(s, bot);
        }
        return l;
    }

    /** A mean and its 95% interval ({@code [mean, low, high]}, as {@link DuplicateDeals} gives them) as --json prints it. */
    public static ObjectNode interval(double[] x) {
        ObjectNode o = Json.object();
        o.put("mean", x[0]);
        o.put("low", x[1]);
        o.put("high", x[2]);
        return o;
    }

    /**
     * Plays every line-up on the same deals ({@link DuplicateDeals}), after refusing bad counts and
     * an unknown bot or field bot, with progress on {@code err}: one row per deal, one {@code result}
     * per line-up.
     */
    public <S extends GameState<M>, M, R> List<List<R>> play(Game<S, M> game, List<List<String>> lineups, Function<S, R> result,
            PrintWriter err) {
        check();
        game.bot(bot, 0);
        game.bot(field, 0);
        return DuplicateDeals.play(game, lineups, deals, seed, threads, result, new Progress(err, "deals", deals));
    }
}
