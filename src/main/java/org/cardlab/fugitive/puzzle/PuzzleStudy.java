package org.cardlab.fugitive.puzzle;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import org.cardlab.core.Counts;
import org.cardlab.core.GameRef;
import org.cardlab.core.Json;
import org.cardlab.core.Playout;
import org.cardlab.core.Study;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Notes;

/**
 * Puzzle generation as a study, so that it runs on any engine and resumes from a checkpoint. The
 * games are played in batches, each a study of its own cut into ranges: the first of
 * {@link #FIRST_BATCH} games, each next one sized from the puzzles kept per game so far to reach
 * the count with a fifth to spare ({@link #nextBatch}: from the figures only, so the batches are
 * the same on every engine and on resuming), so little is played past the game that completes
 * the count. A range's task
 * plays its games and tries every cut the generator would try, excluding only the puzzles that
 * were in the collection at the start (so it depends on its indices alone, and a retried task
 * gives the same records). The driver then replays the records in game order, as
 * {@link PuzzleGenerator#generate} decides, against the puzzles found so far: the same puzzles,
 * games and candidates as the one-thread generator, for any engine or thread count, only with
 * some cuts solved that it would have skipped. The time bound is looked at between batches.
 */
public final class PuzzleStudy {
    static final long FIRST_BATCH = 16;
    static final long MAX_BATCH = 1024;

    /** Puzzles to leave out: their ids, positions (kind and events) and, per game, the ideas taught. */
    public record Exclusions(Set<String> ids, Set<String> positions, Map<String, Set<String>> ideas) implements Serializable {}

    /** A proven puzzle as the driver needs it: its file's JSON and what decides whether it is kept. */
    record Proven(String json, int level, String gradeName, String idea, String lesson, String trimmedKey, String gameKey)
            implements Serializable {}

    /** A cut counted as a candidate: its id and position, the other kinds' keys of its notes (for a beneath), its puzzle if proven. */
    record Candidate(long game, PuzzleKind kind, String id, String cutKey, List<String> otherKeys, Proven proven)
            implements Serializable {}

    /** A puzzle kept: its id, kind, file JSON, grade, and the game (index) it came from. */
    public record Kept(String id, PuzzleKind kind, String json, int level, String gradeName, String idea, long game) {}

    /** The puzzles kept in order, the games used and candidates tried (as the generator counts them), why it stopped short (or null). */
    public record Result(List<Kept> kept, long games, long candidates, String stoppedBy) {}

    private PuzzleStudy() {}

    /**
     * Generates like {@code gen.generate(kinds, grade, count, seed, maxGames, ...)} (gen holding
     * the collection's puzzles) on {@code plan}'s engine; batch K's ranges are kept in the
     * checkpoint's part {@code batch-K}. {@code found} hears each puzzle kept, in order, after its
     * batch; {@code progress} (may be null) the games played.
     */
    public static Result run(PuzzleGenerator gen, List<PuzzleKind> kinds, int grade, int count, long seed, long maxGames,
            long deadlineMillis, int threads, Study.Plan plan, LongConsumer progress, Consumer<Kept> found) {
        for (PuzzleKind kind : kinds) {
            if (grade > 0 && !kind.reaches(grade)) {
                throw new IllegalArgumentException(kind.label + " puzzles never reach grade " + grade);
            }
        }
        Exclusions start = gen.exclusions();
        GameRef ref = GameRef.of(new FugitiveGame(gen.rules()));
        List<PuzzleKind> ks = List.copyOf(kinds);
        Replay replay = new Replay(start, grade, count, found);
        long next = 0;
        long size = FIRST_BATCH;
        for (int batch = 1; next < maxGames && replay.kept.size() < count; batch++) {
            if (System.currentTimeMillis() > deadlineMillis) {
                return new Result(replay.kept, next, replay.candidates, "the time bound");
            }
            long from = next;
            long n = Math.min(size, maxGames - next);
            Study.Recipe<Worker> recipe = () -> new Worker((FugitiveGame) ref.<FugitiveState, FugitiveMove>game(), ks, seed, from, start);
            Worker w = Study.run(new Study.Run(n, seed, threads), plan.inPart("batch-" + batch), recipe, Study.partOf(progress, from))
                    .result();
            long used = replay.games(w.tried, from, from + n);
            next = from + n;
            if (replay.kept.size() >= count) {
                return new Result(replay.kept, used, replay.candidates, null);
            }
            size = nextBatch(next, replay.kept.size(), count, size);
        }
        return new Result(replay.kept, next, replay.candidates, replay.kept.size() < count ? "the bound of " + Counts.plain(maxGames, "game") : null);
    }

    /**
     * The games of the next batch after {@code played} games kept {@code kept} of {@code count}
     * puzzles, the last batch of {@code last}: enough at the rate so far with a fifth to spare,
     * from {@link #FIRST_BATCH} to four times the last (twice it when none was kept yet), at most {@link #MAX_BATCH}.
     */
    static long nextBatch(long played, int kept, int count, long last) {
        if (kept == 0) {
            return Math.min(last * 2, MAX_BATCH);
        }
        long need = (long) Math.ceil((count - kept) * 1.2 * played / kept);
        return Math.max(FIRST_BATCH, Math.min(need, Math.min(last * 4, MAX_BATCH)));
    }

    /** One range's games: every candidate tried in them, in game order. */
    static final class Worker implements Study.Worker<Worker> {
        private final transient FugitiveGame game;
        private final transient PuzzleGenerator gen;
        private final transient List<PuzzleKind> kinds;
        private final long seed;
        private final long offset;
        final ArrayList<Candidate> tried = new ArrayList<>();

