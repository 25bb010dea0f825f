package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.JsonOption;
import org.cardlab.cli.OutputOptions;
import org.cardlab.cli.RunOptions;
import org.cardlab.cli.SeedOption;
import org.cardlab.core.GameRecord;
import org.cardlab.core.Replay;
import org.cardlab.core.UserError;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.exposure.Exposure;
import org.cardlab.games.Games;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "exposure",
        resourceBundle = "org.cardlab.fugitive.cli.FugitiveExposureHelp",
        description = {"Shows the Fugitive's side of the deduction: how exposed his hideouts are, and his safest moves.",
            "From a game file, after a chosen move: how likely the Marshal thinks each of the Fugitive's face-down"
                + " hideouts is, and (on the Fugitive's turn to place) each move he can make, safest first: the chance that"
                + " the Marshal's next move ends the game, that his next guess hits a hideout, the new hideout's exposure,"
                + " and the turns still needed to play 42. Only what the Fugitive sees is used: the Marshal's drawn cards"
                + " are imagined (--copies hands, drawn from --seed). A move whose exact count passes --work is listed last,"
                + " without figures."})
public final class FugitiveExposureCommand extends CommandWithSpec {
    @Parameters(paramLabel = "FILE", description = "A Fugitive game file (cardlab.game/1, or the older cardlab.fugitive.game/1).")
    Path game;

    @Option(names = "--at", paramLabel = "N", converter = AtConverter.class,
            description = "Look after the first N moves (0 = the deal; default: after every move in the file).")
    Integer at;

    @Option(names = "--copies", paramLabel = "C", converter = CopiesConverter.class,
            description = "Imagined hands of the Marshal to average over (1 to " + MAX_COPIES + ").")
    int copies = Exposure.Settings.DEFAULT.copies();

    @Mixin
    SeedOption seed = SeedOption.from(Exposure.Settings.DEFAULT.seed());

    @Option(names = "--work", paramLabel = "STATES", converter = RunOptions.PositiveConverter.class,
            description = "Work limit of one exact count, in DP states.")
    long work = Exposure.Settings.DEFAULT.workLimit();

    @Mixin
    JsonOption output = new JsonOption();

    /** The most imagined hands: each costs an exact count per candidate move. */
    static final int MAX_COPIES = 1000;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        String where = game.toString();
        GameRecord record = Games.read(game, Games.get("fugitive"));
        FugitiveGame g = FugitiveGame.of(record.spec());
        List<String> moves = record.moves();
        int n = at == null ? moves.size() : at;
        if (n > moves.size()) {
            throw new UserError("--at " + n + " is out of range: " + where + " has " + moves.size() + (moves.size() == 1 ? " move" : " moves"));
        }
        Replay.of(g, record, where, true); // every move of the file is checked, not only those before --at
        FugitiveState s = Replay.of(g, record.firstMoves(n), where, true).state();
        Exposure e;
        try {
            e = Exposure.of(s, new Exposure.Settings(copies, seed.seed, work));
        } catch (WorkLimitExceeded tooMuch) {
            throw new UserError(where + ": after move " + n + " an exact count passes the work limit (" + work + " DP states);"
                    + " raise it with --work");
        }
        if (output.json) {
            ObjectNode o = e.toJson();
            o.put("game", where);
            o.put("at", n);
            o.put("phase", s.phase().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            OutputOptions.print(out, o);
            return 0;
        }
        out.printf("%s after move %d of %d (%s); the Fugitive's hand: %s%n", where, n, moves.size(), whoseTurn(s.phase()),
                s.fugitiveHand() == 0 ? "empty" : Cards.toString(s.fugitiveHand()));
        if (s.isTerminal()) { // nobody guesses any more: what a guess would hit now is no question
            out.println("The game is over: " + s.outcome() + ". Give an earlier move with --at to see how exposed his hideouts were.");
            return 0;
        }
        e.lines().forEach(out::println);
        return 0;
    }

    static final class AtConverter implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 0, Integer.MAX_VALUE);
        }
    }

    static final class CopiesConverter implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 1, MAX_COPIES);
        }
    }

    private static String whoseTurn(Phase phase) {
        return switch (phase) {
            case FUGITIVE_FIRST -> "the Fugitive's first turn";
            case FUGITIVE_DRAW -> "the Fugitive draws";
            case FUGITIVE_PLACE -> "the Fugitive places a hideout or passes";
            case MARSHAL_DRAW -> "the Marshal draws";
            case MARSHAL_GUESS -> "the Marshal guesses";
            case MANHUNT -> "the manhunt";
            default -> "the game is over";
        };
    }
}
