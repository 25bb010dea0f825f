package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import java.nio.file.Path;

/**
 * The one invariant harness every game's test calls (OpenSpiel's RandomSimTest is the model).
 * It plays many seeded games of a {@link Game} (a policy for the moves, random candidate moves
 * for the refusals, the game's own check of the returns: a few lines per game) and checks at
 * every step:
 * <ul>
 *   <li>every physical card is in exactly one place;</li>
 *   <li>a non-terminal state has a legal move; the first legal moves listed apply, in a
 *       stable order; random candidate moves are either legal (and apply) or refused (with a
 *       reason, leaving the state unchanged);</li>
 *   <li>a copy, and a JSON round trip (the game file written, read back with the rule values it
 *       embeds, replayed), give an equal state;</li>
 *   <li>each player's observation is unchanged when cards that player has not seen are
 *       shuffled;</li>
 *   <li>games end within the game's stated bound (or a tighter one), and the returns match the
 *       game's scoring.</li>
 * </ul>
 * A failure names the seed and the move, so the game can be replayed.
 */
public final class InvariantHarness<S extends GameState<M>, M> {

    /** Moves to try at a state, legal or not, to check that refusals agree with {@code whyIllegal}. */
    @FunctionalInterface
    public interface Candidates<S, M> {
        List<M> at(S state, Rng rng);
    }

    /** Throws AssertionError when a finished game's returns disagree with its scoring. */
    @FunctionalInterface
    public interface ReturnsCheck<S> {
        void check(S terminal);
    }

    /**
     * Whether two states have the same {@link GameState#fullState} text. A game may decide that
     * from the parts the text is written from (and must then test that the two answers agree):
     * the copy and every refused move are compared at every step.
     */
    @FunctionalInterface
    public interface SameState<S> {
        boolean same(S a, S b);
    }

    /**
     * Whether two states give {@code player} equal {@link GameState#observation}s. A game may decide
     * that from the parts the observation is written from (and must then test that the answers agree).
     */
    @FunctionalInterface
    public interface SameObservation<S> {
        boolean same(S a, S b, int player);
    }

    private final Game<S, M> game;
    private final Policy<S, M> policy;
    private final Candidates<S, M> candidates;
    private final ReturnsCheck<S> returnsCheck;
    private int games = 1000;
    private long firstSeed = 1;
    private int maxMoves;
    private int legalMovesTried = 8;
    private int roundTripEvery = 1;
    private int everyStepUpTo = 100;
    private int strideAfter = 10;
    private int threads = 1;
    /** Null: compare the texts. */
    private SameState<S> sameState;
    /** Null: compare the observations' JSON. */
    private SameObservation<S> sameObservation;
    /** The games the round trips' files made, by their rules (all of a file's start but its seed and deal). */
    private final Map<JsonNode, Game<?, ?>> gamesRead = new ConcurrentHashMap<>();

    /**
     * @param policy     the moves played (one policy for every seat; it may look at the seat to move)
     * @param candidates random moves tried at each step, legal or not
     */
    public InvariantHarness(Game<S, M> game, Policy<S, M> policy, Candidates<S, M> candidates, ReturnsCheck<S> returnsCheck) {
        this.game = game;
        this.policy = policy;
        this.candidates = candidates;
        this.returnsCheck = returnsCheck;
        this.maxMoves = game.maxMoves();
    }

    /**
     * A policy from named bots: one name for every seat, or one per seat. Each thread plays with
     * bots of its own (made the first time it asks), so the policy may serve {@link #threads}.
     */
    public static <S extends GameState<M>, M> Policy<S, M> bots(Game<S, M> game, String... names) {
        ThreadLocal<List<Policy<S, M>>> seats = ThreadLocal.withInitial(() -> Playout.seats(game, List.of(names)));
        seats.get(); // an unknown name fails here, not inside a game
        return (s, rng) -> seats.get().get(s.currentPlayer()).choose(s, rng);
    }

    public InvariantHarness<S, M> games(int n) {
        this.games = n;
        return this;
    }

    public InvariantHarness<S, M> firstSeed(long seed) {
        this.firstSeed = seed;
        return this;
    }

    /** A tighter bound on a game's length than the game's own, for the policy under test. */
    public InvariantHarness<S, M> maxMoves(int n) {
        this.maxMoves = n;
        return this;
    }

    public InvariantHarness<S, M> legalMovesTried(int n) {
        this.legalMovesTried = n;
        return this;
    }

    /** Check the JSON round trip (a full replay) every n-th move only, for long games. */
    public InvariantHarness<S, M> roundTripEvery(int n) {
        this.roundTripEvery = n;
        return this;
    }

