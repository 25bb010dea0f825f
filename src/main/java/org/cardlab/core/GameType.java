package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;

/**
 * One game in the registry: its id, how to make a {@link Game} from a spec, and the old
 * game-file formats it still reads. Commands and agreement tools find a game by id and use
 * only this and {@link Game}.
 */
public interface GameType {
    /** The id used on the command line and in files: {@code fugitive}, {@code scout}, {@code daguai}. */
    String id();

    /** The game's name for people, e.g. "Da Guai Lu Zi". */
    String title();

    /** The spec used when none is named (a name under specs/&lt;id&gt;/). */
    String defaultSpec();

    /** The bots' names, the default first ({@link Game#bot} makes them). */
    List<String> botNames();

    /**
     * Options naming one seat's bot (Fugitive: {@code fugitive}, {@code marshal}), in seat
     * order; empty when the seats are only numbered.
     */
    default List<String> seatOptions() {
        return List.of();
    }

    /** The setup parameters beyond the spec (none for most games). */
    List<Param> params();

    /**
     * The game under {@code spec} with setup {@code params} (missing keys take their defaults;
     * an unknown key or a value that does not fit is a {@link UserError}).
     */
    Game<?, ?> game(RuleSpec spec, ObjectNode params);

    default Game<?, ?> game(RuleSpec spec) {
        return game(spec, Json.object());
    }

    /**
     * Reads every rule value of {@code spec} as the engine does, whatever the setup: a value out
     * of its range, or one that makes the game impossible, is a {@link UserError} naming the rule.
     */
    default void checkValues(RuleSpec spec) {
        game(spec);
    }

    /**
     * The spec {@code nameOrPath}: a name under specs/&lt;id&gt;/ or a file, optionally followed by
     * what-if values, {@code pl+jokerTribute=two-offered+equalBeats=true} (a value is read as
     * JSON when it is JSON, else as text). A spec of another game is an error.
     */
    default RuleSpec spec(String nameOrPath) {
        return RuleSpec.variant(id(), nameOrPath);
    }

    /**
     * The setup the witness search uses unless told otherwise: the one in which every rule can
     * act (Da Guai Lu Zi: a match, since tribute and levels act only between rounds).
     */
    default ObjectNode witnessParams() {
        return Json.object();
    }

    /** Files {@code play} can write besides the game file; none for most games. */
    default List<ExtraFile> extraFiles() {
        return List.of();
    }

    /** Game-file formats of earlier versions that this game still reads. */
    List<String> legacyFormats();

    /**
     * Converts a game file in one of {@link #legacyFormats} to a record (the old file's spec is
     * resolved by name where it stored only a name).
     */
    GameRecord readLegacy(JsonNode json, Path file);

    /**
     * Other values a rule could take, for the gap finder's what-if comparison (a rule the
     * spec leaves silent "arises" when a variant with another value would have played
     * differently). Empty when the game has no such list for the rule.
     */
    default List<JsonNode> alternatives(RuleSpec spec, String rule) {
        JsonNode v = spec.value(rule);
        return v.isBoolean() ? List.of(com.fasterxml.jackson.databind.node.BooleanNode.valueOf(!v.asBoolean())) : List.of();
    }
}
