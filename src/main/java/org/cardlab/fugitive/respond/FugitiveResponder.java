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

/**
 * The Fugitive's best response to one frozen Marshal bot: it knows his policy, not his cards.
 *
 * <p>Its belief is {@code budget} particles of the Marshal's hand ({@link FugitiveParticles}:
 * consistent with what the Fugitive has seen, and never a card the Marshal named while he held it),
 * each weighted by how likely the Marshal's observed moves are in it under his policy
 * ({@link MarshalLikelihood}). It searches by POMCP ({@link Pomcp}), {@link #SIMULATIONS} times the
 * budget simulations a decision, each from a particle drawn by its weight. It keeps the shadow
 * Fugitive's move unless another's mean wins exceed it by {@link #Z} standard errors, so search
 * noise never pulls it below the best bot's play. Against a frozen opponent the game is a
 * single-agent problem for the responder, so searching it this way is sound, and its win rate is
 * a lower bound on what a best response wins.
 */
final class FugitiveResponder implements Policy<FugitiveState, FugitiveMove> {
    /** The Fugitive bots whose moves are the candidates, the default (ties) first. */
    static final List<String> CANDIDATES = List.of("shadow", "racer", "heuristic", "random");
    /** How many standard errors a challenger's mean must lead the shadow's move's by to be played. */
    static final double Z = 2.0;
    /** Simulations a decision for each particle of the budget. */
    static final int SIMULATIONS = 3;
    /** The search Marshal's asks a decision are this fraction (1 / it) of the advisor's ({@link #askCap}). */
    static final int DEAR_ASK_DIVISOR = 16;

    private final FugitiveGame game;
    private final List<Policy<FugitiveState, FugitiveMove>> candidateBots = new ArrayList<>();
    private final Policy<FugitiveState, FugitiveMove> rollout = new QuickRacer();
    private final Policy<FugitiveState, FugitiveMove> marshal;
    private final int budget;
    /** The solved game's clock the games are played under ({@link Clock}; 0 for none): the play-outs end there too. */
    private final int turns;
    private final FugitiveParticles particles = new FugitiveParticles();
    private final MarshalLikelihood likelihood;
    private final Pomcp pomcp;

    FugitiveResponder(FugitiveGame game, String against, int budget, int turns) {
        this.game = game;
        this.budget = budget;
        this.turns = turns;
        for (String name : CANDIDATES) {
            candidateBots.add(game.bot(name, FugitiveSeat.FUGITIVE.index()));
        }
        marshal = playsOutAs(game, against, budget);
        likelihood = new MarshalLikelihood(marshal);
        pomcp = new Pomcp(FugitiveSeat.FUGITIVE, Pomcp.FUGITIVE_SIGHT, marshal, rollout, this::candidates, turns, game.maxMoves());
    }

    /**
     * Who plays the frozen Marshal in the simulations, and states his likelihood: himself where he is quick (random,
     * heuristic, solved); the advisor and the search Marshal by themselves too, their answers kept by his view
     * ({@link RecalledBot}), with at most {@link RecalledBot#ASKS_PER_PARTICLE} times the budget new asks a decision,
     * past which the heuristic Marshal (their own baseline) stands in. The games themselves are played against the frozen
     * bot, so the responder's win rate stays a lower bound on a best response's.
     */
    static Policy<FugitiveState, FugitiveMove> playsOutAs(FugitiveGame game, String against, int budget) {
        Policy<FugitiveState, FugitiveMove> bot = game.bot(against, FugitiveSeat.MARSHAL.index());
        if (askCap(against, budget) == 0) {
            return bot;
        }
        return new RecalledBot(bot, FugitiveResponder::marshalView, game.bot("heuristic", FugitiveSeat.MARSHAL.index()),
                askCap(against, budget));
    }

    /**
     * New asks of the frozen Marshal a decision may make ({@link RecalledBot}); 0 where he plays himself, unrecalled. The
     * search Marshal, whose ask costs about a hundred of the advisor's (27 against 0.1 ms a decision, median, under pt), may make
     * {@link #DEAR_ASK_DIVISOR} times fewer: in the full game the cap binds
     * at every decision, and there it bounds the time a decision takes (docs/responders.md has the cost and the check on mini2).
     */
    static long askCap(String against, int budget) {
        return switch (against) {
            case "advisor" -> (long) RecalledBot.ASKS_PER_PARTICLE * budget;
            case "search" -> Math.max(1, (long) RecalledBot.ASKS_PER_PARTICLE * budget / DEAR_ASK_DIVISOR);
            default -> 0;
        };
    }

    /** What the Marshal sees: his notes (his own draws by card) and his hand. */
    static String marshalView(FugitiveState s) {
        return s.marshalHand() + Pomcp.MARSHAL_SIGHT.after(s, 0);
    }

    @Override
    public FugitiveMove choose(FugitiveState state, Rng rng) {
        if (state.legalMoves().limit(2).count() == 1) {
            return state.legalMoves().findFirst().orElseThrow();
        }
        if (marshal instanceof RecalledBot r) {
            r.nextDecision();
        }
        List<FugitiveState> belief = new ArrayList<>(budget);
        double[] log = new double[budget];
        long askSeed = rng.nextLong();
        double top = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < budget; k++) {
            belief.add(particles.draw(state, rng));
            log[k] = likelihood.logOf(state, belief.get(k), askSeed);
            top = Math.max(top, log[k]);
        }
        double[] weight = new double[budget];
        for (int k = 0; k < budget; k++) {
            weight[k] = Math.exp(log[k] - top);
        }
        Pomcp.Node root = pomcp.search(belief, weight, SIMULATIONS * budget, rng);
        return root.moves.get(root.keepUnlessBeaten(Z)); // the shadow's move is the first
    }

    /** The frozen Marshal's simulated moves and stated chances that his stand-in gave for want of an ask ({@link RecalledBot}). */
    long standIns() {
        return marshal instanceof RecalledBot r ? r.standIns() : 0;
    }

    /** Particles settled for without meeting the Marshal's guesses, so far. */
    long particleMisses() {
        return particles.misses();
    }

    /** The Fugitive bots' moves in {@code world} (a particle: they never see the Marshal's true hand), then every legal move when few. */
    private List<FugitiveMove> candidates(FugitiveState world, Rng rng) {
        List<FugitiveMove> out = new ArrayList<>();
        for (Policy<FugitiveState, FugitiveMove> bot : candidateBots) {
            FugitiveMove m = bot.choose(world, new Rng(rng.nextLong()));
            if (!out.contains(m)) {
                out.add(m);
            }
        }
        List<FugitiveMove> all = world.legalMoves().limit(Pomcp.ALL_MOVES + 1).toList();
        if (all.size() <= Pomcp.ALL_MOVES) {
            all.stream().filter(m -> !out.contains(m)).forEach(out::add);
        }
        return out;
    }
}
