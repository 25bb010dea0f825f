package org.cardlab.cli;

import org.cardlab.core.GameType;
import picocli.CommandLine.Command;

/**
 * {@code cardlab <game>}: one game's commands. The generic ones (play, replay, simulate,
 * bench) are the same classes for every game; a game adds only what is truly its own.
 */
@Command(name = "game")
final class GameGroup extends GroupCommand {
    final GameType type;

    GameGroup(GameType type) {
        this.type = type;
    }
}
