package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.Json;
import org.cardlab.core.Policy;
import org.cardlab.core.Replay;
import org.cardlab.core.Rng;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.search.MarshalSearch;

/**
 * A seeded game on the engine: a person as the Marshal or as the Fugitive against a bot, or two
 * bots watched move by move. The bots choose through the same policies as {@code fugitive play};
 * the randomness of the bot's k-th move comes from the seed and k alone, so a game resumed
 * after a restart goes on exactly as it would have.
 *
 * <p>Saved as {@code cardlab.web.play/1}: who plays which seat, and the game file
 * ({@code cardlab.fugitive.game/1}) with the spec's rule values beside it.
 */
final class PlayTable extends WebTable {
    static final String FORMAT = "cardlab.web.play/1";
    static final Set<String> HUMAN = Set.of("marshal", "fugitive", "none");

    private final FugitiveRules rules;
    private final String human;
    private final String fugitiveBot;
    private final String marshalBot;
    private final Policy<FugitiveState, FugitiveMove> fugitivePolicy;
    private final Policy<FugitiveState, FugitiveMove> marshalPolicy;
    private final FugitiveState state;
    private final MarshalSearch.Settings search;
    private ObjectNode cachedView;

    /** {@code search}: the settings of the search Marshal whose look-ahead the Marshal's view shows. */
    PlayTable(String id, FugitiveRules rules, long seed, String human, String fugitiveBot, String marshalBot, MarshalSearch.Settings search) {
        this(id, rules, FugitiveState.newGame(rules, seed), human, fugitiveBot, marshalBot, search);
    }

    /** The bots' names must be the registry's for their seats ({@link Catalog#bot} checks a request's). */
    private PlayTable(String id, FugitiveRules rules, FugitiveState state, String human, String fugitiveBot, String marshalBot,
            MarshalSearch.Settings search) {
        super(id);
        this.search = search;
        if (!HUMAN.contains(human)) {
            throw ApiError.bad("table: field 'human' must be one of " + new TreeSet<>(HUMAN) + ", not '" + Api.printable(human) + "'");
        }
        this.rules = rules;
        this.human = human;
        this.fugitiveBot = fugitiveBot;
        this.marshalBot = marshalBot;
        FugitiveGame game = new FugitiveGame(rules);
        try {
            this.fugitivePolicy = game.bot(fugitiveBot, FugitiveSeat.FUGITIVE);
            this.marshalPolicy = game.bot(marshalBot, FugitiveSeat.MARSHAL);
        } catch (UserError e) {
            throw ApiError.bad(e.getMessage());
        }
        this.state = state;
        if (!human.equals("none")) {
            botsMove();
        }
    }

    static PlayTable fromFile(String id, JsonNode json, String where, Catalog catalog) {
        Json.onlyFields(json, where, Set.of("format", "human", "fugitive", "marshal", "rules", "game"));
        String format = Json.text(json, "format", where);
        if (!FORMAT.equals(format)) {
            throw new UserError(where + ": field 'format' is '" + format + "', expected '" + FORMAT + "'");
        }
        JsonNode game = Json.field(json, "game", where);
        Json.requireObject(game, where + ": game");
        String spec = Json.text(game, "spec", where + ": game");
        JsonNode values = Json.field(json, "rules", where);
        if (!values.isObject()) {
            throw new UserError(where + ": field 'rules' must be an object of rule values");
        }
        FugitiveRules rules = catalog.rules(new Notes(spec, (ObjectNode) values, java.util.List.of()), where);
        Path file = Path.of(where + ": game");
        GameRecord record = readGame(game, file);
        FugitiveState s = Replay.of(new FugitiveGame(rules), record, where + ": game", true).state();
        return new PlayTable(id, rules, s, Json.text(json, "human", where), Json.text(json, "fugitive", where),
                Json.text(json, "marshal", where), catalog.search());
    }

    /**
     * The table's game: a {@code cardlab.game/1} file, or one of an earlier format, read by the
     * plugin through the registry. Either is replayed under the rule values stored beside it.
     */
    private static GameRecord readGame(JsonNode game, Path file) {
        GameType type = Games.get("fugitive");
        return type.legacyFormats().contains(GameRecord.formatOf(game)) ? type.readLegacy(game, file) : GameRecord.parse(game, file);
    }

    @Override
    String mode() {
        return "play";
    }

    @Override
    String suffix() {
        return ".play.json";
    }

    @Override
    int count() {
        return state.moves().size();
    }

    @Override
    Notes notes() {
        if (human.equals("fugitive") && !state.isTerminal()) {
            // the notes hold the Marshal's drawn cards: his secret until the game ends
            throw ApiError.refused("the Marshal's notes hold his cards: you play the Fugitive, so they open when the game ends");
        }
        return Notes.of(rules, state.events());
    }

    @Override
    ObjectNode file() {
        ObjectNode o = Json.object();
        o.put("format", FORMAT);
        o.put("human", human);
        o.put("fugitive", fugitiveBot);
        o.put("marshal", marshalBot);
        o.set("rules", Notes.of(rules, java.util.List.of()).rules());
        o.set("game", state.toJson());
        return o;
    }

