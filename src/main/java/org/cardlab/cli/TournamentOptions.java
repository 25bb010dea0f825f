package org.cardlab.cli;

import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.RuleSpec;
import org.cardlab.tournament.Lineups;
import org.cardlab.tournament.Tournament;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * What a tournament command takes besides its bots ({@code cardlab GAME tournament}, {@code
 * fugitive tournament}): the specs (the game's, bound by their description key as {@link
 * SpecOption}'s), the run, the study engine and the output with its chart; and the tournament
 * itself, played on the engine chosen.
 */
public final class TournamentOptions extends StudyOptions {
    @Option(names = "--spec", paramLabel = "SPEC", split = SpecOption.LIST_SPLIT, splitSynopsisLabel = ",",
            descriptionKey = SpecOption.LIST_KEY, description = "Rule specs, separated by commas.")
    public List<RuleSpec> specs;

    @Mixin
    public ChartOutput output = new ChartOutput();

    /** {@code games}: the command's default number of games a seating. */
    public TournamentOptions(long games) {
        super(games);
    }

    /**
     * Every line-up on every game, on the engine chosen ({@code command} and {@code what} name the
     * run in its checkpoint and its description; {@code fallbacks} must travel, for a study engine on other machines).
     */
    public <S extends GameState<M>, M> Tournament.Result play(String command, List<? extends Game<S, M>> games, Lineups lineups,
            String what, Tournament.Fallbacks fallbacks, TournamentProgress progress) {
        try (EngineOptions.Session s = engine.open(EngineOptions.tournament(command, games, lineups, run), what)) {
            return Tournament.run(games, lineups, run.run(), s.plan(), fallbacks, progress, null);
        }
    }
}