    /**
     * The checks whose cost grows with the game's length (copy, observations, replay) run at
     * every step up to move {@code n}, then every {@code stride}-th step, so that the rare very
     * long random game does not cost quadratic time. The other checks run at every step.
     */
    public InvariantHarness<S, M> everyStepUpTo(int n, int stride) {
        this.everyStepUpTo = n;
        this.strideAfter = stride;
        return this;
    }

    /**
     * Plays the games on n threads (1 by default). Each game depends on its seed alone, so the
     * same games are played and checked whatever the threads do, and a failure is reported for
     * the lowest failing seed, as on one thread. The policy must be safe to share: {@link #bots}
     * gives each thread its own bots.
     */
    public InvariantHarness<S, M> threads(int n) {
        this.threads = n;
        return this;
    }

    /** Compare the copy and the refused moves with the state by {@code same}, not by writing their texts. */
    public InvariantHarness<S, M> sameState(SameState<S> same) {
        this.sameState = same;
        return this;
    }

    /** Compare each seat's observation of the state and of its resampled copy by {@code same}, not as JSON. */
    public InvariantHarness<S, M> sameObservation(SameObservation<S> same) {
        this.sameObservation = same;
        return this;
    }

    /** Plays the games; returns the total number of moves checked. */
    public long run() {
        if (threads <= 1) {
            long moves = 0;
            for (long seed = firstSeed; seed < firstSeed + games; seed++) {
                moves += runOne(seed);
            }
            return moves;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Long>> played = new ArrayList<>();
            for (long seed = firstSeed; seed < firstSeed + games; seed++) {
                long s = seed;
                played.add(pool.submit(() -> runOne(s)));
            }
            long moves = 0;
            for (Future<Long> f : played) {
                moves += result(f);
            }
            return moves;
        } finally {
            pool.shutdownNow();
        }
    }

