package org.cardlab.fugitive.deduce;

import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;

/**
 * The style features of one complete hidden history, from the history itself: what the exact
 * walk sums over the edges of that history's path ({@link EdgeFeatures}). Fitting a style compares
 * these, for the true history of a game, with their expectation under the style; the tests compare
 * the walk's weighted count with the weights of enumerated histories.
 */
public final class HistoryFeatures {
    private HistoryFeatures() {}

    /** The features of the history whose positions hold {@code route} with {@code sprints} beneath (position 0 first). */
    public static double[] of(PublicTrack track, int[] route, long[] sprints) {
        StyleFeatures.Context c = new StyleFeatures.Context(track);
        FugitiveRules rules = track.rules;
        long start = 0;
        for (int card : rules.startingHand) {
            start |= 1L << card;
        }
        double[] out = new double[StyleFeatures.COUNT];
        StyleFeatures.Sink sink = (f, x) -> out[f] += x;
        StyleFeatures.after(c, 0, 0, sink);
        for (int p = 1; p < track.routeLength(); p++) {
            long s = sprints[p];
            int odd = Long.bitCount(s & rules.oddMask);
            StyleFeatures.placement(c, p, route[p - 1], route[p], odd, Long.bitCount(s) - odd, sink);
            for (int card : Cards.toArray(s)) {
                int g = Cards.has(start, card) ? 0 : rules.deckOf(card);
                StyleFeatures.sprints(c, route[p], 2 * g + (card & 1), 1, sink);
            }
        }
        return out;
    }

    /** The log weight of that history under a style: theta . features. */
    public static double logWeight(double[] theta, double[] features) {
        double s = 0;
        for (int i = 0; i < features.length; i++) {
            s += theta[i] * features[i];
        }
        return s;
    }
}
