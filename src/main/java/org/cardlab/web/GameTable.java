package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.cardlab.core.Game;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.Json;
import org.cardlab.core.Policy;
import org.cardlab.core.Replay;
import org.cardlab.core.Rng;
import org.cardlab.core.Side;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.Notes;

/**
 * A seeded game of any registered game against its bots, or bots watched: the one view
 * contract every game shares. What a person sees is exactly what the engine lets their seat
 * see ({@link GameState#observation}), the legal moves in the game's notation, and the game's
 * own summary once it is over; the page draws it with the game's pictures. Nothing here asks
 * which game it is.
 *
 * <p>As for Fugitive games, the randomness of the bot's k-th move comes from the seed and k, so
 * a game resumed after a restart goes on exactly as it would have; the seed (which deals every
 * card) is shown only when nobody plays or once the game is over.
 *
 * <p>Saved as {@code cardlab.web.game/1}: {@code human} (a seat, or {@code "none"}), {@code bots}
 * (one name per seat) and {@code game}, the game file ({@code cardlab.game/1}).
 */
final class GameTable<S extends GameState<M>, M> extends WebTable {
    static final String FORMAT = "cardlab.web.game/1";
    static final String SUFFIX = ".game.json";
    /** The person's seat when nobody plays. */
    static final int NOBODY = -1;
    /** The most of the bots' last moves a view tells (a new round can bring many before the person's turn). */
    static final int LAST_MOVES = 12;

    private final Game<S, M> game;
    private final S state;
    private final int human;
    private final List<String> bots;
    private final List<Policy<S, M>> policies = new ArrayList<>();
    /** The bots' moves since the person's last one, in words as the person's seat sees them (watched: the last move). */
    private final List<ObjectNode> lastMoves = new ArrayList<>();
    private ObjectNode cachedView;
    /** The game replayed as far as {@link #told} tells it (null until the Moves list is first shown). */
    private S logState;
    private final ArrayNode told = Json.array();

    /** {@code bots} are checked by the caller ({@link GameOffer#bots}); the bots move until it is the person's turn. */
    GameTable(String id, Game<S, M> game, S state, int human, List<String> bots) {
        super(id);
        this.game = game;
        this.state = state;
        this.human = human;
        this.bots = List.copyOf(bots);
        for (int seat = 0; seat < game.numPlayers(); seat++) {
            try {
                policies.add(game.bot(bots.get(seat), seat));
            } catch (UserError e) {
                throw ApiError.bad(e.getMessage());
            }
        }
        tellPastMoves();
        if (human != NOBODY) {
            botsMove();
        }
    }

    /** The bots' last moves of a game made elsewhere (a saved table, a given state): its moves replayed from its deal. */
    private void tellPastMoves() {
        GameRecord r = game.record(state);
        S s = r.deal() == null ? game.newGame(r.seed()) : game.newGame(r.seed(), r.deal());
        for (M m : state.moves()) {
            S before = copyOf(s);
            s.apply(m);
            tell(before, m, s);
        }
    }

    @SuppressWarnings("unchecked")
    private static <S extends GameState<M>, M> S copyOf(S s) {
        return (S) s.copy(); // a state's copy is of its own class
    }

    /**
     * Notes move {@code m} in words for the person: a move of theirs starts the account afresh,
     * unless the game keeps it (a move between rounds); a move of theirs that ends a round, or
     * is kept, is told too. A round's end is told after the move ({@link Game#roundWords}).
     */
    private void tell(S before, M m, S after) {
        int mover = before.currentPlayer();
        int viewer = human == NOBODY ? Game.EVERYONE : human;
        List<String> round = game.roundWords(before, m, after, viewer, human == NOBODY ? Game.EVERYONE : human);
        boolean kept = mover == human && game.keepsAccount(before, m);
        if (human == NOBODY || mover == human && !kept) {
            lastMoves.clear();
        }
        if (mover != human || kept || !round.isEmpty()) {
            lastMoves.add(Json.object().put("seat", mover).put("text", youWords(game.moveWords(before, m, after, viewer, human == NOBODY ? Game.EVERYONE : human), mover)));
        }
        round.forEach(line -> lastMoves.add(Json.object().put("round", true).put("text", line)));
        for (int i = 0; lastMoves.size() > LAST_MOVES && i < lastMoves.size(); ) { // the oldest moves go, a round's end stays
            if (lastMoves.get(i).has("round")) {
                i++;
            } else {
                lastMoves.remove(i);
            }
        }
    }

