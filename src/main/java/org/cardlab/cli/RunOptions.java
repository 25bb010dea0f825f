package org.cardlab.cli;

import org.cardlab.core.Study;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * The options of every run of many games: how many, the seed, the worker threads. Ranges are
 * checked while parsing, so a bad value is one line naming the option before anything runs.
 * A command sets its own default game count by making the mixin with {@link #games(long)}.
 */
public final class RunOptions {
    /** The most games a run accepts (results are streamed: memory does not grow with it). */
    public static final long MAX_GAMES = 1_000_000_000L;

    @Option(names = "--games", paramLabel = "N", converter = GamesConverter.class,
            description = "Number of games (1 to 1,000,000,000).")
    public long games = 1000;

    @Mixin
    SeedOption seed = new SeedOption();

    @Mixin
    public ThreadsOption threads = new ThreadsOption();

    public static RunOptions games(long n) {
        RunOptions r = new RunOptions();
        r.games = n;
        return r;
    }

    /** The run's seed ({@code --seed}). */
    public long seed() {
        return seed.seed;
    }

    public Study.Run run() {
        return new Study.Run(games, seed(), threads.threads);
    }

    /** A whole number within [low, high], or a one-line error saying the range. */
    public static long inRange(String text, long low, long high) {
        long v;
        try {
            v = Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + text + "' is not a whole number"
                    + (text.strip().matches("-?\\d+") ? " in range (" + String.format("%,d", low) + " to " + String.format("%,d", high) + ")" : ""));
        }
        if (v < low || v > high) {
            throw new TypeConversionException(v + " is out of range: give " + String.format("%,d", low) + " to " + String.format("%,d", high));
        }
        return v;
    }

    public static final class GamesConverter implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            return inRange(value, 1, MAX_GAMES);
        }
    }

    public static final class ThreadsConverter implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) inRange(value, 1, Study.MAX_THREADS);
        }
    }

    /** Timed runs of a benchmark: 1 to 1,000. */
    public static final class RunsConverter implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) inRange(value, 1, 1000);
        }
    }

    /** A positive count with no particular ceiling (search budgets, deals). */
    public static final class PositiveConverter implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            return inRange(value, 1, Long.MAX_VALUE);
        }
    }

    /** A positive int (moves, deals). */
    public static final class PositiveIntConverter implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) inRange(value, 1, Integer.MAX_VALUE);
        }
    }
}
