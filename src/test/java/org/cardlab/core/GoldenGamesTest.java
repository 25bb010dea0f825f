package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden playthroughs of every game (OpenSpiel's playthrough files): seeded bot games stored
 * under src/test/resources/golden/&lt;game&gt;/ with their final state, summary and log. Each must
 * replay exactly from its game file, and the same bots with the same seed must still choose the
 * same moves. A change to a rule, a bot or a log fails here first.
 *
 * <p>After a deliberate change, regenerate them all with one command:
 * {@code mvn -q test -Dtest=GoldenGamesTest -Dgolden.write=true}
 */
class GoldenGamesTest {
    static final Path DIR = Path.of("src/test/resources/golden");

    /** A golden game of a registered game: the plugin's recipe ({@link TestFixtures.Golden}) and the game's id. */
    record Recipe(String game, TestFixtures.Golden golden) {
        @Override
        public String toString() {
            return golden.file();
        }
    }

    /** Every registered game's golden recipes ({@link GameType#fixtures}). */
    static Stream<Recipe> recipes() {
        return Games.all().stream().flatMap(t -> t.fixtures().golden().stream().map(g -> new Recipe(t.id(), g)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("recipes")
    void replaysExactlyAndTheBotsStillPlayIt(Recipe recipe) throws Exception {
        TestFixtures.Golden r = recipe.golden();
        GameType type = Games.get(recipe.game());
        RuleSpec spec = type.spec(r.spec());
        for (var e : Json.parse(r.with(), "with").properties()) {
            spec = spec.with(e.getKey(), e.getValue());
        }
        Game<?, ?> game = type.game(spec, (ObjectNode) Json.parse(r.params(), "params"));
        Path file = DIR.resolve(r.file());
        if (Boolean.getBoolean("golden.write")) {
            Files.createDirectories(file.getParent());
            Json.writeFile(file, Json.write(golden(game, r)));
        }
        check(game, r, Json.read(file), file);
    }

    private static <S extends GameState<M>, M> ObjectNode golden(Game<S, M> game, TestFixtures.Golden r) {
        S start = game.newGame(r.seed());
        @SuppressWarnings("unchecked")
        S s = (S) start.copy();
        Playout.play(game, s, Playout.seats(game, Arrays.asList(r.bots().split(","))), Seeds.bots(r.seed()));
        ObjectNode o = Json.object();
        o.put("bots", r.bots());
        o.set("game", s.toJson());
        o.set("summary", game.summary(s));
        o.put("fullState", s.fullState());
        ArrayNode log = o.putArray("log");
        GameLog.lines(game, start, s.moves()).forEach(log::add);
        return o;
    }

    private static <S extends GameState<M>, M> void check(Game<S, M> game, TestFixtures.Golden r, JsonNode stored, Path file) {
        GameRecord rec = GameRecord.parse(stored.get("game"), file);
        Game<S, M> own = game.withSpec(rec.spec());
        S replayed = Replay.of(own, rec, file.toString(), true).state();
        assertEquals(stored.get("fullState").asText(), replayed.fullState(), file + ": replay");
        assertEquals(stored.get("summary"), own.summary(replayed), file + ": summary");
        List<String> log = new ArrayList<>();
        stored.get("log").forEach(n -> log.add(n.asText()));
        S start = Replay.of(own, rec.firstMoves(0), file.toString(), true).state();
        assertEquals(log, GameLog.lines(own, start, replayed.moves()), file + ": log");
        assertEquals(Json.compact(stored.get("game")), Json.compact(golden(game, r).get("game")),
                file + ": the bots no longer play the stored moves from the seed");
    }
}
