package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.FileKinds;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;

/** Game files (format {@code cardlab.fugitive.game/1}): the spec, the seed or the deal, and the moves. */
public final class FugitiveGames {
    private FugitiveGames() {}

    /**
     * A replay: the state after the moves that were legal, and, when a move was refused, its
     * index and the reason (null when every move applied).
     */
    public record Replay(FugitiveState state, int refusedAt, String refusedMove, String reason) {
        public boolean complete() {
            return reason == null;
        }
    }

    /** Reads and replays a game file under its own spec; any illegal move is a {@link UserError}. */
    public static FugitiveState load(Path file) {
        JsonNode json = Json.read(file);
        String named = specName(json, file.toString());
        FugitiveRules rules;
        try {
            rules = FugitiveRules.load(named);
        } catch (UserError e) {
            throw e.within(file + ": field 'spec'");
        }
        return replay(json, rules, file.toString(), true).state();
    }

    public static String specName(JsonNode json, String where) {
        FileKinds.require(json, where, FugitiveState.GAME_FORMAT);
        Json.onlyFields(json, where, Set.of("format", "spec", "seed", "decks", "moves"));
        return Json.text(json, "spec", where);
    }

    /**
     * Replays a game under {@code rules} (which may be another spec than the one it was played
     * under). With {@code strict}, a refused move is a {@link UserError}; otherwise the replay
     * stops there and says so.
     */
    public static Replay replay(JsonNode json, FugitiveRules rules, String where, boolean strict) {
        FileKinds.require(json, where, FugitiveState.GAME_FORMAT);
        Json.onlyFields(json, where, Set.of("format", "spec", "seed", "decks", "moves"));
        FugitiveState state;
        if (json.has("decks")) {
            if (json.has("seed")) {
                throw new UserError(where + ": give either 'seed' or 'decks', not both");
            }
            state = FugitiveState.withDecks(rules, decks(Json.arrayField(json, "decks", where), rules, where));
        } else {
            state = FugitiveState.newGame(rules, Json.longInt(json, "seed", where));
        }
        ArrayNode moves = Json.arrayField(json, "moves", where);
        for (int i = 0; i < moves.size(); i++) {
            JsonNode m = moves.get(i);
            if (!m.isTextual()) {
                throw new UserError(where + ": moves[" + i + "] must be a string such as \"draw 2\"");
            }
            FugitiveMove move;
            try {
                move = FugitiveMove.parse(m.asText());
            } catch (UserError e) {
                throw e.within(where + ": moves[" + i + "]");
            }
            try {
                state.apply(move);
            } catch (IllegalMoveException e) {
                if (strict) {
                    throw new UserError(where + ": moves[" + i + "] " + e.getMessage());
                }
                String reason = state.whyIllegal(move);
                return new Replay(state, i, move.toString(), reason);
            }
        }
        return new Replay(state, -1, null, null);
    }

    private static int[][] decks(ArrayNode arr, FugitiveRules rules, String where) {
        if (arr.size() != 3) {
            throw new UserError(where + ": field 'decks' must list the 3 decks, top card first");
        }
        int[][] out = new int[3][];
        for (int d = 0; d < 3; d++) {
            JsonNode deck = arr.get(d);
            if (!deck.isArray()) {
                throw new UserError(where + ": decks[" + d + "] must be a list of cards");
            }
            out[d] = new int[deck.size()];
            for (int i = 0; i < deck.size(); i++) {
                JsonNode c = deck.get(i);
                if (!c.isIntegralNumber() || !c.canConvertToInt()) {
                    throw new UserError(where + ": decks[" + d + "][" + i + "] must be a card number, not " + c);
                }
                out[d][i] = c.asInt();
            }
            int[] sorted = out[d].clone();
            Arrays.sort(sorted);
            int lo = rules.deckLow[d];
            boolean ok = sorted.length == rules.deckSize(d + 1);
            for (int i = 0; ok && i < sorted.length; i++) {
                ok = sorted[i] == lo + i;
            }
            if (!ok) {
                throw new UserError(where + ": decks[" + d + "] must hold each card " + lo + ".." + rules.deckHigh[d] + " once");
            }
        }
        return out;
    }
}
