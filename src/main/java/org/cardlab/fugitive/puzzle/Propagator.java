package org.cardlab.fugitive.puzzle;

import org.cardlab.fugitive.deduce.PublicTrack;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;

/**
 * The reasoning a player does without case analysis: domain filtering to a fixpoint, each rule
 * applied on its own. Sound (it only removes impossible values), not complete: what it leaves
 * is a superset of the possible values. A puzzle step it settles needs "propagation"; a step
 * only the exhaustive oracle settles needs "search".
 *
 * <p>The rules: a face-down hideout is an unseen card that no single miss named while it was
 * face down; a deck's card needs an earlier draw from that deck beyond the known cards of that
 * deck placed by then; the route increases, each step at most the step limit plus the most the
 * sprint cards beneath can give; a value forced at one position is taken from all others.
 */
public final class Propagator {
    private Propagator() {}

    /** Domains of the face-down positions after propagation (null when one becomes empty). */
    public static Map<Integer, Long> domains(PublicTrack g) {
        FugitiveRules rules = g.rules;
        int n = g.positions.size();
        long[] dom = new long[n];
        long pool = rules.inPlay() & ~g.seen & Cards.range(1, 41);
        int[] knownPlaced = new int[4];
        for (int p = 0; p < n; p++) {
            PublicTrack.Position pos = g.positions.get(p);
            if (pos.value >= 0) {
                dom[p] = 1L << pos.value;
            }
            if (p == 0) {
                continue;
            }
            long known = (pos.value >= 0 && !pos.escape ? 1L << pos.value : 0) | pos.sprintCards;
            for (int c : Cards.toArray(known)) {
                knownPlaced[rules.deckOf(c)]++;
            }
            if (pos.value < 0) {
                long d = pool;
                for (int deck = 1; deck <= 3; deck++) {
                    if (g.drawsBefore(deck, pos.placedAt) - knownPlaced[deck] < 1) {
                        d &= ~Cards.range(rules.deckLow[deck - 1], rules.deckHigh[deck - 1]);
                    }
                }
                dom[p] = d;
            }
        }
        for (PublicTrack.Guess q : g.guesses) {
            boolean allOrNothing = rules.guessAllOrNothing(q.manhunt());
            long notThere = q.hit() ? q.numbers() & ~g.revealedBy(q)
                    : !allOrNothing || Long.bitCount(q.numbers()) == 1 ? q.numbers() : 0;
            for (long w = q.window(); w != 0; w &= w - 1) {
                int p = Long.numberOfTrailingZeros(w);
                if (g.positions.get(p).value < 0) {
                    dom[p] &= ~notThere;
                }
            }
        }
        int maxCard = Math.max(rules.footprintOdd, rules.footprintEven);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int p = 1; p < n; p++) {
                PublicTrack.Position pos = g.positions.get(p);
                if (dom[p] == 0 || dom[p - 1] == 0) {
                    return null;
                }
                int reach = rules.stepLimit + rules.footprints(pos.escape ? 0 : pos.sprintCards) + pos.hiddenSprints() * maxCard;
                int prevMin = Long.numberOfTrailingZeros(dom[p - 1]);
                int prevMax = 63 - Long.numberOfLeadingZeros(dom[p - 1]);
                long keep = dom[p] & Cards.range(prevMin + 1, prevMax + reach);
                int min = Long.numberOfTrailingZeros(keep);
                int max = 63 - Long.numberOfLeadingZeros(keep);
                long keepPrev = keep == 0 ? 0 : dom[p - 1] & Cards.range(Math.max(0, min - reach), max - 1);
                if (keep != dom[p] || keepPrev != dom[p - 1]) {
                    dom[p] = keep;
                    dom[p - 1] = keepPrev;
                    changed = true;
                }
            }
            for (int p = 1; p < n; p++) {
                if (Long.bitCount(dom[p]) == 1 && g.positions.get(p).value < 0) {
                    for (int q = 1; q < n; q++) {
                        if (q != p && g.positions.get(q).value < 0 && (dom[q] & dom[p]) != 0) {
                            dom[q] &= ~dom[p];
                            changed = true;
                        }
                    }
                }
            }
        }
        Map<Integer, Long> out = new HashMap<>();
        for (int p : g.faceDown()) {
            if (dom[p] == 0) {
                return null;
            }
            out.put(p, dom[p]);
        }
        return out;
    }

    static List<Integer> settled(Map<Integer, Long> domains) {
        return domains.entrySet().stream().filter(e -> Long.bitCount(e.getValue()) == 1).map(Map.Entry::getKey).sorted().toList();
    }
}
