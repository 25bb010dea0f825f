package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The specs commands' 80 columns: words kept whole, a line's own columns kept, a route not cut inside a hideout. */
class TextWrapTest {

    @Test
    void wrapsBetweenWordsAndKeepsTheSpacesBetweenColumns() {
        String scores = "final:  player 0 3  player 1 12  player 2 8  player 3 3";
        List<String> lines = TextWrap.wrap("    under 'es+capture=same-count-and-kind': ", "        ", scores);
        assertEquals(List.of("    under 'es+capture=same-count-and-kind': final:  player 0 3  player 1 12",
                "        player 2 8  player 3 3"), lines);
    }

    @Test
    void aWordLongerThanALineIsCutAtTheEdge() {
        String json = "{\"2\":{\"remove\":[\"9/10\"],\"hand\":11},\"3\":{\"remove\":[\"1/10\",\"2/10\",\"3/10\",\"4/10\",\"5/10\"]}}";
        List<String> lines = TextWrap.wrap("      official  ", "                ", json);
        lines.forEach(l -> assertTrue(l.length() <= TextWrap.WIDTH, l));
        assertEquals("official  " + json, String.join("", lines.stream().map(String::strip).toList()));
    }

    @Test
    void aLogLineBreaksAtItsColumnGapFirst() {
        String move = "  2. Fugitive hides 14 with sprint 1 3 4 17 23 (+6 for a step of 9)   route: 0 ?5[?2] ?14[?1 3 4 17 23]";
        assertEquals(List.of("  2. Fugitive hides 14 with sprint 1 3 4 17 23 (+6 for a step of 9)",
                "      route: 0 ?5[?2] ?14[?1 3 4 17 23]"), TextWrap.fit(move));
        assertEquals(List.of("  3. Marshal draws 18 (deck 2)"), TextWrap.fit("  3. Marshal draws 18 (deck 2)"));
    }

    /** A play's cards move together to the next line when the list would cross the edge: not "10♥" / "10♠". */
    @Test
    void aCardListThatFitsALineIsNotSplitBetweenTwoCards() {
        String play = "    under 'pl+jokerTribute=two-offered+equalBeats=true': seat 3 plays 9♣ 9♦ 10♥ 10♠ 10♦ (full house of 10s)";
        List<String> lines = TextWrap.fit(play);
        lines.forEach(l -> assertTrue(l.length() <= TextWrap.WIDTH, l));
        assertEquals(List.of("    under 'pl+jokerTribute=two-offered+equalBeats=true': seat 3 plays",
                "        9♣ 9♦ 10♥ 10♠ 10♦ (full house of 10s)"), lines);
        String letters = "  seat 1 escapes; round 4: offense team 1 wins, trapped none; seat 5 plays 8H 8S 8D 10H 10S";
        assertTrue(TextWrap.fit(letters).get(1).strip().equals("8H 8S 8D 10H 10S"), TextWrap.fit(letters).toString());
    }

    /** A hand of numbers stays whole on the next line; "seat 4 10C;" is not taken for a list of two. */
    @Test
    void aHandOfNumbersMovesWholeAndASeatNumberIsNoCardOfTheList() {
        String hand = "Fugitive under the 'pt+manhuntThreshold=29' spec, seed 1. The Fugitive's hand: 1 2 3 4 5 14 17 23 42";
        assertEquals(List.of("Fugitive under the 'pt+manhuntThreshold=29' spec, seed 1. The Fugitive's hand:",
                "    1 2 3 4 5 14 17 23 42"), TextWrap.fit(hand));
        String draw = "draw for the first leader: seat 0 4C; seat 1 2C; seat 2 8D; seat 3 6H; seat 4 10C; seat 5 8H;";
        assertEquals(List.of("draw for the first leader: seat 0 4C; seat 1 2C; seat 2 8D; seat 3 6H; seat 4",
                "    10C; seat 5 8H;"), TextWrap.fit(draw));
    }

    /** A list longer than a line fills each line and breaks between cards only where it must; no card is cut. */
    @Test
    void aListLongerThanALineFillsItsLinesWithWholeCards() {
        StringBuilder hand = new StringBuilder("hand:");
        for (int n = 1; n <= 41; n++) {
            hand.append(' ').append(n);
        }
        List<String> lines = TextWrap.fit(hand.toString());
        assertEquals(hand.toString(), String.join(" ", lines.stream().map(String::strip).toList()), "every card whole");
        lines.forEach(l -> assertTrue(l.length() <= TextWrap.WIDTH, l));
        assertTrue(lines.get(0).startsWith("hand: 1 2 3"), "the list fills the first line: " + lines);
        assertTrue(lines.get(0).length() > TextWrap.WIDTH - 4, lines.get(0));
    }
}
