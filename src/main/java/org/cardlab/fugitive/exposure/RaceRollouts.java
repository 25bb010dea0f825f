package org.cardlab.fugitive.exposure;

import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;

/**
 * The expected number of turns the Fugitive still needs to play 42, by playing the rest of the
 * way out with {@link Racer} on imagined decks: each deck's cards the Fugitive never held, shuffled,
 * as many as the deck still holds (the others are in the Marshal's hand). The Marshal is left out;
 * this measures the race alone.
 */
public final class RaceRollouts {
    /** A play-out stops here (the Fugitive is stuck). */
    static final int MAX_TURNS = 30;

    private final FugitiveRules rules;
    private final long[] unknown = new long[3];
    private final int[] left = new int[3];

    /** {@code unknownCards}: the cards the Fugitive never held; {@code deckLeft}: cards left in each deck. */
    public RaceRollouts(FugitiveRules rules, long unknownCards, int[] deckLeft) {
        this.rules = rules;
        for (int d = 0; d < 3; d++) {
            unknown[d] = unknownCards & Cards.range(rules.deckLow[d], rules.deckHigh[d]);
            left[d] = Math.min(deckLeft[d], Long.bitCount(unknown[d]));
        }
    }

    /** The mean turns to 42 over {@code count} play-outs, the first turn being a draw then a placement. */
    public double expectedTurns(int last, long hand, int count, Rng rng) {
        double sum = 0;
        for (int i = 0; i < count; i++) {
            sum += playOut(last, hand, rng);
        }
        return sum / count;
    }

    private int playOut(int last, long hand, Rng rng) {
        int[][] decks = new int[3][];
        int[] top = new int[3];
        for (int d = 0; d < 3; d++) {
            int[] cards = Cards.toArray(unknown[d]);
            rng.shuffle(cards);
            decks[d] = java.util.Arrays.copyOf(cards, left[d]);
        }
        long h = hand;
        int at = last;
        for (int t = 1; t <= MAX_TURNS; t++) {
            int[] remaining = {decks[0].length - top[0], decks[1].length - top[1], decks[2].length - top[2]};
            long stillUnknown = 0;
            for (int d = 0; d < 3; d++) {
                for (int k = top[d]; k < decks[d].length; k++) {
                    stillUnknown |= 1L << decks[d][k];
                }
            }
            int d = Racer.deck(rules, at, h, stillUnknown, remaining);
            if (d > 0) {
                h |= 1L << decks[d - 1][top[d - 1]++];
            }
            long[] move = Racer.place(rules, at, h);
            if (move[0] == rules.escape) {
                return t;
            }
            if (move[0] > 0) {
                at = (int) move[0];
                h &= ~(1L << at) & ~move[1];
            }
        }
        return MAX_TURNS;
    }
}
