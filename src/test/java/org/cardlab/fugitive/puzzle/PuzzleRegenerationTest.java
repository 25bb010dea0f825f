package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.cardlab.core.Json;
import org.cardlab.core.Playout;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Notes;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The collection can be made again: each shipped puzzle's {@code source} names the seed and game
 * it came from, and replaying that game as {@code puzzles generate --seed S} does, then proving
 * the cut its id names, gives back the shipped file byte for byte. With the curation test (the
 * shipped collection is its own curation) this is what docs/puzzles.md's regeneration rests on.
 * Every 32nd puzzle in every build (each replays a game and proves a cut); every 4th in the slow
 * part too, so the full run checks a quarter of the collection, spread over it in file order (a
 * drift of the generator changes many puzzles; the suite's time is better spent elsewhere than on
 * the other three quarters). {@code -Dregenerate.all=true} checks every shipped puzzle once, as
 * before a collection is shipped. The puzzles are independent, so they are
 * regenerated side by side (one thread per core); each is checked in file order, and the same
 * puzzles are checked whatever the threads do.
 */
class PuzzleRegenerationTest {
    private static final Pattern SOURCE = Pattern.compile("^seed (-?\\d+) game (\\d+) \\((\\w+) Fugitive, (\\w+) Marshal\\)");
    private static final int EVERY = 32;
    /** The slow part's stride: every 4th puzzle, or every one with {@code -Dregenerate.all=true}. */
    private static final int SLOW_EVERY = Boolean.getBoolean("regenerate.all") ? 1 : 4;

    @Test
    void everyThirtySecondShippedPuzzleComesBackFromItsGame() throws Exception {
        check(i -> i % EVERY == 0);
    }

    @Test
    @Tag("slow")
    void everyFourthShippedPuzzleComesBackFromItsGame() throws Exception {
        check(i -> i % EVERY != 0 && i % SLOW_EVERY == 0);
    }

    private static void check(IntPredicate which) throws Exception {
        List<Path> files = new ArrayList<>(PuzzleCollection.files(PuzzleFixtures.SHIPPED));
        files.sort(null);
        List<Path> chosen = IntStream.range(0, files.size()).filter(which).mapToObj(files::get).toList();
        ExecutorService pool = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
        try {
            List<Future<String>> made = new ArrayList<>();
            for (Path f : chosen) {
                made.add(pool.submit(() -> Json.write(regenerate(Puzzle.read(f)).toJson())));
            }
            for (int i = 0; i < chosen.size(); i++) {
                assertEquals(Files.readString(chosen.get(i)), result(made.get(i)), chosen.get(i) + " comes back byte for byte");
            }
        } finally {
            pool.shutdownNow();
        }
        assertTrue(chosen.size() >= files.size() / EVERY, chosen.size() + " checked");
    }

    /** The regenerated text, or the regeneration's own failure (an assertion about the puzzle) as it was thrown. */
    private static String result(Future<String> f) throws Exception {
        try {
            return f.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw (Exception) e.getCause();
        }
    }

    /** The puzzle the generator makes from the cut of the shipped puzzle's game that its id names. */
    static Puzzle regenerate(Puzzle shipped) {
        Matcher m = SOURCE.matcher(shipped.source());
        assertTrue(m.find(), shipped.id() + ": a source naming its seed and game: " + shipped.source());
        long seed = Long.parseLong(m.group(1));
        int game = Integer.parseInt(m.group(2));
        String[] pair = PuzzleGenerator.PAIRS[game % PuzzleGenerator.PAIRS.length];
        assertEquals(List.of(pair[0], pair[1]), List.of(m.group(3), m.group(4)), shipped.id() + ": the bots of game " + game);
        FugitiveRules rules = Page.rules(shipped.spec());
        PuzzleGenerator gen = new PuzzleGenerator(rules, Oracles.generating());
        FugitiveGame g = new FugitiveGame(rules);
        FugitiveState s = Playout.ofStudy(g, Playout.seats(g, List.of(pair)), seed, game);
        String source = "seed " + seed + " game " + game + " (" + pair[0] + " Fugitive, " + pair[1] + " Marshal)";
        if (shipped.kind() == PuzzleKind.SAFE_ROUTE) { // his seat at a placing turn: the game is replayed from its deal
            return gen.safeRoutes(g, seed, game, s, source).stream().filter(p -> p.id().equals(shipped.id())).findFirst()
                    .orElseThrow(() -> new AssertionError(shipped.id() + ": no placing turn of " + source + " gives this safe route"));
        }
        for (Notes cut : gen.cuts(s, shipped.kind())) {
            if (gen.idOf(shipped.kind(), cut).equals(shipped.id())) {
                Puzzle p = gen.tryCandidate(s, shipped.kind(), cut, source);
                assertNotNull(p, shipped.id() + ": its cut is proven again");
                return p;
            }
        }
        throw new AssertionError(shipped.id() + ": no cut of " + source + " has this id");
    }
}
