package org.cardlab.core;

import java.util.Collection;
import java.util.function.Supplier;

/**
 * What the witness search (rulebook agreement) tries in a game: the moves played on from a
 * position where two specs still agree, the moves probed for a refusal on one side, how to
 * recognise a position met again, and when two games have parted. A game gives its own
 * ({@link Game#witnessMoves}); {@link BotWitnessMoves} serves any game through its bots.
 */
public interface WitnessMoves<S extends GameState<M>, M> {

    /** The search bound: seeded deals 1..deals, games of at most maxMoves moves, at most maxNodes positions. */
    record Bound(int deals, int maxMoves, long maxNodes) {
        @Override
        public String toString() {
            return String.format("%,d moves over %s (at most %,d positions)", maxMoves, Counts.of(deals, "deal"), maxNodes);
        }
    }

    /** The bound used when the command gives none. */
    Bound defaultBound();

    /**
     * Whether the search first plays one line per deal and bot (each bot's choice, under the
     * first spec, at every move) to find a first witness quickly: for deep games, where a
     * depth-first search alone spends its budget far from the shortest witness.
     */
    default boolean linesFirst() {
        return false;
    }

    /** The bots whose lines {@link #linesFirst} plays (one policy per seat each). */
    default java.util.List<java.util.List<Policy<S, M>>> lines() {
        return java.util.List.of();
    }

    /** What is searched, in words (for the output). */
    String describe();

    /**
     * The moves played on from a position where {@code a} and {@code b} agree. {@code rng} gives
     * a new generator at each call, the same one each time (fixed by the deal and the depth), so
     * a bot asked under either spec draws the same numbers.
     */
    Collection<M> branches(S a, S b, Supplier<Rng> rng);

    /** Moves checked for a refusal on one side only (besides the branches), without being played on. */
    Collection<M> probes(S a, S b, Supplier<Rng> rng);

    /** A 64-bit hash of a position without its move history: a position met again is not searched again. */
    long key(S s);

    /** The two games (one per spec, same moves) have parted: play or the result differs. */
    boolean parted(S x, S y);

    /** A spec's game right after the move where the two part ({@code other}: the other spec's), in words. */
    String result(S s, S other);
}
