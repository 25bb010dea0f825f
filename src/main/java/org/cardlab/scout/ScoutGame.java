package org.cardlab.scout;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Set;
import org.cardlab.core.FileKinds;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;

/** Creating SCOUT games, and rebuilding a saved game ({@code cardlab.scout.game/1}) by replaying its moves. */
public final class ScoutGame {
    private ScoutGame() {}

    public static ScoutState newGame(ScoutRules rules, int players, long seed) {
        return new ScoutState(rules.deckFor(players), seed);
    }

    /** A game whose first round deals the given hands ("7(3) 8(1) ...", one per player). */
    public static ScoutState fromDeal(ScoutRules rules, long seed, String... hands) {
        ScoutDeck deck = rules.deckFor(hands.length);
        int[][] deal = new int[hands.length][];
        for (int p = 0; p < hands.length; p++) {
            deal[p] = deck.parseHand(hands[p]);
        }
        return new ScoutState(deck, seed, deal);
    }

    /** The bots' random stream for a match played with {@code seed} (the play command and golden tests share it). */
    public static org.cardlab.core.Rng botRng(long seed) {
        return new org.cardlab.core.Rng(seed ^ 0x5C0075L);
    }

    public static ScoutState read(Path file) {
        return fromJson(Json.read(file), file.toString());
    }

    /**
     * Replays a saved game. Errors name the field or the move (1-based) that does not fit,
     * in one line.
     */
    public static ScoutState fromJson(JsonNode json, String where) {
        return fromJson(json, where, null);
    }

    /** The same, reusing {@code known} when the game names its spec (saves reloading it in long test runs). */
    public static ScoutState fromJson(JsonNode json, String where, ScoutRules known) {
        FileKinds.require(json, where, ScoutState.FORMAT);
        Json.onlyFields(json, where, Set.of("format", "spec", "players", "seed", "deal", "moves"));
        ScoutRules rules;
        String specRef = Json.text(json, "spec", where);
        try {
            rules = known != null && known.specRef.equals(specRef) ? known : ScoutRules.load(specRef);
        } catch (UserError e) {
            throw e.within(where + ": field 'spec'");
        }
        int players = Json.integer(json, "players", where);
        long seed = Json.longInt(json, "seed", where);
        ScoutDeck deck;
        try {
            deck = rules.deckFor(players);
        } catch (UserError e) {
            throw e.within(where + ": field 'players'");
        }
        int[][] deal = null;
        if (json.has("deal")) {
            var hands = Json.arrayField(json, "deal", where);
            deal = new int[hands.size()][];
            for (int p = 0; p < hands.size(); p++) {
                if (!hands.get(p).isTextual()) {
                    throw new UserError(where + ": deal[" + p + "] must be a hand written like \"7(3) 8(1)\"");
                }
                try {
                    deal[p] = deck.parseHand(hands.get(p).asText());
                } catch (UserError e) {
                    throw e.within(where + ": deal[" + p + "]");
                }
            }
        }
        ScoutState s;
        try {
            s = new ScoutState(deck, seed, deal);
        } catch (UserError e) {
            throw e.within(where + ": field 'deal'");
        }
        int i = 0;
        for (JsonNode m : Json.arrayField(json, "moves", where)) {
            i++;
            if (!m.isTextual()) {
                throw new UserError(where + ": move " + i + " must be a string like \"show 2-4\"");
            }
            try {
                s.apply(ScoutMove.parse(m.asText()));
            } catch (UserError e) {
                throw e.within(where + ": move " + i);
            }
        }
        return s;
    }
}
