package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import org.cardlab.games.Games;
import org.junit.jupiter.api.Test;

/** The one study runner, the one seed rule, the one median, and specs as values. */
class StudyTest {

    /** Every registered game: the same figures for 1 and 3 threads, and game i replays alone from the seed rule. */
    @Test
    void everyGamesStudyIsTheSameForAnyThreadCount() {
        for (GameType type : Games.all()) {
            check(type.game(type.spec(type.defaultSpec())));
        }
    }

    private static <S extends GameState<M>, M> void check(Game<S, M> g) {
        List<String> bots = List.of("random");
        Simulation.Result<S> one = Simulation.run(g, bots, new Study.Run(24, 9, 1), null);
        Simulation.Result<S> three = Simulation.run(g, bots, new Study.Run(24, 9, 3), null);
        assertEquals(Json.write(one.tally().toJson()), Json.write(three.tally().toJson()), g.type().id());
        assertEquals(one.moves(), three.moves(), g.type().id());
        // game 5 of the study, alone: dealt from Seeds.deal(9, 5), its bots drawing from Seeds.bots(9, 5)
        S alone = Playout.ofStudy(g, Playout.seats(g, bots), 9, 5);
        S again = g.newGame(Seeds.deal(9, 5));
        Playout.play(g, again, Playout.seats(g, bots), Seeds.bots(9, 5));
        assertEquals(alone.fullState(), again.fullState());
    }

    @Test
    void theStudySizeIsChecked() {
        assertThrows(UserError.class, () -> new Study.Run(0, 1, 1));
        assertThrows(UserError.class, () -> new Study.Run(1, 1, 0));
        assertThrows(UserError.class, () -> new Study.Run(1, 1, Study.MAX_THREADS + 1));
    }

    @Test
    void medianAndPercentilesByNearestRank() {
        assertEquals(2.5, Stats.median(new double[] {4, 1, 3, 2}));
        assertEquals(3.0, Stats.median(new double[] {5, 3, 1}));
        double[] xs = {10, 20, 30, 40, 50, 60, 70, 80, 90, 100};
        assertEquals(100, Stats.percentile(xs, 0.95));
        assertEquals(90, Stats.percentile(xs, 0.9));
        assertEquals(10, Stats.percentile(xs, 0));
        assertEquals(10, xs[0], "the sample is not changed");
        assertThrows(IllegalArgumentException.class, () -> Stats.median(new double[0]), "no runs: no median");
    }

    @Test
    void variantsAreValuesAndKeepEveryChange() {
        RuleSpec ca = RuleSpec.load(Path.of("specs/fugitive/ca.json"));
        RuleSpec pt = RuleSpec.load(Path.of("specs/fugitive/pt.json"));
        RuleSpec mixed = ca.withRuleFrom(pt, "manhuntThreshold").withRuleFrom(pt, "marshalWin");
        assertEquals(30, mixed.intValue("manhuntThreshold"));
        assertEquals("all", mixed.value("marshalWin").asText());
        assertEquals(pt.rule("marshalWin").evidence(), mixed.rule("marshalWin").evidence(), "the evidence comes along");
        assertEquals(ca.value("manhuntRevealed"), mixed.value("manhuntRevealed"), "the other rules stay");
        assertNotEquals(ca.name(), mixed.name());
        RuleSpec what = ca.with("stepLimit", com.fasterxml.jackson.databind.node.IntNode.valueOf(4));
        assertEquals(RuleSpec.Evidence.SILENT, what.rule("stepLimit").evidence());
        assertEquals(3, ca.intValue("stepLimit"), "the spec it came from is unchanged");
        assertThrows(UserError.class, () -> ca.with("noSuchRule", com.fasterxml.jackson.databind.node.IntNode.valueOf(1)));
    }
}
