package org.cardlab.fugitive.plugin;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.cardlab.core.Agreement;
import org.cardlab.core.BotRegistry;
import org.cardlab.core.ExtraFile;
import org.cardlab.core.Game;
import org.cardlab.core.GameCommand;
import org.cardlab.core.GameInfo;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameType;
import org.cardlab.core.GapDetector;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.TestFixtures;
import org.cardlab.core.UserError;
import org.cardlab.core.WitnessMoves;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveGapDetectors;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.cli.BenchCalibrationCommand;
import org.cardlab.fugitive.cli.BenchDeduceCommand;
import org.cardlab.fugitive.cli.BenchManhuntCommand;
import org.cardlab.fugitive.cli.BenchMixingCommand;
import org.cardlab.fugitive.cli.BenchPuzzlesCommand;
import org.cardlab.fugitive.cli.BenchSearchCommand;
import org.cardlab.fugitive.cli.BenchShadowCommand;
import org.cardlab.fugitive.cli.BenchStudyCommand;
import org.cardlab.fugitive.cli.FugitiveAdviseCommand;
import org.cardlab.fugitive.cli.FugitiveDeduceCommand;
import org.cardlab.fugitive.cli.FugitiveExposureCommand;
import org.cardlab.fugitive.cli.FugitiveFitModelCommand;
import org.cardlab.fugitive.cli.FugitiveSampleCommand;
import org.cardlab.fugitive.cli.FugitiveTournamentCommand;
import org.cardlab.fugitive.cli.MarshalCommand;
import org.cardlab.fugitive.cli.PuzzlesCommand;
import org.cardlab.fugitive.solve.cli.FugitiveSolveCommand;

/**
 * Fugitive as a plugin (registered in META-INF/services/org.cardlab.core.GameType): the engine
 * ({@link FugitiveGame}), the bots by name ({@link FugitiveBotRegistry}), its commands (in its
 * folder's cli packages, listed here by class), the Marshal's notes that {@code play} also
 * writes, and the witness search and gap detectors of its own ({@link FugitiveWitnessMoves},
 * {@link FugitiveGapDetectors}). It sits above the engine, the bots, the search and the exposure.
 */
public final class FugitivePlugin implements GameType {
    /** The game-file format of cardlab 0.1, still read. */
    private static final String LEGACY_FORMAT = "cardlab.fugitive.game/1";

    private static final BotRegistry<FugitiveState, FugitiveMove> BOTS = FugitiveBotRegistry.make();

    @Override
    public GameInfo info() {
        return FugitiveGame.INFO;
    }

    @Override
    public FugitiveGame game(RuleSpec spec, ObjectNode params) {
        if (params.size() > 0) {
            throw new UserError("Fugitive has no setup parameters (got '" + params.fieldNames().next() + "')");
        }
        return FugitiveGame.of(spec);
    }

    @Override
    public BotRegistry<FugitiveState, FugitiveMove> bots() {
        return BOTS;
    }

    @Override
    public String summary() {
        return "Fugitive: play, replay, simulate and benchmark games; the Marshal's deduction and advice; the Fugitive's"
                + " exposure; tournaments.";
    }

    /** Its commands under {@code cardlab fugitive}, its own {@code marshal} and {@code puzzles}, its benchmarks. */
    @Override
    public List<GameCommand> commands() {
        return List.of(GameCommand.of(FugitiveDeduceCommand.class), GameCommand.of(FugitiveAdviseCommand.class),
                GameCommand.of(FugitiveSampleCommand.class), GameCommand.of(FugitiveExposureCommand.class),
                GameCommand.of(FugitiveTournamentCommand.class), GameCommand.of(FugitiveFitModelCommand.class),
                GameCommand.of(FugitiveSolveCommand.class), GameCommand.of(org.cardlab.fugitive.respond.cli.FugitiveRespondCommand.class),
                GameCommand.top(MarshalCommand.class), GameCommand.top(PuzzlesCommand.class),
                GameCommand.bench(BenchDeduceCommand.class).withBots("that play the games", "heuristic"),
                GameCommand.bench(BenchManhuntCommand.class), GameCommand.bench(BenchPuzzlesCommand.class),
                GameCommand.bench(BenchSearchCommand.class), GameCommand.bench(BenchMixingCommand.class),
                GameCommand.bench(BenchCalibrationCommand.class),
                GameCommand.bench(BenchStudyCommand.class),
                GameCommand.bench(BenchShadowCommand.class));
    }

    @Override
    public long benchGames() {
        return 20000;
    }

    @Override
    public List<ExtraFile> extraFiles() {
        // The notes embed the rule values, so notes of a game under a spec file or a what-if
        // variant read back under the same rules (deduce, marshal --load, the web table).
        return List.of(new ExtraFile("notes", "Also write the Marshal's notes (cardlab.fugitive.notes/1, with the rule values) to FILE.",
                s -> Notes.of(((FugitiveState) s).rules(), ((FugitiveState) s).notes().events()).toJson()));
    }

    @Override
    public Agreement<FugitiveState, FugitiveMove> agreement() {
        return new Agreement<>() {
            @Override
            public WitnessMoves<FugitiveState, FugitiveMove> witnessMoves(Game<FugitiveState, FugitiveMove> game) {
                return new FugitiveWitnessMoves();
            }

            @Override
            public WitnessMoves.Bound witnessBound() {
                return new FugitiveWitnessMoves().defaultBound();
            }

            @Override
            public List<GapDetector<FugitiveState, FugitiveMove>> gapDetectors(Game<FugitiveState, FugitiveMove> game) {
                return FugitiveGapDetectors.of(((FugitiveGame) game).rules()); // the games of this plugin are FugitiveGames
            }

            /**
             * None: Fugitive's gap finder has a hand-written detector for each rule a text may leave
             * open ({@link FugitiveGapDetectors}), so it needs no what-if variants.
             */
            @Override
            public List<JsonNode> alternatives(RuleSpec spec, String rule) {
                return List.of();
            }
        };
    }

    @Override
    public TestFixtures fixtures() {
        return new TestFixtures(List.of(new TestFixtures.Setup("pt", "{}"), new TestFixtures.Setup("ca", "{}")),
                List.of(golden("ca", "heuristic", 12), golden("ca", "heuristic", 58), golden("ca", "random", 13),
                        golden("pt", "heuristic", 11), golden("pt", "heuristic", 44), golden("pt", "random", 14)));
    }

    private static TestFixtures.Golden golden(String spec, String bots, long seed) {
        return new TestFixtures.Golden("fugitive/" + spec + "-" + bots + "-" + seed + ".json", spec, "{}", "{}", bots, seed);
    }

    @Override
    public List<String> legacyFormats() {
        return List.of(LEGACY_FORMAT);
    }

    /** {@code {"format", "spec": name, "seed" or "decks", "moves"}}: the spec is resolved by name. */
    @Override
    public GameRecord readLegacy(JsonNode json, Path file) {
        String where = file.toString();
        Json.onlyFields(json, where, Set.of("format", "spec", "seed", "decks", "moves"));
        RuleSpec spec = specNamedIn(json, where);
        if (json.has("decks") && json.has("seed")) {
            throw new UserError(where + ": give either 'seed' or 'decks', not both");
        }
        JsonNode decks = json.get("decks");
        long seed = decks == null ? Json.longInt(json, "seed", where) : 0;
        return new GameRecord(id(), spec, Json.object(), seed, decks, GameRecord.moveTexts(Json.arrayField(json, "moves", where), where));
    }
}
