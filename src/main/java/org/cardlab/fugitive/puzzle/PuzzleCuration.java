package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Chooses a problem book's puzzles from a heap of generated candidates, the same way every time:
 * one puzzle per position (whatever the spec: the same notes are the same position), one per game
 * (two cuts of one game share its route, so one's answer gives the other's away, as Route 134's gave
 * Route 172's, and Route 93's the first five names of Manhunt 94), then for each grade up to
 * a target count taken in turn from each idea, so no idea crowds a grade, and never more than a
 * share of a grade for one idea. Two positions that teach one lesson (the same route proven by the
 * same steps, each settled by the same technique, or the same route turning on the same idea, as
 * Route 214 repeated Route 69) are one puzzle to a reader: only the first is
 * kept. At most 5% of the answers may rest on the exhaustive search. Candidates are considered in id order (ids are hashes of the
 * notes, so that order is arbitrary but fixed): the result depends only on the candidates.
 */
public final class PuzzleCuration {
    /** What was kept, and per grade how many of each idea. */
    public record Result(List<Puzzle> kept, Map<Integer, Map<String, Integer>> ideasByGrade, int duplicates, int sameGame,
                         int sameLesson, int glance) {}

    private PuzzleCuration() {}

    /** The best-guess puzzles the shipped collection adds to each grade (docs/puzzles.md). */
    public static final int SHIPPED_GUESSES_PER_GRADE = 6;
    /** The "what lies beneath" puzzles the shipped collection adds to each grade. */
    public static final int SHIPPED_BENEATH_PER_GRADE = 9;
    /** The safe-route puzzles the shipped collection adds to each grade. */
    public static final int SHIPPED_SAFE_ROUTES_PER_GRADE = 4;

    /**
     * @param perGrade  the most puzzles kept of each grade
     * @param ideaShare the largest share (0 to 1) of a grade's kept puzzles any one idea may take
     */
    public static Result choose(List<Puzzle> candidates, int perGrade, double ideaShare) {
        return choose(candidates, perGrade, ideaShare, 0);
    }

    /**
     * As above, then up to {@code guessesPerGrade} best-guess puzzles added to each grade, after
     * the routes and manhunts are chosen: one per position, one per lesson (the same routes and the same guess), none of a
     * game a puzzle kept already comes from, taken from each spec in turn (each spec's in id order). Where they take an idea
     * over its share of the whole grade, the routes and manhunts of that idea give way ({@link #giveWay}).
     */
    public static Result choose(List<Puzzle> candidates, int perGrade, double ideaShare, int guessesPerGrade) {
        return choose(candidates, perGrade, ideaShare, guessesPerGrade, guessesPerGrade);
    }

    /**
     * As above, with "what lies beneath" puzzles added after the best guesses in the same way, up to {@code beneathPerGrade}
     * of each grade (one lesson: the same hideout value with the same mix of sprint cards), none whose page gives its mix
     * away to a glance at the struck numbers ({@link BeneathGlance}).
     */
    public static Result choose(List<Puzzle> candidates, int perGrade, double ideaShare, int guessesPerGrade, int beneathPerGrade) {
        return choose(candidates, perGrade, ideaShare, guessesPerGrade, beneathPerGrade, 0);
    }

