package org.cardlab.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import picocli.CommandLine.Mixin;

/**
 * A game's {@code track} command: what one seat knows of the cards at a move of a saved game, from
 * public play only. The game says how its tracker reads the position and shows what it knows;
 * reading the file, the seat and the move, and printing text or JSON, are the same for every game.
 */
public abstract class TrackCommand<S extends GameState<M>, M> implements Callable<Integer> {
    /** What the tracker knows, as JSON and as lines of text. */
    public record Known(JsonNode json, List<String> lines) {}

    @Mixin
    SeatPositionOptions position = new SeatPositionOptions();

    @Mixin
    JsonOption output = new JsonOption();

    private final String game;
    private final Class<? extends Game<S, M>> engine;

    protected TrackCommand(String game, Class<? extends Game<S, M>> engine) {
        this.game = game;
        this.engine = engine;
    }

    /** The seat's tracker replayed to the position. */
    protected abstract Known track(SeatPositionOptions.Position<S> at);

    @Override
    public Integer call() {
        Known known = track(position.read(Games.get(game), engine));
        PrintWriter out = output.out();
        if (output.json) {
            out.print(Json.write(known.json()));
        } else {
            known.lines().forEach(out::println);
        }
        out.flush();
        return 0;
    }
}
