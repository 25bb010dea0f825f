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
    private final int[] left = new int[3];
    /** Per deck, its cards the Fugitive never held, lowest first: each play-out shuffles them from this order. */
    private final int[][] unknownCards = new int[3][];
    // A play-out's scratch, reused so that play-outs allocate nothing (an instance serves one thread).
    private final int[][] decks = new int[3][];
    private final int[] top = new int[3];
    private final int[] remaining = new int[3];

    /** {@code unknownCards}: the cards the Fugitive never held; {@code deckLeft}: cards left in each deck. */
    public RaceRollouts(FugitiveRules rules, long unknownCards, int[] deckLeft) {
        this.rules = rules;
        for (int d = 0; d < 3; d++) {
            long unknown = unknownCards & Cards.range(rules.deckLow[d], rules.deckHigh[d]);
            left[d] = Math.min(deckLeft[d], Long.bitCount(unknown));
            this.unknownCards[d] = Cards.toArray(unknown);
            decks[d] = new int[this.unknownCards[d].length];
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
        // Each deck is its unknown cards shuffled, of which the first left[d] are still in it (the rest the Marshal holds).
        long stillUnknown = 0;
        for (int d = 0; d < 3; d++) {
            System.arraycopy(unknownCards[d], 0, decks[d], 0, decks[d].length);
            rng.shuffle(decks[d]);
            top[d] = 0;
            remaining[d] = left[d];
            for (int k = 0; k < left[d]; k++) {
                stillUnknown |= 1L << decks[d][k];
            }
        }
        long h = hand;
        int at = last;
        for (int t = 1; t <= MAX_TURNS; t++) {
            int d = Racer.deck(rules, at, h, stillUnknown, remaining);
            if (d > 0) {
                int card = decks[d - 1][top[d - 1]++];
                remaining[d - 1]--;
                stillUnknown &= ~(1L << card);
                h |= 1L << card;
            }
            long move = Racer.placement(rules, at, h);
            if (move != Racer.PASS) {
                if (Racer.hideoutOf(move) == rules.escape) {
                    return t;
                }
                at = Racer.hideoutOf(move);
                h &= ~(1L << at) & ~Racer.sprintsOf(move);
            }
        }
        return MAX_TURNS;
    }
}