    /**
     * As above, with safe routes added last in the same way, up to {@code safeRoutesPerGrade} of each grade, one a game
     * (one lesson: the same safe play refuting the others by the same techniques).
     */
    public static Result choose(List<Puzzle> candidates, int perGrade, double ideaShare, int guessesPerGrade, int beneathPerGrade,
            int safeRoutesPerGrade) {
        List<Puzzle> hunts = candidates.stream().filter(PuzzleCuration::isHunt).toList();
        List<Puzzle> extras = new ArrayList<>(bySpecInTurn(candidates.stream().filter(p -> p.kind() == PuzzleKind.BEST_GUESS).toList()));
        extras.addAll(bySpecInTurn(candidates.stream().filter(p -> p.kind() == PuzzleKind.BENEATH).toList()));
        extras.addAll(bySpecInTurn(candidates.stream().filter(p -> p.kind() == PuzzleKind.SAFE_ROUTE).toList()));
        Result r = chooseHunts(hunts, perGrade);
        List<Puzzle> kept = new ArrayList<>(r.kept());
        Set<String> positions = new HashSet<>();
        Set<String> lessons = new HashSet<>();
        Map<String, Integer> taken = new TreeMap<>();
        int duplicates = r.duplicates();
        int sameGame = r.sameGame();
        Set<String> games = new HashSet<>();
        r.kept().forEach(p -> games.add(PuzzleGenerator.gameOf(p.source())));
        int sameLesson = r.sameLesson();
        int glance = r.glance();
        for (Puzzle p : extras) {
            if (p.kind() == PuzzleKind.SAFE_ROUTE && p.solution().steps().stream().anyMatch(Solution.Step::exhaustive)) {
                continue; // the collection keeps its answers that rest on the search for the routes and manhunts (at most 5%)
            }
            if (p.kind() == PuzzleKind.BENEATH && BeneathGlance.givesAway(p)) {
                glance++; // the unstruck numbers alone leave its mix: nothing to reason out
                continue;
            }
            String game = PuzzleGenerator.gameOf(p.source());
            if (!positions.add(PuzzleGenerator.positionKey(p.kind(), p.notes()))) {
                duplicates++;
                continue;
            }
            if (game != null && games.contains(game)) {
                sameGame++;
                continue;
            }
            if (!lessons.add(extraLesson(p))) {
                sameLesson++;
                continue;
            }
            String slot = p.kind().label + " " + p.solution().grade().level();
            int cap = p.kind() == PuzzleKind.BEST_GUESS ? guessesPerGrade : p.kind() == PuzzleKind.BENEATH ? beneathPerGrade : safeRoutesPerGrade;
            if (taken.getOrDefault(slot, 0) < cap) {
                taken.merge(slot, 1, Integer::sum);
                kept.add(p);
                games.add(game);
            }
        }
        giveWay(kept, ideaShare);
        // Giving way leaves fewer answers: the few that rest on the exhaustive search may be too many again.
        while (kept.stream().filter(p -> isHunt(p) && exhaustive(p)).count() > EXHAUSTIVE_SHARE * kept.stream().filter(PuzzleCuration::isHunt).count()) {
            kept.remove(kept.stream().filter(p -> isHunt(p) && exhaustive(p)).max(Comparator.comparing(Puzzle::id)).orElseThrow());
            giveWay(kept, ideaShare);
        }
        kept.sort(Comparator.comparing(Puzzle::id));
        Map<Integer, Map<String, Integer>> counts = new TreeMap<>();
        kept.forEach(p -> counts.computeIfAbsent(p.solution().grade().level(), k -> new TreeMap<>()).merge(p.solution().grade().idea(), 1, Integer::sum));
        return new Result(kept, counts, duplicates, sameGame, sameLesson, glance);
    }

    /**
     * Where the other kinds push an idea over its share of a grade, the routes and manhunts of that idea give way, the latest
     * taken (the last in id order) first: a chapter of a few best guesses, beneaths or safe routes keeps its puzzles, and no
     * idea takes more than its share of the whole grade (nine beneaths turn on a deck tally, as do many routes).
     */
    private static void giveWay(List<Puzzle> kept, double ideaShare) {
        Set<Integer> levels = new TreeSet<>();
        kept.forEach(p -> levels.add(p.solution().grade().level()));
        for (int level : levels) {
            while (true) {
                Map<String, Integer> ideas = new TreeMap<>();
                kept.stream().filter(p -> p.solution().grade().level() == level).forEach(p -> ideas.merge(p.solution().grade().idea(), 1, Integer::sum));
                int n = ideas.values().stream().mapToInt(Integer::intValue).sum();
                Map.Entry<String, Integer> most = ideas.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow();
                Puzzle last = kept.stream().filter(p -> p.solution().grade().level() == level && isHunt(p)
                        && p.solution().grade().idea().equals(most.getKey())).max(Comparator.comparing(Puzzle::id)).orElse(null);
                if (most.getValue() <= ideaShare * n || last == null || n == 1) {
                    break;
                }
                kept.remove(last);
            }
        }
    }

    private static boolean isHunt(Puzzle p) {
        return p.kind() == PuzzleKind.ROUTE || p.kind() == PuzzleKind.MANHUNT;
    }

    /** A best guess's lesson: its routes and its guess; a beneath's: the hideout, its value and the mix of sprint cards beneath. */
    private static String extraLesson(Puzzle p) {
        if (p.kind() == PuzzleKind.SAFE_ROUTE) {
            SafeRoute sr = p.solution().safe();
            return "safe-route " + SafeRouteWords.headline(sr) + " " + sr.plays().stream()
                    .map(x -> x.safe() ? "safe" : x.refutation().technique().label).toList();
        }
        if (p.kind() == PuzzleKind.BENEATH) {
            Beneath b = p.solution().sprints();
            return "beneath " + b.position() + " " + b.hideout() + " " + Long.toHexString(b.mix()) + " " + b.named();
        }
        Guess g = p.solution().guess();
        return g.number() + " " + g.routes().stream().map(java.util.Arrays::toString).toList();
    }

    /**
     * Candidates taken from each spec in turn, each spec's in id order (the first of each spec, then
     * the second of each, ...): in plain id order every best guess came from the spec named first.
     */
    static List<Puzzle> bySpecInTurn(List<Puzzle> candidates) {
        Map<String, List<Puzzle>> bySpec = new TreeMap<>();
        candidates.stream().sorted(Comparator.comparing(Puzzle::id)).forEach(p -> bySpec.computeIfAbsent(p.spec(), k -> new ArrayList<>()).add(p));
        List<Puzzle> out = new ArrayList<>();
        for (int i = 0; out.size() < candidates.size(); i++) {
            for (List<Puzzle> ps : bySpec.values()) {
                if (i < ps.size()) {
                    out.add(ps.get(i));
                }
            }
        }
        return out;
    }

