package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A buyer solving from the printed page checks each sentence: a case split inside a case ("#2 would be 13 or 16. If #2
 * were 13, ...") says why those are the values left.
 */
class SplitReasonsTest {

    /** A split inside a case, with the word before it: "so " where a reason ends in it, "then " or "Then " where none is given. */
    private static final Pattern SPLIT = Pattern.compile("(\\S+ )#(\\d+) would be ((?:\\d+, )*\\d+ or \\d+)\\. If #\\2 were ");

    /** Every split in a shipped answer follows its reason ("..., so #2 would be 13 or 16."), never a bare "then" (19 did). */
    @Test
    void everySplitInACaseSaysWhyItsValuesAreLeft() {
        int splits = 0;
        List<String> bare = new ArrayList<>();
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            String answer = TextRenderer.answer(p);
            for (Matcher m = SPLIT.matcher(answer); m.find(); splits++) {
                if (!m.group(1).equals("so ")) {
                    bare.add(p.id() + ": " + answer.substring(Math.max(0, m.start() - 80), m.end()));
                }
            }
        }
        assertTrue(bare.isEmpty(), bare.size() + " of " + splits + " splits give no reason:\n" + String.join("\n", bare));
        assertTrue(splits >= 15, splits + " splits");
    }
}
