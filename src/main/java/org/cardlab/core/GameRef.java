package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A game as text that travels (to a Spark executor): its id, its spec's name and rule values, and
 * its setup. {@link #game} makes the game again from the registry, once per JVM and reference,
 * with the same rule values, so it plays exactly as the game it was taken from.
 */
public final class GameRef implements Serializable {
    private final String type;
    private final String spec;
    private final String values;
    private final String params;
    private transient Game<?, ?> game;
    /**
     * The games made again in this JVM, by reference text: each task of a study arrives with a
     * reference of its own, and one game serves them all (the thread engine shares one too). A
     * study names a handful of games, so the map stays small.
     */
    private static final Map<String, Game<?, ?>> MADE = new java.util.concurrent.ConcurrentHashMap<>();

    private GameRef(Game<?, ?> g) {
        this.type = g.type().id();
        this.spec = g.spec().name();
        ObjectNode v = Json.object();
        g.spec().values().forEach(v::set);
        this.values = Json.compact(v);
        this.params = Json.compact(g.params());
        this.game = g;
    }

    private String key() {
        return type + "\n" + spec + "\n" + values + "\n" + params;
    }

    public static GameRef of(Game<?, ?> g) {
        return new GameRef(g);
    }

    /** The game (made again from the registry after a trip, with the kept rule values and setup). */
    @SuppressWarnings("unchecked")
    public synchronized <S extends GameState<M>, M> Game<S, M> game() {
        if (game == null) {
            game = MADE.get(key());
        }
        if (game == null) {
            Map<String, JsonNode> rules = new LinkedHashMap<>();
            Json.parse(values, "the rule values of spec " + spec).properties().forEach(e -> rules.put(e.getKey(), e.getValue()));
            RuleSpec s = RuleSpec.fromValues(type, spec, rules, Path.of(spec));
            game = Games.get(type).game(s, (ObjectNode) Json.parse(params, "the setup of spec " + spec));
            MADE.put(key(), game);
        }
        return (Game<S, M>) game;
    }
}
