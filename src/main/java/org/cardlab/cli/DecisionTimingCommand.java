package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.Callable;
import org.cardlab.core.Game;
import org.cardlab.core.Json;
import picocli.CommandLine.Mixin;

/**
 * A benchmark of a game's search bot's decision time (SCOUT's {@code bench scout-search}, Da Guai Lu
 * Zi's {@code bench daguai-search}): the timing options and the run are the same for every game, so
 * they are here; the command gives its game's options (made once, in its constructor), the game
 * they set up, and its title.
 */
public abstract class DecisionTimingCommand<O extends SpecJsonOptions> implements Callable<Integer> {
    @Mixin
    protected DecisionTimingOptions timing = new DecisionTimingOptions();

    /** The game's own options: at least its spec and {@code --json}. */
    @Mixin
    protected final O output;

    protected DecisionTimingCommand(O output) {
        this.output = output;
    }

    /** The game timed, as {@link #options} set it up. */
    protected abstract Game<?, ?> game();

    /** The game and its setup in words, e.g. "SCOUT (ca, 4 players)". */
    protected abstract String title();

    /** The setup's fields of {@code --json}, before the timing's; none by default. */
    protected ObjectNode setup() {
        return Json.object();
    }

    @Override
    public final Integer call() {
        return timing.print(timing.time(game()), output, title(), setup());
    }
}
