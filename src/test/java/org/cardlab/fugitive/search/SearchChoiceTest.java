package org.cardlab.fugitive.search;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.bots.HeuristicMarshal;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.NotesFiles;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * Positions picked by hand from seeded games (heuristic Fugitive) where the likeliest number to
 * hit is a poor guess: the search, at its default settings, picks a move that an independent
 * evaluation (ten times the worlds, another seed) finds clearly better than the likeliest number
 * and than the heuristic Marshal's move (their 95% intervals apart), and no other move it
 * considered clearly better than its pick.
 *
 * <ul>
 *   <li>pt, after 44 events: 23 is certain, yet the all-or-nothing guess of 23 with two likely
 *       numbers more reveals every hideout and wins more often;</li>
 *   <li>ca, after 36 events: 21 is certain, yet revealing it (not the last hideout) wins less often
 *       than guessing the likeliest last hideout.</li>
 * </ul>
 */
class SearchChoiceTest {
    private static final MarshalSearch CHECK = new MarshalSearch(new MarshalSearch.Settings(1500, 1, 8, 400_000, 2.0, 20_000, MarshalSearch.Settings.DEFAULT_MODEL, MarshalSearch.Settings.DEFAULT.measure(), 0));

    @Test
    void multiNumberGuessOverACertainNumber() {
        checkClearlyBetter("pt-game1-ev44.json");
    }

    @Test
    void aCertainNumberIsNotAlwaysTheBestGuess() {
        checkClearlyBetter("ca-game8-ev36.json");
    }

    private static void checkClearlyBetter(String file) {
        PublicTrack t = NotesFiles.read(Path.of("src/test/resources/fugitive/search", file));
        FugitiveMove chosen = new MarshalSearch(MarshalSearch.Settings.DEFAULT).decide(t, new Rng(1)).chosen();
        FugitiveMove likeliest = FugitiveMove.guessSet(1L << likeliestNumber(Deduction.of(t)));
        FugitiveMove heuristic = new HeuristicMarshal().choose(World.of(t, HistorySampler.of(t).sample(new Rng(2)), new Rng(3)), new Rng(4));
        assertNotEquals(likeliest, chosen, file);
        List<FugitiveMove> moves = new ArrayList<>(List.of(chosen, likeliest));
        if (!moves.contains(heuristic)) {
            moves.add(heuristic);
        }
        List<MarshalSearch.Option> check = CHECK.evaluate(t, moves, new Rng(2024));
        var pick = check.get(0).winChance();
        for (MarshalSearch.Option o : check.subList(1, check.size())) {
            assertTrue(pick.low() > o.winChance().high(), file + ": " + chosen + " " + pick + " against " + o.move() + " " + o.winChance());
        }
        for (MarshalSearch.Option o : CHECK.decide(t, new Rng(2025)).options()) {
            assertTrue(o.winChance().low() <= pick.high(), file + ": " + o.move() + " " + o.winChance() + " is clearly better than "
                    + chosen + " " + pick);
        }
    }

    /** The number most likely to be a face-down hideout now (the lowest of equals). */
    private static int likeliestNumber(Deduction d) {
        int best = 1;
        for (int n = 2; n <= 41; n++) {
            if (d.numberCount(n).compareTo(d.numberCount(best)) > 0) {
                best = n;
            }
        }
        return best;
    }
}
