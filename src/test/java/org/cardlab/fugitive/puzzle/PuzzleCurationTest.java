package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.fugitive.Notes;
import org.junit.jupiter.api.Test;

/**
 * The curation: the shipped collection is its own curation (so the documented procedure, run on
 * the candidates, can give it back), a repeated position under another spec and another cut of a
 * game are dropped, so is another position teaching the same lesson
 * (route and steps), and no idea passes its share of a grade.
 */
class PuzzleCurationTest {
    private static final List<Puzzle> SHIPPED = PuzzleCollection.read(PuzzleFixtures.SHIPPED);
    /** The routes and manhunts (the lesson tests below build on their steps). */
    private static final List<Puzzle> HUNTS = SHIPPED.stream()
            .filter(p -> p.kind() == PuzzleKind.ROUTE || p.kind() == PuzzleKind.MANHUNT).toList();

    @Test
    void theShippedCollectionIsItsOwnCuration() {
        PuzzleCuration.Result r = PuzzleCuration.choose(SHIPPED, 68, 0.3, PuzzleCuration.SHIPPED_GUESSES_PER_GRADE,
                PuzzleCuration.SHIPPED_BENEATH_PER_GRADE, PuzzleCuration.SHIPPED_SAFE_ROUTES_PER_GRADE);
        assertEquals(SHIPPED.stream().map(Puzzle::id).sorted().toList(), r.kept().stream().map(Puzzle::id).toList());
        assertEquals(0, r.duplicates());
        assertEquals(0, r.sameGame());
        assertEquals(0, r.sameLesson());
        for (Map.Entry<Integer, Map<String, Integer>> g : r.ideasByGrade().entrySet()) {
            int n = g.getValue().values().stream().mapToInt(Integer::intValue).sum();
            assertTrue(n >= 40, "grade " + g.getKey() + ": " + n + " puzzles");
            g.getValue().forEach((idea, k) -> assertTrue(k <= 0.3 * n, "grade " + g.getKey() + ": " + idea + " takes " + k + " of " + n));
        }
    }

    @Test
    void aRepeatedPositionAndAnotherCutForTheSameIdeaAreDropped() {
        Puzzle a = HUNTS.get(0);
        String other = a.spec().equals("pt") ? "ca" : "pt";
        // The same notes under the other spec: the same position.
        Puzzle twin = new Puzzle("zz-twin", a.kind(), new Notes(other, a.notes().events()), a.beneath(), a.solution(), a.oracle(), a.source());
        // Another cut (here: other notes) of the same game teaching the same idea.
        Puzzle b = HUNTS.stream().filter(p -> p != a && p.kind() == a.kind()).findFirst().orElseThrow();
        Puzzle cut = new Puzzle("zz-cut", b.kind(), b.notes(), b.beneath(), a.solution(), a.oracle(), a.source());
        List<Puzzle> heap = new ArrayList<>(List.of(a, twin, cut));
        PuzzleCuration.Result r = PuzzleCuration.choose(heap, 68, 1.0);
        assertEquals(List.of(a.id()), r.kept().stream().map(Puzzle::id).toList());
        assertEquals(1, r.duplicates());
        assertEquals(1, r.sameGame());
    }

    /** Two cuts of one game share its route: Route 134's answer was Route 172's, and Route 93's named most of Manhunt 94. */
    @Test
    void noTwoShippedPuzzlesComeFromOneGame() {
        Map<String, List<String>> byGame = new java.util.TreeMap<>();
        SHIPPED.stream().filter(p -> PuzzleGenerator.gameOf(p.source()) != null)
                .forEach(p -> byGame.computeIfAbsent(PuzzleGenerator.gameOf(p.source()), k -> new ArrayList<>()).add(p.id()));
        assertTrue(byGame.size() > 250, byGame.size() + " games");
        byGame.values().removeIf(ids -> ids.size() == 1);
        assertEquals(Map.of(), byGame);
    }

