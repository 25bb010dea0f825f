package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A buyer solving from the printed page checks each sentence: a case split inside a case ("#2 would be 13 or 16. If #2
 * were 13, ...") says why those are the values left, and a count of sprint cards names the hideouts that hold them.
 */
class SplitReasonsTest {

    /** A split inside a case, with the word before it: "so " where a reason ends in it, "then " or "Then " where none is given. */
    private static final Pattern SPLIT = Pattern.compile("(\\S+ )#(\\d+) would be ((?:\\d+, )*\\d+ or \\d+)\\. If #\\2 were ");
    /** "the 5 sprint cards beneath #1 to #2 add", "4 beneath #2 to #3 (from": a range of hideouts said to hold sprint cards. */
    private static final Pattern RANGE = Pattern.compile("(?:sprint cards? beneath|\\d+ beneath) #(\\d+) to #(\\d+)(?= add| \\(from)");

    /** Every split in a shipped answer follows its reason ("..., so #2 would be 13 or 16."), never a bare "then" (19 did). */
    @Tag("slow")
    @Test
    void everySplitInACaseSaysWhyItsValuesAreLeft() {
        int splits = 0;
        List<String> bare = new ArrayList<>();
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            String answer = ShippedBook.answers().get(p.id());
            for (Matcher m = SPLIT.matcher(answer); m.find(); splits++) {
                if (!m.group(1).equals("so ")) {
                    bare.add(p.id() + ": " + answer.substring(Math.max(0, m.start() - 80), m.end()));
                }
            }
        }
        assertTrue(bare.isEmpty(), bare.size() + " of " + splits + " splits give no reason:\n" + String.join("\n", bare));
        assertTrue(splits >= 15, splits + " splits");
    }

    /** "the 5 sprint cards beneath #1 to #2" where only #1 holds any (Manhunt ca-manhunt-1a6182fb's step 4): each end holds some. */
    @Test
    void aRangeOfSprintCardsRunsFromAHideoutHoldingSomeToAnother() {
        int ranges = 0;
        List<String> wrong = new ArrayList<>();
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            String answer = ShippedBook.answers().get(p.id());
            PublicTrack g = PublicTrack.read(Page.rules(p.spec()), p.notes(), p.id());
            for (Matcher m = RANGE.matcher(answer); m.find(); ranges++) {
                for (int q : new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))}) {
                    if (g.positions.get(q).hiddenSprints() == 0) {
                        wrong.add(p.id() + ": #" + q + " holds no face-down sprint card: " + answer.substring(Math.max(0, m.start() - 60), m.end() + 20));
                    }
                }
            }
        }
        assertTrue(wrong.isEmpty(), wrong.size() + " of " + ranges + " ranges:\n" + String.join("\n", wrong));
        String answer = TextRenderer.answer(Puzzle.read(PuzzleFixtures.SHIPPED.resolve("ca-manhunt-1a6182fb.json")));
        String step4 = answer.lines().filter(l -> l.startsWith("  4. ")).findFirst().orElseThrow();
        assertTrue(step4.contains("the 5 sprint cards beneath #1 add at most 9, not 10"), step4);
    }
}
