package org.cardlab.core;

/**
 * A command a game brings besides the generic ones (play, replay, simulate, bench, tournament):
 * its command class (a picocli command with a public no-argument constructor), where it goes on
 * the command line, and whether it takes the game's bot options. The command line is built from
 * these, so no list outside the game names its commands.
 *
 * @param command   the command's class
 * @param place     under {@code cardlab GAME}, at the top ({@code cardlab NAME}), or under {@code cardlab bench}
 * @param botsHelp  when the command plays the game's bots: what they do, for the help of the
 *                  bot options added to it; null when it takes none
 * @param defaultBots the bots when none is named, or null for none
 */
public record GameCommand(Class<?> command, Place place, String botsHelp, String defaultBots) {

    public enum Place { GAME, TOP, BENCH }

    /** A command under {@code cardlab GAME}. */
    public static GameCommand of(Class<?> command) {
        return new GameCommand(command, Place.GAME, null, null);
    }

    /** A command of its own at the top of the command line. */
    public static GameCommand top(Class<?> command) {
        return new GameCommand(command, Place.TOP, null, null);
    }

    /** A benchmark under {@code cardlab bench}. */
    public static GameCommand bench(Class<?> command) {
        return new GameCommand(command, Place.BENCH, null, null);
    }

    /** The same command taking the game's bot options. */
    public GameCommand withBots(String help, String defaults) {
        return new GameCommand(command, place, help, defaults);
    }
}
