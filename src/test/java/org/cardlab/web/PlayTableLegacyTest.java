package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.core.Json;
import org.cardlab.core.Playout;
import org.cardlab.core.Rng;
import org.cardlab.core.RuleSpec;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Notes;
import org.junit.jupiter.api.Test;

/**
 * A stored play table whose game is in the game-file format of cardlab 0.1: the plugin reads it
 * through the registry, and it is replayed under the rule values stored beside it (a what-if
 * variant here, under which the moves are legal and under its spec's own values they are not).
 */
class PlayTableLegacyTest {
    @Test
    void anOldGameIsReplayedUnderTheTablesRuleValues() {
        FugitiveRules rules = new FugitiveRules(RuleSpec.variant("fugitive", "pt+stepLimit=6"));
        FugitiveGame game = new FugitiveGame(rules);
        FugitiveState played = null;
        long seed = 1;
        for (; seed < 50 && played == null; seed++) {
            FugitiveState s = game.newGame(seed);
            Playout.play(game, s, java.util.List.of(game.bot("random", 0), game.bot("random", 1)), new Rng(seed));
            if (!replaysUnder(new FugitiveRules(RuleSpec.variant("fugitive", "pt")), s)) {
                played = s;
            }
        }
        assertTrue(played != null, "a random game under stepLimit 6 that pt's own values refuse");
        ObjectNode old = Json.object().put("format", "cardlab.fugitive.game/1").put("spec", "pt").put("seed", played.seed());
        ArrayNode moves = old.putArray("moves");
        played.moves().forEach(m -> moves.add(m.toString()));
        ObjectNode table = Json.object().put("format", PlayTable.FORMAT).put("human", "none").put("fugitive", "random")
                .put("marshal", "random");
        table.set("rules", Notes.of(rules, played.events()).toJson().get("rules"));
        table.set("game", old);

        PlayTable t = PlayTable.fromFile("t1", table, "t1.play.json", new Catalog(WebFixture.SMALL_SEARCH));

        ObjectNode view = t.view();
        assertEquals(played.moves().size(), view.get("moves").asInt());
        assertEquals(played.winningSeat().role(), view.get("winner").asText());
        assertNotEquals(0, played.moves().size());
    }

    private static boolean replaysUnder(FugitiveRules rules, FugitiveState s) {
        FugitiveState r = FugitiveState.newGame(rules, s.seed());
        for (FugitiveMove m : s.moves()) {
            if (r.whyIllegal(m) != null) {
                return false;
            }
            r.apply(m);
        }
        return true;
    }
}
