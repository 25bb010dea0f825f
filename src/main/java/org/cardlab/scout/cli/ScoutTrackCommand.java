package org.cardlab.scout.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.cardlab.cli.JsonOption;
import org.cardlab.cli.SeatPositionOptions;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutState;
import org.cardlab.scout.track.ScoutTrackView;
import org.cardlab.scout.track.ScoutTracker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "track",
        mixinStandardHelpOptions = true,
        description = {"What one seat knows of the cards after N moves of a saved game, from public play only.",
            "It shows:"
                + " each other hand place by place (a scouted card where it went, '?' where unknown), the cards out of play"
                + " this round, the undealt count and the unseen cards.",
            "--json prints seat, moves, round, hands (player, size, places, known), outOfPlay, setAside, undealt, unseen.",
            "Example: cardlab scout track game.json --seat 1 --at 12"})
public final class ScoutTrackCommand implements Callable<Integer> {
    @Mixin
    SeatPositionOptions position = new SeatPositionOptions();

    @Mixin
    JsonOption output = new JsonOption();

    @Override
    public Integer call() {
        SeatPositionOptions.Position<ScoutState> at = position.read(Games.get("scout"), ScoutGame.class);
        ScoutTracker t = ScoutTracker.replayed(at.start(), at.end().moves(), at.moves(), at.seat());
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
