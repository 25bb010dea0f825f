package org.cardlab.fugitive.solve;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;

/**
 * The game tree of a small Fugitive, read from the engine through its public moves: chance at
 * the root deals every order of the three decks alike (the draws then take the top card, so the
 * deal is all the chance there is); each decision is the engine's state, its moves those of
 * {@link MoveClasses}. A player's information set is everything he has seen at each of his
 * decisions so far (the engine's observation for his seat) with the moves he made: perfect
 * recall, as the sequence-form program needs. Player 0 is the Fugitive; the payoff is 1 when he
 * wins, so values are his win probability.
 */
public final class FugitiveTree {
    /** A limit on the nodes, so that a spec too big to solve is refused rather than filling memory. */
    public static final int DEFAULT_NODE_LIMIT = 3_000_000;

    public final FugitiveRules rules;
    public final GameTree tree;
    /** One engine state of each information set (the first met), for asking a bot what it plays there. */
    public final Map<Integer, FugitiveState> sample;
    /** The moves of each information set, in the order of its actions. */
    public final Map<Integer, List<FugitiveMove>> moves;

    private FugitiveTree(FugitiveRules rules, GameTree tree, Map<Integer, FugitiveState> sample,
            Map<Integer, List<FugitiveMove>> moves) {
        this.rules = rules;
        this.tree = tree;
        this.sample = sample;
        this.moves = moves;
    }

    /** The default number of Fugitive turns after the first before the Marshal wins by the clock. */
    public static final int DEFAULT_TURNS = 2;

    public static FugitiveTree of(FugitiveRules rules) {
        return of(rules, DEFAULT_TURNS, DEFAULT_NODE_LIMIT);
    }

    /**
     * Nothing in the rules ends a game where the Fugitive passes and the Marshal misses, so the
     * solved game has a clock: when the Fugitive is due to place a hideout after {@code turns}
     * turns past the first, he has not escaped in time and the Marshal wins.
     */
    public static FugitiveTree of(FugitiveRules rules, int turns, int nodeLimit) {
        double dealCount = Deals.count(rules);
        if (dealCount > nodeLimit) { // each deal is a node at least: refused before the deals fill memory
            throw new UserError(rules.name() + ": the decks can be dealt in " + String.format(java.util.Locale.ROOT, "%.3g", dealCount)
                    + " orders, so the game tree passes " + nodeLimit + " nodes; a smaller spec is needed to solve it exactly (e.g. --spec mini)");
        }
        Walker w = new Walker(nodeLimit, rules, turns);
        List<int[][]> deals = Deals.all(rules);
        int root = w.b.reserve();
        int[] kids = new int[deals.size()];
        double[] p = new double[deals.size()];
        for (int i = 0; i < deals.size(); i++) {
            kids[i] = w.walk(FugitiveState.withDecks(rules, deals.get(i)), "", 0);
            p[i] = 1.0 / deals.size();
        }
        w.b.chance(root, kids, p);
        return new FugitiveTree(rules, w.b.build(), w.sample, w.moves);
    }

    /** Depth-first over the engine's states, building the tree as it goes. */
    private static final class Walker {
        final GameTree.Builder b = new GameTree.Builder();
        final Map<Integer, FugitiveState> sample = new HashMap<>();
        final Map<Integer, List<FugitiveMove>> moves = new HashMap<>();
        final int limit;
        final FugitiveRules rules;
        final int turns;
        int made;

        Walker(int limit, FugitiveRules rules, int turns) {
            this.limit = limit;
            this.rules = rules;
            this.turns = turns;
        }

        /**
         * {@code hands}: the Fugitive's hand at each of his decisions so far. With his
         * observation now (the public events, his route and hand) that is all he has seen: the
         * Marshal's observation (his notes and hand) holds his whole past already.
         */
        int walk(FugitiveState s, String hands, int placements) {
            if (++made > limit) {
                throw new UserError(rules.name() + ": the game tree passes " + limit + " nodes; a smaller spec is needed to solve it exactly");
            }
            int node = b.reserve();
            boolean place = s.phase() == Phase.FUGITIVE_PLACE;
            if (s.isTerminal() || place && placements == turns) {
                b.terminal(node, s.winningSeat() == FugitiveSeat.FUGITIVE ? 1 : 0);
                return node;
            }
            int p = s.currentPlayer();
            boolean fugitive = FugitiveSeat.FUGITIVE.is(p);
            String seen = (fugitive ? hands : "") + s.observation(p).toString();
            String nextHands = fugitive ? hands + Cards.toString(s.fugitiveHand()) + ";" : hands;
            List<FugitiveMove> options = MoveClasses.of(s);
            int[] kids = new int[options.size()];
            List<String> names = new ArrayList<>(options.size());
            for (int a = 0; a < options.size(); a++) {
                FugitiveMove m = options.get(a);
                names.add(m.toString());
                FugitiveState next = s.copy();
                next.apply(m);
                kids[a] = walk(next, nextHands, placements + (place ? 1 : 0));
            }
            int id = b.decision(node, p, seen, names, kids);
            if (!sample.containsKey(id)) {
                sample.put(id, s);
                moves.put(id, options);
            }
            return node;
        }
    }
}
