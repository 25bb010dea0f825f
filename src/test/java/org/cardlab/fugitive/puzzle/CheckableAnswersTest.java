package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * What a reader of the printed book could not check: a safe play justified only by "the exact search says so", and manhunt
 * answers counting cards "on his route" that the printed table does not show, with no word of the reveal that showed them.
 */
class CheckableAnswersTest {

    private static Puzzle shipped(String id) {
        return Puzzle.read(PuzzleFixtures.SHIPPED.resolve(id + ".json"));
    }

    private static final Pattern CAN_BE = Pattern.compile("#(\\d+)(?: \\(this play's hideout\\))? can be ([\\d, or]+?)(?=;| \\(each)");

    /**
     * The safe play's line lists, for every hideout face down after it, the values still open: at least two, his own among
     * them (the hideout this play lays included, with the card it lays), and the words no longer rest on "says so".
     */
    @Test
    void theSafePlayShowsEachHideoutsOpenValues() {
        for (String id : new String[] {"ca-safe-route-6fe4e35e", "pt-safe-route-0d0759bb"}) {
            Puzzle p = shipped(id);
            String answer = TextRenderer.answer(p);
            String safe = answer.lines().filter(l -> l.contains(": safe.")).findFirst().orElseThrow();
            assertFalse(safe.contains("says so"), safe);
            int laid = p.solution().safe().safePlay().hideout();
            int[] route = p.seat().route();
            Set<Integer> expected = new TreeSet<>();
            PublicTrack g = PublicTrack.read(Page.rules(p.spec()), p.notes(), id);
            expected.addAll(g.faceDown());
            if (laid != 42) {
                expected.add(route.length); // the hideout this play lays
            }
            TreeMap<Integer, Set<Integer>> listed = new TreeMap<>();
            Matcher m = CAN_BE.matcher(safe);
            while (m.find()) {
                Set<Integer> vals = new TreeSet<>();
                Matcher n = Pattern.compile("\\d+").matcher(m.group(2));
                while (n.find()) {
                    vals.add(Integer.parseInt(n.group()));
                }
                listed.put(Integer.parseInt(m.group(1)), vals);
            }
            assertEquals(expected, listed.keySet(), id + ": every face-down hideout after the play, and no other: " + safe);
            listed.forEach((pos, vals) -> {
                int his = pos < route.length ? route[pos] : laid;
                assertTrue(vals.size() >= 2 && vals.contains(his), id + " #" + pos + " is " + his + ", open among " + vals + ": " + safe);
            });
            assertTrue(safe.contains("#" + route.length + " (this play's hideout) can be") == (laid != 42), safe);
        }
    }

    /** "drawn, 21, 23 and 25 on his route: SOURCE)", "deck 2 and 21 and 23 account for them all on his route (SOURCE)", or the cards alone. */
    private static final Pattern ON_ROUTE = Pattern.compile("(?:drawn, |deck \\d and )([\\d, and]+?)(?: account for them all)? on his route(?:(?:: | \\()([^()]*)\\))?");

    /**
     * Manhunt 95 counts 30 and 32 on his route: 30 is #5, which step 4 names, and 32 lies beneath it, shown when it turns up.
     * Every count of face-up cards on his route says, the first time in a step, which hideout each is or lies beneath and
     * the event that showed it face up; a later count of the same cards in that step lists them alone.
     */
    @Test
    void aManhuntSaysWhereEachCardOnHisRouteCameFrom() {
        String answer = TextRenderer.answer(shipped("ca-manhunt-9f4dfa94"));
        for (String said : List.of("1 from deck 3 (8 drawn, 30 and 32 on his route: #5 = 30 over 32, turned up at step 4)",
                "none from deck 2 (5 drawn, 21, 22, 23, 24 and 25 on his route: #3 = 23 over 21, 22 and 24, hit in round 9; #4 = 25, turned up at step 3)")) {
            assertTrue(answer.contains(said), said + " in " + answer);
        }
        int cited = 0;
        int counts = 0;
        for (String step : answer.lines().filter(l -> l.matches("  \\d+\\. #.*")).toList()) {
            Set<Integer> sourced = new TreeSet<>();
            Matcher m = ON_ROUTE.matcher(step);
            for (; m.find(); counts++) {
                Set<Integer> cards = numbers(m.group(1));
                if (m.group(2) != null) {
                    Set<Integer> named = numbers(m.group(2).replaceAll("(#|round |step )\\d+", ""));
                    assertTrue(cards.containsAll(named) && sourced.addAll(named), "each source once, of cards counted: " + m.group());
                    cited++;
                }
                // Every card on his route here is face up (no case is tried): its source is given by this count or an earlier one.
                assertTrue(sourced.containsAll(cards), "the source of " + cards + " given by " + m.group() + " in " + step);
            }
        }
        assertTrue(cited >= 3 && counts > cited, "counts read: " + counts + ", with their sources: " + cited);
    }

    /** A card seen beneath a hideout the manhunt turned up is not on the printed table: the answer names the step. */
    @Test
    void aCardSeenBeneathAManhuntRevealNamesTheStep() {
        String answer = TextRenderer.answer(shipped("pt-manhunt-2a432b5f"));
        Matcher m = Pattern.compile("[(;] ?(\\d+) beneath #(\\d+), turned up at step (\\d+)[);]").matcher(answer);
        Matcher named = Pattern.compile("(?m)^  (\\d+)\\. #(\\d+) is \\d+\\.").matcher(answer);
        TreeMap<Integer, Integer> stepOf = new TreeMap<>();
        while (named.find()) {
            stepOf.put(Integer.parseInt(named.group(2)), Integer.parseInt(named.group(1)));
        }
        int seen = 0;
        for (; m.find(); seen++) {
            assertEquals(stepOf.get(Integer.parseInt(m.group(2))), Integer.parseInt(m.group(3)), m.group());
        }
        assertTrue(seen >= 1, answer);
    }

    private static Set<Integer> numbers(String s) {
        Set<Integer> out = new TreeSet<>();
        Matcher n = Pattern.compile("\\d+").matcher(s);
        while (n.find()) {
            out.add(Integer.parseInt(n.group()));
        }
        return out;
    }
}
