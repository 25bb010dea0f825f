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
}
