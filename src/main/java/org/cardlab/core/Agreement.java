package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.List;

/**
 * What the rulebook-agreement tools (org.cardlab.verify) need from one game, in one place: the
 * setup the witness search plays, the moves it tries, the other values a rule could take and the
 * hand-written detectors of open situations. Every hook has a default that serves most games
 * through their bots; a plugin overrides only what its game needs.
 */
public interface Agreement<S extends GameState<M>, M> {

    /** The defaults everywhere. */
    static <S extends GameState<M>, M> Agreement<S, M> byBots() {
        return new Agreement<>() {};
    }

    /**
     * The setup the witness search uses unless told otherwise: the one in which every rule can
     * act (Da Guai Lu Zi: a match, since tribute and levels act only between rounds).
     */
    default ObjectNode witnessParams() {
        return Json.object();
    }

    /** The bound of the default witness search (seeded deals, moves a game, positions in all). */
    default WitnessMoves.Bound witnessBound() {
        return new WitnessMoves.Bound(20, 300, 200_000);
    }

    /** What the witness search tries in {@code game}: by default every bot's move ({@link BotWitnessMoves}). */
    default WitnessMoves<S, M> witnessMoves(Game<S, M> game) {
        return new BotWitnessMoves<>(game, witnessBound());
    }

    /**
     * Hand-written detectors of situations a rulebook may leave open (for the gap finder); none
     * by default, when the gap finder compares with what-if variants instead.
     */
    default List<GapDetector<S, M>> gapDetectors(Game<S, M> game) {
        return List.of();
    }

    /**
     * Other values a rule could take, for the gap finder's what-if comparison (a rule the spec
     * leaves silent "arises" when a variant with another value would have played differently):
     * by default a boolean's negation, the other values of a text rule with {@link #textChoices}, and
     * nothing for other rules.
     */
    default List<JsonNode> alternatives(RuleSpec spec, String rule) {
        JsonNode v = spec.value(rule);
        List<String> choices = textChoices(rule);
        if (choices != null) {
            return choices.stream().filter(c -> !c.equals(v.asText())).map(c -> (JsonNode) TextNode.valueOf(c)).toList();
        }
        return v.isBoolean() ? List.of(BooleanNode.valueOf(!v.asBoolean())) : List.of();
    }

    /** Every value a text-valued rule may take, in the order the gap finder tries them; null for other rules (the default). */
    default List<String> textChoices(String rule) {
        return null;
    }
}
