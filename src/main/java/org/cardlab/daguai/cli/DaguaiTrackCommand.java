package org.cardlab.daguai.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.cardlab.cli.JsonOption;
import org.cardlab.core.GameRecord;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.Replay;
import org.cardlab.core.UserError;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiState;
import org.cardlab.daguai.track.DaguaiTrackView;
import org.cardlab.daguai.track.DaguaiTracker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "track",
        mixinStandardHelpOptions = true,
        description = {"What one seat knows of the cards after N moves of a saved game, from public play only.",
            "It shows every seat's"
                + " card count, the cards known to be in a hand (tribute it saw pass), who passed how often and on what,"
                + " the cards played this round and the unseen cards.",
            "--json prints seat, team, moves, round, seats (seat, team, cards, known, passes, lastPassedOn), played, unseen.",
            "Example: cardlab daguai track game.json --seat 2 --at 40"})
public final class DaguaiTrackCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "GAME", description = "A saved Da Guai Lu Zi game file (as play and replay write).")
    Path file;

    @Option(names = "--seat", required = true, paramLabel = "S", description = "The seat whose knowledge is shown (0 to 5).")
    int seat;

    @Option(names = "--at", paramLabel = "N", description = "After this many moves (default: all of the file's moves).")
    Integer at;

    @Mixin
    JsonOption output = new JsonOption();

    @Override
    public Integer call() {
        GameRecord record = Games.read(file, Games.get("daguai"));
        DaguaiGame game = (DaguaiGame) Games.get("daguai").game(record.spec(), record.params());
        int moves = record.moves().size();
        if (seat < 0 || seat >= game.numPlayers()) {
            throw new UserError("--seat " + seat + ": the seats are 0 to " + (game.numPlayers() - 1));
        }
        int upTo = at == null ? moves : at;
        if (upTo < 0 || upTo > moves) {
            throw new UserError("--at " + upTo + ": " + file + " has " + moves + " moves");
        }
        DaguaiTracker t = DaguaiTracker.replayed(start(game, record), end(game, record, upTo).moves(), upTo, seat);
        PrintWriter out = output.out();
        if (output.json) {
            out.print(Json.write(DaguaiTrackView.json(t)));
        } else {
            DaguaiTrackView.lines(t).forEach(out::println);
        }
        out.flush();
        return 0;
    }

    private DaguaiState start(DaguaiGame game, GameRecord record) {
        return end(game, record, 0);
    }

    private DaguaiState end(DaguaiGame game, GameRecord record, int upTo) {
        return Replay.of(game, record.firstMoves(upTo), file.toString(), true).state();
    }
}
