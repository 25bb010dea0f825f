package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
 * Every 32nd puzzle in every build (each replays a game and proves a cut); all of them tagged slow.
 */
class PuzzleRegenerationTest {
    private static final Pattern SOURCE = Pattern.compile("^seed (-?\\d+) game (\\d+) \\((\\w+) Fugitive, (\\w+) Marshal\\)");

    @Test
    void everyThirtySecondShippedPuzzleComesBackFromItsGame() throws IOException {
        checkEvery(32);
    }

    @Test
    @Tag("slow")
    void everyShippedPuzzleComesBackFromItsGame() throws IOException {
        checkEvery(1);
    }

    private static void checkEvery(int step) throws IOException {
        List<Path> files = new ArrayList<>(PuzzleCollection.files(PuzzleFixtures.SHIPPED));
        files.sort(null);
        int checked = 0;
        for (int i = 0; i < files.size(); i += step) {
            String text = Files.readString(files.get(i));
            Puzzle shipped = Puzzle.read(files.get(i));
            assertEquals(text, Json.write(regenerate(shipped).toJson()), files.get(i) + " comes back byte for byte");
            checked++;
        }
        assertTrue(checked >= files.size() / step, checked + " checked");
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
