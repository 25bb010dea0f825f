package org.cardlab.scout.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.cardlab.cli.JsonOption;
import org.cardlab.core.GameRecord;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.Replay;
import org.cardlab.core.UserError;
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutState;
import org.cardlab.scout.track.ScoutTrackView;
import org.cardlab.scout.track.ScoutTracker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "track",
        mixinStandardHelpOptions = true,
        description = {"What one seat knows of the cards after N moves of a saved game, from public play only.",
            "It shows:"
                + " each other hand place by place (a scouted card where it went, '?' where unknown), the cards out of play"
                + " this round, the undealt count and the unseen cards.",
            "--json prints seat, moves, round, hands (player, size, places, known), outOfPlay, setAside, undealt, unseen.",
            "Example: cardlab scout track game.json --seat 1 --at 12"})
public final class ScoutTrackCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "GAME", description = "A saved SCOUT game file (as play and replay write).")
    Path file;

    @Option(names = "--seat", required = true, paramLabel = "S", description = "The seat whose knowledge is shown (0-based, as the log names players).")
    int seat;

    @Option(names = "--at", paramLabel = "N", description = "After this many moves (default: all of the file's moves).")
    Integer at;

    @Mixin
    JsonOption output = new JsonOption();

    @Override
    public Integer call() {
        GameRecord record = Games.read(file, Games.get("scout"));
        ScoutGame game = (ScoutGame) Games.get("scout").game(record.spec(), record.params());
        int moves = record.moves().size();
        if (seat < 0 || seat >= game.numPlayers()) {
            throw new UserError("--seat " + seat + ": " + file + " has players 0 to " + (game.numPlayers() - 1));
        }
        int upTo = at == null ? moves : at;
        if (upTo < 0 || upTo > moves) {
            throw new UserError("--at " + upTo + ": " + file + " has " + moves + " moves");
        }
        ScoutState end = Replay.of(game, record.firstMoves(upTo), file.toString(), true).state();
        ScoutState start = Replay.of(game, record.firstMoves(0), file.toString(), true).state();
        ScoutTracker t = ScoutTracker.replayed(start, end.moves(), upTo, seat);
        PrintWriter out = output.out();
        if (output.json) {
            out.print(Json.write(ScoutTrackView.json(t)));
        } else {
            ScoutTrackView.lines(t).forEach(out::println);
        }
        out.flush();
        return 0;
    }
}
