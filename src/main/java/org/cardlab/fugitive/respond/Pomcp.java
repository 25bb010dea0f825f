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
 * POMCP (Silver and Veness 2010) for the Fugitive against a frozen Marshal: a search tree over
 * the Fugitive's own moves and what he then sees (the Marshal's public moves, the cards he draws),
 * each simulation starting from a particle drawn by its weight. The frozen Marshal and chance
 * move inside the simulation; at a Fugitive node UCB1 picks among its moves; a new node is valued
 * by one play-out (the quick racer against the Marshal's stand-in). Against a frozen opponent the
 * game is a POMDP for the Fugitive, so this is a search of a single-agent problem.
 *
 * <p>A node's moves are those the Fugitive bots would play there, and every legal move when there
 * are at most {@link #ALL_MOVES} (a sprint's full list is too long to search). Every state reaching
 * a node shows the Fugitive the same things, so its moves are the same in all of them.
 */
final class Pomcp {
    /** UCB1's exploration constant, on the win-probability scale. */
    static final double EXPLORE = 0.7;
    /** A node searches every legal move when there are at most this many. */
    static final int ALL_MOVES = 12;

    private final Policy<FugitiveState, FugitiveMove> marshal;
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
    }

    Pomcp(Policy<FugitiveState, FugitiveMove> marshal, Policy<FugitiveState, FugitiveMove> rollout,
            BiFunction<FugitiveState, Rng, List<FugitiveMove>> candidates, int turns, int maxMoves) {
        this.marshal = marshal;
        this.rollout = rollout;
        this.candidates = candidates;
        this.turns = turns;
        this.maxMoves = maxMoves;
    }

    /** The root after {@code simulations} simulations from particles drawn by {@code weights} (not normalised). */
    Node search(List<FugitiveState> particles, double[] weights, int simulations, Rng rng) {
        double[] cumulative = new double[weights.length];
        double sum = 0;
        for (int i = 0; i < weights.length; i++) {
            sum += weights[i];
            cumulative[i] = sum;
        }
        Node root = new Node();
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

    /** One simulation from {@code world} (the Fugitive to move) through {@code node}: 1 when the Fugitive won. */
    private double simulate(FugitiveState world, Node node, Rng rng) {
        if (node.moves == null) {
            node.moves = candidates.apply(world, rng);
            node.visits = new int[node.moves.size()];
            node.wins = new double[node.moves.size()];
            for (int a = 0; a < node.moves.size(); a++) {
                node.below.add(new HashMap<>());
            }
        }
        int a = node.select();
        world.apply(node.moves.get(a));
        String seen = advance(world, rng);
        double v;
        if (over(world)) {
            v = fugitiveWon(world);
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

    /** Plays the Marshal (and chance) until the Fugitive is to move or the game is over; what the Fugitive saw meanwhile. */
    private String advance(FugitiveState world, Rng rng) {
        int before = world.events().size();
        for (int n = 0; !over(world) && world.toMove() == FugitiveSeat.MARSHAL; n++) {
            guard(n);
            world.apply(marshal.choose(world, rng));
        }
        StringBuilder b = new StringBuilder().append(world.fugitiveHand());
        for (NoteEvent e : world.events().subList(before, world.events().size())) {
            // the Fugitive sees which deck the Marshal drew from, not the card
            b.append('|').append(e instanceof NoteEvent.MarshalDraw d ? "md" + world.rules().deckOf(d.card()) : e.toString());
        }
        return b.toString();
    }

    private double playout(FugitiveState world, Rng rng) {
        for (int n = 0; !over(world); n++) {
            guard(n);
            world.apply((world.toMove() == FugitiveSeat.FUGITIVE ? rollout : marshal).choose(world, rng));
        }
        return fugitiveWon(world);
    }

    private boolean over(FugitiveState world) {
        return world.isTerminal() || Clock.expired(world, turns);
    }

    private static double fugitiveWon(FugitiveState world) {
        return world.isTerminal() && world.winningSeat() == FugitiveSeat.FUGITIVE ? 1 : 0;
    }

    private void guard(int n) {
        if (n > maxMoves) {
            throw new IllegalStateException("a simulation ran past " + maxMoves + " moves");
        }
    }
}
