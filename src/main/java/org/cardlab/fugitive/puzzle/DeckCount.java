package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * A short argument against a case by counting draws: by the time he laid #q, the hideouts up
 * to #q that must be cards of one deck (their values all lie in it), with the cards of that
 * deck already face up on his route, outnumber the cards he had drawn from it.
 */
final class DeckCount {
    private DeckCount() {}

    /** Why #p cannot be u, or null when no deck runs short. */
    static String refute(PublicTrack g, Map<Integer, Long> domains, IntUnaryOperator roundOf) {
        FugitiveRules rules = g.rules;
        for (int q = 1; q < g.positions.size(); q++) {
            PublicTrack.Position at = g.positions.get(q);
            for (int d = 1; d <= 3; d++) {
                long deck = Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]);
                List<String> forced = new ArrayList<>();
                long known = 0;
                for (int r = 1; r <= q; r++) {
                    PublicTrack.Position x = g.positions.get(r);
                    if (x.escape) {
                        continue;
                    }
                    if (x.value >= 0) {
                        known |= (1L << x.value | x.sprintCards) & deck;
                    } else {
                        long v = domains.getOrDefault(r, -1L);
                        if ((v & ~deck) == 0) {
                            forced.add("#" + r);
                        }
                    }
                }
                int drawn = g.drawsBefore(d, at.placedAt);
                int used = forced.size() + Long.bitCount(known);
                if (forced.isEmpty() || used <= drawn) {
                    continue;
                }
                String who = forced.size() == 1 ? forced.get(0) + " holds a deck-" + d + " card"
                        : String.join(", ", forced.subList(0, forced.size() - 1)) + " and " + forced.get(forced.size() - 1) + " hold deck-" + d + " cards";
                return "then " + who + " (" + rules.deckLow[d - 1] + " to " + rules.deckHigh[d - 1] + ")" + (known == 0 ? ""
                        : ", as " + (Long.bitCount(known) == 1 ? "does " : "do ") + StepExplainer.andList(known) + " on his route") + ": " + used
                        + " cards from deck " + d + " by the time he laid #" + q + " (round " + roundOf.applyAsInt(at.placedAt)
                        + "), when he had drawn only " + drawn + " from it.";
            }
        }
        return null;
    }
}
