package org.cardlab.daguai;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.List;
import org.cardlab.core.AbstractGame;
import org.cardlab.core.GameInfo;
import org.cardlab.core.Json;
import org.cardlab.core.Narrator;
import org.cardlab.core.Param;
import org.cardlab.core.Side;
import org.cardlab.core.UserError;

/**
 * Da Guai Lu Zi's game half: the rules of one spec, played as one round or as a match to the
 * spec's level. A game is dealt from a seed, or its first round from six given hands
 * ({@code ["2S 2S 3H ...", ...]}, 27 cards each; the leader draw and later rounds come from
 * the seed).
 */
public final class DaguaiGame extends AbstractGame<DaguaiState, DaguaiMove> {
    /** Da Guai Lu Zi's metadata; setup: one round, or a match to the spec's level. */
    public static final GameInfo INFO = GameInfo.of("daguai", "Da Guai Lu Zi", "pl").withPlayers(6, 6).withParams(new Param("mode", null,
            "Play a whole match to the spec's level instead of one round.", TextNode.valueOf("round"), TextNode.valueOf("match")));

    /** A round is at most 162 plays, each followed by at most 5 passes. */
    public static final int MAX_ROUND_MOVES = 972;
    /** The exchanges between two rounds: at most 4 tributes, each with an offer and a choice. */
    static final int MAX_EXCHANGE_MOVES = 8;
    /**
     * A match has no hard bound on its rounds (drawn rounds move no level); the bound allows
     * 1,000 rounds (greedy bots needed 56 on average to reach A).
     */
    public static final int MAX_MATCH_ROUNDS = 1000;

    private final DaguaiRules rules;
    private final boolean match;

    public DaguaiGame(DaguaiRules rules, boolean match) {
        super(INFO, rules.spec, DaguaiMove::parse,
                match ? MAX_MATCH_ROUNDS * (MAX_ROUND_MOVES + MAX_EXCHANGE_MOVES) : MAX_ROUND_MOVES);
        this.rules = rules;
        this.match = match;
    }

    public DaguaiRules rules() {
        return rules;
    }

    @Override
    public String gameNoun() {
        return match ? "match" : "round";
    }

    public boolean isMatch() {
        return match;
    }

    @Override
    public ObjectNode params() {
        ObjectNode o = Json.object();
        o.put("mode", match ? "match" : "round");
        return o;
    }

    @Override
    public int numPlayers() {
        return DaguaiState.SEATS;
    }

    @Override
    public String seatName(int seat) {
        return "seat " + seat + " (team " + Scoring.team(seat) + ")";
    }

    /** The two teams: seats 0, 2, 4 and seats 1, 3, 5 win and lose together. */
    @Override
    public List<Side> sides() {
        return List.of(new Side("team 0 (seats 0, 2, 4)", new int[] {0, 2, 4}),
                new Side("team 1 (seats 1, 3, 5)", new int[] {1, 3, 5}));
    }

    @Override
    public DaguaiState newGame(long seed) {
        return new DaguaiState(rules, seed, match);
    }

    @Override
    public DaguaiState newGame(long seed, JsonNode deal) {
        if (deal == null || !deal.isArray()) {
            throw new UserError("a Da Guai Lu Zi deal lists the six hands of round 1, like [\"2S 2S 3H ...\", ...]");
        }
        int[][] hands = new int[deal.size()][];
        for (int seat = 0; seat < hands.length; seat++) {
            if (!deal.get(seat).isTextual()) {
                throw new UserError("deal[" + seat + "] must be a hand in card notation, like \"2S 2S 3H\"");
            }
            try {
                hands[seat] = Card.parseList(deal.get(seat).asText());
            } catch (UserError e) {
                throw e.within("deal[" + seat + "]");
            }
        }
        return new DaguaiState(rules, seed, match, hands);
    }

    @Override
    public JsonNode givenDeal(DaguaiState s) {
        int[][] deal = s.firstDeal();
        if (deal == null) {
            return null;
        }
        ArrayNode a = Json.array();
        for (int[] hand : deal) {
            a.add(Card.names(Card.sorted(hand)));
        }
        return a;
    }

    /** Plays and passes as everyone sees them; the exchange's cards only to those who see them. */
    @Override
    public String moveWords(DaguaiState before, DaguaiMove move, DaguaiState after, int viewer) {
        return DaguaiMoveWords.of(before, move, after, viewer);
    }

    /** The same, the exchange's other seat named "you" when it is the person's (and with its team otherwise). */
    @Override
    public String moveWords(DaguaiState before, DaguaiMove move, DaguaiState after, int viewer, int you) {
        return DaguaiMoveWords.of(before, move, after, viewer, you);
    }

    /** The round's result, who leads the next and its tribute (a card only to those who see it). */
    @Override
    public List<String> roundWords(DaguaiState before, DaguaiMove move, DaguaiState after, int viewer, int you) {
        return DaguaiRoundWords.of(before, after, viewer, you);
    }

    /** The exchange between rounds: told with the round's end, which the person has only just been told. */
    @Override
    public boolean keepsAccount(DaguaiState before, DaguaiMove move) {
        return before.phase() == DaguaiState.Stage.RETURN;
    }

    /** Each round's outcome, the levels, and the winning team (or a draw). */
    @Override
    public ObjectNode summary(DaguaiState g) {
        ObjectNode o = Json.object();
        o.put("finished", g.isTerminal());
        o.put("mode", match ? "match" : "round");
        ArrayNode rounds = o.putArray("rounds");
        for (DaguaiRoundResult r : g.results()) {
            ObjectNode rn = rounds.addObject();
            rn.put("round", r.round());
            rn.put("offenseTeam", r.offenseTeam());
            rn.put("level", Card.rankName(r.level()));
            rn.put("outcome", r.outcome().words);
            ArrayNode esc = rn.putArray("escapeOrder");
            for (int s : r.escapeOrder()) {
                esc.add(s);
            }
            ArrayNode tr = rn.putArray("trapped");
            for (int s : r.trapped()) {
                tr.add(s);
            }
            rn.put("tricks", r.tricks());
        }
        if (g.isTerminal()) {
            int winner = match ? g.matchWinner() : g.results().get(0).winnerTeam();
            if (winner < 0) {
                o.putNull("winnerTeam");
            } else {
                o.put("winnerTeam", winner);
            }
        } else {
            o.put("toMove", g.currentPlayer());
            o.put("round", g.round());
        }
        return o;
    }

    @Override
    public Narrator<DaguaiState, DaguaiMove> narrator() {
        return new DaguaiNarrator(spec().name());
    }

    @Override
    public DaguaiTally newTally() {
        return new DaguaiTally();
    }
}
