package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.Playout;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * Finds puzzles in seeded games between the bots. Each game is played to the end; its notes
 * are cut at suitable moments (a manhunt: right after the escape; a route: when the Marshal is
 * about to guess), the true route is read from the finished game, and the solver decides.
 * A candidate is kept only when the solver proves every step and its answer agrees with the
 * true route; its notes are then trimmed ({@link PuzzleTrimmer}) and it is graded as trimmed.
 */
public final class PuzzleGenerator {
    /**
     * The longest notes a beneath puzzle keeps: its page must hold the notepad (the longest route or manhunt shipped has 67
     * events; a game of a hundred passes gave a beneath whose notepad took three pages).
     */
    static final int MAX_BENEATH_EVENTS = 80;
    /** Bot pairings tried in turn (Fugitive, Marshal): the heuristic pair most often. */
    static final String[][] PAIRS = {{"heuristic", "heuristic"}, {"heuristic", "random"}, {"random", "heuristic"}, {"heuristic", "heuristic"}};

    private final FugitiveRules rules;
    private final PuzzleSolver solver;
    private final Set<String> seenIds = new HashSet<>();
    /** Positions already used, whatever the spec: the kind and the notes' events. */
    private final Set<String> seenPositions = new HashSet<>();
    /** For each game (seed and index, whatever the spec), the ideas its puzzles already teach. */
    private final Map<String, Set<String>> ideasOfGame = new java.util.HashMap<>();
    public long gamesPlayed;
    public long candidatesTried;
    /** System.currentTimeMillis() after which generation stops (the time bound); none by default. */
    public long deadlineMillis = Long.MAX_VALUE;
    /** Why the last run stopped before finding its count: the bound hit, in words; null when it found them all. */
    public String stoppedBy;

    /** When not null, each cut counted as a candidate adds its id and position here ({@link PuzzleStudy} replays them). */
    List<String[]> tried;

    private void tried(String id, String position) {
        if (tried != null) {
            tried.add(new String[] {id, position});
        }
    }

    /** What this generator excludes so far: puzzles already in the collection, and those it found. */
    PuzzleStudy.Exclusions exclusions() {
        Map<String, Set<String>> ideas = new java.util.HashMap<>();
        ideasOfGame.forEach((k, v) -> ideas.put(k, new HashSet<>(v)));
        return new PuzzleStudy.Exclusions(new HashSet<>(seenIds), new HashSet<>(seenPositions), ideas);
    }

    /** A generator that excludes what {@code e} holds. */
    PuzzleGenerator(FugitiveRules rules, PuzzleSolver solver, PuzzleStudy.Exclusions e) {
        this(rules, solver);
        seenIds.addAll(e.ids());
        seenPositions.addAll(e.positions());
        e.ideas().forEach((k, v) -> ideasOfGame.put(k, new HashSet<>(v)));
    }

    public PuzzleGenerator(FugitiveRules rules, PuzzleSolver solver) {
        rules.requirePublishedEscape("a puzzle");
        this.rules = rules;
        this.solver = solver;
    }

    FugitiveRules rules() {
        return rules;
    }

    /** A puzzle already in the collection (its id names the cut it came from, so each cut is used once). */
    public void exclude(String id) {
        seenIds.add(id);
    }

    /**
     * A puzzle already in the collection: its id, its position (under any spec: the same notes are
     * the same position) and the idea it teaches, so that another cut of its game is kept only for
     * another idea.
     */
    public void exclude(Puzzle p) {
        exclude(p.id());
        seenPositions.add(positionKey(p.kind(), p.notes()));
        String game = gameOf(p.source());
        if (game != null) {
            ideasOfGame.computeIfAbsent(game, k -> new HashSet<>()).add(lesson(p));
        }
    }

    /** The position whatever the spec: the kind and the events. */
    static String positionKey(PuzzleKind kind, Notes notes) {
        return kind.label + " " + Json.compact(new Notes("any", notes.events()).toJson().get("events"));
    }

