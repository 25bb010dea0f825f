package org.cardlab.daguai.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.cardlab.cli.JsonOption;
import org.cardlab.cli.SeatPositionOptions;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiState;
import org.cardlab.daguai.track.DaguaiTrackView;
import org.cardlab.daguai.track.DaguaiTracker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "track",
        mixinStandardHelpOptions = true,
        description = {"What one seat knows of the cards after N moves of a saved game, from public play only.",
            "It shows every seat's"
                + " card count, the cards known to be in a hand (tribute it saw pass), who passed how often and on what,"
                + " the cards played this round and the unseen cards.",
            "--json prints seat, team, moves, round, seats (seat, team, cards, known, passes, lastPassedOn), played, unseen.",
            "Example: cardlab daguai track game.json --seat 2 --at 40"})
public final class DaguaiTrackCommand implements Callable<Integer> {
    @Mixin
    SeatPositionOptions position = new SeatPositionOptions();

    @Mixin
    JsonOption output = new JsonOption();

    @Override
    public Integer call() {
        SeatPositionOptions.Position<DaguaiState> at = position.read(Games.get("daguai"), DaguaiGame.class);
        DaguaiTracker t = DaguaiTracker.replayed(at.start(), at.end().moves(), at.moves(), at.seat());
        PrintWriter out = output.out();
        if (output.json) {
            out.print(Json.write(DaguaiTrackView.json(t)));
        } else {
            DaguaiTrackView.lines(t).forEach(out::println);
        }
        out.flush();
        return 0;
    }
}
