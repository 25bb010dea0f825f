package org.cardlab.fugitive.respond;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.bots.HeuristicMarshal;
import org.cardlab.fugitive.bots.QuickRacer;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.search.MarshalSearch;

/**
 * The Marshal's best response to one frozen Fugitive bot: he knows the bot's policy, not its cards.
 *
 * <p>At each draw and guess the search Marshal ({@link MarshalSearch}, unmixed: against a frozen
 * Fugitive nothing is gained by spreading play) names its move and the candidates it weighed; they
 * are the root's moves, its move first. The belief is {@code budget} particles of the Fugitive's
 * hidden history, weighted by the frozen bot's likelihood of his moves along each ({@link MarshalParticles}),
 * and POMCP ({@link Pomcp}) runs {@link #SIMULATIONS} times the budget simulations from them; below
 * the root a node's moves are the heuristic Marshal's and every legal move where there are at most
 * {@link Pomcp#ALL_MOVES} (a draw). At a guess and in a manhunt the root also tries the {@link #SINGLES} numbers
 * likeliest to be face-down hideouts under the weighted particles (and in a manhunt every first guess
 * the exact manhunt finds tied). The search's move (in a manhunt, the exact manhunt's first guess) is kept
 * unless another's mean leads it by {@link #Z} standard errors. Where an exact
 * walk passes its work limit, the search Marshal's move is played alone (it falls back itself).
 */
final class MarshalResponder implements Policy<FugitiveState, FugitiveMove> {
    /** How many standard errors a challenger's mean must lead the search's move's by to be played. */
    static final double Z = 2.0;
    /** Simulations a decision for each particle of the budget. */
    static final int SIMULATIONS = 3;
    /** Single numbers added to the root's guesses: the likeliest face-down hideouts under the weighted particles. */
    static final int SINGLES = 6;

    private final MarshalSearch search = new MarshalSearch(MarshalSearch.Settings.DEFAULT.withMix(0));
    private final HeuristicMarshal heuristic = new HeuristicMarshal();
    private final MarshalParticles particles;
    private final Pomcp pomcp;
    private final Policy<FugitiveState, FugitiveMove> frozen;
    private final int budget;
    private long thinDecisions;
    private long searched;
    private long searchedAway;
    private long fallbacks;

    MarshalResponder(FugitiveGame game, String against, int budget, int turns) {
        this.budget = budget;
        frozen = playsOutAs(game, against, budget);
        this.particles = new MarshalParticles(against, MarshalSearch.Settings.DEFAULT.workLimit(),
                frozen instanceof RecalledBot r ? r : null);
        pomcp = new Pomcp(FugitiveSeat.MARSHAL, Pomcp.MARSHAL_SIGHT, frozen, heuristic, this::candidates, turns,
                game.maxMoves());
    }

    /**
     * Who plays the frozen Fugitive in the simulations: himself where he is quick (random, heuristic); the racer and the
     * shadow by themselves too, their answers kept by the Fugitive's view ({@link RecalledBot}), with at most
     * {@link RecalledBot#ASKS_PER_PARTICLE} times the budget new asks a decision, past which the quick racer (the racer's
     * own play-out policy) stands in. Their kept answers weigh the particles too ({@link MarshalParticles}).
     */
    static Policy<FugitiveState, FugitiveMove> playsOutAs(FugitiveGame game, String against, int budget) {
        Policy<FugitiveState, FugitiveMove> bot = game.bot(against, FugitiveSeat.FUGITIVE.index());
        if (askCap(against, budget) == 0) {
            return bot;
        }
        return new RecalledBot(bot, MarshalParticles::view, new QuickRacer(), askCap(against, budget));
    }

    /** New asks of the frozen Fugitive a decision may make ({@link RecalledBot}); 0 where he plays himself, unrecalled. */
    static long askCap(String against, int budget) {
        return against.equals("random") || against.equals("heuristic") ? 0 : (long) RecalledBot.ASKS_PER_PARTICLE * budget;
    }

