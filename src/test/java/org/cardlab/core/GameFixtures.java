package org.cardlab.core;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.games.Games;

/** Games for tests, found through the registry as the commands find them. */
public final class GameFixtures {
    private GameFixtures() {}

    /** Game {@code id} under spec {@code spec} with setup {@code key, value, key, value...}. */
    @SuppressWarnings("unchecked")
    public static <G extends Game<?, ?>> G game(String id, String spec, Object... setup) {
        GameType type = Games.get(id);
        ObjectNode params = Json.object();
        for (int i = 0; i < setup.length; i += 2) {
            params.set((String) setup[i], Json.MAPPER.valueToTree(setup[i + 1]));
        }
        return (G) type.game(type.spec(spec), params);
    }
}