    /** A game's moves, or its failure as the game threw it. */
    private static long result(Future<Long> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new AssertionError(e.getCause());
        }
    }

    private long runOne(long seed) {
        S state = game.newGame(seed);
        Rng rng = new Rng(seed * 31 + 7);
        Replayed replayed = null;
        int step = 0;
        while (true) {
            String at = "seed " + seed + ", move " + step; // one short string per step
            checkCards(state, at);
            // The state's full text, once a step: the copy, the replay and every refused move are
            // compared with it, and the state itself after all the checks.
            String full = state.fullState();
            GameState<M> scratch = null;
            if (step < everyStepUpTo || step % strideAfter == 0 || state.isTerminal()) {
                scratch = checkCopy(state, full, at);
                if (step % roundTripEvery == 0 || state.isTerminal()) {
                    replayed = checkRoundTrip(state, full, at, replayed);
                }
                checkObservations(state, rng, at);
            }
            if (state.isTerminal()) {
                check(state.currentPlayer() == GameState.TERMINAL, at, () -> "terminal state names a player to move");
                check(state.legalMoves().findAny().isEmpty(), at, () -> "terminal state lists legal moves");
                check(state.fullState().equals(full), at, () -> "checking the state changed it");
                returnsCheck.check(state);
                return step;
            }
            check(step < maxMoves, at, () -> "game longer than the stated bound of " + maxMoves + " moves");
            checkLegalMoves(state, at);
            checkCandidates(state, scratch, full, rng, at);
            check(state.fullState().equals(full), at, () -> "checking moves changed the state");
            M move = policy.choose(state, rng);
            String why = state.whyIllegal(move);
            check(why == null, at, () -> "policy chose an illegal move " + move + ": " + why);
            state.apply(move);
            step++;
        }
    }

    private void checkCards(GameState<M> state, String at) {
        // Failure messages are built only on failure: this runs for every card at every step.
        int[] seen = new int[state.deckSize()];
        state.forEachCard((card, place) -> {
            if (card < 0 || card >= seen.length) {
                throw new AssertionError(at + ": card id " + card + " out of range in " + place);
            }
            seen[card]++;
        });
        for (int c = 0; c < seen.length; c++) {
            if (seen[c] != 1) {
                throw new AssertionError(at + ": card " + c + " is in " + seen[c] + " places");
            }
        }
    }

    /** Returns the checked copy, equal to the state, for the refused moves to be tried on. */
    private GameState<M> checkCopy(S state, String full, String at) {
        GameState<M> copy = state.copy();
        check(same(state, full, copy), at, () -> "copy differs from the state");
        return copy;
    }

    /**
     * A round trip's replay: the file's start (all of it but the moves), its moves, the game it
     * made and the state after the moves.
     */
    private record Replayed(JsonNode start, List<String> moves, Game<?, ?> game, GameState<?> state) {}

    /**
     * The game file written and read back (with the rule values it embeds) and replayed gives an
     * equal state. A file that starts as the last round trip's did, with its moves and more, goes
     * on from that replay's state: a replay depends on the file alone, so replaying its first
     * moves again would reach the same state, at a cost that grew with the game at every round trip.
     */
    private Replayed checkRoundTrip(S state, String full, String at, Replayed before) {
        GameRecord record = GameRecord.parse(Json.parse(Json.write(state.toJson()), "round trip"), Path.of("round trip"));
        JsonNode start = record.firstMoves(0).toJson();
        int done = before == null ? 0 : before.moves().size();
        boolean goesOn = before != null && before.start().equals(start) && record.moves().size() >= done
                && record.moves().subList(0, done).equals(before.moves());
        Game<?, ?> g = goesOn ? before.game() : gamesRead.computeIfAbsent(rulesOf(start), r -> game.type().game(record.spec(), record.params()));
        GameState<?> back = goesOn ? replay(g, before.state(), record, done) : Replay.of(g, record, "round trip", true).state();
        check(back.fullState().equals(full), at, () -> "JSON round trip differs:\n" + full + "\n" + back.fullState());
        return new Replayed(start, record.moves(), g, back);
    }

    /**
     * A file's start without its seed and deal: what the game it is replayed on is made from. The
     * game a file's rules make is made once, not for every seed (making a SCOUT game reads its deck).
     */
    private static JsonNode rulesOf(JsonNode start) {
        ObjectNode rules = (ObjectNode) start.deepCopy();
        rules.remove(List.of("seed", "deal"));
        return rules;
    }

    @SuppressWarnings("unchecked")
    private static <T extends GameState<N>, N> GameState<?> replay(Game<T, N> g, GameState<?> state, GameRecord record, int from) {
        return Replay.continued(g, (T) state, record, from, "round trip", true).state();
    }

    @SuppressWarnings("unchecked")
    private void checkObservations(S state, Rng rng, String at) {
        for (int p = 0; p < state.numPlayers(); p++) {
            JsonNode obs = sameObservation == null ? state.observation(p) : null;
            GameState<M> other = state.resampleUnseen(p, rng);
            int seat = p;
            check(obs == null ? sameObservation.same(state, (S) other, p) : other.observation(p).equals(obs), at,
                    () -> "player " + seat + "'s observation changed when only unseen cards moved");
        }
    }

    private void checkLegalMoves(GameState<M> state, String at) {
        List<M> first = state.legalMoves().limit(legalMovesTried).toList();
        check(!first.isEmpty(), at, () -> "non-terminal state has no legal move");
        check(first.equals(state.legalMoves().limit(legalMovesTried).toList()), at, () -> "legal move order is not stable");
        for (M m : first) {
            String why = state.whyIllegal(m);
            check(why == null, at, () -> "listed move " + m + " is refused: " + why);
            GameState<M> c = state.copy();
            c.apply(m);
        }
        M sampled = state.randomLegalMove(new Rng(at.hashCode()));
        check(state.whyIllegal(sampled) == null, at, () -> "sampled move " + sampled + " is refused: " + state.whyIllegal(sampled));
    }

    /**
     * Each candidate is tried on a copy of the state. A refused move must leave its copy equal to
     * the state, so the copy is checked and then serves the next refused move; a legal one is
     * applied to a fresh copy.
     */
    private void checkCandidates(S state, GameState<M> scratch, String full, Rng rng, String at) {
        GameState<M> pristine = scratch;
        for (M m : candidates.at(state, rng)) {
            String why = state.whyIllegal(m);
            if (why == null) {
                state.copy().apply(m);
                continue;
            }
            GameState<M> c = pristine != null ? pristine : state.copy();
            pristine = null;
            try {
                c.apply(m);
                throw new AssertionError(at + ": move " + m + " applied although refused (" + why + ")");
            } catch (IllegalMoveException expected) {
                check(same(state, full, c), at, () -> "refused move " + m + " changed the state");
                pristine = c;
            }
        }
    }

    /** Whether {@code other} equals {@code state}, whose text is {@code full}. */
    @SuppressWarnings("unchecked")
    private boolean same(S state, String full, GameState<M> other) {
        return sameState == null ? other.fullState().equals(full) : sameState.same(state, (S) other);
    }

    /** The message is built only when the check fails: the checks run millions of times. */
    private static void check(boolean ok, String at, Supplier<String> what) {
        if (!ok) {
            throw new AssertionError(at + ": " + what.get());
        }
    }

    /** Sums of returns, handy for zero- or constant-sum checks. */
    public static double sum(double[] returns) {
        return Arrays.stream(returns).sum();
    }

}
