package org.cardlab.scout.cli;

import org.cardlab.cli.SeatPositionOptions;
import org.cardlab.cli.TrackCommand;
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutMove;
import org.cardlab.scout.ScoutState;
import org.cardlab.scout.track.ScoutTrackView;
import org.cardlab.scout.track.ScoutTracker;
import picocli.CommandLine.Command;

@Command(name = "track",
        mixinStandardHelpOptions = true,
        description = {"What one seat knows of the cards after N moves of a saved game, from public play only.",
            "It shows:"
                + " each other hand place by place (a scouted card where it went, '?' where unknown), the cards out of play"
                + " this round, the undealt count and the unseen cards.",
            "--json prints seat, moves, round, hands (player, size, places, known), outOfPlay, setAside, undealt, unseen.",
            "Example: cardlab scout track game.json --seat 1 --at 12"})
public final class ScoutTrackCommand extends TrackCommand<ScoutState, ScoutMove> {
    public ScoutTrackCommand() {
        super("scout", ScoutGame.class);
    }

    @Override
    protected Known track(SeatPositionOptions.Position<ScoutState> at) {
        ScoutTracker t = ScoutTracker.replayed(at.start(), at.end().moves(), at.moves(), at.seat());
        return new Known(ScoutTrackView.json(t), ScoutTrackView.lines(t));
    }
}
