package org.cardlab.fugitive.respond;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.solve.Clock;

/**
 * POMCP (Silver and Veness 2010) for one seat against a frozen bot of the other: a search tree over
 * the responder's own moves and what he then sees ({@link Sight}), each simulation starting from a
 * particle drawn by its weight. The frozen bot (or its stand-in) and chance move inside the
 * simulation; at a responder's node UCB1 picks among its moves; a new node is valued by one
 * play-out (the responder's play-out policy against the frozen bot's stand-in). Against a frozen
 * opponent the game is a POMDP for the responder, so this is a search of a single-agent problem.
 *
 * <p>A node's moves are the caller's candidates in the first particle that reaches it; they read only
 * what the responder sees, and every state reaching a node shows him the same things, so its moves
 * are the same in all of them. The root's moves may be given instead ({@link #search(List, double[], int, Rng, List)}).
 */
final class Pomcp {
    /** UCB1's exploration constant, on the win-probability scale. */
    static final double EXPLORE = 0.7;
    /** A node searches every legal move when there are at most this many. */
    static final int ALL_MOVES = 12;

    /** What the responder sees of the moves made since event {@code before}: the key of the node they lead to. */
    interface Sight {
        String after(FugitiveState world, int before);
    }

    /** The Fugitive's sight: his hand, and each new event with only the deck of a Marshal's draw. */
    static final Sight FUGITIVE_SIGHT = (world, before) -> {
        StringBuilder b = new StringBuilder().append(world.fugitiveHand());
        for (NoteEvent e : world.events().subList(before, world.events().size())) {
            // the Fugitive sees which deck the Marshal drew from, not the card
            b.append('|').append(e instanceof NoteEvent.MarshalDraw d ? "md" + world.rules().deckOf(d.card()) : e.toString());
        }
        return b.toString();
    };

    /** The Marshal's sight: the new events of his notes as they are written (his own draws by card, a guess with its reveals). */
    static final Sight MARSHAL_SIGHT = (world, before) -> {
        StringBuilder b = new StringBuilder();
        for (NoteEvent e : world.events().subList(before, world.events().size())) {
            b.append('|').append(e);
        }
        return b.toString();
    };

    private final FugitiveSeat self;
    private final Sight sight;
    private final Policy<FugitiveState, FugitiveMove> frozen;
    private final Policy<FugitiveState, FugitiveMove> rollout;
    private final BiFunction<FugitiveState, Rng, List<FugitiveMove>> candidates;
    private final int turns;
    private final int maxMoves;

    /** A Fugitive decision: its moves, their visits and wins, and the nodes below by move and what followed. */
    static final class Node {
        List<FugitiveMove> moves;
        int[] visits;
        double[] wins;
        int total;
        final List<Map<String, Node>> below = new ArrayList<>();

        int select() {
            int best = 0;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (int a = 0; a < moves.size(); a++) {
                if (visits[a] == 0) {
                    return a;
                }
                double score = wins[a] / visits[a] + EXPLORE * Math.sqrt(Math.log(total) / visits[a]);
                if (score > bestScore) {
                    best = a;
                    bestScore = score;
                }
            }
            return best;
        }

        double mean(int a) {
            return visits[a] == 0 ? 0 : wins[a] / visits[a];
        }

        void open(List<FugitiveMove> candidates) {
            moves = candidates;
            visits = new int[moves.size()];
            wins = new double[moves.size()];
            for (int a = 0; a < moves.size(); a++) {
                below.add(new HashMap<>());
            }
        }

        /**
         * The default move (the first), unless another's mean leads it by {@code z} standard errors: search noise
         * never pulls the responder below the bot whose move is the default.
         */
        int keepUnlessBeaten(double z) {
            int best = 0;
            for (int a = 1; a < moves.size(); a++) {
                if (visits[a] > 0 && mean(a) > mean(best)) {
                    best = a;
                }
            }
            if (best == 0 || visits[0] == 0) {
                return best;
            }
            double se = Math.sqrt(variance(best) / visits[best] + variance(0) / visits[0]);
            return mean(best) - mean(0) > z * se ? best : 0;
        }

