package org.cardlab.scout.plugin;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutMove;
import org.cardlab.scout.ScoutRules;
import org.cardlab.scout.ScoutState;
import org.cardlab.scout.bots.ScoutGreedyBot;
import org.cardlab.scout.bots.ScoutSearchBot;
import org.cardlab.scout.cli.BenchScoutSearchCommand;
import org.cardlab.scout.cli.ScoutCompareCommand;
import org.cardlab.scout.cli.ScoutTrackCommand;
import org.cardlab.scout.cli.ScoutVersusCommand;

/**
 * SCOUT as a plugin (registered in META-INF/services/org.cardlab.core.GameType): the engine
 * ({@link ScoutGame}) for a spec and a player count, the bots, the ruling command, and what the
 * witness search and the gap finder try.
 */
public final class ScoutPlugin implements GameType {
    /** The game-file format of cardlab 0.1, still read. */
    public static final String LEGACY_FORMAT = "cardlab.scout.game/1";

    /** The values of the text-valued rules, for the gap finder's what-if comparison. */
    private static final Map<String, List<String>> CHOICES = Map.of(
            "runDirections", List.of("both", "ascending", "descending"),
            "compareBy", List.of("smallest", "largest"),
            "capture", List.of("always", "same-count-and-kind"),
            "ties", List.of("shared", "none"),
            "startPlayer", List.of("rotate", "fixed"));

    private static final BotRegistry<ScoutState, ScoutMove> BOTS = new BotRegistry<ScoutState, ScoutMove>("SCOUT")
            .add("greedy", "shows the longest set that beats the table; else scouts the card that lengthens its sets most",
                    (game, seat) -> new ScoutGreedyBot())
            .add("random", Policy.RANDOM_GLOSS, (game, seat) -> Policy.random())
            .addBudgeted("search", "flat Monte Carlo: deals the unseen cards anew from its card tracker and plays greedy to the round's end;"
                    + " search:N makes N playouts a move (default " + ScoutSearchBot.DEFAULT_BUDGET + ")",
                    ScoutSearchBot.DEFAULT_BUDGET, ScoutSearchBot.MAX_BUDGET, ScoutSearchBot::new)
            // far above greedy and random in the ratings (docs/bots.md); the default budget, as rated
            .strongest("search");

    @Override
    public GameInfo info() {
        return ScoutGame.INFO;
    }

    @Override
    public ScoutGame game(RuleSpec spec, ObjectNode params) {
        JsonNode players = setup(params).get("players");
        if (!players.isIntegralNumber() || !players.canConvertToInt()) {
            throw new UserError("players: the player count must be a whole number, not " + players);
        }
        return new ScoutGame(ScoutRules.of(spec.name(), spec), players.asInt());
    }

    @Override
    public BotRegistry<ScoutState, ScoutMove> bots() {
        return BOTS;
    }


    /** Every player count the spec lists is checked (a game of the default count may not be one of them). */
    @Override
    public void checkValues(RuleSpec spec) {
        ScoutRules.of(spec.name(), spec);
    }

    @Override
    public String summary() {
        return "SCOUT: play, replay, simulate, benchmark and play tournaments of matches; rulings between two sets.";
    }

    @Override
    public List<GameCommand> commands() {
        return List.of(GameCommand.of(ScoutCompareCommand.class), GameCommand.of(ScoutTrackCommand.class),
                GameCommand.of(ScoutVersusCommand.class), GameCommand.bench(BenchScoutSearchCommand.class));
    }

    @Override
    public long benchGames() {
        return 20000;
    }

    @Override
    public Agreement<ScoutState, ScoutMove> agreement() {
        return new Agreement<>() {
            @Override
            public List<String> textChoices(String rule) {
                return CHOICES.get(rule);
            }
        };
    }

    @Override
    public TestFixtures fixtures() {
        return new TestFixtures(List.of(new TestFixtures.Setup("official", "{\"players\": 2}"),
                new TestFixtures.Setup("official", "{\"players\": 5}"), new TestFixtures.Setup("es", "{\"players\": 3}")),
                List.of(golden("es-2p-seed8.json", "es", 2, "greedy", 8),
                        golden("es-4p-seed7.json", "es", 4, "greedy", 7),
                        golden("official-2p-seed21.json", "official", 2, "random", 21),
                        golden("official-3p-seed33.json", "official", 3, "greedy", 33),
                        golden("official-4p-seed44.json", "official", 4, "random,greedy,random,greedy", 44),
                        golden("official-5p-seed55.json", "official", 5, "random", 55)));
    }

    private static TestFixtures.Golden golden(String file, String spec, int players, String bots, long seed) {
        return new TestFixtures.Golden("scout/" + file, spec, "{}", "{\"players\": " + players + "}", bots, seed);
    }

    /** {@code {"format", "spec": name or path, "players", "seed", "deal"?, "moves"}}. */
    @Override
    public List<LegacyFormat> legacy() {
        return List.of(new LegacyFormat(LEGACY_FORMAT, Set.of("format", "spec", "players", "seed", "deal", "moves"), this::fromLegacy));
    }

    private GameRecord fromLegacy(JsonNode json, String where) {
        RuleSpec spec = specNamedIn(json, where);
        ObjectNode params = Json.object();
        params.put("players", Json.integer(json, "players", where));
        return new GameRecord(id(), spec, params, Json.longInt(json, "seed", where), json.get("deal"),
                GameRecord.moveTexts(Json.arrayField(json, "moves", where), where));
    }
}
