package org.cardlab.fugitive.exposure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.cardlab.cli.Cli;
import org.cardlab.core.Json;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Fugitive's exposure: against the deduction itself, over seeded games, and through the command. */
class ExposureTest {
    private static final FugitiveRules PT = FugitiveRules.load("pt");

    @Test
    void beforeTheMarshalDrawsItIsExactlyTheDeduction() {
        for (long seed = 1; seed <= 5; seed++) {
            FugitiveState s = FugitiveState.newGame(PT, seed);
            Policy<FugitiveState, FugitiveMove> f = SeededGames.bot("heuristic", FugitiveSeat.FUGITIVE);
            Rng rng = new Rng(seed);
            while (s.phase() == Phase.FUGITIVE_FIRST) {
                s.apply(f.choose(s, rng));
            }
            Exposure e = Exposure.of(s, new Exposure.Settings(3, seed, 2_000_000));
            Deduction d = Deduction.of(PublicTrack.read(PT, s.notes(), "notes")); // no Marshal card yet: nothing imagined
            assertEquals(2, e.hideouts.size());
            for (Exposure.Hideout h : e.hideouts) {
                assertEquals(s.hideout(h.position()), h.value());
                assertEquals(d.probability(h.position(), h.value()), h.probability(), 1e-12);
                assertEquals(Long.bitCount(d.possible(h.position())), h.values());
            }
        }
    }

    /**
     * The Marshal guesses only after both first-turn hideouts: the first one's figures are those the Marshal has once
     * its named second one lies too, the same as the exposure computed there (he holds no card yet, so nothing is imagined).
     * They were the figures as if he guessed after the first alone, which the second then gave away.
     */
    @Test
    void aFirstTurnsFirstHideoutIsWeighedWithItsSecond() {
        for (long seed = 1; seed <= 3; seed++) {
            FugitiveState s = FugitiveState.newGame(PT, seed);
            Exposure.Settings settings = new Exposure.Settings(2, seed, 2_000_000);
            Exposure e = Exposure.of(s, settings);
            assertTrue(e.options.size() > 1, "" + e.options);
            for (Exposure.Option o : e.options) {
                assertTrue(o.then() != null, "the second hideout is named: " + o);
                FugitiveState both = s.copy();
                both.apply(o.move());
                assertEquals(null, both.whyIllegal(o.then()), o.toString());
                Exposure second = Exposure.of(both, settings);
                assertTrue(second.options.stream().allMatch(x -> x.then() == null), "the second is the last before his guess");
                both.apply(o.then());
                Exposure there = Exposure.of(both, settings);
                assertEquals(there.hitNow, o.hit(), 1e-12, o.toString());
                double exposed = there.hideouts.stream().mapToDouble(Exposure.Hideout::probability).max().orElseThrow();
                assertEquals(exposed, o.newHideout(), 1e-12, o.toString());
            }
            assertTrue(String.join("\n", e.lines()).contains(", then "), String.join("\n", e.lines()));
        }
    }

    @Test
    void alongSeededGamesTheFiguresAreProbabilitiesAndTheOptionsAreLegalAndRanked() {
        Policy<FugitiveState, FugitiveMove> f = SeededGames.bot("shadow", FugitiveSeat.FUGITIVE);
        Policy<FugitiveState, FugitiveMove> m = SeededGames.bot("heuristic", FugitiveSeat.MARSHAL);
        int looked = 0;
        for (long seed = 1; seed <= 3; seed++) {
            FugitiveState s = FugitiveState.newGame(PT, Seeds.deal(seed, 0));
            Rng rng = new Rng(seed);
            while (!s.isTerminal()) {
                if (s.phase() == Phase.FUGITIVE_PLACE) {
                    Exposure e = Exposure.of(s, new Exposure.Settings(2, 7, 2_000_000));
                    assertEquals(s.faceDownCount(), e.hideouts.size());
                    for (Exposure.Hideout h : e.hideouts) {
                        assertTrue(h.probability() > 0 && h.probability() <= 1 + 1e-12, h.toString());
                        assertTrue(h.rank() >= 1 && h.rank() <= h.values(), h.toString());
                    }
                    assertTrue(!e.options.isEmpty());
                    for (int i = 0; i < e.options.size(); i++) {
                        Exposure.Option o = e.options.get(i);
                        assertEquals(null, s.whyIllegal(o.move()), o.toString());
                        assertTrue(o.loss() >= 0 && o.loss() <= 1 + 1e-12 && o.hit() >= 0 && o.hit() <= 1 + 1e-12, o.toString());
                        if (i > 0) {
                            assertTrue(e.options.get(i - 1).loss() <= o.loss() + 1e-12, "ranked by loss first");
                        }
                    }
                    looked++;
                }
                s.apply((s.toMove() == FugitiveSeat.FUGITIVE ? f : m).choose(s, rng));
            }
        }
        assertTrue(looked > 10, "" + looked);
    }

