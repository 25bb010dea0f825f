package org.cardlab.fugitive.deduce;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;

/**
 * The identities a sampled path of the exact count leaves open, drawn uniformly, exactly as
 * the count counts them: per category, which of its free cards lie beneath which position
 * (a shuffle dealt out); per deck, each placed card's draw slot in placement order (any free
 * slot made before it was placed), then the other unseen cards into the other slots.
 */
final class Identities {
    private Identities() {}

    static HistorySampler.Sample draw(PublicTrack track, HistorySpace sp, int[] values, int[][] spread, Rng rng) {
        int length = sp.length;
        int[] route = values.clone();
        long[] sprints = new long[length];
        long hideouts = 0;
        for (int p = 1; p < length; p++) {
            if (sp.fixedValue[p] >= 0) {
                route[p] = sp.fixedValue[p];
                sprints[p] = sp.fixedSprints[p];
            } else {
                hideouts |= 1L << route[p];
            }
        }
        for (int c = 0; c < HistorySpace.CATS; c++) {
            int[] free = Cards.toArray(sp.poolCards[c] & ~hideouts);
            rng.shuffle(free);
            int next = 0;
            for (int p = 1; p < length; p++) {
                for (int k = 0; k < spread[p][c]; k++) {
                    sprints[p] |= 1L << free[next++];
                }
            }
        }
        List<int[]> draws = new ArrayList<>();
        FugitiveRules rules = track.rules;
        for (int d = 1; d <= 3; d++) {
            List<Integer> times = track.draws.get(d - 1);
            int[] slotCard = new int[times.size()];
            java.util.Arrays.fill(slotCard, -1);
            long placed = 0;
            for (int p = 1; p < length; p++) {
                long cards = (route[p] == rules.escape ? 0 : 1L << route[p]) | sprints[p];
                int at = track.positions.get(p).placedAt;
                for (int card : Cards.toArray(cards)) {
                    if (rules.deckOf(card) != d) {
                        continue;
                    }
                    placed |= 1L << card;
                    int open = 0;
                    for (int i = 0; i < times.size(); i++) {
                        open += times.get(i) < at && slotCard[i] < 0 ? 1 : 0;
                    }
                    int pick = rng.nextInt(open);
                    for (int i = 0; i < times.size(); i++) {
                        if (times.get(i) < at && slotCard[i] < 0 && pick-- == 0) {
                            slotCard[i] = card;
                            break;
                        }
                    }
                }
            }
            long deck = Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]);
            int[] rest = Cards.toArray(deck & ~track.marshalCards & ~placed);
            rng.shuffle(rest);
            int next = 0;
            for (int i = 0; i < times.size(); i++) {
                if (slotCard[i] < 0) {
                    slotCard[i] = rest[next++];
                }
                draws.add(new int[] {times.get(i), d, slotCard[i]});
            }
        }
        draws.sort((x, y) -> x[0] != y[0] ? Integer.compare(x[0], y[0]) : Integer.compare(x[1], y[1]));
        return new HistorySampler.Sample(route, sprints, draws);
    }
}
