package org.cardlab.daguai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.TextNode;
import org.cardlab.core.UserError;
import org.junit.jupiter.api.Test;

/** One test per combo kind and per wild-joker case, with the text's own examples. */
class ComboRulesTest {
    static final DaguaiRules RULES = DaguaiRules.defaults();
    static final ComboRules L2 = RULES.at(0);

    static Combo play(String cards, ComboRules order) {
        Combo c = ComboClassifier.classify(Card.parseList(cards), order);
        assertNotNull(c, cards + " should be legal: " + ComboClassifier.whyNot(Card.parseList(cards), order));
        return c;
    }

    static Combo play(String cards) {
        return play(cards, L2);
    }

    static void kind(String cards, Combo.Kind kind, String reads) {
        Combo c = play(cards);
        assertEquals(kind, c.kind, cards);
        assertEquals(reads, Card.names(c.reads), cards + " reads");
    }

    static void beats(String a, String b, ComboRules order) {
        Combo x = play(a, order);
        Combo y = play(b, order);
        assertEquals(Comparison.Winner.FIRST, Comparison.compare(x, y, order, false).winner(), a + " vs " + b);
        assertEquals(Comparison.Winner.SECOND, Comparison.compare(y, x, order, false).winner(), b + " vs " + a);
        assertTrue(x.beats(y, false) && !y.beats(x, false));
    }

    static void illegal(String cards, String reasonPart) {
        int[] f = Card.parseList(cards);
        assertNull(ComboClassifier.classify(f, L2), cards);
        String why = ComboClassifier.whyNot(f, L2);
        assertTrue(why.contains(reasonPart), cards + ": " + why);
    }

    @Test
    void notation() {
        assertEquals("10H", Card.name(Card.parse("10h")));
        assertEquals("QS BJ SJ", Card.names(Card.parseList("QS, BJ SJ")));
        assertThrows(UserError.class, () -> Card.parse("1H"));
        assertThrows(UserError.class, () -> Card.parse("10X"));
        assertThrows(UserError.class, () -> Card.parseList("  "));
        assertThrows(UserError.class, () -> Card.parseRank("1", "--level"));
        assertEquals(12, Card.parseRank("a", "--level"));
    }

    @Test
    void singles() {
        kind("QS", Combo.Kind.SINGLE, "QS");
        kind("BJ", Combo.Kind.SINGLE, "BJ"); // a lone joker is a single joker
        beats("BJ", "SJ", L2);
        beats("SJ", "2H", L2); // level 2: the 2 is the level card, below the jokers
        beats("2H", "AS", L2);
        ComboRules l5 = RULES.at(3);
        beats("3S", "2H", l5); // 2 ranks lowest when not the level card
        beats("5C", "AS", l5);
        ComboRules high = RULES.with("twoRank", TextNode.valueOf("high")).at(3);
        beats("2H", "AS", high);
        beats("5C", "2H", high);
    }

    @Test
    void pairsAndTriples() {
        kind("5H 5S", Combo.Kind.PAIR, "5S 5H");
        kind("AS BJ", Combo.Kind.PAIR, "AS AH"); // "joker i as mogą być zagrane jako para asów"
        kind("SJ BJ", Combo.Kind.PAIR, "SJ SJ"); // the big joker stands for the small one
        kind("7H 7S SJ", Combo.Kind.TRIPLE, "7S 7H 7D");
        kind("AH AH BJ", Combo.Kind.TRIPLE, "AH AH AS"); // a reading never needs a fourth copy
        beats("BJ BJ", "SJ SJ", L2);
        beats("SJ SJ", "2S 2H", L2);
        beats("SJ BJ", "2S BJ", L2);
        beats("2S 2S", "AS AS", L2);
        illegal("5H 6H", "same rank");
        illegal("7H 8S SJ", "same rank");
        ComboRules noBigForSmall = RULES.with("bigJokerAsSmall", BooleanNode.FALSE).at(0);
        assertEquals("2S 2H", Card.names(play("SJ BJ", noBigForSmall).reads));
    }

    @Test
    void straights() {
        kind("3S 4H 5D 6C 7S", Combo.Kind.STRAIGHT, "3S 4H 5D 6C 7S");
        beats("10S JH QD KC AS", "9S 10H JD QC KS", L2);
        beats("2S 3H 4D 5C 6S", "AS 2H 3D 4C 5S", L2); // A-2-3-4-5 is the lowest
        illegal("KS AH 2D 3C 4S", "no five-card hand");  // no wrap-around
        ComboRules noWheel = RULES.with("aceLowStraight", BooleanNode.FALSE).at(0);
        assertNull(ComboClassifier.classify(Card.parseList("AS 2H 3D 4C 5S"), noWheel));
        // the level card sits at its natural rank in a straight
        ComboRules l9 = RULES.at(7);
        assertEquals(9, play("7S 8H 9D 10C JS", l9).main);
        beats("8S 9H 10D JC QS", "7S 8H 9D 10C JS", l9);
        ComboRules excluded = RULES.with("levelCardInStraight", TextNode.valueOf("excluded")).at(7);
        assertNull(ComboClassifier.classify(Card.parseList("7S 8H 9D 10C JS"), excluded));
    }

