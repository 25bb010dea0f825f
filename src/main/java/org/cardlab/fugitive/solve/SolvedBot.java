package org.cardlab.fugitive.solve;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.cardlab.core.Home;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.bots.FallbackCounter;

/**
 * The {@code solved} bot: the equilibrium of a solved reduced Fugitive ({@link SolvedStrategy},
 * shipped under {@code models/solved/}), played at each state by what its seat has seen
 * ({@link SeenKey}). Under a spec no shipped strategy solves it cannot be made (a one-line error).
 * The solved game has a clock the engine's game has not: where a game goes on past it (a Fugitive
 * who waited), or anywhere the strategy has no row, it plays the fallback bot's move and counts it.
 */
public final class SolvedBot implements Policy<FugitiveState, FugitiveMove>, FallbackCounter, StatedMixture {
    /** Where the shipped strategies are, under the project's home. */
    public static final String FOLDER = "models/solved";

    private static final Map<Path, SolvedStrategy> READ = new ConcurrentHashMap<>();

    private final SolvedStrategy strategy;
    private final FugitiveSeat seat;
    private final Policy<FugitiveState, FugitiveMove> fallback;
    private long decisions;
    private long fallbacks;

    public SolvedBot(SolvedStrategy strategy, FugitiveSeat seat, Policy<FugitiveState, FugitiveMove> fallback) {
        this.strategy = strategy;
        this.seat = seat;
        this.fallback = fallback;
    }

    /** The shipped strategy that solves {@code spec}'s game, or a one-line error naming the specs solved. */
    public static SolvedStrategy shippedFor(RuleSpec spec) {
        List<String> solved = new ArrayList<>();
        for (Path file : shippedFiles()) {
            SolvedStrategy s = READ.computeIfAbsent(file, StrategyFile::read);
            if (s.plays(spec)) {
                return s;
            }
            solved.add(s.spec);
        }
        throw new UserError("the solved bot plays only the solved specs (" + (solved.isEmpty() ? "none shipped" : String.join(", ", solved))
                + "), and " + spec.name() + " is not one of them");
    }

    private static List<Path> shippedFiles() {
        Path dir = Home.dir().resolve(FOLDER);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UserError(dir + ": " + e.getMessage());
        }
    }

    @Override
    public FugitiveMove choose(FugitiveState s, Rng rng) {
        decisions++;
        SolvedStrategy.Row row = row(s);
        if (row == null) {
            fallbacks++;
            return fallback.choose(s, rng);
        }
        int x = rng.nextInt(row.total());
        for (int a = 0;; a++) {
            x -= row.weights()[a];
            if (x < 0) {
                return row.moves().get(a);
            }
        }
    }

    /** The stated chance of {@code move}; NaN where the strategy has no row and the fallback would play. */
    @Override
    public double probability(FugitiveState s, FugitiveMove move) {
        SolvedStrategy.Row row = row(s);
        if (row == null) {
            return Double.NaN;
        }
        int a = row.moves().indexOf(move);
        return a < 0 ? 0 : (double) row.weights()[a] / row.total();
    }

    private SolvedStrategy.Row row(FugitiveState s) {
        return s.toMove() == seat ? strategy.row(seat, SeenKey.of(s, seat)) : null;
    }

    @Override
    public long decisions() {
        return decisions;
    }

    /** Decisions where the strategy had no row (past the solved game's clock) and the fallback bot's move was played. */
    @Override
    public long fallbacks() {
        return fallbacks;
    }
}