    /** The routes and manhunts. */
    private static Result chooseHunts(List<Puzzle> candidates, int perGrade) {
        List<Puzzle> sorted = new ArrayList<>(candidates);
        sorted.sort(Comparator.comparing(Puzzle::id));
        Set<String> positions = new HashSet<>();
        Set<String> games = new HashSet<>();
        Set<String> lessons = new HashSet<>();
        int duplicates = 0;
        int sameGame = 0;
        int sameLesson = 0;
        int glance = 0;
        Map<Integer, Map<String, List<Puzzle>>> byGradeIdea = new TreeMap<>();
        for (Puzzle p : sorted) {
            if (!positions.add(PuzzleGenerator.positionKey(p.kind(), p.notes()))) {
                duplicates++;
                continue;
            }
            String game = PuzzleGenerator.gameOf(p.source());
            String idea = p.solution().grade().idea();
            if (game != null && !games.add(game)) {
                sameGame++;
                continue;
            }
            // One lesson once: the same route proven by the same steps, or the same route turning on the same idea (in whatever step order).
            if (!lessons.add(lessonOf(p)) | !lessons.add(p.kind().label + " " + java.util.Arrays.toString(p.solution().route()) + " " + idea)) {
                sameLesson++;
                continue;
            }
            // read off the unstruck numbers and the step windows (grade 1's reasoning), or with the deck tallies (grade 2's), above
            // the grade of that reasoning: its grade would mislead
            if (RouteGlance.givesAway(p)) {
                glance++;
                continue;
            }
            byGradeIdea.computeIfAbsent(p.solution().grade().level(), k -> new TreeMap<>()).computeIfAbsent(idea, k -> new ArrayList<>()).add(p);
        }
        Map<Integer, List<Puzzle>> grades = new TreeMap<>();
        for (Map.Entry<Integer, Map<String, List<Puzzle>>> g : byGradeIdea.entrySet()) {
            grades.put(g.getKey(), roundRobin(g.getValue(), perGrade));
        }
        // Few answers may rest on the exhaustive search: drop the latest taken of them until they are few enough.
        while (true) {
            int total = grades.values().stream().mapToInt(List::size).sum();
            long exhaustive = grades.values().stream().flatMap(List::stream).filter(PuzzleCuration::exhaustive).count();
            if (exhaustive <= EXHAUSTIVE_SHARE * total) {
                break;
            }
            for (Map.Entry<Integer, List<Puzzle>> g : grades.entrySet()) {
                List<Puzzle> grade = g.getValue();
                int last = -1;
                for (int i = 0; i < grade.size(); i++) {
                    last = exhaustive(grade.get(i)) ? i : last;
                }
                if (last >= 0) {
                    grade.remove(last);
                    break;
                }
            }
        }
        List<Puzzle> kept = new ArrayList<>();
        Map<Integer, Map<String, Integer>> counts = new TreeMap<>();
        grades.forEach((level, grade) -> {
            Map<String, Integer> ideas = new TreeMap<>();
            grade.forEach(p -> ideas.merge(p.solution().grade().idea(), 1, Integer::sum));
            if (!ideas.isEmpty()) {
                counts.put(level, ideas);
            }
            kept.addAll(grade);
        });
        kept.sort(Comparator.comparing(Puzzle::id));
        return new Result(kept, counts, duplicates, sameGame, sameLesson, glance);
    }

    /** The largest share of the book's answers that may rest on the exhaustive search for a step (issue 21: at most 5%). */
    static final double EXHAUSTIVE_SHARE = 0.05;

    static boolean exhaustive(Puzzle p) {
        return p.solution().steps().stream().anyMatch(Solution.Step::exhaustive);
    }

    /** The lesson a puzzle teaches: its kind, its route and each step's position, value and technique, in order. */
    static String lessonOf(Puzzle p) {
        StringBuilder b = new StringBuilder(p.kind().label).append(' ').append(java.util.Arrays.toString(p.solution().route()));
        for (Solution.Step s : p.solution().steps()) {
            b.append(' ').append(s.position()).append('=').append(s.value()).append('/').append(s.idea());
        }
        return b.toString();
    }

    /** One from each idea in turn (ideas in name order) until {@code limit} are taken or none is left. */
    private static List<Puzzle> roundRobin(Map<String, List<Puzzle>> byIdea, int limit) {
        List<Puzzle> out = new ArrayList<>();
        for (int round = 0; out.size() < limit; round++) {
            boolean any = false;
            for (List<Puzzle> ps : byIdea.values()) {
                if (round < ps.size() && out.size() < limit) {
                    out.add(ps.get(round));
                    any = true;
                }
            }
            if (!any) {
                break;
            }
        }
        return out;
    }
}
