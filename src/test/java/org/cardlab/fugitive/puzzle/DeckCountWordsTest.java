package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A count of the even cards he could hold gives each deck's figure with the reason that makes it: a buyer read "3 from deck 2
 * (6 drawn, 19 on his route)" in Best guess 237, worked out 5, and had to find for himself that 16, 20 and 26 were the
 * only even deck-2 cards out of his sight.
 */
class DeckCountWordsTest {
    /** "2 from deck 3 (6 drawn, 29 and 31 on his route": the draws less the route cards listed. */
    private static final Pattern DRAWS_LESS_ROUTE = Pattern.compile("(\\d+|none) from deck \\d \\((\\d+) drawn, ((?:\\d+, )*\\d+(?: and \\d+)?) on his route");
    /** "2 from deck 2 (2 drawn)". */
    private static final Pattern DRAWS = Pattern.compile("(\\d+|none) from deck \\d \\((\\d+) drawn\\)");
    /** "3 from deck 2." with no reason (not "he had drawn 3 from deck 1 and ..."). */
    private static final Pattern BARE = Pattern.compile("(?<!drawn )(\\d+|none) from deck \\d(?! \\()(?=[,.;]| and)");

    @Test
    void everyDeckFigureIsWhatItsReasonGives() {
        int read = 0;
        List<String> wrong = new ArrayList<>();
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            String answer = ShippedBook.answers().get(p.id());
            for (Matcher m = DRAWS_LESS_ROUTE.matcher(answer); m.find(); read++) {
                int listed = m.group(3).split(", | and ").length;
                if (count(m.group(1)) != Math.max(0, Integer.parseInt(m.group(2)) - listed)) {
                    wrong.add(p.id() + ": " + m.group());
                }
            }
            for (Matcher m = DRAWS.matcher(answer); m.find(); read++) {
                if (count(m.group(1)) != Integer.parseInt(m.group(2))) {
                    wrong.add(p.id() + ": " + m.group());
                }
            }
            for (Matcher m = BARE.matcher(answer); m.find(); ) {
                wrong.add(p.id() + ": bare " + answer.substring(Math.max(0, m.start() - 60), m.end()));
            }
        }
        assertTrue(wrong.isEmpty(), wrong.size() + " deck figures not what their reason gives (of " + read + "):\n" + String.join("\n", wrong));
        assertTrue(read >= 300, read + " deck figures read");
    }

    @Test
    void theDecksUnseenEvenCardsAreNamedWhereTheyBind() {
        Puzzle guess = PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream().filter(p -> p.id().equals("ca-best-guess-2007200d")).findFirst().orElseThrow();
        String answer = TextRenderer.answer(guess);
        assertTrue(answer.contains("he could hold at most 3 even cards: not the starting card 2 (on his route: 2 beneath #1, hit in round 1), none from deck 1"
                + " (3 drawn, 5, 11 and 12 on his route: #1 = 5, hit in round 1; #2 = 12 with 11 beneath, hit in round 6), 3 from deck 2"
                + " (only 16, 20 and 26 are out of your sight and off his route)"), answer);
    }

    private static int count(String figure) {
        return figure.equals("none") ? 0 : Integer.parseInt(figure);
    }
}