    @Test
    void wildJokersInStraights() {
        // the text: joker-6-7-8-9 always counts as 6-7-8-9-10, never 5-6-7-8-9
        kind("BJ 6H 7H 8S 9D", Combo.Kind.STRAIGHT, "6H 7H 8S 9D 10H");
        kind("SJ 6H 7H 9S 10D", Combo.Kind.STRAIGHT, "6H 7H 9S 10D 8H"); // fills the gap
        kind("6H 7H 8S SJ BJ", Combo.Kind.STRAIGHT, "6H 7H 8S 9H 10H");
        kind("JH QS KD AC BJ", Combo.Kind.STRAIGHT, "JH QS KD AC 10H"); // nothing above A: the joker goes below
        beats("BJ 6H 7H 8S 9D", "5S 6D 7D 8C 9C", L2);
    }

    @Test
    void flushes() {
        kind("2H 5H 9H JH KH", Combo.Kind.FLUSH, "2H 5H 9H JH KH");
        beats("3H 5H 9H JH KH", "2S 5S 9S JS KS", RULES.at(5)); // card by card; suits are equal
        beats("3H 5H 9H JH KH", "2S 5S 9S JS KS", RULES.at(5));
        // a joker in a flush reads as the level card of that suit, above A
        kind("3H 5H 9H JH BJ", Combo.Kind.FLUSH, "3H 5H 9H JH 2H");
        beats("3H 5H 9H JH BJ", "3D 9D QD KD AD", L2);
        ComboRules highest = RULES.with("flushCompare", TextNode.valueOf("highest-card")).at(5);
        Combo a = play("3H 5H 9H JH KH", highest);
        Combo b = play("2S 5S 9S JS KS", highest);
        assertEquals(Comparison.Winner.NONE, Comparison.compare(a, b, highest, false).winner());
    }

    @Test
    void fullHouses() {
        // the text: only the main part counts, 666JJ equals 66622
        Combo a = play("6S 6H 6D JC JD");
        Combo b = play("6C 6S 6H 2D 2C");
        assertEquals(Combo.Kind.FULL_HOUSE, a.kind);
        assertEquals(Comparison.Winner.NONE, Comparison.compare(a, b, L2, false).winner());
        assertTrue(Comparison.compare(a, b, L2, false).reason().contains("equal"));
        kind("6S 6H BJ JC JD", Combo.Kind.FULL_HOUSE, "6S 6H JD JC JS"); // the highest reading: jacks over sixes
        beats("2S 2H 2D 3C 3D", "AS AH AD KC KD", L2); // the level card above A in the main part
        beats("7S 7H 7D 3C 3D", "6S 6H 6D AC AD", L2);
    }

    @Test
    void foursAndFives() {
        kind("9S 9H 9D 9C 3S", Combo.Kind.FOUR_OF_A_KIND, "3S 9S 9H 9D 9C"); // faces sorted: 2S .. AC, SJ, BJ
        kind("9S 9H 9D 3S SJ", Combo.Kind.FOUR_OF_A_KIND, "3S 9S 9H 9D 9C");
        kind("9S 9H 3D SJ BJ", Combo.Kind.FOUR_OF_A_KIND, "3D 9S 9H 9D 9C");
        kind("QS QS QH QD QC", Combo.Kind.FIVE_OF_A_KIND, "QS QS QH QD QC");
        kind("QS QH QD QC BJ", Combo.Kind.FIVE_OF_A_KIND, "QS QH QD QC QS");
        kind("5H SJ SJ BJ BJ", Combo.Kind.FIVE_OF_A_KIND, "5H 5S 5D 5C 5S");
        kind("SJ SJ SJ BJ BJ", Combo.Kind.FIVE_OF_A_KIND, "SJ SJ SJ SJ SJ");
        beats("SJ SJ SJ BJ BJ", "2S 2H 2D 2C 2S", L2);
        kind("5H 6H 7H 8H 9H", Combo.Kind.STRAIGHT_FLUSH, "5H 6H 7H 8H 9H");
        kind("5H 6H 7H 9H SJ", Combo.Kind.STRAIGHT_FLUSH, "5H 6H 7H 9H 8H");
    }

    @Test
    void fiveCardOrder() {
        // five of a kind > straight flush > four of a kind > full house > flush > straight
        String[] order = {"3S 3H 3D 3C 3S", "4H 5H 6H 7H 8H", "AS AH AD AC KS", "AS AH AD KC KS", "2D 5D 9D JD KD",
            "10S JH QD KC AS"};
        for (int i = 0; i + 1 < order.length; i++) {
            beats(order[i], order[i + 1], L2);
            assertTrue(Comparison.compare(play(order[i]), play(order[i + 1]), L2, false).reason().contains("five-card order"));
        }
    }

    @Test
    void illegalPlays() {
        illegal("AH AH AH AH", "only 3 decks");
        illegal("3S 4S 5S 6S", "1, 2, 3 or 5");
        illegal("3S 4H 5D 6C 8S 9S", "1, 2, 3 or 5");
        illegal("3S 4H 9D JC KS", "no five-card hand");
        illegal("3S 3H 9D JC KS", "no five-card hand");
        Combo a = play("3S 3H");
        Combo b = play("3S 3H 3D");
        assertEquals(Comparison.Winner.NONE, Comparison.compare(a, b, L2, false).winner());
    }

    @Test
    void equal() {
        Combo a = play("BJ 6H 7H 8S 9D");
        Combo b = play("6S 7D 8D 9C 10C");
        assertEquals(Comparison.Winner.NONE, Comparison.compare(a, b, L2, false).winner());
        assertTrue(!a.beats(b, false) && a.beats(b, true));
    }
}
