package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.cardlab.core.Game;
import org.cardlab.core.GameLog;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.Replay;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code cardlab <game> replay FILE}: a game file replayed under its own spec or another, the same for
 * every game. Under another spec the replay is a check of the game against it: a refused move exits 1,
 * as a failed check does everywhere, so a script can tell a game that stands from one that does not.
 */
@Command(name = "replay",
        description = {"Replays a game file under its own spec, or any other, and prints its log and result.",
            "Under the file's own spec (the rule values it embeds) an illegal move is an error (exit 2). Under another"
                + " spec (--spec) the first move that spec refuses stops the replay and is reported with the reason: the"
                + " game does not stand under that spec, a failed check (exit 1, --out not written)."
                + " A game that is not finished replays to where it stops and says whose move it is. Game files of"
                + " earlier cardlab versions are read too; --out writes the replayed game in the current format."})
final class ReplayCommand extends CommandWithSpec {
    private final GameType type;

    @Parameters(paramLabel = "FILE", description = "A game file (cardlab.game/1, or an older game format).")
    Path file;

    @Option(names = "--spec", paramLabel = "SPEC", description = "Replay under this spec instead of the file's own.")
    RuleSpec other;

    @Mixin
    OutputOptions output = new OutputOptions();

    ReplayCommand(GameType type) {
        this.type = type;
    }

    @Override
    public Integer call() {
        if (output.out != null) {
            OutputFiles.check(output.out);
        }
        GameRecord record = Games.read(file, type);
        Game<?, ?> game;
        try {
            game = type.game(other != null ? other : record.spec(), record.params());
        } catch (UserError e) {
            throw e.within(file + (other != null ? ": under --spec " + other.name() : ": its setup and rules"));
        }
        return replay(game, record);
    }

    private <S extends GameState<M>, M> int replay(Game<S, M> g, GameRecord record) {
        Replay<S> r = Replay.of(g, record, file.toString(), other == null);
        S s = r.state();
        PrintWriter out = spec.commandLine().getOut();
        try (OutputFiles staged = new OutputFiles()) {
            if (output.out != null && r.complete()) { // a refused game is not the replayed game --out promises
                staged.stage(output.out, Json.write(g.record(s).toJson()));
            }
            if (output.json) {
                ObjectNode o = Json.object();
                o.put("spec", g.spec().name());
                o.put("movesApplied", r.applied());
                o.setAll(g.summary(s));
                if (!r.complete()) {
                    ObjectNode ref = o.putObject("refused");
                    ref.put("index", r.refusedAt());
                    ref.put("move", r.refusedMove());
                    ref.put("reason", r.reason());
                }
                out.print(Json.write(o));
            } else {
                S start = Replay.of(g, record.firstMoves(0), file.toString(), true).state();
                GameLog.lines(g, start, s.moves()).forEach(out::println);
                if (!r.complete()) {
                    out.printf("Move %d ('%s') is refused under the '%s' spec: %s.%n", r.refusedAt() + 1, r.refusedMove(),
                            g.spec().name(), r.reason());
                }
            }
            Outputs.commit(staged, out);
        }
        out.flush();
        return r.complete() ? 0 : 1;
    }
}
