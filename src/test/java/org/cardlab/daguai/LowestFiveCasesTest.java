package org.cardlab.daguai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Hand-built hands for each shortcut of the five-card follow without jokers ({@link NaturalFives}): each case is one a
 * search that stopped at the wrong play would fail. Every answer is also checked against the full listing.
 */
class LowestFiveCasesTest {
    /** Level card A, 2 low, A-2-3-4-5 a straight, flushes card by card. */
    private static final ComboRules ORDER = new ComboRules(Card.ACE, false, true, false, false, true);
    /** As {@link #ORDER}, with 2 just below the level card. */
    private static final ComboRules TWO_HIGH = new ComboRules(Card.ACE, true, true, false, false, true);

    @Test
    void theLowestFlushOfASuitIsNotItsStraightFlush() {
        assertLowest("3H 4H 5H 6H 8H", "3H 4H 5H 6H 7H 8H", null, ORDER, false); // 3H-7H is a straight flush
    }

    @Test
    void theLowestFlushOfASuitIsNotItsFullHouse() {
        assertLowest("5H 5H 5H 6H 7H", "5H 5H 5H 6H 6H 7H", null, ORDER, false); // 5H 5H 5H 6H 6H is a full house
    }

    @Test
    void aFlushEqualToTheTablesBeatsItOnlyWhenEqualBeats() {
        Combo table = play("3S 5S 7S 9S JS", ORDER);
        assertLowest("3H 5H 7H 9H KH", "3H 5H 7H 9H JH KH", table, ORDER, false);
        assertLowest("3H 5H 7H 9H JH", "3H 5H 7H 9H JH KH", table, ORDER, true);
    }

    @Test
    void aFullHousesPairIsTheLowestFacesNotTheLowestPower() {
        // 2s rank above 4s here, but a pair of 2s is the lower faces, and the key is the triple's alone
        assertLowest("2H 2D 7S 7S 7H", "2H 2D 4C 4D 7S 7S 7H", null, TWO_HIGH, false);
    }

    @Test
    void aFullHousesTripleIsTheLowestPowerNotTheLowestFaces() {
        // the 2s are the lowest faces but rank above 9s: the triple is of 9s, the pair of the lowest faces left
        assertLowest("2C 2C 9H 9H 9H", "2C 2C 2C 5D 5D 9H 9H 9H", null, TWO_HIGH, false);
        assertLowest("2C 2C 9H 9H 9H", "2C 2C 2C 5D 5D 9H 9H 9H", play("8S 8S 8H 3S 3H", TWO_HIGH), TWO_HIGH, false);
        assertLowest("2C 2C 2C 5D 5D", "2C 2C 2C 5D 5D 9H 9H 9H", play("9S 9S 9D 3S 3H", TWO_HIGH), TWO_HIGH, false);
    }

    @Test
    void aFoursFifthCardIsTheLowestOfAnotherRank() {
        // a fifth 7 would make five of a kind, which ranks above every four
        assertLowest("3D 7S 7H 7D 7C", "3D 7S 7H 7D 7C 7C KS", null, ORDER, false);
        assertLowest("7S 7H 7D 7C QD", "7S 7H 7D 7C 7C QD KS", null, ORDER, false);
    }

    @Test
    void cardsOfOneRankAloneMakeFiveOfAKindNotAFour() {
        assertLowest("7S 7S 7H 7H 7D", "7S 7S 7H 7H 7D", play("3S 3H 3D 3C 4S", ORDER), ORDER, false);
    }

    private static void assertLowest(String want, String hand, Combo table, ComboRules order, boolean equalBeats) {
        int[] counts = new int[Card.FACES];
        for (int f : Card.parseList(hand)) {
            counts[f]++;
        }
        Combo low = PlayGenerator.lowest(counts, 5, table, order, equalBeats);
        assertEquals(play(want, order), low, "lowest of " + hand + " over " + table);
        assertEquals(PlayGenerator.plays(counts, 5, table, order, equalBeats).get(0), low, "the first listed of " + hand);
    }

    private static Combo play(String cards, ComboRules order) {
        return ComboClassifier.classify(Card.parseList(cards), order);
    }
}
