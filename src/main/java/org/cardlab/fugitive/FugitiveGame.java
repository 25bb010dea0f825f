package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import org.cardlab.core.AbstractGame;
import org.cardlab.core.GameInfo;
import org.cardlab.core.Json;
import org.cardlab.core.Narrator;
import org.cardlab.core.Policy;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.Tally;
import org.cardlab.core.UserError;

/**
 * Fugitive's game half: the rules of one spec, states dealt from a seed or from three given
 * decks (a deal is {@code [[deck 1], [deck 2], [deck 3]]}, top card first), the move notation
 * and the narration; its bots are its plugin's.
 */
public final class FugitiveGame extends AbstractGame<FugitiveState, FugitiveMove> {
    /**
     * The stated bound on a game's length. Nothing in the rules bounds it (the Fugitive may pass
     * and the Marshal miss for long), so this is an observed bound with a wide margin: 200,000
     * seeded games between random bots averaged 112 moves under ca and 218 under pt, the longest
     * 1,656 and 2,000 moves; the heuristic bots' games are far shorter.
     */
    public static final int MAX_MOVES = 20_000;

    /** Fugitive's metadata: seat 0 is the Fugitive, seat 1 the Marshal; no setup beyond the spec. */
    public static final GameInfo INFO = GameInfo.of("fugitive", "Fugitive", "pt").withSeatRoles("fugitive", "marshal").withAlwaysAWinner();

    private final FugitiveRules rules;

    public FugitiveGame(FugitiveRules rules) {
        super(INFO, rules.spec, FugitiveMove::parse, MAX_MOVES);
        this.rules = rules;
    }

    public static FugitiveGame of(RuleSpec spec) {
        return new FugitiveGame(new FugitiveRules(spec));
    }

    public FugitiveRules rules() {
        return rules;
    }

    @Override
    public FugitiveGame withSpec(RuleSpec other) {
        return of(other);
    }

    @Override
    public int numPlayers() {
        return 2;
    }

    @Override
    public String seatName(int seat) {
        return FugitiveSeat.of(seat).title();
    }

    /** The registry's bot {@code name} for {@code seat} (the engine names no bot: its plugin lists them). */
    public Policy<FugitiveState, FugitiveMove> bot(String name, FugitiveSeat seat) {
        return bot(name, seat.index());
    }

    @Override
    public FugitiveState newGame(long seed) {
        return FugitiveState.newGame(rules, seed);
    }

    @Override
    public FugitiveState newGame(long seed, JsonNode deal) {
        return FugitiveState.withDecks(rules, decks(deal));
    }

    @Override
    public JsonNode givenDeal(FugitiveState s) {
        if (!s.decksGiven()) {
            return null;
        }
        ArrayNode ds = Json.array();
        for (int[] d : s.dealtDecks()) {
            ArrayNode a = ds.addArray();
            for (int c : d) {
                a.add(c);
            }
        }
        return ds;
    }

    /** The winner and how the game ended, or the phase it stands in. */
    @Override
    public ObjectNode summary(FugitiveState s) {
        ObjectNode o = Json.object();
        o.put("finished", s.isTerminal());
        o.put("winner", s.isTerminal() ? s.winningSeat().role() : null);
        o.put("outcome", s.outcome());
        o.put("phase", s.phase().name().toLowerCase().replace('_', '-'));
        return o;
    }

    @Override
    public Narrator<FugitiveState, FugitiveMove> narrator() {
        return new FugitiveNarrator();
    }

    @Override
    public Tally<FugitiveState, ?> newTally() {
        return new FugitiveTally();
    }

    /** The three decks of a deal, each holding exactly its range's cards. */
    private int[][] decks(JsonNode arr) {
        if (arr == null || !arr.isArray() || arr.size() != 3) {
            throw new UserError("a Fugitive deal lists the 3 decks, top card first: [[deck 1], [deck 2], [deck 3]]");
        }
        int[][] out = new int[3][];
        for (int d = 0; d < 3; d++) {
            JsonNode deck = arr.get(d);
            if (!deck.isArray()) {
                throw new UserError("decks[" + d + "] must be a list of cards");
            }
            out[d] = new int[deck.size()];
            for (int i = 0; i < deck.size(); i++) {
                JsonNode c = deck.get(i);
                if (!c.isIntegralNumber() || !c.canConvertToInt()) {
                    throw new UserError("decks[" + d + "][" + i + "] must be a card number, not " + c);
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
                throw new UserError("decks[" + d + "] must hold each card " + lo + ".." + rules.deckHigh[d] + " once");
            }
        }
        return out;
    }
}
