package org.cardlab.scout;

/**
 * What never changes during a SCOUT match: the deck (and so the rules and player count), the
 * strength order, the show finder built on them, the seed and a hand-given first deal. One
 * value shared by reference between a state and its copies, so a copy costs one pointer for
 * all of it.
 *
 * @param firstDeal a hand-given first deal (encoded cards per player), or null when round 1 is dealt from the seed
 */
record ScoutSetup(ScoutDeck deck, SetStrength strength, ShowFinder shows, long seed, int[][] firstDeal) {

    /** The setup of a match with this deck and seed; {@code firstDeal} is checked against the deck. */
    static ScoutSetup of(ScoutDeck deck, long seed, int[][] firstDeal) {
        SetStrength strength = new SetStrength(deck.rules);
        return new ScoutSetup(deck, strength, new ShowFinder(deck, strength), seed,
                firstDeal == null ? null : ScoutRoundStart.checkDeal(deck, firstDeal));
    }

    ScoutRules rules() {
        return deck.rules;
    }

    int players() {
        return deck.players;
    }
}
