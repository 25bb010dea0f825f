package org.cardlab.fugitive;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.cardlab.core.Rng;

/**
 * Which moves a Fugitive state allows: all of them in canonical order (lazily, since sprint sets
 * and multi-number guesses are too many to list), and one drawn at random without listing them.
 * Whether a given move is legal, and what it does, stays in {@link FugitiveState}.
 */
final class FugitiveMoveLists {
    private FugitiveMoveLists() {}

    /** Every legal move in canonical order. */
    static Stream<FugitiveMove> all(FugitiveState s) {
        switch (s.phase()) {
            case OVER:
                return Stream.empty();
            case FUGITIVE_DRAW:
            case MARSHAL_DRAW: {
                List<FugitiveMove> draws = new ArrayList<>(3);
                for (int d = 1; d <= 3; d++) {
                    if (s.deckLeft(d) > 0) {
                        draws.add(FugitiveMove.draw(d));
                    }
                }
                return draws.stream();
            }
            case FUGITIVE_FIRST:
            case FUGITIVE_PLACE: {
                Stream<FugitiveMove> pass = s.whyIllegal(FugitiveMove.PASS) == null ? Stream.of(FugitiveMove.PASS) : Stream.empty();
                int last = s.lastHideout();
                Stream<FugitiveMove> hides = Arrays.stream(Cards.toArray(s.fugitiveHand() & ~Cards.range(0, last))).boxed()
                        .flatMap(card -> {
                            Iterator<Long> it = Sprints.enumerate(s.rules(), Sprints.pool(s.rules(), s.fugitiveHand(), card),
                                    Sprints.need(s.rules(), last, card));
                            return lazy(it).map(set -> FugitiveMove.hide(card, set));
                        });
                if (s.phase() == Phase.FUGITIVE_FIRST) {
                    hides = hides.filter(m -> s.whyIllegal(m) == null);
                }
                return Stream.concat(pass, hides);
            }
            case MARSHAL_GUESS:
            case MANHUNT: {
                long allowed = s.guessable();
                int maxSize = maxGuessSize(s, allowed);
                Stream<FugitiveMove> pass = s.phase() == Phase.MARSHAL_GUESS && s.rules().marshalMayPass
                        ? Stream.of(FugitiveMove.PASS) : Stream.empty();
                Stream<FugitiveMove> guesses = lazy(subsetsBySize(allowed, maxSize)).map(FugitiveMove::guessSet);
                return Stream.concat(pass, guesses);
            }
            default:
                throw new IllegalStateException(s.phase().toString());
        }
    }

    /** The most numbers one guess may name: one in a manhunt of single guesses or without multi-guesses. */
    private static int maxGuessSize(FugitiveState s, long allowed) {
        return (s.phase() == Phase.MANHUNT && s.rules().manhuntSingleGuesses) || !s.rules().multiGuess ? 1 : Long.bitCount(allowed);
    }

    private static <T> Stream<T> lazy(Iterator<T> it) {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED), false);
    }

    /** Non-empty subsets of a set, by size (1..maxSize), then lexicographically. */
    private static Iterator<Long> subsetsBySize(long set, int maxSize) {
        int[] cards = Cards.toArray(set);
        return new Iterator<>() {
            int size = 1;
            int[] idx = cards.length == 0 ? null : new int[] {0};

            @Override
            public boolean hasNext() {
                return idx != null;
            }

            @Override
            public Long next() {
                long s = 0;
                for (int x : idx) {
                    s |= 1L << cards[x];
                }
                idx = Sprints.nextCombination(idx, cards.length);
                if (idx == null && size < Math.min(maxSize, cards.length)) {
                    size++;
                    idx = new int[size];
                    for (int i = 0; i < size; i++) {
                        idx[i] = i;
                    }
                }
                return s;
            }
        };
    }

    /**
     * A random legal move. Draws: a non-empty deck, uniformly. Placement: pass (when legal) or
     * one of the placeable hideouts, uniformly; then a sprint set as {@link Sprints#sample}.
     * Guess: k numbers with probability 2^-k (the rest on the largest size), uniformly among the
     * guessable numbers. Every legal move has a positive chance.
     */
    static FugitiveMove random(FugitiveState s, Rng rng) {
        switch (s.phase()) {
            case FUGITIVE_DRAW:
            case MARSHAL_DRAW: {
                int n = 0;
                int[] ds = new int[3];
                for (int d = 1; d <= 3; d++) {
                    if (s.deckLeft(d) > 0) {
                        ds[n++] = d;
                    }
                }
                return FugitiveMove.draw(ds[rng.nextInt(n)]);
            }
            case FUGITIVE_FIRST:
            case FUGITIVE_PLACE: {
                int last = s.lastHideout();
                long placeable = Placement.placeable(s.rules(), s.fugitiveHand(), last);
                boolean passOk = s.whyIllegal(FugitiveMove.PASS) == null;
                int options = Long.bitCount(placeable) + (passOk ? 1 : 0);
                int pick = rng.nextInt(options);
                if (passOk && pick == options - 1) {
                    return FugitiveMove.PASS;
                }
                int card = Cards.nth(placeable, pick);
                while (true) { // on the first turn, resample the rare set that would leave no next hideout
                    Long set = Sprints.sample(s.rules(), Sprints.pool(s.rules(), s.fugitiveHand(), card), Sprints.need(s.rules(), last, card), rng);
                    FugitiveMove m = FugitiveMove.hide(card, set);
                    if (s.phase() != Phase.FUGITIVE_FIRST || s.whyIllegal(m) == null) {
                        return m;
                    }
                    card = Cards.nth(placeable, rng.nextInt(Long.bitCount(placeable)));
                }
            }
            case MARSHAL_GUESS:
            case MANHUNT: {
                if (s.phase() == Phase.MARSHAL_GUESS && s.rules().marshalMayPass && rng.nextInt(8) == 0) {
                    return FugitiveMove.PASS;
                }
                long allowed = s.guessable();
                int maxSize = maxGuessSize(s, allowed);
                int k = 1;
                while (k < maxSize && rng.nextInt(2) == 0) {
                    k++;
                }
                return FugitiveMove.guessSet(Sprints.randomSubset(allowed, k, rng));
            }
            default:
                throw new IllegalStateException("the game is over");
        }
    }
}