        private double variance(int a) {
            double p = mean(a);
            return Math.max(p * (1 - p), 1e-9);
        }
    }

    /**
     * A search for {@code self}, who sees {@code sight}, against {@code frozen} (the other seat), his own play-outs
     * by {@code rollout}, a node's moves by {@code candidates}, under the clock {@code turns} (0 for none).
     */
    Pomcp(FugitiveSeat self, Sight sight, Policy<FugitiveState, FugitiveMove> frozen, Policy<FugitiveState, FugitiveMove> rollout,
            BiFunction<FugitiveState, Rng, List<FugitiveMove>> candidates, int turns, int maxMoves) {
        this.self = self;
        this.sight = sight;
        this.frozen = frozen;
        this.rollout = rollout;
        this.candidates = candidates;
        this.turns = turns;
        this.maxMoves = maxMoves;
    }

    /** The root after {@code simulations} simulations from particles drawn by {@code weights} (not normalised). */
    Node search(List<FugitiveState> particles, double[] weights, int simulations, Rng rng) {
        return search(particles, weights, simulations, rng, null);
    }

    /** As {@link #search(List, double[], int, Rng)}, the root's moves {@code rootMoves} (null: the candidates'). */
    Node search(List<FugitiveState> particles, double[] weights, int simulations, Rng rng, List<FugitiveMove> rootMoves) {
        double[] cumulative = new double[weights.length];
        double sum = 0;
        for (int i = 0; i < weights.length; i++) {
            sum += weights[i];
            cumulative[i] = sum;
        }
        Node root = new Node();
        if (rootMoves != null) {
            root.open(rootMoves);
        }
        for (int k = 0; k < simulations; k++) {
            double u = rng.nextDouble() * sum;
            int i = 0;
            while (i < cumulative.length - 1 && cumulative[i] <= u) {
                i++;
            }
            simulate(particles.get(i).copy(), root, rng);
        }
        return root;
    }

    /** One simulation from {@code world} (the responder to move) through {@code node}: 1 when the responder won. */
    private double simulate(FugitiveState world, Node node, Rng rng) {
        if (node.moves == null) {
            node.open(candidates.apply(world, rng));
        }
        int a = node.select();
        int before = world.events().size();
        world.apply(node.moves.get(a));
        advance(world, rng);
        String seen = sight.after(world, before);
        double v;
        if (over(world)) {
            v = selfWon(world);
        } else {
            Node child = node.below.get(a).get(seen);
            if (child == null) {
                node.below.get(a).put(seen, new Node());
                v = playout(world, rng);
            } else {
                v = simulate(world, child, rng);
            }
        }
        node.visits[a]++;
        node.wins[a] += v;
        node.total++;
        return v;
    }

    /** Plays the frozen seat (and chance) until the responder is to move or the game is over. */
    private void advance(FugitiveState world, Rng rng) {
        for (int n = 0; !over(world) && world.toMove() != self; n++) {
            guard(n);
            world.apply(frozen.choose(world, rng));
        }
    }

    private double playout(FugitiveState world, Rng rng) {
        for (int n = 0; !over(world); n++) {
            guard(n);
            world.apply((world.toMove() == self ? rollout : frozen).choose(world, rng));
        }
        return selfWon(world);
    }

    private boolean over(FugitiveState world) {
        return world.isTerminal() || Clock.expired(world, turns);
    }

    /** 1 when the responder won: the Fugitive only at the game's end, the Marshal at its end or the clock's. */
    private double selfWon(FugitiveState world) {
        FugitiveSeat winner = world.isTerminal() ? world.winningSeat() : FugitiveSeat.MARSHAL;
        return winner == self ? 1 : 0;
    }

    private void guard(int n) {
        if (n > maxMoves) {
            throw new IllegalStateException("a simulation ran past " + maxMoves + " moves");
        }
    }
}
