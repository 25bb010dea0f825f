package org.cardlab.spark;

/**
 * How many tasks a study's job is cut into on Spark, from the work it is expected to take. A task
 * costs Spark milliseconds of its own (scheduling, the trip of its function and of its result:
 * about 7 ms of wall a task on a quiet 2-core machine, 15-20 ms at load 13), which a study of cheap
 * games feels; a long study wants many tasks all the same, because a task reports to the driver
 * only when it ends: its progress moves, and its ranges reach the checkpoint, a task at a time, and
 * many small tasks even out cores that run at different speeds.
 *
 * <p>The rule: tasks of about {@link #TASK_SECONDS} of games each, in whole waves (a multiple of
 * the cores, so that no core is left with a last task alone while the others wait), at least one
 * wave and at most one task a range. A study whose games are cheap gets one task per core; one of
 * search bots, whose ranges take a minute each, gets one task a range: a stop then loses at most the
 * ranges running, and in between, at most about {@link #TASK_SECONDS} of work per core.
 */
final class TaskCount {
    /** The games a task is given, in seconds of work: its own cost in Spark stays within a few percent. */
    static final double TASK_SECONDS = 0.5;

    private TaskCount() {}

    /**
     * Tasks for {@code ranges} ranges on {@code cores} cores whose games are expected to take
     * {@code workSeconds} in all (on one core); an unknown cost (NaN) gets one task a range.
     */
    static int of(int cores, int ranges, double workSeconds) {
        if (cores < 1 || ranges < 1) {
            throw new IllegalArgumentException("tasks for " + ranges + " ranges on " + cores + " cores");
        }
        if (!(workSeconds >= 0)) {
            return ranges;
        }
        double waves = Math.max(1, Math.ceil(workSeconds / (TASK_SECONDS * cores)));
        return (int) Math.min(ranges, waves * cores);
    }
}