    @Override
    public FugitiveMove choose(FugitiveState state, Rng rng) {
        if (state.legalMoves().limit(2).count() == 1) {
            return state.legalMoves().findFirst().orElseThrow();
        }
        if (frozen instanceof RecalledBot r) {
            r.nextDecision();
        }
        Rng own = new Rng(rng.nextLong());
        PublicTrack track = PublicTrack.read(state.rules(), state.notes(), "the Marshal's notes");
        MarshalSearch.Result base;
        MarshalParticles.Belief belief;
        try {
            base = search.decide(track, new Rng(own.nextLong()));
            belief = particles.draw(track, budget, own);
        } catch (WorkLimitExceeded e) {
            fallbacks++;
            return heuristic.choose(state, own); // as the search Marshal does past its work limit
        }
        if (belief.effective() < 2) {
            thinDecisions++;
        }
        List<FugitiveMove> root = new ArrayList<>(List.of(base.chosen()));
        base.options().stream().map(MarshalSearch.Option::move).filter(m -> !root.contains(m)).forEach(root::add);
        if (base.manhunt() != null) {
            for (int n : Cards.toArray(base.manhunt().tied())) {
                add(root, FugitiveMove.guessSet(1L << n));
            }
        }
        if (!(state.phase() == Phase.MARSHAL_DRAW)) {
            likeliest(belief, SINGLES).forEach(n -> add(root, FugitiveMove.guessSet(1L << n)));
        }
        Pomcp.Node searched = pomcp.search(belief.states(), belief.weights(), SIMULATIONS * budget, own, root);
        int pick = searched.keepUnlessBeaten(Z);
        this.searched++;
        searchedAway += pick == 0 ? 0 : 1;
        return searched.moves.get(pick);
    }

    /** Decisions searched by POMCP, those where it played another move than the search Marshal's, and fallbacks past the work limit. */
    long[] counts() {
        return new long[] {searched, searchedAway, fallbacks};
    }

    private static void add(List<FugitiveMove> moves, FugitiveMove m) {
        if (!moves.contains(m)) {
            moves.add(m);
        }
    }

    /** The {@code count} numbers likeliest to be face-down hideouts now under the weighted particles, likeliest first. */
    static List<Integer> likeliest(MarshalParticles.Belief belief, int count) {
        double[] chance = new double[FugitiveRules.CARDS];
        for (int k = 0; k < belief.states().size(); k++) {
            for (long d = belief.states().get(k).faceDownCards(); d != 0; d &= d - 1) {
                chance[Long.numberOfTrailingZeros(d)] += belief.weights()[k];
            }
        }
        List<Integer> out = new ArrayList<>();
        for (int n = 1; n < chance.length; n++) {
            if (chance[n] > 0) {
                out.add(n);
            }
        }
        out.sort((x, y) -> chance[y] != chance[x] ? Double.compare(chance[y], chance[x]) : Integer.compare(x, y));
        return out.subList(0, Math.min(count, out.size()));
    }

    /** The frozen Fugitive's simulated moves and stated chances that his stand-in gave for want of an ask ({@link RecalledBot}). */
    long standIns() {
        return frozen instanceof RecalledBot r ? r.standIns() : 0;
    }

    /** Decisions whose particles' effective number was under 2 (one history weighed nearly all). */
    long thinDecisions() {
        return thinDecisions;
    }

    /** The heuristic Marshal's move in {@code world} (he reads only the notes), then every legal move when few. */
    private List<FugitiveMove> candidates(FugitiveState world, Rng rng) {
        List<FugitiveMove> out = new ArrayList<>(List.of(heuristic.choose(world, new Rng(rng.nextLong()))));
        List<FugitiveMove> all = world.legalMoves().limit(Pomcp.ALL_MOVES + 1).toList();
        if (all.size() <= Pomcp.ALL_MOVES) {
            all.stream().filter(m -> !out.contains(m)).forEach(out::add);
        }
        return out;
    }
}
