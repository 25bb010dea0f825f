package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.cardlab.core.Json;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.FugitiveStudy;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.FugitivePolicy;

/**
 * Finds puzzles in seeded games between the bots. Each game is played to the end; its notes
 * are cut at suitable moments (a manhunt: right after the escape; a route: when the Marshal is
 * about to guess), the true route is read from the finished game, and the solver decides.
 * A candidate is kept only when the solver proves every step and its answer agrees with the
 * true route; the grade is what the solver reports.
 */
public final class PuzzleGenerator {
    /** Bot pairings tried in turn (Fugitive, Marshal): the heuristic pair most often. */
    static final String[][] PAIRS = {{"heuristic", "heuristic"}, {"heuristic", "random"}, {"random", "heuristic"}, {"heuristic", "heuristic"}};

    private final FugitiveRules rules;
    private final PuzzleSolver solver;
    private final Set<String> seenNotes = new HashSet<>();
    public long gamesPlayed;
    public long candidatesTried;

    public PuzzleGenerator(FugitiveRules rules, PuzzleSolver solver) {
        this.rules = rules;
        this.solver = solver;
    }

    /** Notes already used (so a collection holds each position once). */
    public void exclude(Notes notes) {
        seenNotes.add(Json.compact(notes.toJson()));
    }

    /**
     * Generates until {@code count} puzzles of the kind (and grade level, when positive) are
     * found, or {@code maxGames} games were played.
     */
    public List<Puzzle> generate(PuzzleKind kind, int grade, int count, long seed, long maxGames, Consumer<Puzzle> found) {
        List<Puzzle> out = new ArrayList<>();
        for (long i = 0; i < maxGames && out.size() < count; i++) {
            String[] pair = PAIRS[(int) (i % PAIRS.length)];
            FugitivePolicy f = FugitiveBots.create(pair[0], FugitiveState.FUGITIVE);
            FugitivePolicy m = FugitiveBots.create(pair[1], FugitiveState.MARSHAL);
            FugitiveState s = FugitiveStudy.play(rules, f, m, seed, i);
            gamesPlayed++;
            String source = "seed " + seed + " game " + i + " (" + pair[0] + " Fugitive, " + pair[1] + " Marshal)";
            for (Notes cut : cuts(s, kind)) {
                if (out.size() >= count) {
                    break;
                }
                Puzzle p = tryCandidate(s, kind, cut, source);
                if (p != null && (grade <= 0 || p.solution().grade().level() == grade)) {
                    out.add(p);
                    exclude(cut);
                    if (found != null) {
                        found.accept(p);
                    }
                }
            }
        }
        return out;
    }

    /** The moments of a finished game worth trying. */
    List<Notes> cuts(FugitiveState s, PuzzleKind kind) {
        List<NoteEvent> ev = s.events();
        List<Notes> out = new ArrayList<>();
        for (int i = 0; i < ev.size(); i++) {
            if (kind == PuzzleKind.MANHUNT && ev.get(i) instanceof NoteEvent.Escape && i + 1 < ev.size()) {
                out.add(new Notes(rules.name(), ev.subList(0, i + 1))); // a guess follows the escape: the manhunt started
            }
            if (kind == PuzzleKind.ROUTE && i + 1 < ev.size() && ev.get(i + 1) instanceof NoteEvent.Guess
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
        if (seenNotes.contains(Json.compact(cut.toJson()))) {
            return null;
        }
        Endgame g = new Endgame(rules, cut);
        List<Integer> down = g.faceDown();
        if (down.size() < (kind == PuzzleKind.ROUTE ? 2 : 1)) {
            return null;
        }
        candidatesTried++;
        Map<Integer, Long> beneath = new LinkedHashMap<>();
        for (int p : down) {
            beneath.put(p, s.sprintCards(p));
        }
        Solution sol;
        try {
            sol = solver.solve(rules, kind, cut, beneath);
        } catch (PositionOracle.TooLarge e) {
            return null;
        }
        if (!sol.solved()) {
            return null;
        }
        for (int p = 0; p < sol.route().length; p++) {
            if (sol.route()[p] != s.hideout(p)) {
                throw new IllegalStateException("the solver proved position " + p + " = " + sol.route()[p]
                        + " but the game has " + s.hideout(p) + " (" + source + ")");
            }
        }
        String id = rules.name() + "-" + kind.label + "-" + Long.toHexString(Json.compact(cut.toJson()).hashCode() & 0xffffffffL);
        return new Puzzle(id, kind, cut, kind == PuzzleKind.MANHUNT ? beneath : Map.of(), sol, solver.oracle().name(), source);
    }
}
