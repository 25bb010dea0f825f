package org.cardlab.fugitive.respond;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.FlatMonteCarlo;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;

/**
 * A responder to one frozen opponent bot: determinized flat Monte Carlo over particles. Each
 * playout draws a particle, the cards the responder has not seen shuffled among the places it cannot
 * see ({@link GameState#resampleUnseen}, so a decision reads only the responder's view), plays one
 * candidate, then plays out with the responder's rollout bot against the frozen opponent's own
 * policy. Against a frozen opponent this is a single-agent POMDP, so the search is sound for the
 * responder. The particles are uniform over the unseen cards, not yet weighted by the opponent's
 * likelihood of its observed moves (the report of branch respond5 says so).
 *
 * <p>The candidates are the moves the existing bots of the responder's seat would play here (the
 * full move list of a sprint is far too long to search), deduplicated in a fixed order.
 */
public final class Responder<S extends GameState<M>, M> implements Policy<S, M> {
    private final Game<S, M> game;
    private final int seat;
    private final List<Policy<S, M>> candidateBots;
    private final Policy<S, M> rollout;
    private final Policy<S, M> opponent;
    private final int budget;

    /**
     * @param candidateBots the responder seat's bots whose moves are the candidates
     * @param rolloutBot the responder seat's bot that plays out after a candidate
     * @param opponentBot the frozen opponent (its policy is known, its cards are not)
     * @param budget playouts per decision
     */
    public Responder(Game<S, M> game, int seat, List<String> candidateBots, String rolloutBot, String opponentBot, int budget) {
        if (budget < 1) {
            throw new IllegalArgumentException("a budget of at least one playout");
        }
        this.game = game;
        this.seat = seat;
        this.candidateBots = candidateBots.stream().map(n -> game.bot(n, seat)).toList();
        this.rollout = game.bot(rolloutBot, seat);
        this.opponent = game.bot(opponentBot, 1 - seat);
        this.budget = budget;
    }

    @Override
    public M choose(S state, Rng rng) {
        List<M> candidates = candidates(state, rng);
        if (candidates.size() == 1) {
            return candidates.get(0);
        }
        FlatMonteCarlo.Result r = FlatMonteCarlo.search(candidates.size(), budget, 0.7,
                (c, prng) -> playout(state, candidates.get(c), prng), rng);
        return candidates.get(r.best());
    }

    /** The candidate moves: each candidate bot's choice on the responder's own view, in bot order. */
    List<M> candidates(S state, Rng rng) {
        List<M> out = new ArrayList<>();
        for (Policy<S, M> bot : candidateBots) {
            S view = particle(state, rng); // the bots too see only a particle, never the true hidden cards
            M m = bot.choose(view, new Rng(rng.nextLong()));
            if (!out.contains(m)) {
                out.add(m);
            }
        }
        return out;
    }

    @SuppressWarnings("unchecked") // a state's resample is a state of its own class
    private S particle(S state, Rng rng) {
        return (S) state.resampleUnseen(seat, rng);
    }

    /** One playout of {@code move} in a fresh particle: 1 for a responder win, 0 for a tie, -1 for a loss. */
    private double playout(S state, M move, Rng rng) {
        S world = particle(state, rng);
        if (world.whyIllegal(move) != null) {
            return -1; // not legal in this particle, so not in the true state either: never chosen over a legal one
        }
        world.apply(move);
        int n = 0;
        int max = game.maxMoves();
        while (!world.isTerminal() && n++ < max) {
            Policy<S, M> p = world.currentPlayer() == seat ? rollout : opponent;
            world.apply(p.choose(world, rng));
        }
        if (!world.isTerminal()) {
            return 0;
        }
        double[] r = world.returns();
        return Math.signum(r[seat] - r[1 - seat]);
    }
}