    /** "seed 12 game 39" from a source text (the same deal under either spec), or null. */
    static String gameOf(String source) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("seed (-?\\d+) game (\\d+)").matcher(source == null ? "" : source);
        return m.find() ? m.group(1) + "/" + m.group(2) : null;
    }

    /** The id of the puzzle from a cut: the spec, the kind and a hash of the untrimmed notes. */
    String idOf(PuzzleKind kind, Notes cut) {
        return rules.name() + "-" + kind.label + "-" + String.format("%08x", Json.compact(cut.toJson()).hashCode());
    }

    /**
     * Generates until {@code count} puzzles of the kind (and exactly that grade level, when
     * positive: a candidate is kept only when the solver grades it so) are found, or a bound is
     * hit: {@code maxGames} games played, or the {@link #deadlineMillis}.
     */
    public List<Puzzle> generate(PuzzleKind kind, int grade, int count, long seed, long maxGames, Consumer<Puzzle> found) {
        return generate(kind == null ? List.of(PuzzleKind.ROUTE, PuzzleKind.MANHUNT) : List.of(kind), grade, count, seed, maxGames, found);
    }

    /** As above, over several kinds: each game's cuts of every kind are tried. */
    public List<Puzzle> generate(List<PuzzleKind> kinds, int grade, int count, long seed, long maxGames, Consumer<Puzzle> found) {
        for (PuzzleKind kind : kinds) {
            if (grade > 0 && !kind.reaches(grade)) {
                throw new IllegalArgumentException(kind.label + " puzzles never reach grade " + grade);
            }
        }
        List<Puzzle> out = new ArrayList<>();
        FugitiveGame game = new FugitiveGame(rules);
        stoppedBy = null;
        for (long i = 0; i < maxGames && out.size() < count; i++) {
            if (System.currentTimeMillis() > deadlineMillis) {
                stoppedBy = "the time bound";
                return out;
            }
            String[] pair = PAIRS[(int) (i % PAIRS.length)];
            FugitiveState s = Playout.ofStudy(game, Playout.seats(game, List.of(pair)), seed, i);
            gamesPlayed++;
            String source = "seed " + seed + " game " + i + " (" + pair[0] + " Fugitive, " + pair[1] + " Marshal)";
            for (PuzzleKind kind : kinds) {
                if (kind == PuzzleKind.SAFE_ROUTE) {
                    for (Puzzle p : safeRoutes(game, seed, i, s, source)) {
                        if (out.size() < count && (grade <= 0 || p.solution().grade().level() == grade) && newIdea(p)) {
                            seenPositions.add(positionKey(kind, p.notes()));
                            out.add(p);
                            exclude(p);
                            if (found != null) {
                                found.accept(p);
                            }
                        }
                    }
                    continue;
                }
                for (Notes cut : cuts(s, kind)) {
                    if (out.size() >= count) {
                        break;
                    }
                    Puzzle p = tryCandidate(s, kind, cut, source);
                    if (p != null && (grade <= 0 || p.solution().grade().level() == grade) && newIdea(p)) {
                        seenPositions.add(positionKey(kind, cut));
                        out.add(p);
                        exclude(p);
                        if (found != null) {
                            found.accept(p);
                        }
                    }
                }
            }
        }
        if (out.size() < count) {
            stoppedBy = "the bound of " + Counts.plain(maxGames, "game");
        }
        return out;
    }

    /** Whether the puzzle's game has no puzzle yet that teaches its idea. */
    private boolean newIdea(Puzzle p) {
        String game = gameOf(p.source());
        return game == null || !ideasOfGame.getOrDefault(game, Set.of()).contains(lesson(p));
    }

    /** What a puzzle teaches, for one game's cuts: its idea, and a best guess apart (it never keeps a route or manhunt cut out). */
    static String lesson(Puzzle p) {
        return (p.kind() == PuzzleKind.BEST_GUESS ? "best-guess " : p.kind() == PuzzleKind.SAFE_ROUTE ? "safe-route " : "")
                + p.solution().grade().idea();
    }

    /** The moments of a finished game worth trying. */
    List<Notes> cuts(FugitiveState s, PuzzleKind kind) {
        List<NoteEvent> ev = s.events();
        List<Notes> out = new ArrayList<>();
        for (int i = 0; i < ev.size(); i++) {
            if (kind != PuzzleKind.ROUTE && kind != PuzzleKind.BEST_GUESS && ev.get(i) instanceof NoteEvent.Escape && i + 1 < ev.size()) {
                out.add(new Notes(rules.name(), ev.subList(0, i + 1))); // a guess follows the escape: the manhunt started
            }
            if (kind != PuzzleKind.MANHUNT && i + 1 < ev.size() && ev.get(i + 1) instanceof NoteEvent.Guess
                    && !(ev.get(i) instanceof NoteEvent.Guess) && !escapedBy(ev, i)) {
                out.add(new Notes(rules.name(), ev.subList(0, i + 1)));
            }
        }
        return out;
    }

    private static boolean escapedBy(List<NoteEvent> ev, int i) {
        for (int k = 0; k <= i; k++) {
            if (ev.get(k) instanceof NoteEvent.Escape) {
                return true;
            }
        }
        return false;
    }

    /** Solves one cut; the puzzle when it is proven and its answer is the game's true route. */
    Puzzle tryCandidate(FugitiveState s, PuzzleKind kind, Notes cut, String source) {
        String id = idOf(kind, cut);
        if (seenIds.contains(id) || seenPositions.contains(positionKey(kind, cut))) {
            return null;
        }
        List<Integer> down = PublicTrack.read(rules, cut, "puzzle notes").faceDown();
        if (down.size() < (kind == PuzzleKind.ROUTE ? 2 : 1)) {
            return null;
        }
        candidatesTried++;
        tried(id, positionKey(kind, cut));
        if (kind == PuzzleKind.BEST_GUESS) {
            return bestGuess(s, cut, id, source);
        }
        if (kind == PuzzleKind.BENEATH) {
            return beneath(s, cut, id, source);
        }
        Map<Integer, Long> beneath = new LinkedHashMap<>();
        for (int p : down) {
            beneath.put(p, s.sprintCards(p));
        }
        Solution sol;
        Notes notes = cut;
        try {
            sol = solver.prove(rules, kind, cut, beneath);
            if (!sol.solved()) {
                return null;
            }
            checkTruth(s, sol, source);
            PuzzleTrimmer.Trimmed t = PuzzleTrimmer.trim(solver, rules, kind, cut, beneath, sol.route());
            notes = t.notes();
            if (t.emptied() > 0) {
                source += ", " + t.emptied() + " miss(es) emptied";
            }
            if (seenPositions.contains(positionKey(kind, notes))) {
                return null;
            }
            sol = solver.solve(rules, kind, notes, beneath);
        } catch (WorkLimitExceeded e) {
            return null;
        }
        if (!sol.solved()) {
            throw new IllegalStateException("the trimmed notes no longer prove the route (" + source + ")");
        }
        checkTruth(s, sol, source);
        return new Puzzle(id, kind, notes, kind == PuzzleKind.MANHUNT ? beneath : Map.of(), sol, solver.oracle().name(), source);
    }

    /** A best-guess cut: kept untrimmed (every note moves the counts) when proven; the game's true route must be among its routes. */
    private Puzzle bestGuess(FugitiveState s, Notes cut, String id, String source) {
        Solution sol;
        try {
            sol = solver.solve(rules, PuzzleKind.BEST_GUESS, cut, Map.of());
        } catch (WorkLimitExceeded e) {
            return null;
        }
        if (!sol.solved()) {
            return null;
        }
        int[] truth = new int[sol.route().length];
        for (int p = 0; p < truth.length; p++) {
            truth[p] = s.hideout(p);
        }
        if (sol.guess().routes().stream().noneMatch(r -> java.util.Arrays.equals(r, truth))) {
            throw new IllegalStateException("the game's true route is not among the best guess's possible routes (" + source + ")");
        }
        return new Puzzle(id, PuzzleKind.BEST_GUESS, cut, Map.of(), sol, solver.oracle().name(), source);
    }

    /**
     * A beneath cut: never the notes of another kind's puzzle (the same position, another question, would teach the same
     * reading of the notes); kept untrimmed when proven; the game's true sprint cards must be of the mix and hold the cards named.
     */
    private Puzzle beneath(FugitiveState s, Notes cut, String id, String source) {
        if (cut.events().size() > MAX_BENEATH_EVENTS) {
            return null;
        }
        for (PuzzleKind other : List.of(PuzzleKind.ROUTE, PuzzleKind.MANHUNT, PuzzleKind.BEST_GUESS)) {
            if (seenPositions.contains(positionKey(other, cut))) {
                return null;
            }
        }
        Solution sol;
        try {
            sol = solver.solve(rules, PuzzleKind.BENEATH, cut, Map.of());
        } catch (WorkLimitExceeded e) {
            return null;
        }
        if (!sol.solved()) {
            return null;
        }
        Beneath b = sol.sprints();
        long truth = s.sprintCards(b.position());
        long mix = 0;
        for (int c : org.cardlab.fugitive.Cards.toArray(truth)) {
            mix += 1L << (4 * ExhaustiveOracle.category(rules, c));
        }
        if (s.hideout(b.position()) != b.hideout() || mix != b.mix() || (b.named() & ~truth) != 0) {
            throw new IllegalStateException("the solver proved beneath #" + b.position() + " a mix the game does not have (" + source + ")");
        }
        return new Puzzle(id, PuzzleKind.BENEATH, cut, Map.of(), sol, solver.oracle().name(), source);
    }

    /**
     * The safe routes of a finished game: it is replayed from its deal, and at each of the Fugitive's placing turns (his
     * first turn aside) the notes so far and his seat are tried. A refutation must name his true value of the hideout it
     * settles (the new hideout's is the play's own): anything else is a bug in the oracle.
     */
    List<Puzzle> safeRoutes(FugitiveGame game, long seed, long index, FugitiveState end, String source) {
        List<Puzzle> out = new ArrayList<>();
        FugitiveState s = game.newGame(org.cardlab.core.Seeds.deal(seed, index));
        for (org.cardlab.fugitive.FugitiveMove m : end.moves()) {
            if (s.phase() == org.cardlab.fugitive.Phase.FUGITIVE_PLACE && s.events().size() <= MAX_BENEATH_EVENTS) {
                Notes cut = new Notes(rules.name(), List.copyOf(s.events()));
                String id = idOf(PuzzleKind.SAFE_ROUTE, cut);
                if (!seenIds.contains(id) && !seenPositions.contains(positionKey(PuzzleKind.SAFE_ROUTE, cut))) {
                    int[] route = new int[s.routeLength()];
                    for (int p = 0; p < route.length; p++) {
                        route[p] = s.hideout(p);
                    }
                    candidatesTried++;
                    tried(id, positionKey(PuzzleKind.SAFE_ROUTE, cut));
                    Solution sol;
                    try {
                        sol = solver.solve(rules, PuzzleKind.SAFE_ROUTE, cut, Map.of(), new SafeRoute.Seat(s.fugitiveHand(), route));
                    } catch (WorkLimitExceeded e) {
                        sol = null;
                    }
                    if (sol != null && sol.solved()) {
                        for (SafeRoute.Play p : sol.safe().plays()) {
                            Solution.Step r = p.refutation();
                            if (r != null && r.value() != (r.position() < route.length ? route[r.position()] : p.hideout())) {
                                throw new IllegalStateException("a refutation settles #" + r.position() + " = " + r.value() + ", which is not his ("
                                        + source + ")");
                            }
                        }
                        out.add(new Puzzle(id, PuzzleKind.SAFE_ROUTE, cut, Map.of(), sol, solver.oracle().name(), source + ", turn at event "
                                + cut.events().size()));
                    }
                }
            }
            s.apply(m);
        }
        return out;
    }

    /** A proven answer must be the game's true route: anything else is a bug in the oracle. */
    private static void checkTruth(FugitiveState s, Solution sol, String source) {
        for (int p = 0; p < sol.route().length; p++) {
            if (sol.route()[p] != s.hideout(p)) {
                throw new IllegalStateException("the solver proved position " + p + " = " + sol.route()[p]
                        + " but the game has " + s.hideout(p) + " (" + source + ")");
            }
        }
    }
}
