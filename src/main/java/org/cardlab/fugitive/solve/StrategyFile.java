package org.cardlab.fugitive.solve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.core.Json;

/**
 * The equilibrium as a file ({@code cardlab.fugitive.strategy/1}): for each information set its
 * side, what that side has seen (the engine's observation, the Fugitive's earlier hands first)
 * and the probability of each move.
 */
public final class StrategyFile {
    public static final String FORMAT = "cardlab.fugitive.strategy/1";

    private StrategyFile() {}

    public static ObjectNode toJson(Solved s) {
        GameTree g = s.tree.tree;
        ObjectNode o = Json.object().put("format", FORMAT).put("spec", s.tree.rules.name()).put("value", s.value)
                .put("exploitability", s.exploitability);
        ArrayNode sets = o.putArray("infosets");
        for (int i = 0; i < g.infosets(); i++) {
            ObjectNode is = sets.addObject().put("side", g.infosetPlayer(i) == 0 ? "fugitive" : "marshal").put("seen", g.key(i));
            ArrayNode moves = is.putArray("moves");
            for (int a = 0; a < g.actions(i); a++) {
                moves.addObject().put("move", g.actionName(i, a)).put("p", s.equilibrium.prob(i, a));
            }
        }
        return o;
    }
}
