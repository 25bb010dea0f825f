package org.cardlab.fugitive;

import org.cardlab.core.Counts;

/**
 * What the Fugitive's hand allows him to place: the half of a placement's legality that needs
 * his hidden cards (the public half, whether a placement is due and how many sprint cards may
 * lie beneath, is {@link TurnCheck}'s). Sprint sets themselves are {@link Sprints}'.
 */
final class Placement {
    private Placement() {}

    /** The hideouts {@code hand} can place after {@code last}: higher, with some legal sprint set. */
    static long placeable(FugitiveRules rules, long hand, int last) {
        return placeable(rules, hand, last, false);
    }

    /** Whether {@code hand} can place some hideout after {@code last}. */
    static boolean canPlaceAny(FugitiveRules rules, long hand, int last) {
        return placeable(rules, hand, last, true) != 0;
    }

    private static long placeable(FugitiveRules rules, long hand, int last, boolean firstOnly) {
        long out = 0;
        for (long h = hand & ~Cards.range(0, last); h != 0; h &= h - 1) {
            int card = Long.numberOfTrailingZeros(h);
            if (Sprints.any(rules, Sprints.pool(rules, hand, card), Sprints.need(rules, last, card))) {
                out |= 1L << card;
                if (firstOnly) {
                    break;
                }
            }
        }
        return out;
    }

    /**
     * Why {@code card} with {@code sprintCards} beneath cannot follow hideout {@code last} from
     * {@code hand} on table {@code t} (a placement being due), or null.
     */
    static String whyNot(PublicState t, long hand, int last, int card, long sprintCards) {
        FugitiveRules rules = t.rules();
        if (!Cards.has(hand, card)) {
            return "the Fugitive does not hold " + card;
        }
        if (card <= last) {
            return "hideout " + card + " is not higher than the last hideout";
        }
        if ((sprintCards & ~hand) != 0) {
            long missing = sprintCards & ~hand;
            return "the Fugitive does not hold " + Counts.noun(Long.bitCount(missing), "sprint card") + " " + Cards.toString(missing);
        }
        if (Cards.has(sprintCards, card)) {
            return card + " cannot be both the hideout and a sprint card";
        }
        String why = TurnCheck.whyNotSprintCards(rules, sprintCards);
        if (why == null) {
            why = TurnCheck.whyNotPlace(t, Long.bitCount(sprintCards), card == rules.escape);
        }
        if (why != null) {
            return why;
        }
        int need = Sprints.need(rules, last, card);
        int paid = rules.footprints(sprintCards);
        if (paid < need) {
            return "a step of " + (card - last) + " needs sprint cards worth " + need + " footprints (odd cards " + rules.footprintOdd
                    + ", even cards " + rules.footprintEven + "); " + (sprintCards == 0 ? "none was paid" : "these are worth " + paid);
        }
        if (!Sprints.legal(rules, Sprints.pool(rules, hand, card), sprintCards, need)) {
            return need <= 0 ? "this spec does not allow sprint cards when no sprint is needed"
                    : "this spec does not allow overpaying: a sprint card is not needed for +" + need;
        }
        // On a first turn of more than two hideouts this looks one hideout ahead only.
        if (t.phase() == Phase.FUGITIVE_FIRST && t.pending() > 1 && card != rules.escape
                && !canPlaceAny(rules, hand & ~(1L << card) & ~sprintCards, card)) {
            return "the first turn places " + rules.firstTurnHideouts + " hideouts, and this would leave no legal next one";
        }
        return null;
    }

    /** Why the Fugitive may not pass now (a placement being due): only a spec without passes, while he can place. */
    static String whyNotPass(PublicState t, long hand, int last) {
        return t.phase() != Phase.FUGITIVE_PLACE || t.rules().fugitiveMayPass || !canPlaceAny(t.rules(), hand, last) ? null
                : "this spec does not let the Fugitive pass";
    }
}
