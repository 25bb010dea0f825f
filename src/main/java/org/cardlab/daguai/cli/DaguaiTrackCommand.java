package org.cardlab.daguai.cli;

import org.cardlab.cli.SeatPositionOptions;
import org.cardlab.cli.TrackCommand;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiMove;
import org.cardlab.daguai.DaguaiState;
import org.cardlab.daguai.track.DaguaiTrackView;
import org.cardlab.daguai.track.DaguaiTracker;
import picocli.CommandLine.Command;

@Command(name = "track",
        mixinStandardHelpOptions = true,
        description = {"What one seat knows of the cards after N moves of a saved game, from public play only.",
            "It shows every seat's"
                + " card count, the cards known to be in a hand (tribute it saw pass), who passed how often and on what,"
                + " the cards played this round and the unseen cards.",
            "--json prints seat, team, moves, round, seats (seat, team, cards, known, passes, lastPassedOn), played, unseen.",
            "Example: cardlab daguai track game.json --seat 2 --at 40"})
public final class DaguaiTrackCommand extends TrackCommand<DaguaiState, DaguaiMove> {
    public DaguaiTrackCommand() {
        super("daguai", DaguaiGame.class);
    }

    @Override
    protected Known track(SeatPositionOptions.Position<DaguaiState> at) {
        DaguaiTracker t = DaguaiTracker.replayed(at.start(), at.end().moves(), at.moves(), at.seat());
        return new Known(DaguaiTrackView.json(t), DaguaiTrackView.lines(t));
    }
}
