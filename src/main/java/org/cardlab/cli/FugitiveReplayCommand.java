package org.cardlab.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGames;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.GameLog;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "replay",
        mixinStandardHelpOptions = true,
        description = {"Replays a game file under a spec (its own, or any other) and prints its log and result.",
            "Under the file's own spec an illegal move is an error (exit 2); under another spec (--spec)",
            "the first move that spec refuses stops the replay and is reported with the reason."})
public final class FugitiveReplayCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "GAME", description = "A game file (cardlab.fugitive.game/1).")
    Path game;

    @Option(names = "--spec", description = "Replay under this spec instead of the file's own.")
    String specName;

    @Option(names = "--json", description = "Machine output: winner, outcome, phase (e.g. manhunt), moves applied, or the refused move and why.")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        JsonNode root = Json.read(game);
        String where = game.toString();
        String named = specName != null ? specName : FugitiveGames.specName(root, where);
        FugitiveRules rules;
        try {
            rules = FugitiveRules.load(named);
        } catch (UserError e) {
            throw specName != null ? e : e.within(where + ": field 'spec'"); // the game file names a spec that cannot be used
        }
        FugitiveGames.Replay r = FugitiveGames.replay(root, rules, where, specName == null);
        FugitiveState s = r.state();
        if (json) {
            ObjectNode o = Json.object();
            o.put("spec", rules.name());
            o.put("movesApplied", s.moves().size());
            o.put("finished", s.isTerminal());
            o.put("winner", s.isTerminal() ? (s.winner() == FugitiveState.FUGITIVE ? "fugitive" : "marshal") : null);
            o.put("outcome", s.outcome());
            o.put("phase", s.phase().name().toLowerCase().replace('_', '-'));
            if (!r.complete()) {
                ObjectNode ref = o.putObject("refused");
                ref.put("index", r.refusedAt());
                ref.put("move", r.refusedMove());
                ref.put("reason", r.reason());
            }
            out.print(Json.write(o));
            out.flush(); // print() does not flush an autoflush writer
            return 0;
        }
        FugitiveState start = FugitiveGames.replay(withoutMoves(root), rules, where, true).state();
        java.util.List<FugitiveMove> moves = s.moves();
        GameLog.lines(start, moves).forEach(out::println);
        if (!r.complete()) {
            out.printf("Move %d ('%s') is refused under the '%s' spec: %s.%n", r.refusedAt() + 1, r.refusedMove(), rules.name(), r.reason());
        }
        return 0;
    }

    private static JsonNode withoutMoves(JsonNode root) {
        ObjectNode copy = root.deepCopy();
        copy.putArray("moves");
        return copy;
    }
}
