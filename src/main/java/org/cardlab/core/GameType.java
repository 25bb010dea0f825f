package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;

/**
 * A game as a plugin: everything cardlab knows of one game comes from here. A plugin registers
 * itself with one line in {@code META-INF/services/org.cardlab.core.GameType} naming its class
 * (which has a public no-argument constructor), and {@link Games} finds it through
 * {@link java.util.ServiceLoader}: no list outside the game's folder names it.
 *
 * <p>It carries the game's metadata ({@link #info}), its factory ({@link #game}), its bots
 * ({@link #bots}), its own commands and bench size, its test fixtures and golden recipes, and one
 * agreement facet for rulebook agreement. Only the first three have no default.
 */
public interface GameType {

    /** The id, the name, the default spec, the seats' roles and the setup parameters. */
    GameInfo info();

    /**
     * The game under {@code spec} with setup {@code params} (missing keys take their defaults;
     * an unknown key or a value that does not fit is a {@link UserError}). Making it reads every
     * rule value, so a value the engine cannot play with is refused here.
     */
    Game<?, ?> game(RuleSpec spec, ObjectNode params);

    /** The bots by name, the default first (for the games this plugin makes). */
    BotRegistry<?, ?> bots();

    // ---- metadata, read from info() ----

    /** The id used on the command line and in files: {@code fugitive}, {@code scout}, {@code daguai}. */
    default String id() {
        return info().id();
    }

    /** The game's name for people, e.g. "Da Guai Lu Zi". */
    default String title() {
        return info().title();
    }

    /** The spec used when none is named (a name under {@link #specsDir}). */
    default String defaultSpec() {
        return info().defaultSpec();
    }

    /** The roles of the seats, in seat order (Fugitive: {@code fugitive}, {@code marshal}); empty when they are only numbered. */
    default List<String> seatRoles() {
        return info().seatRoles();
    }

    /** The setup parameters beyond the spec (none for most games). */
    default List<Param> params() {
        return info().params();
    }

    /**
     * One sentence on bot {@code name} for people choosing it (the web table's start page), at a
     * seat of {@code role} (null where the seats are only numbered); "" when there is none. By
     * default the sentence its registry was given ({@link BotRegistry#gloss}), whatever the seat.
     */
    default String botGloss(String name, String role) {
        return bots().gloss(name);
    }

    /** The bots' names, the default first. */
    default List<String> botNames() {
        return bots().names();
    }

    // ---- specs ----

    default Game<?, ?> game(RuleSpec spec) {
        return game(spec, Json.object());
    }

    /**
     * {@code params} checked against the declared setup ({@link #params}) and completed with the
     * defaults, for {@link #game}: a key the game does not declare is a one-line {@link UserError}
     * naming the known ones. The values are the game's to check.
     */
    default ObjectNode setup(ObjectNode params) {
        ObjectNode out = Json.object();
        for (Param p : params()) {
            out.set(p.key(), p.defaultValue());
        }
        params.fieldNames().forEachRemaining(k -> {
            if (!out.has(k)) {
                throw new UserError("unknown " + title() + " setup parameter '" + k + "' (known: "
                        + (params().isEmpty() ? "none" : String.join(", ", params().stream().map(Param::key).toList())) + ")");
            }
            out.set(k, params.get(k));
        });
        return out;
    }

    /** The folder of the game's specs: {@code specs/<id>/} under cardlab's home. */
    default Path specsDir() {
        return Home.specsDir().resolve(id());
    }

    /** The names of the game's specs (the JSON files in {@link #specsDir}), sorted. */
    default List<String> specNames() {
        return Home.specNames(specsDir());
    }

    /**
     * The spec {@code nameOrPath}: a name under {@link #specsDir} or a file, optionally followed by
     * what-if values, {@code pl+jokerTribute=two-offered+equalBeats=true} (a value is read as
     * JSON when it is JSON, else as text). A spec of another game is an error.
     */
    default RuleSpec spec(String nameOrPath) {
        return RuleSpec.variant(id(), specsDir(), nameOrPath);
    }

    /**
     * Reads every rule value of {@code spec} as the engine does, whatever the setup: a value out
     * of its range, or one that makes the game impossible, is a {@link UserError} naming the rule.
     */
    default void checkValues(RuleSpec spec) {
        game(spec);
    }

    // ---- what the game adds to the command line ----

    /** Commands only this game has (the generic ones come for every game). */
    default List<GameCommand> commands() {
        return List.of();
    }

    /** Games per timed run of the game's benchmark when no count is given. */
    default long benchGames() {
        return 1000;
    }

    /** The summary of {@code cardlab GAME} in its help. */
    default String summary() {
        return title() + ": play, replay, simulate, benchmark and play tournaments of games.";
    }

    /** Files {@code play} can write besides the game file; none for most games. */
    default List<ExtraFile> extraFiles() {
        return List.of();
    }

    // ---- rulebook agreement and tests ----

    /** The hooks of rulebook agreement (witness search, gap finder); defaults that serve most games. */
    default Agreement<?, ?> agreement() {
        return Agreement.byBots();
    }

    /** What the generic tests play of this game, and its golden games. */
    default TestFixtures fixtures() {
        return TestFixtures.defaults(info());
    }

    // ---- game files of earlier versions ----

    /** The game-file formats of earlier versions that this game still reads, each with its reader; none by default. */
    default List<LegacyFormat> legacy() {
        return List.of();
    }

    /** The tags of {@link #legacy}. */
    default List<String> legacyFormats() {
        return legacy().stream().map(LegacyFormat::format).toList();
    }

    /** The spec an old game file names in its field 'spec' (a name under {@link #specsDir} or a file); an error names the field. */
    default RuleSpec specNamedIn(JsonNode json, String where) {
        try {
            return spec(Json.text(json, "spec", where));
        } catch (UserError e) {
            throw e.within(where + ": field 'spec'");
        }
    }

    /**
     * Converts a game file in one of {@link #legacyFormats} to a record (the old file's spec is
     * resolved by name where it stored only a name).
     */
    default GameRecord readLegacy(JsonNode json, Path file) {
        String where = file.toString();
        String format = Json.text(json, "format", where);
        for (LegacyFormat f : legacy()) {
            if (f.format().equals(format)) {
                Json.onlyFields(json, where, f.fields());
                return f.reader().read(json, where);
            }
        }
        throw new UserError(file + ": " + title() + " reads no game-file format '" + format + "' of an earlier version");
    }
}
