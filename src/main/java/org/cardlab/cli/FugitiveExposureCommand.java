package org.cardlab.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGames;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.deduce.ExactCounter;
import org.cardlab.fugitive.exposure.Exposure;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "exposure",
        mixinStandardHelpOptions = true,
        description = {"The Fugitive's side of the deduction. From a game file, at a chosen move:",
            "how likely the Marshal thinks each of the Fugitive's face-down hideouts is,",
            "and (on the Fugitive's turn to place) each move he can make, safest first:",
            "the chance that the Marshal's next move ends the game, that his next guess",
            "hits a hideout, the new hideout's exposure, and the turns still needed to",
            "play 42. Only what the Fugitive sees is used: the Marshal's drawn cards are",
            "imagined (--copies hands, from --seed)."})
public final class FugitiveExposureCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "GAME", description = "A game file (cardlab.fugitive.game/1).")
    Path game;

    @Option(names = "--at", paramLabel = "N", description = "Look after the first N moves (0 = the deal; default: every move in the file).")
    Integer at;

    @Option(names = "--copies", paramLabel = "C", defaultValue = "8", description = "Imagined hands of the Marshal to average over (default: ${DEFAULT-VALUE}).")
    int copies;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the imagined hands (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--work", paramLabel = "W", defaultValue = "2000000", description = "Work limit of one exact count (default: ${DEFAULT-VALUE}).")
    long work;

    @Option(names = "--json", description = "Print JSON: hideouts (position, hideout, sprints, probability, rank, values), nextGuessHits, options (move, loss, hit, newHideout, turnsTo42).")
    boolean json;

    @Override
    public Integer call() {
        if (copies < 1) {
            throw new UserError("--copies must be at least 1");
        }
        if (work < 1) {
            throw new UserError("--work must be at least 1");
        }
        PrintWriter out = spec.commandLine().getOut();
        String where = game.toString();
        JsonNode root = Json.read(game);
        FugitiveRules rules;
        try {
            rules = FugitiveRules.load(FugitiveGames.specName(root, where));
        } catch (UserError e) {
            throw e.within(where + ": field 'spec'");
        }
        FugitiveState full = FugitiveGames.replay(root, rules, where, true).state();
        List<FugitiveMove> moves = full.moves();
        int n = at == null ? moves.size() : at;
        if (n < 0 || n > moves.size()) {
            throw new UserError("--at " + n + " is out of range: " + where + " has " + moves.size() + (moves.size() == 1 ? " move" : " moves"));
        }
        ObjectNode prefix = ((ObjectNode) root).deepCopy();
        var arr = prefix.putArray("moves");
        moves.subList(0, n).forEach(m -> arr.add(m.toString()));
        FugitiveState s = FugitiveGames.replay(prefix, rules, where, true).state();
        Exposure e;
        try {
            e = Exposure.of(s, new Exposure.Settings(copies, seed, work));
        } catch (ExactCounter.TooLarge tooLarge) {
            throw new UserError(where + ": after move " + n + " an exact count passes the work limit (" + work + "); raise it with --work");
        }
        if (json) {
            ObjectNode o = e.toJson();
            o.put("game", where);
            o.put("at", n);
            o.put("phase", s.phase().name().toLowerCase().replace('_', '-'));
            out.print(Json.write(o));
            out.flush();
            return 0;
        }
        out.printf("%s after move %d of %d (%s); the Fugitive's hand: %s%n", where, n, moves.size(), whoseTurn(s.phase()),
                s.fugitiveHand() == 0 ? "empty" : org.cardlab.fugitive.Cards.toString(s.fugitiveHand()));
        e.lines().forEach(out::println);
        return 0;
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
