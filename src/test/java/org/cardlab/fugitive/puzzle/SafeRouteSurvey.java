package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cardlab.core.Playout;
import org.cardlab.core.Seeds;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.Phase;
import org.junit.jupiter.api.Test;

/**
 * The measurement behind docs/puzzles.md's safe-route numbers, run by hand:
 * {@code mvn -o -q test -Dtest=SafeRouteSurvey -Dcardlab.safeSurvey=GAMES -Dcardlab.safeSpec=pt -Dcardlab.safeFugitive=heuristic}.
 * Without the property it plays no game.
 */
class SafeRouteSurvey {

    @Test
    void survey() {
        int games = Integer.getInteger("cardlab.safeSurvey", 0);
        if (games == 0) {
            return;
        }
        String spec = System.getProperty("cardlab.safeSpec", "pt");
        String fugitive = System.getProperty("cardlab.safeFugitive", "heuristic");
        FugitiveRules rules = FugitiveRules.load(spec);
        FugitiveGame game = new FugitiveGame(rules);
        SafeRouteSolver solver = new SafeRouteSolver(new ExhaustiveOracle(), Grade.NAMES.size());
        solver.withPass = true;
        Map<Integer, Integer> groupsHist = new TreeMap<>();
        Map<Long, Integer> safeHist = new TreeMap<>();
        int turns = 0;
        int oneSafe = 0;
        int oneSafePass = 0;
        int oneSafeAmongHides = 0;
        int refuted = 0;
        int passUnsafeHideSafe = 0;
        int twoHides = 0;
        int puzzles = 0;
        Map<Integer, Integer> puzzleGrades = new TreeMap<>();
        Map<Integer, Integer> puzzleHides = new TreeMap<>();
        Map<Integer, Integer> grades = new TreeMap<>();
        long t0 = System.currentTimeMillis();
        for (long i = 0; i < games; i++) {
            FugitiveState end = Playout.ofStudy(game, Playout.seats(game, List.of(fugitive, "heuristic")), 7, i);
            FugitiveState s = game.newGame(Seeds.deal(7, i));
            for (FugitiveMove m : end.moves()) {
                if (s.phase() == Phase.FUGITIVE_PLACE) {
                    turns++;
                    long hand = s.hand(FugitiveSeat.FUGITIVE);
                    int[] route = new int[s.routeLength()];
                    for (int p = 0; p < route.length; p++) {
                        route[p] = s.hideout(p);
                    }
                    List<long[]> groups = SafeRouteSolver.groups(rules, hand, route[route.length - 1]);
                    assertEquals(legalGroups(rules, s), groups.size(), "groups at game " + i);
                    Solution sol = solver.solve(rules, new Notes(spec, s.events()), hand, route);
                    SafeRoute sr = sol.safe();
                    groupsHist.merge(groups.size(), 1, Integer::sum);
                    if (sr != null) {
                        safeHist.merge(sr.safeCount(), 1, Integer::sum);
                        long hideSafe = sr.plays().stream().filter(p -> p.safe() && p.hideout() != SafeRoute.PASS).count();
                        long hides = sr.plays().stream().filter(p -> p.hideout() != SafeRoute.PASS).count();
                        boolean passSafe = sr.plays().stream().anyMatch(p -> p.safe() && p.hideout() == SafeRoute.PASS);
                        if (hideSafe == 1) {
                            oneSafeAmongHides++;
                        }
                        if (hideSafe > 0 && !passSafe) {
                            passUnsafeHideSafe++;
                        }
                        if (hides >= 2) {
                            twoHides++;
                            if (hideSafe == 1) {
                                puzzles++;
                                puzzleHides.merge((int) hides, 1, Integer::sum);
                                int level = sr.plays().stream().filter(p -> !p.safe() && p.hideout() != SafeRoute.PASS)
                                        .mapToInt(p -> p.refutation().level()).max().orElse(0);
                                puzzleGrades.merge(level, 1, Integer::sum);
                            }
                        }
                        if (sr.safeCount() == 1) {
                            oneSafe++;
                            if (sr.safePlay().hideout() == SafeRoute.PASS) {
                                oneSafePass++;
                            }
                            grades.merge(sol.grade().level(), 1, Integer::sum);
                        }
                    } else {
                        refuted++;
                    }
                }
                s.apply(m);
            }
        }
        System.out.printf("SURVEY spec %s, %s Fugitive v heuristic Marshal, %d games, %d placing turns, %.1f s%n", spec, fugitive, games, turns,
                (System.currentTimeMillis() - t0) / 1000.0);
        System.out.println("SURVEY groups per turn: " + groupsHist);
        System.out.println("SURVEY safe groups per turn: " + safeHist + " (not decided within the techniques: " + refuted + ")");
        System.out.println("SURVEY exactly one safe: " + oneSafe + " (the pass: " + oneSafePass + "), grades " + grades
                + "; exactly one safe hideout play: " + oneSafeAmongHides);
        System.out.println("SURVEY pass unsafe while a hideout play is safe: " + passUnsafeHideSafe + "; turns with two or more hideout plays: "
                + twoHides + ", of them exactly one safe: " + puzzles + " (hideout plays " + puzzleHides + ", grades " + puzzleGrades + ")");
    }

    /** The legal plays grouped by hideout and the categories of the sprint cards, by listing every legal move (brute force). */
    static int legalGroups(FugitiveRules rules, FugitiveState s) {
        java.util.Set<String> keys = new java.util.HashSet<>();
        s.legalMoves().forEach(m -> {
            long mix = 0;
            for (int c : org.cardlab.fugitive.Cards.toArray(m.cards())) {
                mix += 1L << (4 * ExhaustiveOracle.category(rules, c));
            }
            keys.add(m.kind() + " " + m.value() + " " + mix);
        });
        return keys.size();
    }
}