    @Test
    void anotherCutOfAGameIsDroppedWhateverItTeachesAndWhateverItsKind() {
        Puzzle a = HUNTS.get(0);
        Puzzle b = HUNTS.stream().filter(p -> p != a && !p.solution().grade().idea().equals(a.solution().grade().idea())).findFirst().orElseThrow();
        Puzzle otherIdea = new Puzzle("zz-other-idea", b.kind(), b.notes(), b.beneath(), b.solution(), b.oracle(), a.source());
        Puzzle guess = SHIPPED.stream().filter(p -> p.kind() == PuzzleKind.BEST_GUESS).findFirst().orElseThrow();
        Puzzle guessOfTheGame = new Puzzle("zz-guess", guess.kind(), guess.notes(), guess.beneath(), guess.solution(), guess.oracle(), a.source());
        PuzzleCuration.Result r = PuzzleCuration.choose(new ArrayList<>(List.of(a, otherIdea, guessOfTheGame)), 68, 1.0, 6);
        assertEquals(List.of(a.id()), r.kept().stream().map(Puzzle::id).toList());
        assertEquals(2, r.sameGame());
    }

    @Test
    void anotherPositionTeachingTheSameLessonIsDropped() {
        Puzzle a = HUNTS.get(0);
        // Other notes (another shipped puzzle's, from no game) with a's route and steps: a reader learns nothing new from it.
        Puzzle b = HUNTS.stream().filter(p -> p != a && p.kind() == a.kind()).findFirst().orElseThrow();
        Puzzle same = new Puzzle("zz-same", a.kind(), b.notes(), a.beneath(), a.solution(), a.oracle(), "made by hand from x.json");
        // The same route settled by other steps, turning on another idea, is another lesson, and is kept.
        List<Solution.Step> steps = new ArrayList<>(a.solution().steps());
        Solution.Step first = steps.get(0);
        Technique other = first.technique() == Technique.HELD ? Technique.MISSED : Technique.HELD;
        steps.set(0, new Solution.Step(first.position(), first.value(), first.depth(), other, null, first.uses(), null));
        Grade g = a.solution().grade();
        Grade otherIdea = new Grade(g.level(), g.depth(), g.needs(), g.idea() + "-other");
        Puzzle otherSteps = new Puzzle("zz-other", a.kind(), HUNTS.get(2).notes(), a.beneath(),
                new Solution(steps, a.solution().route(), otherIdea, a.solution().work(), null), a.oracle(), "made by hand from y.json");
        // Other steps to the same route turning on the same idea repeat the lesson (Route 214 repeated Route 69 so): dropped.
        List<Solution.Step> reordered = new ArrayList<>(a.solution().steps());
        java.util.Collections.reverse(reordered);
        assertTrue(reordered.size() > 1, a.id() + " has steps to reorder");
        Puzzle sameIdea = new Puzzle("zz-same-idea", a.kind(), HUNTS.get(3).notes(), a.beneath(),
                new Solution(reordered, a.solution().route(), g, a.solution().work(), null), a.oracle(), "made by hand from z.json");
        PuzzleCuration.Result r = PuzzleCuration.choose(new ArrayList<>(List.of(a, same, otherSteps, sameIdea)), 68, 1.0);
        assertEquals(List.of(a.id(), "zz-other"), r.kept().stream().map(Puzzle::id).toList());
        assertEquals(2, r.sameLesson());
        assertEquals(PuzzleCuration.lessonOf(a), PuzzleCuration.lessonOf(same));
    }

    @Test
    void noIdeaPassesItsShareOfAGrade() {
        PuzzleCuration.Result r = PuzzleCuration.choose(SHIPPED, 20, 0.2, 4, 0);
        for (Map<String, Integer> ideas : r.ideasByGrade().values()) {
            int n = ideas.values().stream().mapToInt(Integer::intValue).sum();
            assertTrue(n <= 24, "at most 20 a grade and 4 best guesses: " + n);
            ideas.forEach((idea, k) -> assertTrue(k <= 0.2 * n, idea + " takes " + k + " of " + n));
        }
    }

