package org.cardlab.core;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game's bots by name, the default first. It sits above the bots (a plugin fills it), so the
 * engine never names a bot and a bot may use anything of the engine's.
 */
public final class BotRegistry<S extends GameState<M>, M> {

    /** Makes one bot for {@code seat} of {@code game}; a seat the bot cannot play is a {@link UserError}. */
    @FunctionalInterface
    public interface Maker<S extends GameState<M>, M> {
        Policy<S, M> make(Game<S, M> game, int seat);
    }

    private final String title;
    private final Map<String, Maker<S, M>> makers = new LinkedHashMap<>();
    private final Map<String, String> glosses = new HashMap<>();

    /** An empty registry for the game called {@code title} (named in errors). */
    public BotRegistry(String title) {
        this.title = title;
    }

    /** Adds a bot; the first added is the default. */
    public BotRegistry<S, M> add(String name, Maker<S, M> maker) {
        if (makers.putIfAbsent(name, maker) != null) {
            throw new IllegalArgumentException("bot '" + name + "' registered twice");
        }
        return this;
    }

    /** Adds a bot with one sentence on how it plays, for people choosing it ({@link #gloss}). */
    public BotRegistry<S, M> add(String name, String gloss, Maker<S, M> maker) {
        add(name, maker);
        glosses.put(name, gloss);
        return this;
    }

    /** The sentence on bot {@code name} given when it was added; "" when none was. */
    public String gloss(String name) {
        return glosses.getOrDefault(name, "");
    }

    public List<String> names() {
        return List.copyOf(makers.keySet());
    }

    /** The bot {@code name} for {@code seat}; an unknown name is a one-line {@link UserError} naming the known ones. */
    public Policy<S, M> make(Game<S, M> game, String name, int seat) {
        Maker<S, M> m = makers.get(name.strip());
        if (m == null) {
            throw new UserError("unknown " + title + " bot '" + name + "' (known: " + String.join(", ", names()) + ")");
        }
        return m.make(game, seat);
    }
}