    /** A move's words, the mover named first ("seat 2 plays ..."), with "(you)" after the name when the mover is the person. */
    private String youWords(String words, int mover) {
        return mover == human ? words.replaceFirst("^(\\S+ \\d+)", "$1 (you)") : words;
    }

    /**
     * Every move in words as everyone sees it (the game is over, or watched), with each round's end: the
     * Moves list. Kept up to date from the moves made since it was last asked for.
     */
    private ArrayNode toldLog() {
        if (logState == null) {
            GameRecord r = game.record(state);
            logState = r.deal() == null ? game.newGame(r.seed()) : game.newGame(r.seed(), r.deal());
        }
        for (int k = logState.moves().size(); k < state.moves().size(); k++) {
            M m = state.moves().get(k);
            S before = copyOf(logState);
            logState.apply(m);
            int mover = before.currentPlayer();
            told.addObject().put("seat", mover).put("text", youWords(game.moveWords(before, m, logState, Game.EVERYONE, human == NOBODY ? Game.EVERYONE : human), mover));
            game.roundWords(before, m, logState, Game.EVERYONE, human == NOBODY ? Game.EVERYONE : human)
                    .forEach(line -> told.addObject().put("round", true).put("text", line));
        }
        return told.deepCopy();
    }

    /** A new game of {@code game} dealt from {@code seed}. */
    static <S extends GameState<M>, M> GameTable<S, M> dealt(String id, Game<S, M> game, long seed, int human, List<String> bots) {
        return new GameTable<>(id, game, game.newGame(seed), human, bots);
    }

    static GameTable<?, ?> fromFile(String id, JsonNode json, String where) {
        Json.onlyFields(json, where, Set.of("format", "human", "bots", "game"));
        String format = Json.text(json, "format", where);
        if (!FORMAT.equals(format)) {
            throw new UserError(where + ": field 'format' is '" + format + "', expected '" + FORMAT + "'");
        }
        GameRecord record = Games.record(Json.field(json, "game", where), Path.of(where + ": game"));
        GameType type = Games.get(record.game());
        List<String> bots = new ArrayList<>();
        for (JsonNode b : Json.arrayField(json, "bots", where)) {
            bots.add(b.asText());
        }
        JsonNode h = Json.field(json, "human", where);
        boolean seat = h.isIntegralNumber() && h.canConvertToInt() && h.asInt() >= 0;
        if (!seat && !(h.isTextual() && h.asText().equals("none"))) { // a file that says neither must not open as watched (seed shown)
            throw new UserError(where + ": field 'human' must be a seat number from 0 or \"none\", not " + h);
        }
        int human = h.isIntegralNumber() ? h.asInt() : NOBODY;
        return replayed(id, type.game(record.spec(), record.params()), record, human, bots, where);
    }

    private static <S extends GameState<M>, M> GameTable<S, M> replayed(String id, Game<S, M> game, GameRecord record, int human,
            List<String> bots, String where) {
        if (bots.size() != game.numPlayers() || human < NOBODY || human >= game.numPlayers()) {
            throw new UserError(where + ": fields 'bots' and 'human' do not fit a game of " + game.numPlayers() + " seats");
        }
        return new GameTable<>(id, game, Replay.of(game, record, where + ": game", true).state(), human, bots);
    }

    @Override
    String mode() {
        return "play";
    }

    @Override
    String suffix() {
        return SUFFIX;
    }

    @Override
    int count() {
        return state.moves().size();
    }

    @Override
    Notes notes() {
        throw ApiError.notFound("notes are the Fugitive Marshal's: a " + game.info().title() + " game has none");
    }

    @Override
    ObjectNode file() {
        ObjectNode o = Json.object();
        o.put("format", FORMAT);
        if (human == NOBODY) {
            o.put("human", "none");
        } else {
            o.put("human", human);
        }
        ArrayNode b = o.putArray("bots");
        bots.forEach(b::add);
        o.set("game", state.toJson());
        return o;
    }

    private boolean humanToMove() {
        return human != NOBODY && state.currentPlayer() == human;
    }

    private void botsMove() {
        for (int guard = 0; !state.isTerminal() && !humanToMove() && guard < game.maxMoves(); guard++) {
            botMove();
        }
    }

    private void botMove() {
        Rng rng = Rng.forGame(state.seed(), state.moves().size());
        M m = policies.get(state.currentPlayer()).choose(state, rng);
        S before = copyOf(state);
        state.apply(m);
        tell(before, m, state);
    }