    private boolean humanToMove() {
        int p = state.currentPlayer();
        return human.equals("marshal") && FugitiveSeat.MARSHAL.is(p) || human.equals("fugitive") && FugitiveSeat.FUGITIVE.is(p);
    }

    /** The bots play until it is the person's turn or the game is over. */
    private void botsMove() {
        while (!state.isTerminal() && !humanToMove()) {
            botMove();
        }
    }

    private void botMove() {
        Policy<FugitiveState, FugitiveMove> p = state.toMove() == FugitiveSeat.FUGITIVE ? fugitivePolicy : marshalPolicy;
        Rng rng = Rng.forGame(state.seed(), state.moves().size());
        state.apply(p.choose(state, rng));
    }

    @Override
    void act(String action, JsonNode body) {
        switch (action) {
            case "move" -> move(body);
            case "step" -> {
                Json.onlyFields(body, "step", Set.of());
                step();
            }
            default -> throw ApiError.notFound("no action '" + action + "' on a game (move, step)");
        }
        cachedView = null;
    }

    private void move(JsonNode body) {
        if (state.isTerminal()) {
            throw ApiError.refused("the game is over: " + state.outcome());
        }
        if (!humanToMove()) {
            throw ApiError.refused("it is not your turn");
        }
        FugitiveMove m = moveIn(body, FugitiveMove::parse);
        String why = state.whyIllegal(m);
        if (why != null) { // in the words of the page's keys, not in the game's notation
            throw ApiError.refused("not taken: " + FugitiveSide.inWords(rules, m) + ": " + why);
        }
        try {
            state.apply(m);
        } catch (IllegalMoveException e) {
            throw ApiError.refused("not taken: " + Api.oneLine(e.getMessage()));
        }
        botsMove();
    }

    private void step() {
        if (!human.equals("none")) {
            throw ApiError.refused("step is for watching two bots; here you play the " + human);
        }
        if (state.isTerminal()) {
            throw ApiError.refused("the game is over: " + state.outcome());
        }
        botMove();
    }

    @Override
    ObjectNode view() {
        if (cachedView != null) {
            return cachedView;
        }
        ObjectNode v = base();
        v.put("spec", rules.name());
        if (seedShown()) {
            v.put("seed", state.seed());
        }
        v.put("human", human);
        v.put("fugitiveBot", fugitiveBot);
        v.put("marshalBot", marshalBot);
        v.put("moves", state.moves().size());
        v.put("toMove", state.isTerminal() ? "nobody" : state.toMove().role());
        v.put("yourTurn", humanToMove());
        if (state.isTerminal()) {
            v.put("winner", state.winningSeat().role());
            v.put("outcome", state.outcome());
        }
        PublicTrack t = PublicTrack.read(rules, state.notes(), "the game");
        boolean marshalSees = !human.equals("fugitive") || state.isTerminal();
        ObjectNode marshal = MarshalView.of(t, marshalSees ? Figures.of(t) : null, search);
        if (!marshalSees) {
            FugitiveSide.hideMarshalCards(marshal, t); // a human Fugitive never sees the Marshal's hand
        }
        v.set("marshal", marshal);
        v.set("opponentLast", opponentLast(marshal));
        if (!human.equals("marshal") || state.isTerminal()) {
            v.set("fugitive", FugitiveSide.view(state, rules, human.equals("fugitive") && !state.isTerminal()));
        }
        if (human.equals("none") || state.isTerminal()) { // the moves name hidden cards: only when nobody plays
            ArrayNode log = v.putArray("log");
            for (FugitiveMove m : state.moves()) {
                log.add(m.toString());
            }
        }
        cachedView = v;
        return v;
    }

    /** The seed deals every card: shown when nobody plays, else only once the game is over. */
    private boolean seedShown() {
        return human.equals("none") || state.isTerminal();
    }

    /** The events (numbered from 1) of the opponent's last turn: the trailing run of his events. */
    private ArrayNode opponentLast(ObjectNode marshal) {
        ArrayNode out = Json.array();
        if (human.equals("none")) {
            return out;
        }
        String opponent = human.equals("fugitive") ? "marshal" : "fugitive";
        JsonNode events = marshal.get("events");
        int i = events.size() - 1;
        while (i >= 0 && !events.get(i).get("by").asText().equals(opponent)) {
            i--; // the person's own events since (none on his turn; the last ones once the game is over)
        }
        int end = i;
        while (i >= 0 && events.get(i).get("by").asText().equals(opponent)) {
            i--;
        }
        for (int k = i + 1; k <= end; k++) {
            out.add(events.get(k).get("n").asInt());
        }
        return out;
    }

    @Override
    ObjectNode summary() {
        ObjectNode o = base();
        o.put("spec", rules.name());
        o.put("human", human);
        o.put("fugitive", fugitiveBot);
        o.put("marshal", marshalBot);
        if (seedShown()) {
            o.put("seed", state.seed());
        }
        o.put("events", state.events().size());
        o.put("next", state.isTerminal() ? "the game is over: " + state.outcome() : humanToMove() ? "your move" : "the bots' move");
        return o;
    }
}
