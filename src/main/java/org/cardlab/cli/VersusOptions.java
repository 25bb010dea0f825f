package org.cardlab.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.function.Function;
import org.cardlab.core.DuplicateDeals;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.UserError;
import picocli.CommandLine.Option;

/** The options every "one bot against a field" study shares: the bot studied, the run's seed, its threads. */
public final class VersusOptions {
    @Option(names = "--bot", paramLabel = "BOT", description = "The bot studied (default: search).")
    public String bot = "search";

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the run; deal i comes from it and i (default: 1).")
    public long seed = 1;

    @Option(names = "--threads", paramLabel = "T", description = "Worker threads; the figures do not depend on them (default: 1).")
    public int threads = 1;

    /** Refuses a deal count below 1 or a thread count out of range, in one line. */
    public void check(int deals) {
        if (deals < 1 || threads < 1 || threads > 256) {
            throw new UserError("--deals must be at least 1 and --threads 1 to 256");
        }
    }

    /**
     * Plays every line-up on the same {@code deals} ({@link DuplicateDeals}), after refusing bad
     * counts and an unknown bot or field bot, with progress on {@code err}: one row per deal, one
     * {@code result} per line-up.
     */
    public <S extends GameState<M>, M, R> List<List<R>> play(Game<S, M> game, String field, List<List<String>> lineups, int deals,
            Function<S, R> result, PrintWriter err) {
        check(deals);
        game.bot(bot, 0);
        game.bot(field, 0);
        return DuplicateDeals.play(game, lineups, deals, seed, threads, result, new Progress(err, "deals", deals));
    }
}
