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
import org.cardlab.core.Study;
import org.cardlab.core.UserError;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options every "one bot against a field" study shares: the bot studied, the field bot, the deals,
 * the run's seed, its threads. A command words {@code --field} and {@code --deals} (what a deal is
 * played once for) in its own bundle, under {@link #FIELD_KEY} and {@link #DEALS_KEY}.
 */
public final class VersusOptions {
    public static final String FIELD_KEY = "option.field";
    public static final String DEALS_KEY = "option.deals";

    /** The fewest deals a run takes: its intervals are over deals, and one deal has no spread to measure. */
    public static final int MIN_DEALS = 2;
    /** The most deals a run takes: each deal's figures are kept until the end, so memory grows with them. */
    public static final int MAX_DEALS = 1_000_000;

    @Option(names = "--bot", paramLabel = "BOT", description = "The bot studied.")
    public String bot = "search";

    @Option(names = "--field", paramLabel = "BOT", descriptionKey = FIELD_KEY, description = "The field bot.")
    public String field = "greedy";

    @Option(names = "--deals", paramLabel = "N", descriptionKey = DEALS_KEY, converter = DealsConverter.class,
            description = "Deals, each played once per line-up (2 to 1,000,000: the intervals are over deals).")
    public int deals;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the run; deal i comes from it and i.")
    public long seed = 1;

    @Mixin
    public ThreadsOption threads = new ThreadsOption();

    /** The options with {@code deals} deals unless {@code --deals} says otherwise. */
    public static VersusOptions deals(int deals) {
        VersusOptions o = new VersusOptions();
        o.deals = deals;
        return o;
    }

    /** Deals: {@link #MIN_DEALS} to {@link #MAX_DEALS}, refused while parsing in one line naming the option. */
    public static final class DealsConverter implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, MIN_DEALS, MAX_DEALS);
        }
    }

    /** Refuses a deal or thread count out of range (set by code, not parsed), in one line naming the option. */
    public void check() {
        if (deals < MIN_DEALS || deals > MAX_DEALS) {
            throw new UserError("--deals must be " + MIN_DEALS + " to " + String.format("%,d", MAX_DEALS) + ", not " + deals);
        }
        if (threads.threads < 1 || threads.threads > Study.MAX_THREADS) {
            throw new UserError("--threads must be 1 to " + Study.MAX_THREADS + ", not " + threads.threads);
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

    /** The run as --json echoes it, in this order: deals, seed, bot, field. */
    public ObjectNode json() {
        return Json.object().put("deals", deals).put("seed", seed).put("bot", bot).put("field", field);
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
        check(game);
        return DuplicateDeals.play(game, lineups, deals, seed, threads.threads, result, new Progress(err, "deals", deals));
    }

    /** {@link #check()}, then refuses an unknown bot or field bot of {@code game}, in one line naming the option. */
    public void check(Game<?, ?> game) {
        check();
        named("--bot", () -> game.bot(bot, 0));
        named("--field", () -> game.bot(field, 0));
    }

    /** Runs {@code make}, a one-line refusal of a bot prefixed with the option that named it. */
    static void named(String option, Runnable make) {
        try {
            make.run();
        } catch (UserError e) {
            throw e.within(option);
        }
    }
}
