package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.cli.Cli;
import org.cardlab.core.Json;
import org.cardlab.core.Playout;
import org.cardlab.core.Seeds;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The safe route: its verdicts against brute force (every legal move of the Fugitive played on a copy of the game and its
 * notes decided by the exhaustive oracle and by the deduction's exact counter), its grouping, its refutations' uses, the
 * same files from the same seed, and bad input.
 */
class SafeRouteTest {

    /** Whether any face-down position is certain in the notes, by one oracle. */
    private static boolean anyCertain(PositionOracle oracle, FugitiveRules rules, Notes notes) {
        PublicTrack g = PublicTrack.read(rules, notes, "after the move");
        PositionOracle.Possible poss = oracle.possible(g, Set.of());
        assertTrue(poss.consistent(), "the game's own notes are explained");
        return g.faceDown().stream().anyMatch(p -> Long.bitCount(poss.values().get(p)) == 1);
    }

    @Test
    void everyPlayIsDecidedAsBruteForceDecidesItOnSmallDecks() {
        FugitiveRules rules = PuzzleFixtures.tiny();
        FugitiveGame game = new FugitiveGame(rules);
        SafeRouteSolver solver = new SafeRouteSolver(new ExhaustiveOracle(), Grade.NAMES.size());
        solver.withPass = true;
        PositionOracle counting = new CountingOracle();
        int turns = 0;
        int moves = 0;
        int unsafe = 0;
        int safe = 0;
        for (long i = 0; i < 12; i++) {
            List<String> pair = i % 2 == 0 ? List.of("heuristic", "heuristic") : List.of("random", "heuristic");
            FugitiveState end = Playout.ofStudy(game, Playout.seats(game, pair), 5, i);
            FugitiveState s = game.newGame(Seeds.deal(5, i));
            for (FugitiveMove m : end.moves()) {
                if (s.phase() == Phase.FUGITIVE_PLACE) {
                    turns++;
                    int[] route = new int[s.routeLength()];
                    for (int p = 0; p < route.length; p++) {
                        route[p] = s.hideout(p);
                    }
                    Solution sol = solver.solve(rules, new Notes(rules.name(), s.events()), s.fugitiveHand(), route);
                    assertNotNull(sol.safe(), "every play decided: " + sol.failure());
                    Map<String, Boolean> verdict = new HashMap<>();
                    for (SafeRoute.Play p : sol.safe().plays()) {
                        verdict.put(p.hideout() + " " + p.mix(), p.safe());
                    }
                    Map<String, Boolean> brute = new HashMap<>();
                    for (FugitiveMove move : s.legalMoves().toList()) {
                        FugitiveState after = s.copy();
                        after.apply(move);
                        Notes notes = new Notes(rules.name(), after.events());
                        boolean certain = anyCertain(new ExhaustiveOracle(), rules, notes);
                        assertEquals(certain, anyCertain(counting, rules, notes), "the two exact oracles agree on " + move);
                        long mix = 0;
                        for (int c : Cards.toArray(move.cards())) {
                            mix += 1L << (4 * ExhaustiveOracle.category(rules, c));
                        }
                        String key = (move.kind() == FugitiveMove.Kind.PASS ? SafeRoute.PASS : move.value()) + " " + mix;
                        Boolean before = brute.put(key, !certain);
                        assertTrue(before == null || before == !certain, "plays the Marshal cannot tell apart share a verdict: " + move);
                        moves++;
                    }
                    assertEquals(brute, verdict, "game " + i + " turn " + turns + ": every group, and each group's verdict");
                    for (SafeRoute.Play p : sol.safe().plays()) {
                        if (p.safe()) {
                            safe++;
                            continue;
                        }
                        unsafe++;
                        Solution.Step r = p.refutation();
                        int truth = r.position() < route.length ? route[r.position()] : p.hideout();
                        assertEquals(truth, r.value(), "a refutation names his true value of #" + r.position());
                    }
                }
                s.apply(m);
            }
        }
        assertTrue(turns >= 20 && safe >= 10 && unsafe >= 10, turns + " turns, " + moves + " moves, " + safe + " safe and " + unsafe + " unsafe groups");
    }

    @Test
    @Tag("slow") // plays up to 120 games twice; the quick build keeps the brute-force check of every play
    void generatedSafeRoutesReadBackRefuteWithWhatIsFaceUpAndComeAgainFromTheSeed(@TempDir Path dir) throws Exception {
        Path a = Files.createDirectory(dir.resolve("a"));
        Path b = Files.createDirectory(dir.resolve("b"));
        for (Path out : List.of(a, b)) {
            Cli r = Cli.run("puzzles", "generate", "--kind", "safe-route", "--spec", "pt", "--seed", "71", "--count", "2", "--max-games", "60",
                    "--out", out.toString());
            assertEquals(0, r.code(), r.out() + r.err());
        }
        List<Path> files = PuzzleCollection.files(a);
        assertEquals(2, files.size());
        for (Path f : files) {
            assertEquals(Files.readString(f), Files.readString(b.resolve(f.getFileName())), f + ": the same seed writes the same file");
            Puzzle p = Puzzle.read(f);
            assertEquals(Json.write(p.toJson()), Files.readString(f), "reads back as written");
            assertEquals(List.of(), new PuzzleVerifier(Oracles.checked()).check(p), f.toString());
            SafeRoute sr = p.solution().safe();
            assertEquals(1, sr.safeCount());
            assertTrue(sr.plays().size() >= 2);
            PublicTrack g = PublicTrack.read(Page.rules(p.spec()), p.notes(), "notes");
            long up = 1;
            for (PublicTrack.Position pos : g.positions) {
                up |= pos.faceDown() ? 0 : 1L << pos.index;
            }
            int level = 1;
            for (SafeRoute.Play play : sr.plays()) {
                if (play.refutation() != null) {
                    long allowed = up | (play.hideout() == 42 ? 1L << g.positions.size() : 0);
                    assertEquals(0, play.refutation().uses() & ~allowed, p.id() + ": a refutation uses only what is face up after its play");
                    level = Math.max(level, play.refutation().level());
                }
            }
            assertEquals(level, p.solution().grade().level(), "the grade is the hardest refutation's");
            String answer = TextRenderer.answer(p);
            assertTrue(answer.contains("safe play: " + SafeRouteWords.headline(sr)), answer);
            // a line per play, and one per card of his hand that he cannot lay at all (Safe route 263: 31 and 42, out of reach)
            long unplayable = java.util.Arrays.stream(org.cardlab.fugitive.Cards.toArray(sr.hand()))
                    .filter(c -> sr.plays().stream().noneMatch(x -> x.hideout() == c)).count();
            assertEquals(sr.plays().size() + unplayable, answer.lines().filter(l -> l.matches("  \\d+\\. .*")).count(), "a line per play: " + answer);
        }
    }

    @Test
    void badSafeRouteInputIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Cli kind = Cli.run("puzzles", "generate", "--kind", "safe-routes", "--out", dir.toString());
        assertEquals(2, kind.code());
        assertTrue(kind.err().contains("safe-route"), "the known kinds are listed: " + kind.err());
        assertEquals(1, kind.err().strip().lines().count(), kind.err());
        Cli grade = Cli.run("puzzles", "generate", "--kind", "safe-route", "--grade", "5", "--out", dir.toString());
        assertEquals(2, grade.code(), grade.err());
        Cli curate = Cli.run("puzzles", "curate", "puzzles/fugitive", "--safe-routes", "-1", "--out", dir.toString());
        assertEquals(2, curate.code(), curate.err());
        assertTrue(curate.err().contains("--safe-routes"), curate.err());
        Path shipped = PuzzleCollection.files(PuzzleFixtures.SHIPPED).stream().filter(f -> f.toString().contains("safe-route")).findFirst().orElseThrow();
        String text = Files.readString(shipped);
        Path noSeat = dir.resolve("no-seat.json");
        Files.writeString(noSeat, text.replaceFirst("\"fugitive\"", "\"fugitives\""));
        Cli r = Cli.run("puzzles", "verify", noSeat.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue((r.out() + r.err()).contains("fugitive"), r.out() + r.err());
        Cli make = Cli.run("puzzles", "make", shipped.toString(), "--kind", "safe-route", "--out", dir.resolve("m.json").toString());
        assertEquals(2, make.code(), make.out() + make.err());
        assertTrue(make.err().contains("Fugitive's hand"), make.err());
        assertFalse(Files.exists(dir.resolve("m.json")));
    }

    @Test
    void solveReadsASafeRouteFileWithItsSeat() {
        Path shipped = PuzzleCollection.files(PuzzleFixtures.SHIPPED).stream().filter(f -> f.toString().contains("safe-route")).findFirst().orElseThrow();
        Cli r = Cli.run("puzzles", "solve", shipped.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("safe play: " + SafeRouteWords.headline(Puzzle.read(shipped).solution().safe())), r.out());
    }

    @Test
    void aSeatTheNotesCannotHaveIsRefused() {
        Puzzle p = PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream().filter(x -> x.kind() == PuzzleKind.SAFE_ROUTE).findFirst().orElseThrow();
        PublicTrack g = PublicTrack.read(Page.rules(p.spec()), p.notes(), "notes");
        SafeRoute.Seat seat = p.seat();
        assertEquals(null, SafeRouteSolver.whySeatWrong(g, seat));
        int[] shorter = java.util.Arrays.copyOf(seat.route(), seat.route().length - 1);
        assertTrue(SafeRouteSolver.whySeatWrong(g, new SafeRoute.Seat(seat.hand(), shorter)).contains("hideout"));
        long oneMore = seat.hand() | Long.lowestOneBit(~seat.hand() & ~g.seen & Cards.range(1, 41));
        assertTrue(SafeRouteSolver.whySeatWrong(g, new SafeRoute.Seat(oneMore, seat.route())).contains("cards"));
        long marshals = seat.hand() & ~Long.lowestOneBit(seat.hand()) | Long.lowestOneBit(g.marshalCards);
        assertTrue(SafeRouteSolver.whySeatWrong(g, new SafeRoute.Seat(marshals, seat.route())).contains("holds or has seen"));
        List<String> problems = new ArrayList<>(new PuzzleVerifier(Oracles.generating()).check(new Puzzle(p.id(), p.kind(), p.notes(), Map.of(),
                new Solution(p.solution().steps(), p.solution().route(), p.solution().grade(), 0, null, Map.of(), null, null,
                        new SafeRoute(oneMore, seat.route(), p.solution().safe().plays())), p.oracle(), p.source())));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("fugitive: "), problems.toString());
    }
}
