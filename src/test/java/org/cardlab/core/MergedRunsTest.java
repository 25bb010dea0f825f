package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.BiConsumer;
import java.util.function.LongConsumer;
import org.cardlab.games.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An engine may hand back one worker for a run of neighbouring ranges (as a Spark task does
 * without a checkpoint): the study's figures are those of one worker a range, and a checkpoint
 * still gets every range's own worker.
 */
class MergedRunsTest {

    /**
     * Plays the ranges in runs of uneven lengths (from the seed), merges each run's workers into its
     * first in index order, and hands the runs over in a shuffled order; with {@code eachRange} it
     * does what it is told, unless {@code ignoreEachRange}. {@code drop}: a run it loses (-1: none).
     */
    private static final class RunsEngine implements StudyEngine {
        private final long seed;
        private final boolean ignoreEachRange;
        private final int drop;
        final List<Boolean> askedEachRange = new ArrayList<>();

        RunsEngine(long seed, boolean ignoreEachRange, int drop) {
            this.seed = seed;
            this.ignoreEachRange = ignoreEachRange;
            this.drop = drop;
        }

        @Override
        public String name() {
            return "runs";
        }

        @Override
        public <W extends Study.Worker<W>> void play(List<Study.Range> ranges, int threads, Study.Recipe<W> recipe, boolean eachRange,
                LongConsumer played, BiConsumer<List<Study.Range>, W> finished) {
            askedEachRange.add(eachRange);
            Random rnd = new Random(seed);
            List<List<Study.Range>> runs = new ArrayList<>();
            for (int k = 0; k < ranges.size(); ) {
                int n = eachRange && !ignoreEachRange ? 1 : Math.min(ranges.size() - k, 1 + rnd.nextInt(9));
                runs.add(ranges.subList(k, k + n));
                k += n;
            }
            Collections.shuffle(runs, rnd);
            for (int k = 0; k < runs.size(); k++) {
                W first = null;
                for (Study.Range r : runs.get(k)) {
                    W w = recipe.newWorker();
                    for (long i = r.from(); i < r.to(); i++) {
                        w.play(i);
                    }
                    if (first == null) {
                        first = w;
                    } else {
                        first.merge(w);
                    }
                }
                if (k != drop) {
                    finished.accept(runs.get(k), first);
                }
            }
        }
    }

    private static final Game<?, ?> GAME = Games.get("fugitive").game(Games.get("fugitive").spec("pt"));
    private static final List<String> BOTS = List.of("heuristic", "random");
    private static final Study.Run RUN = new Study.Run(700, 13, 2);

    @Test
    void runsMergedInAnyGroupingGiveTheFiguresOfOneWorkerARange() {
        check(GAME);
    }

    private static <S extends GameState<M>, M> void check(Game<S, M> g) {
        Simulation.Result<S> threads = Simulation.run(g, BOTS, RUN, null);
        for (long seed = 1; seed <= 3; seed++) {
            RunsEngine e = new RunsEngine(seed, false, -1);
            Simulation.Result<S> runs = Simulation.run(g, BOTS, RUN, new Study.Plan(e, null, "games"), null);
            assertEquals(List.of(false), e.askedEachRange, "no checkpoint: the engine may merge");
            assertEquals(Json.write(threads.tally().toJson()), Json.write(runs.tally().toJson()), "grouping " + seed);
            assertEquals(threads.moves(), runs.moves(), "grouping " + seed);
        }
    }

    @Test
    void aCheckpointGetsEveryRangesOwnWorker(@TempDir Path dir) {
        RunsEngine e = new RunsEngine(5, false, -1);
        Study.Plan plan = new Study.Plan(e, Checkpoint.open(dir.resolve("ck"), Json.object().put("games", 700), "the test study"), "games");
        Simulation.Result<?> kept = Simulation.run(GAME, BOTS, RUN, plan, null);
        assertEquals(List.of(true), e.askedEachRange);
        assertEquals(Json.write(Simulation.run(GAME, BOTS, RUN, null).tally().toJson()), Json.write(kept.tally().toJson()));
        for (Study.Range r : Study.ranges(700)) {
            GameWorker<?, ?> w = plan.checkpoint().part("games").load(r);
            assertEquals(r.size(), w.tally().toJson().get("fugitiveWins").get("of").asLong(), "range " + r.index() + " kept on its own");
        }
    }

    @Test
    void anEngineThatMergesACheckpointedStudyOrLosesARunFailsLoudly(@TempDir Path dir) {
        Study.Plan merging = new Study.Plan(new RunsEngine(5, true, -1),
                Checkpoint.open(dir.resolve("ck"), Json.object().put("games", 700), "the test study"), "games");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Simulation.run(GAME, BOTS, RUN, merging, null));
        assertTrue(e.getMessage().contains("each range"), e.getMessage());
        Study.Plan losing = new Study.Plan(new RunsEngine(5, false, 2), null, "games");
        IllegalStateException lost = assertThrows(IllegalStateException.class, () -> Simulation.run(GAME, BOTS, RUN, losing, null));
        assertTrue(lost.getMessage().contains("neither kept nor played"), lost.getMessage());
    }
}