        Worker(FugitiveGame game, List<PuzzleKind> kinds, long seed, long offset, Exclusions start) {
            this.game = game;
            this.gen = new PuzzleGenerator(game.rules(), Oracles.generating(), start);
            this.kinds = kinds;
            this.seed = seed;
            this.offset = offset;
        }

        @Override
        public void play(long index) {
            long i = offset + index;
            String[] pair = PuzzleGenerator.PAIRS[(int) (i % PuzzleGenerator.PAIRS.length)];
            FugitiveState s = Playout.ofStudy(game, Playout.seats(game, List.of(pair)), seed, i);
            String source = "seed " + seed + " game " + i + " (" + pair[0] + " Fugitive, " + pair[1] + " Marshal)";
            for (PuzzleKind kind : kinds) {
                gen.tried = new ArrayList<>();
                if (kind == PuzzleKind.SAFE_ROUTE) {
                    Map<String, Puzzle> byId = new HashMap<>();
                    gen.safeRoutes(game, seed, i, s, source).forEach(p -> byId.put(p.id(), p));
                    for (String[] t : gen.tried) {
                        tried.add(new Candidate(i, kind, t[0], t[1], List.of(), proven(byId.get(t[0]))));
                    }
                    continue;
                }
                for (Notes cut : gen.cuts(s, kind)) {
                    Puzzle p = gen.tryCandidate(s, kind, cut, source);
                    if (!gen.tried.isEmpty()) {
                        String[] t = gen.tried.remove(0);
                        List<String> others = kind != PuzzleKind.BENEATH ? List.of()
                                : List.of(PuzzleKind.ROUTE, PuzzleKind.MANHUNT, PuzzleKind.BEST_GUESS).stream()
                                        .map(k -> PuzzleGenerator.positionKey(k, cut)).toList();
                        tried.add(new Candidate(i, kind, t[0], t[1], others, proven(p)));
                    }
                }
            }
            gen.tried = null;
        }

        private static Proven proven(Puzzle p) {
            if (p == null) {
                return null;
            }
            Grade g = p.solution().grade();
            return new Proven(Json.write(p.toJson()), g.level(), g.name(), g.idea(), PuzzleGenerator.lesson(p),
                    PuzzleGenerator.positionKey(p.kind(), p.notes()), PuzzleGenerator.gameOf(p.source()));
        }

        @Override
        public void merge(Worker o) {
            tried.addAll(o.tried);
        }
    }

    /** The generator's decisions, replayed on the records in game order against what was found so far. */
    private static final class Replay {
        private final Set<String> ids;
        private final Set<String> positions;
        private final Map<String, Set<String>> ideas = new HashMap<>();
        private final int grade;
        private final int count;
        private final Consumer<Kept> found;
        final List<Kept> kept = new ArrayList<>();
        long candidates;

        Replay(Exclusions start, int grade, int count, Consumer<Kept> found) {
            this.ids = new HashSet<>(start.ids());
            this.positions = new HashSet<>(start.positions());
            start.ideas().forEach((k, v) -> ideas.put(k, new HashSet<>(v)));
            this.grade = grade;
            this.count = count;
            this.found = found;
        }

        /** Replays games {@code from} to {@code to}; the games used: up to the one that completed the count, or all. */
        long games(List<Candidate> records, long from, long to) {
            int r = 0;
            for (long i = from; i < to; i++) {
                if (kept.size() >= count) {
                    return i;
                }
                while (r < records.size() && records.get(r).game() == i) {
                    int end = r;
                    while (end < records.size() && records.get(end).game() == i && records.get(end).kind() == records.get(r).kind()) {
                        end++;
                    }
                    kind(records.subList(r, end));
                    r = end;
                }
            }
            return to;
        }

        /** One kind's records of one game, as generate treats them. */
        private void kind(List<Candidate> records) {
            if (records.get(0).kind() == PuzzleKind.SAFE_ROUTE) {
                List<Candidate> fresh = records.stream().filter(c -> !seen(c)).toList(); // all of the game's turns are tried first
                candidates += fresh.size();
                for (Candidate c : fresh) {
                    if (c.proven() != null && kept.size() < count && gradeFits(c.proven()) && newIdea(c.proven())) {
                        keep(c);
                    }
                }
                return;
            }
            for (Candidate c : records) {
                if (kept.size() >= count) {
                    return;
                }
                if (seen(c)) {
                    continue;
                }
                candidates++;
                Proven p = c.proven();
                if (p == null || c.otherKeys().stream().anyMatch(positions::contains) || positions.contains(p.trimmedKey())) {
                    continue;
                }
                if (gradeFits(p) && newIdea(p)) {
                    keep(c);
                }
            }
        }

        private boolean seen(Candidate c) {
            return ids.contains(c.id()) || positions.contains(c.cutKey());
        }

        private boolean gradeFits(Proven p) {
            return grade <= 0 || p.level() == grade;
        }

        private boolean newIdea(Proven p) {
            return p.gameKey() == null || !ideas.getOrDefault(p.gameKey(), Set.of()).contains(p.lesson());
        }

        private void keep(Candidate c) {
            Proven p = c.proven();
            positions.add(c.cutKey());
            ids.add(c.id());
            positions.add(p.trimmedKey());
            if (p.gameKey() != null) {
                ideas.computeIfAbsent(p.gameKey(), k -> new HashSet<>()).add(p.lesson());
            }
            Kept k = new Kept(c.id(), c.kind(), p.json(), p.level(), p.gradeName(), p.idea(), c.game());
            kept.add(k);
            if (found != null) {
                found.accept(k);
            }
        }
    }
}