    @Override
    void act(String action, JsonNode body) {
        if (state.isTerminal()) {
            throw ApiError.refused("the game is over");
        }
        switch (action) {
            case "move" -> move(body);
            case "step" -> {
                if (human != NOBODY) {
                    throw ApiError.refused("step is for watching the bots; here you play " + game.seatName(human));
                }
                Json.onlyFields(body, "step", Set.of());
                botMove();
            }
            default -> throw ApiError.notFound("no action '" + Api.printable(action) + "' on a game (move, step)");
        }
        cachedView = null;
    }

    private void move(JsonNode body) {
        if (human == NOBODY) {
            throw ApiError.refused("move is for playing; here the bots play and you watch (step moves them)");
        }
        if (!humanToMove()) {
            throw ApiError.refused("it is not your turn");
        }
        M m = moveIn(body, game::parseMove);
        String why = state.whyIllegal(m);
        if (why != null) {
            throw ApiError.refused("not taken: '" + game.moveText(m) + "': " + why);
        }
        S before = copyOf(state);
        try {
            state.apply(m);
        } catch (IllegalMoveException e) {
            throw ApiError.refused("not taken: " + Api.oneLine(e.getMessage()));
        }
        tell(before, m, state);
        botsMove();
    }

    /** The seed deals every card: shown when nobody plays, else only once the game is over. */
    private boolean everythingShown() {
        return human == NOBODY || state.isTerminal();
    }

    @Override
    ObjectNode view() {
        if (cachedView != null) {
            return cachedView;
        }
        ObjectNode v = base();
        v.put("game", game.info().id());
        v.put("title", game.info().title());
        v.put("spec", game.spec().name());
        v.set("params", game.params());
        if (everythingShown()) {
            v.put("seed", state.seed());
        }
        if (human == NOBODY) {
            v.put("human", "none");
        } else {
            v.put("human", human);
        }
        ArrayNode seats = v.putArray("seats");
        boolean teams = game.sides().stream().anyMatch(side -> side.seats().length > 1);
        for (int seat = 0; seat < game.numPlayers(); seat++) {
            ObjectNode s = seats.addObject().put("name", game.seatName(seat)).put("bot", seat == human ? null : bots.get(seat));
            if (teams) {
                s.put("team", teamOf(seat));
            }
        }
        v.put("toMove", state.currentPlayer());
        v.put("yourTurn", humanToMove());
        ArrayNode told = v.putArray("lastMoves"); // the bots' moves since the person's last one, as their seat sees them
        lastMoves.forEach(told::add);
        ArrayNode legal = v.putArray("legal");
        if (humanToMove()) {
            state.legalMoves().forEach(m -> legal.add(game.moveText(m)));
        }
        if (human != NOBODY) {
            v.set("observation", state.observation(human)); // the engine's own promise: only what this seat has seen
        }
        if (everythingShown()) {
            ArrayNode all = v.putArray("observations");
            for (int seat = 0; seat < game.numPlayers(); seat++) {
                all.add(state.observation(seat));
            }
            ArrayNode log = v.putArray("log");
            state.moves().forEach(m -> log.add(game.moveText(m)));
            v.set("told", toldLog()); // the same moves in words, each with its seat, and each round's end
        }
        if (state.isTerminal()) {
            v.set("result", result());
        }
        cachedView = v;
        return v;
    }

    /** Every game's outcome alike (each seat's return, the winning side or null on a tie), and the game's own summary. */
    private ObjectNode result() {
        ObjectNode r = Json.object();
        double[] returns = state.returns();
        ArrayNode a = r.putArray("returns");
        for (double x : returns) {
            a.add(x);
        }
        int w = Side.winner(game.sides(), returns);
        r.put("winner", w < 0 ? null : game.sides().get(w).name());
        r.set("summary", game.summary(state));
        return r;
    }

    @Override
    ObjectNode summary() {
        ObjectNode o = base();
        o.put("game", game.info().id());
        o.put("spec", game.spec().name());
        o.put("human", human == NOBODY ? "none" : game.seatName(human));
        if (everythingShown()) {
            o.put("seed", state.seed());
        }
        o.put("events", state.moves().size());
        o.put("next", state.isTerminal() ? "the game is over" : humanToMove() ? "your move" : "the bots' move");
        return o;
    }

    /** The name of the side that holds {@code seat}, in a game of teams. */
    private String teamOf(int seat) {
        for (Side side : game.sides()) {
            if (Arrays.stream(side.seats()).anyMatch(x -> x == seat)) {
                return side.name();
            }
        }
        throw new IllegalStateException(game.info().id() + ": seat " + seat + " is on no side");
    }
}
