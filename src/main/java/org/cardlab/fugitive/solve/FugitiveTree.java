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

/**
 * The game tree of a small Fugitive, read from the engine through its public moves: chance deals
 * the Fugitive's opening cards and then picks the card of each draw when it is drawn
 * ({@link DrawChance}; or, for the cross-check, deals every order of the three decks at the root,
 * {@link Chance#DEALT_AT_ROOT}); each decision is the engine's state, its moves those of
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

    /** Where chance acts: at each draw (the default, a smaller tree) or by dealing every order of the decks at the root. */
    public enum Chance { AT_DRAWS, DEALT_AT_ROOT }

    /** The default number of Fugitive turns after the first before the Marshal wins by the clock. */
    public static final int DEFAULT_TURNS = 2;

    public static FugitiveTree of(FugitiveRules rules) {
        return of(rules, DEFAULT_TURNS, DEFAULT_NODE_LIMIT);
    }

    /** The tree under a clock of {@code turns} ({@link Clock}), refused past {@code nodeLimit} nodes. */
    public static FugitiveTree of(FugitiveRules rules, int turns, int nodeLimit) {
        return of(rules, turns, nodeLimit, Chance.AT_DRAWS);
    }

    public static FugitiveTree of(FugitiveRules rules, int turns, int nodeLimit, Chance chance) {
        boolean atRoot = chance == Chance.DEALT_AT_ROOT;
        double dealCount = atRoot ? Deals.count(rules) : 1;
        if (dealCount > nodeLimit) { // each deal is a node at least: refused before the deals fill memory
            throw new UserError(rules.name() + ": the decks can be dealt in " + String.format(java.util.Locale.ROOT, "%.3g", dealCount)
                    + " orders, so the game tree passes " + nodeLimit + " nodes; a smaller spec is needed to solve it exactly (e.g. --spec mini)");
        }
        double estimate = atRoot ? dealCount : TreeSize.estimate(rules, turns, 64, 1);
        if (estimate > 4.0 * nodeLimit) {
            throw new UserError(rules.name() + ": the game tree has about " + String.format(java.util.Locale.ROOT, "%.2g", estimate)
                    + " nodes (estimated from random paths), past the " + nodeLimit + " the solver builds; a smaller spec is needed"
                    + " to solve it exactly (e.g. --spec mini2)");
        }
        Walker w = new Walker(nodeLimit, rules, turns, !atRoot);
        List<int[][]> deals = atRoot ? Deals.all(rules) : DrawChance.openings(rules);
        int root = w.b.reserve();
        int[] kids = new int[deals.size()];
        double[] p = new double[deals.size()];
        for (int i = 0; i < deals.size(); i++) {
            kids[i] = w.walk(FugitiveState.withDecks(rules, deals.get(i)), "");
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
        /** Whether a draw is a chance node over the deck's undrawn cards (else the deal fixed them all). */
        final boolean chanceAtDraws;
        int made;

        Walker(int limit, FugitiveRules rules, int turns, boolean chanceAtDraws) {
            this.limit = limit;
            this.rules = rules;
            this.turns = turns;
            this.chanceAtDraws = chanceAtDraws;
        }

        void count() {
            if (++made > limit) {
                throw new UserError(rules.name() + ": the game tree passes " + limit + " nodes; a smaller spec is needed to solve it exactly");
            }
        }

        /**
         * {@code hands}: the Fugitive's hand at each of his decisions so far. With his
         * observation now (the public events, his route and hand) that is all he has seen: the
         * Marshal's observation (his notes and hand) holds his whole past already.
         */
        int walk(FugitiveState s, String hands) {
            count();
            int node = b.reserve();
            if (s.isTerminal() || Clock.expired(s, turns)) {
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
                kids[a] = afterMove(s, m, nextHands);
            }
            int id = b.decision(node, p, seen, names, kids);
            if (!sample.containsKey(id)) {
                sample.put(id, s);
                moves.put(id, options);
            }
            return node;
        }

        /** The node after {@code m} at {@code s}: a chance node over the drawn card when {@code m} draws one of several. */
        int afterMove(FugitiveState s, FugitiveMove m, String hands) {
            FugitiveState next = s.copy();
            next.apply(m);
            int deck = chanceAtDraws ? DrawChance.drawnDeck(s, next) : 0;
            if (deck == 0 || s.deckLeft(deck) == 1) {
                return walk(next, hands);
            }
            count();
            int node = b.reserve();
            int[] cards = DrawChance.undrawn(s, deck);
            int[] kids = new int[cards.length];
            double[] p = new double[cards.length];
            for (int k = 0; k < cards.length; k++) {
                FugitiveState drawn = DrawChance.withNext(s, deck, cards[k]);
                drawn.apply(m);
                kids[k] = walk(drawn, hands);
                p[k] = 1.0 / cards.length;
            }
            b.chance(node, kids, p);
            return node;
        }
    }
}