    @Test
    void aMoveWhoseCountPassesTheWorkLimitComesLastWithoutFigures() {
        Policy<FugitiveState, FugitiveMove> f = SeededGames.bot("heuristic", FugitiveSeat.FUGITIVE);
        Policy<FugitiveState, FugitiveMove> m = SeededGames.bot("heuristic", FugitiveSeat.MARSHAL);
        FugitiveState s = FugitiveState.newGame(PT, Seeds.deal(2, 0));
        Rng rng = new Rng(2);
        int placements = 0;
        while (placements < 4 || s.phase() != Phase.FUGITIVE_PLACE) { // a few hideouts down: counts cost work
            placements += s.phase() == Phase.FUGITIVE_PLACE ? 1 : 0;
            s.apply((s.toMove() == FugitiveSeat.FUGITIVE ? f : m).choose(s, rng));
        }
        long lo = 0; // throws: the notes as they stand pass it
        long hi = 2_000_000; // every count fits
        Exposure full = Exposure.of(s, new Exposure.Settings(1, 3, hi));
        assertTrue(full.options.stream().noneMatch(o -> Double.isNaN(o.loss())), "with room every move has figures");
        while (hi - lo > 1) { // the smallest limit at which the notes as they stand are counted
            long mid = (lo + hi) / 2;
            try {
                Exposure.of(s, new Exposure.Settings(1, 3, mid));
                hi = mid;
            } catch (WorkLimitExceeded e) {
                lo = mid;
            }
        }
        Exposure tight = Exposure.of(s, new Exposure.Settings(1, 3, hi));
        assertEquals(full.options.size(), tight.options.size(), "no move dropped");
        long unknown = tight.options.stream().filter(o -> Double.isNaN(o.loss())).count();
        assertTrue(unknown > 0, "a placement adds work to the count: at the tightest limit some move passes it");
        for (int i = 0; i < tight.options.size(); i++) {
            assertEquals(i >= tight.options.size() - unknown, Double.isNaN(tight.options.get(i).loss()), "uncounted moves last");
        }
        JsonNode last = tight.toJson().get("options").get(tight.options.size() - 1);
        assertTrue(last.get("loss").isNull() && last.get("turnsTo42").asDouble() > 0, last.toString());
        assertTrue(String.join("\n", tight.lines()).contains("past the work limit"));
    }

    @Test
    void theCommandReadsAGameFileAtAChosenMove(@TempDir Path dir) throws Exception {
        Path game = dir.resolve("g.json");
        Cli play = Cli.run("fugitive", "play", "--seed", "5", "--spec", "pt", "--fugitive", "shadow", "--out", game.toString());
        assertEquals(0, play.code(), play.err());
        Cli r = Cli.run("fugitive", "exposure", game.toString(), "--at", "22", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode o = Json.parse(r.out(), "exposure");
        assertEquals(22, o.get("at").asInt());
        assertEquals("fugitive-place", o.get("phase").asText());
        assertTrue(o.get("hideouts").size() > 0 && o.get("options").size() > 0, r.out());
        Cli text = Cli.run("fugitive", "exposure", game.toString(), "--at", "22");
        assertTrue(text.out().contains("safest first"), text.out());
        Cli late = Cli.run("fugitive", "exposure", game.toString(), "--at", "9999");
        assertEquals(2, late.code());
        assertTrue(late.err().contains("--at 9999 is out of range") && late.err().strip().lines().count() == 1, late.err());
        Files.writeString(dir.resolve("bad.json"), "{\"format\": \"cardlab.fugitive.game/1\"}");
        Cli bad = Cli.run("fugitive", "exposure", dir.resolve("bad.json").toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("bad.json"), bad.err());
    }
}
