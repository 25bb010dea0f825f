package org.cardlab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The rule that cuts a study's job into tasks: whole waves of about half a second of games each, at most one task a range. */
class TaskCountTest {

    @Test
    void cheapGamesGetOneTaskPerCore() {
        // bench study's default: 20,000 heuristic games, about 0.45 s of CPU in all, 256 ranges
        assertEquals(2, TaskCount.of(2, 256, 0.45));
        assertEquals(8, TaskCount.of(8, 256, 0.45));
        assertEquals(2, TaskCount.of(2, 256, 0), "no work at all is still one wave");
    }

    @Test
    void searchBotGamesGetOneTaskARange() {
        // 20,000 search-bot deals: 256 ranges of about 84 s each; a stop loses only the running ranges
        assertEquals(256, TaskCount.of(2, 256, 256 * 84.0));
        assertEquals(256, TaskCount.of(64, 256, 256 * 84.0));
    }

    @Test
    void inBetweenTasksOfHalfASecondInWholeWaves() {
        // 20 s of games on 2 cores: 20 waves of two half-second tasks
        assertEquals(40, TaskCount.of(2, 256, 20.0));
        // 1.1 s on 2 cores is more than one wave of 0.5 s tasks: two waves, not three tasks
        assertEquals(4, TaskCount.of(2, 256, 1.1));
    }

    @Test
    void neverMoreTasksThanRanges() {
        assertEquals(3, TaskCount.of(8, 3, 0.01));
        assertEquals(1, TaskCount.of(2, 1, 100));
    }

    @Test
    void anUnknownCostGetsOneTaskARange() {
        assertEquals(256, TaskCount.of(2, 256, Double.NaN));
        assertEquals(17, TaskCount.of(4, 17, Double.NaN));
    }

    @Test
    void noCoresOrNoRangesIsABug() {
        assertThrows(IllegalArgumentException.class, () -> TaskCount.of(0, 10, 1));
        assertThrows(IllegalArgumentException.class, () -> TaskCount.of(2, 0, 1));
    }

    @Test
    void theRuleHoldsForAnyStudy() {
        Random rnd = new Random(25);
        for (int k = 0; k < 10_000; k++) {
            int cores = 1 + rnd.nextInt(300);
            int ranges = 1 + rnd.nextInt(256);
            double work = Math.pow(10, -4 + 10 * rnd.nextDouble());
            int tasks = TaskCount.of(cores, ranges, work);
            String what = cores + " cores, " + ranges + " ranges, " + work + " s";
            assertTrue(tasks >= 1 && tasks <= ranges, what);
            if (tasks < ranges) {
                assertEquals(0, tasks % cores, "whole waves: " + what);
                assertTrue(work / tasks <= TaskCount.TASK_SECONDS || tasks == cores, "tasks of half a second at most: " + what);
                assertTrue(tasks == cores || work / (tasks - cores) > TaskCount.TASK_SECONDS, "no wave more than needed: " + what);
            }
        }
    }
}
