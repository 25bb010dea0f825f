package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.GameFixtures;
import org.cardlab.verify.AgreementJson;
import org.cardlab.verify.Impact;
import org.junit.jupiter.api.Test;

/**
 * specs impact shows the deals that end without a winner (a drawn Da Guai Lu Zi round): the
 * publisher's walk read team win rates of 30% and 30% under B and could not tell where the other
 * 40% went. Counts made up, as a study of 10 deals could give them; nothing is played.
 */
class SpecsImpactDrawsTest {
    private static final Game<?, ?> PL = GameFixtures.game("daguai", "pl");
    private static final Game<?, ?> EQUAL_BEATS = PL.withSpec(PL.type().spec("pl+equalBeats=true"));

    /** Under A team 0 wins 1, team 1 wins 6, 3 drawn; under B 3, 3 and 4; 4 deals changed (3 + 1 under A, 2 + 2 under B). */
    private static Impact.Result drawn() {
        return new Impact.Result(PL.sides(), 10, new long[] {1, 6}, new long[] {3, 3}, new long[] {0, 3}, new long[] {2, 0}, 4);
    }

    @Test
    void theDrawsAreCountedFromTheWinsAndPaired() {
        Impact.Result r = drawn();
        assertEquals(3, r.drawsA());
        assertEquals(4, r.drawsB());
        assertEquals(1, r.drawsOnlyA(), "one changed deal has a winner under B only");
        assertEquals(2, r.drawsOnlyB());
        assertEquals(r.drawRateB().estimate() - r.drawRateA().estimate(), r.drawDifference(), 1e-12);
        double[] ci = r.drawDifferenceInterval();
        assertTrue(ci[0] < r.drawDifference() && r.drawDifference() < ci[1], ci[0] + ", " + ci[1]);
    }

    @Test
    void theTextShowsTheDrawsWithTheirIntervals() {
        StringWriter text = new StringWriter();
        SpecsImpactCommand.print(drawn(), PL, EQUAL_BEATS, List.of("greedy"), 1, new PrintWriter(text));
        String out = text.toString();
        assertTrue(out.contains("no winner under A                    " + drawn().drawRateA()), out);
        assertTrue(out.contains("no winner under B                    " + drawn().drawRateB()), out);
        assertTrue(out.contains("+10.0 percentage points ["), out);
        assertTrue(out.contains("no winner only under A / B           1 / 2"), out);
    }

    /** Two runs of one game print the same rows whether or not a deal was drawn (the JSON always has draws). */
    @Test
    void aStudyWithAWinnerEveryDealShowsTheSameRowsAsOneWithDraws() {
        Impact.Result decided = new Impact.Result(PL.sides(), 10, new long[] {4, 6}, new long[] {5, 5}, new long[] {0, 1},
                new long[] {1, 0}, 1);
        StringWriter withoutDraws = new StringWriter();
        SpecsImpactCommand.print(decided, PL, EQUAL_BEATS, List.of("greedy"), 1, new PrintWriter(withoutDraws));
        StringWriter withDraws = new StringWriter();
        SpecsImpactCommand.print(drawn(), PL, EQUAL_BEATS, List.of("greedy"), 1, new PrintWriter(withDraws));
        assertEquals(rowNames(withDraws.toString()), rowNames(withoutDraws.toString()));
        assertTrue(withoutDraws.toString().contains("no winner only under A / B           0 / 0"), withoutDraws.toString());
        assertTrue(withoutDraws.toString().contains("team 1 (seats 1, 3, 5) wins under B"), "both teams' rows: " + withoutDraws);
    }

    /** Fugitive always has a winner: its study has no "no winner" rows, unless a deal somehow ended without one. */
    @Test
    void aGameThatAlwaysHasAWinnerShowsNoDrawRowsUnlessADealHadNone() {
        Game<?, ?> pt = GameFixtures.game("fugitive", "pt");
        Game<?, ?> ca = GameFixtures.game("fugitive", "ca");
        Impact.Result decided = new Impact.Result(pt.sides(), 10, new long[] {4, 6}, new long[] {5, 5}, new long[] {0, 1},
                new long[] {1, 0}, 1);
        StringWriter text = new StringWriter();
        SpecsImpactCommand.print(decided, pt, ca, List.of("heuristic", "heuristic"), 1, new PrintWriter(text));
        assertTrue(!text.toString().contains("no winner"), text.toString());
        assertTrue(text.toString().contains("winner changed"), text.toString());
        assertTrue(text.toString().contains("the Marshal wins under B"), text.toString());
        Impact.Result oneUndecided = new Impact.Result(pt.sides(), 10, new long[] {4, 5}, new long[] {5, 5}, new long[] {0, 0},
                new long[] {1, 0}, 1);
        StringWriter shown = new StringWriter();
        SpecsImpactCommand.print(oneUndecided, pt, ca, List.of("heuristic", "heuristic"), 1, new PrintWriter(shown));
        assertTrue(shown.toString().contains("no winner only under A / B  1 / 0"), shown.toString());
    }

    /** Each row's label, the figures left out. */
    private static List<String> rowNames(String text) {
        return text.lines().skip(1).map(l -> l.substring(0, Math.min(l.length(), 38)).strip()).toList();
    }

    @Test
    void theJsonAddsDrawsAndKeepsEveryOtherField() {
        JsonNode o = AgreementJson.impact(drawn(), PL, EQUAL_BEATS, List.of("greedy"), 1);
        assertEquals(List.of("game", "specs", "params", "games", "seed", "bots", "sides", "changed", "draws"),
                iterable(o.fieldNames()));
        JsonNode draws = o.get("draws");
        assertEquals(3, draws.get("drawsA").get("count").asInt());
        assertEquals(4, draws.get("drawsB").get("count").asInt());
        assertEquals(1, draws.get("onlyA").asInt());
        assertEquals(2, draws.get("onlyB").asInt());
        assertEquals(0.1, draws.get("difference").asDouble(), 1e-12);
        assertEquals(2, draws.get("interval").size());
        assertEquals(6, o.get("sides").get(1).get("winsA").get("count").asInt(), "the sides' fields as they were");
    }

    private static List<String> iterable(java.util.Iterator<String> names) {
        List<String> out = new java.util.ArrayList<>();
        names.forEachRemaining(out::add);
        return out;
    }
}
