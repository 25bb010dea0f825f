package org.cardlab.cli;

import picocli.CommandLine.Mixin;

/**
 * What every study of many games takes: the run ({@link RunOptions}: games, seed, threads) and where
 * it plays and keeps its finished ranges ({@link EngineOptions}: engine, master, checkpoint). Declared
 * once so that a study command cannot take the one without the other; the option groups that add to a
 * study ({@link GameStudyOptions}, {@link TournamentOptions}) extend it.
 */
public class StudyOptions {
    @Mixin
    public RunOptions run;

    @Mixin
    public EngineOptions engine = new EngineOptions();

    /** {@code games}: the command's default number of games. */
    public StudyOptions(long games) {
        run = RunOptions.games(games);
    }
}
