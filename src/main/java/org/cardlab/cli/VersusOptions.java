package org.cardlab.cli;

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
}
