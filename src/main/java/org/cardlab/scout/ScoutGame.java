package org.cardlab.scout;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.cardlab.core.AbstractGame;
import org.cardlab.core.GameInfo;
import org.cardlab.core.Json;
import org.cardlab.core.Narrator;
import org.cardlab.core.Param;
import org.cardlab.core.UserError;

/**
 * SCOUT's game half: the rules of one spec for one player count. A match is dealt from a seed,
 * or its first round from given hands ({@code ["7(3) 8(1) ...", ...]}, one per player; later
 * rounds come from the seed).
 */
public final class ScoutGame extends AbstractGame<ScoutState, ScoutMove> {
    /**
     * The stated bound on a match's length. SCOUT has no hard bound with 3+ players (single cards
     * can be shown and scouted back and forth); pure random play averaged 367 moves and at most
     * 600 over 50,000 five-player matches, so this leaves a wide margin.
     */
    public static final int MAX_MOVES = 10_000;

    /** The player count when none is given. */
    public static final int DEFAULT_PLAYERS = 4;

    /** SCOUT's metadata; setup: the player count. */
    public static final GameInfo INFO = GameInfo.of("scout", "SCOUT", "official").withPlayers(2, 5).withParams(new Param(GameInfo.PLAYERS, "P",
            "Number of players (the spec says which counts it plays).", IntNode.valueOf(DEFAULT_PLAYERS), null));

    private final ScoutRules rules;
    private final ScoutDeck deck;

    public ScoutGame(ScoutRules rules, int players) {
        super(INFO, rules.spec, ScoutMove::parse, MAX_MOVES);
        this.rules = rules;
        this.deck = rules.deckFor(players);
    }

    /** A match whose first round deals the given hands ("7(3) 8(1) ...", one per player). */
    public static ScoutState fromDeal(ScoutRules rules, long seed, String... hands) {
        ScoutDeck deck = rules.deckFor(hands.length);
        return new ScoutState(deck, seed, parseDeal(deck, hands));
    }

    private static int[][] parseDeal(ScoutDeck deck, String... hands) {
        int[][] deal = new int[hands.length][];
        for (int p = 0; p < hands.length; p++) {
            try {
                deal[p] = deck.parseHand(hands[p]);
            } catch (UserError e) {
                throw e.within("deal[" + p + "]");
            }
        }
        return deal;
    }

    public ScoutRules rules() {
        return rules;
    }

    @Override
    public ObjectNode params() {
        ObjectNode o = Json.object();
        o.put("players", deck.players);
        return o;
    }

    @Override
    public int numPlayers() {
        return deck.players;
    }

    @Override
    public String seatName(int seat) {
        return "player " + seat;
    }

    @Override
    public ScoutState newGame(long seed) {
        return new ScoutState(deck, seed);
    }

    @Override
    public ScoutState newGame(long seed, JsonNode deal) {
        if (deal == null || !deal.isArray()) {
            throw new UserError("a SCOUT deal lists one hand per player, like [\"7(3) 8(1)\", ...]");
        }
        String[] hands = new String[deal.size()];
        for (int p = 0; p < hands.length; p++) {
            if (!deal.get(p).isTextual()) {
                throw new UserError("deal[" + p + "] must be a hand written like \"7(3) 8(1)\"");
            }
            hands[p] = deal.get(p).asText();
        }
        return new ScoutState(deck, seed, parseDeal(deck, hands));
    }

    @Override
    public JsonNode givenDeal(ScoutState s) {
        int[][] deal = s.firstDeal();
        if (deal == null) {
            return null;
        }
        ArrayNode d = Json.array();
        for (int[] h : deal) {
            d.add(s.shownCards(h, h.length));
        }
        return d;
    }

    /** Nothing of a hand: the open sets, the scouted card and where it went (a flip without the cards). */
    @Override
    public String moveWords(ScoutState before, ScoutMove move, ScoutState after, int viewer) {
        return ScoutMoveWords.of(before, move, after);
    }

    /** The round's end: how it ended, each seat's score for it and the totals (all of it open to every seat). */
    @Override
    public List<String> roundWords(ScoutState before, ScoutMove move, ScoutState after, int viewer, int you) {
        int n = before.results().size();
        if (after.results().size() == n) {
            return List.of();
        }
        ScoutRoundScore r = after.results().get(n);
        java.util.function.IntFunction<String> name = p -> p == you ? "you" : "player " + p;
        StringBuilder sb = new StringBuilder("Round ").append(r.round() + 1).append(" of ").append(before.deck().rounds).append(" is over: ")
                .append(ScoutNarrator.howItEnded(r, you)).append(". This round: ");
        for (int p = 0; p < r.scores().length; p++) {
            sb.append(p > 0 ? ", " : "").append(name.apply(p)).append(' ').append(String.format("%+d", r.scores()[p]));
        }
        sb.append("; totals: ");
        for (int p = 0; p < r.scores().length; p++) {
            sb.append(p > 0 ? ", " : "").append(name.apply(p)).append(' ').append(after.total(p));
        }
        return List.of(sb.append('.').toString());
    }

    /** Each round's ender, reason and scores, the totals and the winners. */
    @Override
    public ObjectNode summary(ScoutState s) {
        ObjectNode o = Json.object();
        o.put("finished", s.isTerminal());
        ArrayNode rounds = o.putArray("rounds");
        for (ScoutRoundScore r : s.results()) {
            ObjectNode rn = rounds.addObject();
            rn.put("ender", r.ender());
            rn.put("reason", r.reason());
            ArrayNode sc = rn.putArray("scores");
            for (int v : r.scores()) {
                sc.add(v);
            }
        }
        ArrayNode totals = o.putArray("totals");
        for (int p = 0; p < s.numPlayers(); p++) {
            totals.add(s.total(p));
        }
        ArrayNode w = o.putArray("winners");
        if (s.isTerminal()) {
            s.winners().forEach(w::add);
        } else {
            o.put("toMove", s.currentPlayer());
            o.put("round", s.round() + 1);
        }
        return o;
    }

    @Override
    public Narrator<ScoutState, ScoutMove> narrator() {
        return new ScoutNarrator(spec().name());
    }

    @Override
    public ScoutTally newTally() {
        return new ScoutTally(deck.players, rules.tiesShared);
    }
}
