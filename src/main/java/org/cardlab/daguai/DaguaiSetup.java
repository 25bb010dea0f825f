package org.cardlab.daguai;

import org.cardlab.core.Counts;
import org.cardlab.core.UserError;

/**
 * What never changes during a Da Guai game: the rules, the seed, whether it is one round or a
 * match, and the hands of round 1 when given. One value shared by reference between a state
 * and its copies, so a copy costs one pointer for all of it.
 *
 * @param firstDeal the hands of round 1 when given (faces per seat), or null when dealt from the seed
 */
record DaguaiSetup(DaguaiRules rules, long seed, boolean match, int[][] firstDeal) {

    /** The setup of a new game; a given deal is checked and copied. */
    static DaguaiSetup of(DaguaiRules rules, long seed, boolean match, int[][] firstDeal) {
        return new DaguaiSetup(rules, seed, match, firstDeal == null ? null : checkDeal(firstDeal));
    }

    /** A given deal holds six hands of 27 cards, each face of the three decks exactly three times. */
    private static int[][] checkDeal(int[][] deal) {
        if (deal.length != DaguaiState.SEATS) {
            throw new UserError("the deal gives " + deal.length + " hands for " + DaguaiState.SEATS + " seats");
        }
        int[] seen = new int[Card.FACES];
        for (int seat = 0; seat < DaguaiState.SEATS; seat++) {
            if (deal[seat].length != Dealer.HAND) {
                throw new UserError("deal[" + seat + "] holds " + Counts.plain(deal[seat].length, "card") + ", not " + Dealer.HAND);
            }
            for (int f : deal[seat]) {
                if (++seen[f] > Card.DECKS) {
                    throw new UserError("the deal gives " + Card.name(f) + " more than " + Card.DECKS + " times (three decks)");
                }
            }
        }
        int[][] copy = new int[DaguaiState.SEATS][];
        for (int seat = 0; seat < DaguaiState.SEATS; seat++) {
            copy[seat] = deal[seat].clone();
        }
        return copy;
    }
}
