package org.cardlab.core;

/**
 * The one rule that derives every random stream from a seed, for every game and every
 * command (play, simulate, impact, gaps, witness, bench):
 * <ul>
 *   <li>a lone game played with seed {@code s} is dealt from {@code s} (the engine's own chance:
 *       deck order, later rounds' deals) and its bots draw from {@code new Rng(~s)};</li>
 *   <li>game {@code i} of a study seeded {@code s} is dealt from {@link #deal deal(s, i)} and its
 *       bots draw from {@link #bots(long, long) bots(s, i)}.</li>
 * </ul>
 * All the bots of one game share its one stream, in the order they are asked to move. Game i
 * depends on nothing but (s, i), so a study gives the same games for any number of threads,
 * and any one of them can be replayed alone.
 */
public final class Seeds {
    private Seeds() {}

    /** The deal seed of game {@code index} of a study seeded {@code studySeed}. */
    public static long deal(long studySeed, long index) {
        return Rng.forGame(studySeed, index).nextLong();
    }

    /** The bots' stream of game {@code index} of a study seeded {@code studySeed}. */
    public static Rng bots(long studySeed, long index) {
        return Rng.forGame(~studySeed, index);
    }

    /** The bots' stream of a lone game dealt from {@code seed}. */
    public static Rng bots(long seed) {
        return new Rng(~seed);
    }
}
