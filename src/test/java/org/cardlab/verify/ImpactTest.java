package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.GameFixtures;
import org.cardlab.core.Study;
import org.junit.jupiter.api.Test;

/** The paired impact study, for any game through the registry. */
class ImpactTest {
    private static final Game<?, ?> CA = GameFixtures.game("fugitive", "ca");

    @Test
    void aSpecAgainstItselfChangesNoWinner() {
        Impact.Result r = run(CA, "ca", List.of("random"), 150, 1);
        assertArrayEquals(r.winsA(), r.winsB());
        assertEquals(0, r.changed());
        assertEquals(0.0, r.difference(0));
    }

    @Test
    void pairedCountsAddUpAndDoNotDependOnThreads() {
        Impact.Result one = run(CA, "pt", List.of("random"), 300, 1);
        Impact.Result two = run(CA, "pt", List.of("random"), 300, 2);
        assertArrayEquals(one.winsA(), two.winsA());
        assertArrayEquals(one.onlyB(), two.onlyB());
        assertEquals(one.changed(), two.changed());
        assertEquals(one.winsB()[0] - one.winsA()[0], one.onlyB()[0] - one.onlyA()[0]);
        double[] ci = one.differenceInterval(0);
        assertTrue(ci[0] <= one.difference(0) && one.difference(0) <= ci[1]);
        assertTrue(one.changed() > 0, "the two specs really differ in play: some winners change");
        assertEquals(one.games(), one.winsA()[0] + one.winsA()[1], "a Fugitive game always has a winner");
    }

    /** SCOUT: capturing only sets of the same size and kind changes who wins some matches. */
    @Test
    void scoutsOtherReadingOfCaptureChangesWinners() {
        Game<?, ?> es = GameFixtures.game("scout", "es", "players", 4);
        Impact.Result r = run(es, "es+capture=same-count-and-kind", List.of("greedy"), 120, 1);
        assertTrue(r.changed() > 0, "some winners change: " + r.changed());
        assertEquals(4, r.sides().size());
    }

    /** Da Guai Lu Zi plays in teams: a side is a team, and a drawn round is nobody's win. */
    @Test
    void daguaiSidesAreTeams() {
        Game<?, ?> pl = GameFixtures.game("daguai", "pl");
        Impact.Result r = run(pl, "pl+direction=counterclockwise", List.of("greedy"), 40, 1);
        assertEquals(2, r.sides().size());
        assertTrue(r.winsA()[0] + r.winsA()[1] <= 40);
        assertTrue(r.changed() > 0, "played the other way round, some rounds end otherwise");
    }

    /**
     * The text names each spec once (A and B) so that a what-if's long name does not push the
     * figures past 80 columns, and says that the difference is in percentage points of win rate
     * (in SCOUT and Da Guai Lu Zi "points" alone reads as the game's own score).
     */
    @Test
    void theTextFitsEightyColumnsAndSaysPercentagePoints() {
        org.cardlab.cli.Cli r = org.cardlab.cli.Cli.run("specs", "impact", "scout", "es", "es+capture=same-count-and-kind",
                "--games", "4");
        assertEquals(0, r.code(), r.err());
        r.out().lines().forEach(l -> assertTrue(l.length() <= TextWrap.WIDTH, l.length() + " columns: " + l));
        assertTrue(r.out().startsWith("A = es, B = es+capture=same-count-and-kind (players 4): bots greedy"), r.out());
        assertTrue(r.out().contains("player 3 wins under B") && r.out().contains(" percentage points ["), r.out());
        assertTrue(r.out().contains("wins only under A / B"), r.out());
    }

    private static <S extends org.cardlab.core.GameState<M>, M> Impact.Result run(Game<S, M> a, String other, List<String> bots,
            int games, int threads) {
        return Impact.run(a, a.withSpec(a.type().spec(other)), bots, new Study.Run(games, 5, threads), null);
    }
}
