package org.cardlab.cli;

import java.nio.file.Path;
import org.cardlab.core.Game;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Replay;
import org.cardlab.core.UserError;
import picocli.CommandLine.Help;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A saved game, a seat and a move count: what a command that shows one seat's view of a position
 * is given ({@code scout track}, {@code daguai track}). Read once, checked in one-line errors, and
 * replayed to the game's start and to that move.
 */
public final class SeatPositionOptions {
    @Parameters(index = "0", paramLabel = "FILE", description = "A saved game file of this game (as play and replay write).")
    Path file;

    @Option(names = "--seat", required = true, paramLabel = "S", showDefaultValue = Help.Visibility.NEVER,
            description = "The seat whose knowledge is shown (0-based, as the log names players).")
    int seat;

    @Option(names = "--at", paramLabel = "N", description = "After this many moves (default: all of the file's moves).")
    Integer at;

    /** The game's first state, its state after {@code moves} moves, and the seat asked about. */
    public record Position<S>(S start, S end, int moves, int seat) {}

    /** The position the options name in a saved game of {@code type}, whose engine is {@code game}'s class. */
    public <S extends GameState<M>, M> Position<S> read(GameType type, Class<? extends Game<S, M>> game) {
        GameRecord record = Games.read(file, type);
        Game<S, M> g;
        try {
            g = game.cast(type.game(record.spec(), record.params()));
        } catch (UserError e) { // a setup the file holds but the game refuses: name the file, as replay does
            throw e.within(file + ": its setup and rules");
        }
        int moves = record.moves().size();
        if (seat < 0 || seat >= g.numPlayers()) {
            throw new UserError("--seat " + seat + ": " + file + " has seats 0 to " + (g.numPlayers() - 1));
        }
        int upTo = at == null ? moves : at;
        if (upTo < 0 || upTo > moves) {
            throw new UserError("--at " + upTo + ": " + file + " has " + moves + " moves");
        }
        S start = Replay.of(g, record.firstMoves(0), file.toString(), true).state();
        S end = Replay.of(g, record.firstMoves(upTo), file.toString(), true).state();
        return new Position<>(start, end, upTo, seat);
    }
}
