package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

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

    /** One setup a registered game asks the generic tests to play ({@link GameType#fixtures}). */
    public record Case(GameType type, TestFixtures.Setup setup) {
        public ObjectNode params() {
            return (ObjectNode) Json.parse(setup.params(), type.id() + " fixture params");
        }

        public Game<?, ?> game() {
            return type.game(type.spec(setup.spec()), params());
        }

        /** The setup as the command line gives it: {@code --spec S} and each parameter's option. */
        public List<String> args() {
            List<String> out = new ArrayList<>(List.of("--spec", setup.spec()));
            ObjectNode p = params();
            for (Param param : type.params()) {
                JsonNode v = p.get(param.key());
                if (v == null) {
                    continue;
                }
                if (param.isFlag()) {
                    if (v.equals(param.flagValue())) {
                        out.add("--" + param.word());
                    }
                } else {
                    out.add("--" + param.key());
                    out.add(v.asText());
                }
            }
            return out;
        }

        @Override
        public String toString() {
            return type.id() + " " + setup.spec() + " " + setup.params();
        }
    }

    /** Every registered game's test setups. */
    public static List<Case> cases() {
        List<Case> out = new ArrayList<>();
        for (GameType t : Games.all()) {
            t.fixtures().setups().forEach(s -> out.add(new Case(t, s)));
        }
        return out;
    }
}