    @Test
    void bestGuessesAreKeptOncePerPositionAndLesson() {
        List<Puzzle> guesses = SHIPPED.stream().filter(p -> p.kind() == PuzzleKind.BEST_GUESS).toList();
        Puzzle a = guesses.get(0);
        String other = a.spec().equals("pt") ? "ca" : "pt";
        Puzzle twin = new Puzzle("zz-twin", a.kind(), new Notes(other, a.notes().events()), a.beneath(), a.solution(), a.oracle(), a.source());
        // Another best guess's notes (that one left out) with a's routes and guess: the same lesson.
        Puzzle same = new Puzzle("zz-same", a.kind(), guesses.get(1).notes(), a.beneath(), a.solution(), a.oracle(), "made by hand from x.json");
        List<Puzzle> heap = new ArrayList<>(SHIPPED);
        heap.remove(guesses.get(1));
        heap.addAll(List.of(twin, same));
        PuzzleCuration.Result r = PuzzleCuration.choose(heap, 68, 0.3, PuzzleCuration.SHIPPED_GUESSES_PER_GRADE,
                PuzzleCuration.SHIPPED_BENEATH_PER_GRADE, PuzzleCuration.SHIPPED_SAFE_ROUTES_PER_GRADE);
        assertEquals(heap.subList(0, heap.size() - 2).stream().map(Puzzle::id).sorted().toList(), r.kept().stream().map(Puzzle::id).toList());
        assertEquals(1, r.duplicates());
        assertEquals(1, r.sameLesson());
    }

    /**
     * Nine beneaths turn on a deck tally, as do many grade-2 routes: the beneaths stay (a chapter of a few), and the routes and
     * manhunts of an idea over its share of the whole grade give way, the last in id order first (a cap tighter than the
     * book's makes some give way).
     */
    @Test
    void theOtherKindsKeepTheirPuzzlesAndRoutesOfAnIdeaTheyCrowdGiveWay() {
        PuzzleCuration.Result r = PuzzleCuration.choose(SHIPPED, 68, 0.25, PuzzleCuration.SHIPPED_GUESSES_PER_GRADE,
                PuzzleCuration.SHIPPED_BENEATH_PER_GRADE, PuzzleCuration.SHIPPED_SAFE_ROUTES_PER_GRADE);
        Set<String> kept = new java.util.HashSet<>(r.kept().stream().map(Puzzle::id).toList());
        List<Puzzle> dropped = SHIPPED.stream().filter(p -> !kept.contains(p.id())).toList();
        assertFalse(dropped.isEmpty(), "a 25% cap drops some");
        for (Puzzle d : dropped) {
            assertTrue(HUNTS.contains(d), d.id() + ": only routes and manhunts give way");
            List<Puzzle> sameIdea = r.kept().stream().filter(k -> HUNTS.contains(k) && k.solution().grade().level() == d.solution().grade().level()
                    && k.solution().grade().idea().equals(d.solution().grade().idea())).toList();
            assertTrue(sameIdea.stream().allMatch(k -> k.id().compareTo(d.id()) < 0), d.id() + ": the last of its idea go first");
        }
        r.ideasByGrade().forEach((grade, ideas) -> {
            int n = ideas.values().stream().mapToInt(Integer::intValue).sum();
            ideas.forEach((idea, k) -> assertTrue(k <= 0.25 * n || r.kept().stream().noneMatch(p -> HUNTS.contains(p)
                    && p.solution().grade().level() == grade && p.solution().grade().idea().equals(idea)), grade + " " + idea + ": " + k + " of " + n));
        });
    }

    /** Best guesses are taken from each spec in turn, so both rulebooks' games are in the book, not only the spec whose ids sort first. */
    @Test
    void bestGuessesComeFromEachSpecInTurn() {
        List<Puzzle> guesses = SHIPPED.stream().filter(p -> p.kind() == PuzzleKind.BEST_GUESS).toList();
        List<Puzzle> turn = PuzzleCuration.bySpecInTurn(guesses);
        assertEquals(guesses.size(), turn.size());
        long fewer = guesses.stream().collect(java.util.stream.Collectors.groupingBy(Puzzle::spec, java.util.stream.Collectors.counting()))
                .values().stream().mapToLong(Long::longValue).min().orElse(0);
        for (int i = 1; i < 2 * fewer; i++) {
            assertTrue(!turn.get(i).spec().equals(turn.get(i - 1).spec()), "the specs take turns: " + turn.stream().map(Puzzle::id).toList());
        }
        assertTrue(guesses.stream().map(Puzzle::spec).distinct().count() >= 2, "best guesses from both rulebooks' games: " + guesses.stream().map(Puzzle::id).toList());
    }
}
