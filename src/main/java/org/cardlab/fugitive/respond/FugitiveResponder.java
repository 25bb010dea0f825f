package org.cardlab.fugitive.respond;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.bots.QuickRacer;
import org.cardlab.fugitive.search.PairedTally;
import org.cardlab.fugitive.solve.Clock;

/**
 * The Fugitive's best response to one frozen Marshal bot: it knows his policy, not his cards.
 *
 * <p>Each decision plays every candidate move in the same {@code budget} particles of the Marshal's
 * hand ({@link FugitiveParticles}: consistent with what the Fugitive has seen and with the Marshal's
 * guesses), each with the same random stream (common random numbers), and plays the game out: the
 * responder by the quick racer, the Marshal by his own policy. It keeps the shadow Fugitive's move
 * unless another candidate wins more of these paired games by {@link #Z} standard errors of a sign
 * test, so play-out noise never pulls it below the best bot's play. Against a frozen opponent the
 * game is a single-agent problem for the responder, so searching it this way is sound, and its
 * win rate is a lower bound on what a best response wins.
 *
 * <p>The candidates are the moves the Fugitive bots would play here, each seeing only a particle
 * (a sprint's full move list is far too long to search), in a fixed order, the shadow's first.
 */
final class FugitiveResponder implements Policy<FugitiveState, FugitiveMove> {
    /** The Fugitive bots whose moves are the candidates, the default (ties) first. */
    static final List<String> CANDIDATES = List.of("shadow", "racer", "heuristic", "random");
    /** How many standard errors of the paired sign test a challenger must lead the shadow's move by to be played. */
    static final double Z = 2.0;

    private final FugitiveGame game;
    private final List<Policy<FugitiveState, FugitiveMove>> candidateBots = new ArrayList<>();
    private final Policy<FugitiveState, FugitiveMove> rollout = new QuickRacer();
    private final Policy<FugitiveState, FugitiveMove> marshal;
    private final int budget;
    /** The solved game's clock the games are played under ({@link Clock}; 0 for none): the play-outs end there too. */
    private final int turns;
    private final FugitiveParticles particles = new FugitiveParticles();

    FugitiveResponder(FugitiveGame game, String against, int budget, int turns) {
        this.game = game;
        this.budget = budget;
        this.turns = turns;
        for (String name : CANDIDATES) {
            candidateBots.add(game.bot(name, FugitiveSeat.FUGITIVE.index()));
        }
        marshal = game.bot(playsOutAs(against), FugitiveSeat.MARSHAL.index());
    }

    /**
     * Who plays the frozen Marshal in the play-outs: himself, but the heuristic Marshal for the advisor
     * and the search Marshal (their own baseline), whose exact counts at every play-out decision would
     * cost a hundred times the budget. The games themselves are played against the frozen bot, so the
     * responder's win rate stays a lower bound on a best response's.
     */
    static String playsOutAs(String against) {
        return against.equals("search") || against.equals("advisor") ? "heuristic" : against;
    }

    @Override
    public FugitiveMove choose(FugitiveState state, Rng rng) {
        if (state.legalMoves().limit(2).count() == 1) {
            return state.legalMoves().findFirst().orElseThrow();
        }
        List<FugitiveMove> candidates = candidates(state, rng);
        if (candidates.size() == 1) {
            return candidates.get(0);
        }
        boolean[][] won = new boolean[candidates.size()][budget];
        for (int k = 0; k < budget; k++) {
            FugitiveState world = particles.draw(state, rng);
            long seed = rng.nextLong();
            for (int c = 0; c < candidates.size(); c++) {
                won[c][k] = playout(world.copy(), candidates.get(c), new Rng(seed));
            }
        }
        PairedTally tally = new PairedTally(candidates.size());
        tally.add(won);
        return candidates.get(tally.pick(Z));
    }

    /** Particles settled for without meeting the Marshal's guesses, so far. */
    long particleMisses() {
        return particles.misses();
    }

    private List<FugitiveMove> candidates(FugitiveState state, Rng rng) {
        List<FugitiveMove> out = new ArrayList<>();
        for (Policy<FugitiveState, FugitiveMove> bot : candidateBots) {
            FugitiveState view = particles.draw(state, rng); // the bots too see a particle, never the Marshal's true hand
            FugitiveMove m = bot.choose(view, new Rng(rng.nextLong()));
            if (!out.contains(m)) {
                out.add(m);
            }
        }
        return out;
    }

    /** One play-out of {@code move} in {@code world}: whether the Fugitive won. */
    private boolean playout(FugitiveState world, FugitiveMove move, Rng rng) {
        world.apply(move);
        for (int n = 1; !world.isTerminal() && !Clock.expired(world, turns); n++) {
            if (n > game.maxMoves()) {
                throw new IllegalStateException("a play-out ran past " + game.maxMoves() + " moves");
            }
            world.apply((world.toMove() == FugitiveSeat.FUGITIVE ? rollout : marshal).choose(world, rng));
        }
        return world.isTerminal() && world.winningSeat() == FugitiveSeat.FUGITIVE;
    }
}
