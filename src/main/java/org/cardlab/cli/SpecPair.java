package org.cardlab.cli;

import java.util.function.BiFunction;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.RuleSpec;
import org.cardlab.verify.SpecDiff;
import picocli.CommandLine.Parameters;

/**
 * The arguments of the commands that compare two specs of a game (diff, impact, witness): GAME, then
 * A and B, read as specs of that game and compared rule by rule. Declared once here; where a command
 * words an argument's help its own way (A's example, diff's GAME), {@link RegistryHelp} holds that
 * text under the command's name, which picocli looks up before the plain key.
 */
final class SpecPair {
    static final String A_KEY = "specPair.a";

    @Parameters(index = "0", paramLabel = "GAME", descriptionKey = RegistryHelp.GAME, description = "The game.")
    String game;

    @Parameters(index = "1", paramLabel = "A", descriptionKey = A_KEY, description = "A spec name or file, with optional what-if values.")
    String a;

    @Parameters(index = "2", paramLabel = "B", description = "The spec to compare with.")
    String b;

    GameType type() {
        return Games.get(game);
    }

    /** A and B compared; with {@code playable}, each is first checked to hold values the engine can play with. */
    SpecDiff.Result compare(boolean playable) {
        GameType type = type();
        RuleSpec ra = type.spec(a);
        RuleSpec rb = type.spec(b);
        if (playable) {
            type.checkValues(ra);
            type.checkValues(rb);
        }
        return SpecDiff.compare(ra, rb);
    }

    /** What a command does with the pair's two games (impact, witness). */
    interface GamesRun {
        /** {@code a} under spec A, {@code b} the same game and setup under spec B, and how A and B differ. */
        <S extends GameState<M>, M> int run(Game<S, M> a, Game<S, M> b, SpecDiff.Result diff);
    }

    /**
     * A and B compared (their values not checked here: the games refuse what they cannot play), then
     * {@code run} on the game under each: {@code game} makes A's with the command's setup, B's is the same game under B.
     */
    int play(BiFunction<GameType, RuleSpec, Game<?, ?>> game, GamesRun run) {
        GameType type = type();
        SpecDiff.Result diff = compare(false);
        return play(game.apply(type, diff.a()), diff, run);
    }

    private static <S extends GameState<M>, M> int play(Game<S, M> a, SpecDiff.Result diff, GamesRun run) {
        return run.run(a, a.withSpec(diff.b()), diff);
    }
}
