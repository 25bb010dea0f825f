package org.cardlab.daguai.plugin;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.core.Agreement;
import org.cardlab.core.BotRegistry;
import org.cardlab.core.GameCommand;
import org.cardlab.core.GameInfo;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameType;
import org.cardlab.core.Json;
import org.cardlab.core.LegacyFormat;
import org.cardlab.core.Policy;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.TestFixtures;
import org.cardlab.core.UserError;
import org.cardlab.core.WitnessMoves;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiMove;
import org.cardlab.daguai.DaguaiRules;
import org.cardlab.daguai.DaguaiState;
import org.cardlab.daguai.bots.DaguaiGreedyBot;
import org.cardlab.daguai.bots.DaguaiSearchBot;
import org.cardlab.daguai.cli.BenchDaguaiSearchCommand;
import org.cardlab.daguai.cli.BenchFollowsCommand;
import org.cardlab.daguai.cli.DaguaiClassifyCommand;
import org.cardlab.daguai.cli.DaguaiCompareCommand;
import org.cardlab.daguai.cli.DaguaiTrackCommand;
import org.cardlab.daguai.cli.DaguaiVersusCommand;

/**
 * Da Guai Lu Zi as a plugin (registered in META-INF/services/org.cardlab.core.GameType): the
 * engine ({@link DaguaiGame}) for one round or a match, the bots, the rulings and the follow
 * benchmark, and what the witness search and the gap finder try.
 */
public final class DaguaiPlugin implements GameType {
    /** The game-file format of cardlab 0.1, still read (it embedded the rule values already). */
    public static final String LEGACY_FORMAT = "cardlab.daguai.game/1";

    private static final BotRegistry<DaguaiState, DaguaiMove> BOTS = new BotRegistry<DaguaiState, DaguaiMove>("Da Guai Lu Zi")
            .add("greedy", "follows with the smallest play that beats, keeps jokers, never beats its partner",
                    (game, seat) -> new DaguaiGreedyBot())
            .add("random", Policy.RANDOM_GLOSS, (game, seat) -> Policy.random())
            .addBudgeted("search", "flat Monte Carlo: deals the unseen cards anew from its card tracker and plays greedy to the round's end;"
                    + " search:N makes N playouts a move (default " + DaguaiSearchBot.DEFAULT_BUDGET + ")",
                    DaguaiSearchBot.DEFAULT_BUDGET, DaguaiSearchBot.MAX_BUDGET, DaguaiSearchBot::new)
            // the team of three search wins most rounds against greedy (docs/bots.md); the default budget, as measured
            .strongest("search");

    @Override
    public GameInfo info() {
        return DaguaiGame.INFO;
    }

    @Override
    public DaguaiGame game(RuleSpec spec, ObjectNode params) {
        String mode = setup(params).get("mode").asText();
        if (!mode.equals("round") && !mode.equals("match")) {
            throw new UserError("the mode must be 'round' or 'match', not '" + mode + "'");
        }
        return new DaguaiGame(DaguaiRules.fromSpec(spec), mode.equals("match"));
    }

    @Override
    public BotRegistry<DaguaiState, DaguaiMove> bots() {
        return BOTS;
    }


    @Override
    public String summary() {
        return "Da Guai Lu Zi: play, replay, simulate, benchmark and play tournaments of games; rulings on plays.";
    }

    @Override
    public List<GameCommand> commands() {
        return List.of(GameCommand.of(DaguaiClassifyCommand.class), GameCommand.of(DaguaiCompareCommand.class),
                GameCommand.of(DaguaiTrackCommand.class), GameCommand.of(DaguaiVersusCommand.class),
                GameCommand.bench(BenchFollowsCommand.class), GameCommand.bench(BenchDaguaiSearchCommand.class));
    }

    @Override
    public long benchGames() {
        return 2000;
    }

    @Override
    public Agreement<DaguaiState, DaguaiMove> agreement() {
        return new Agreement<>() {
            /** A match: the tribute rules and the level rules act only between rounds. */
            @Override
            public ObjectNode witnessParams() {
                ObjectNode o = Json.object();
                o.put("mode", "match");
                return o;
            }

            /**
             * The bots' moves over 10 deals, games of up to 20,000 moves, so that a rule of the
             * match's end is witnessed (greedy matches end after a few thousand moves).
             */
            @Override
            public WitnessMoves.Bound witnessBound() {
                return new WitnessMoves.Bound(10, 20_000, 100_000);
            }

            @Override
            public List<String> textChoices(String rule) {
                Set<String> choices = DaguaiRules.choices(rule);
                return choices == null ? null : choices.stream().sorted().toList();
            }
        };
    }

    @Override
    public TestFixtures fixtures() {
        return new TestFixtures(List.of(new TestFixtures.Setup("pl", "{}"), new TestFixtures.Setup("pl+matchLevel=\"4\"", "{\"mode\": \"match\"}")),
                List.of(new TestFixtures.Golden("daguai/round-greedy-seed1.json", "pl", "{}", "{}", "greedy", 1),
                        new TestFixtures.Golden("daguai/round-random-seed2.json", "pl", "{}", "{}", "random", 2),
                        new TestFixtures.Golden("daguai/match-greedy-seed5-to-3.json", "pl", "{\"matchLevel\": \"3\"}",
                                "{\"mode\": \"match\"}", "greedy", 5)));
    }

    /** {@code {"format", "spec", "rules"?, "seed", "mode", "moves"}}: the rule values were embedded already. */
    @Override
    public List<LegacyFormat> legacy() {
        return List.of(new LegacyFormat(LEGACY_FORMAT, Set.of("format", "spec", "rules", "seed", "mode", "moves"), this::fromLegacy));
    }

    private GameRecord fromLegacy(JsonNode json, String where) {
        String name = Json.text(json, "spec", where);
        RuleSpec spec;
        if (json.has("rules")) {
            Json.requireObject(json.get("rules"), where + ": field 'rules'");
            Map<String, JsonNode> values = new LinkedHashMap<>();
            json.get("rules").properties().forEach(e -> values.put(e.getKey(), e.getValue()));
            spec = RuleSpec.fromValues(id(), name, DaguaiRules.withAddedDefaults(values), Path.of(where));
        } else {
            spec = specNamedIn(json, where);
        }
        ObjectNode params = Json.object();
        params.put("mode", Json.text(json, "mode", where));
        return new GameRecord(id(), spec, params, Json.longInt(json, "seed", where), null,
                GameRecord.moveTexts(Json.arrayField(json, "moves", where), where));
    }
}
