package org.cardlab.fugitive.solve;

import java.util.ArrayList;
import java.util.List;

/**
 * A finite two-player zero-sum game in extensive form, as flat arrays (OpenSpiel's tabular
 * solvers work on the same shape): chance nodes with edge probabilities, decision nodes that
 * belong to one information set, and terminal nodes with the maximiser's payoff. Player 0
 * maximises the payoff, player 1 minimises it. Made by {@link Builder}, read-only afterwards.
 */
public final class GameTree {
    public static final int CHANCE = -1;
    public static final int TERMINAL = -2;

    /** For each node: its player (0, 1), {@link #CHANCE} or {@link #TERMINAL}. */
    final int[] player;
    /** For each decision node its information set, otherwise -1. */
    final int[] infoset;
    /** Children of node n: child[firstChild[n] .. firstChild[n] + childCount[n]). */
    final int[] firstChild;
    final int[] childCount;
    final int[] child;
    /** For the edges of chance nodes their probability (same index as {@link #child}). */
    final double[] edgeProb;
    /** For terminal nodes the payoff to player 0. */
    final double[] payoff;
    /** For each information set: its player, its number of actions, a key naming it. */
    final int[] infosetPlayer;
    final int[] infosetActions;
    final String[] infosetKey;
    final List<List<String>> actionNames;

    private GameTree(Builder b) {
        int n = b.player.size();
        player = b.player.stream().mapToInt(Integer::intValue).toArray();
        infoset = b.infoset.stream().mapToInt(Integer::intValue).toArray();
        payoff = b.payoff.stream().mapToDouble(Double::doubleValue).toArray();
        firstChild = new int[n];
        childCount = new int[n];
        int edges = 0;
        for (int i = 0; i < n; i++) {
            firstChild[i] = edges;
            childCount[i] = b.children.get(i).length;
            edges += childCount[i];
        }
        child = new int[edges];
        edgeProb = new double[edges];
        for (int i = 0; i < n; i++) {
            System.arraycopy(b.children.get(i), 0, child, firstChild[i], childCount[i]);
            if (b.probs.get(i) != null) {
                System.arraycopy(b.probs.get(i), 0, edgeProb, firstChild[i], childCount[i]);
            }
        }
        infosetPlayer = b.isPlayer.stream().mapToInt(Integer::intValue).toArray();
        infosetActions = b.isActions.stream().mapToInt(Integer::intValue).toArray();
        infosetKey = b.isKey.toArray(new String[0]);
        actionNames = List.copyOf(b.isActionNames);
    }

    public int root() {
        return 0;
    }

    public int nodes() {
        return player.length;
    }

    public int infosets() {
        return infosetPlayer.length;
    }

    /** Information sets of one player. */
    public int infosets(int p) {
        int c = 0;
        for (int q : infosetPlayer) {
            c += q == p ? 1 : 0;
        }
        return c;
    }

    /** Sequences of one player: the empty one and one per action of each of its information sets. */
    public int sequences(int p) {
        int c = 1;
        for (int i = 0; i < infosetPlayer.length; i++) {
            c += infosetPlayer[i] == p ? infosetActions[i] : 0;
        }
        return c;
    }

    public int infosetPlayer(int i) {
        return infosetPlayer[i];
    }

    public int actions(int i) {
        return infosetActions[i];
    }

    public String key(int i) {
        return infosetKey[i];
    }

    public String actionName(int i, int a) {
        return actionNames.get(i).get(a);
    }

    /**
     * Adds nodes in any order: a node is first reserved ({@link #reserve}) so that its children
     * can be made, then set. The root is the first node reserved. Information sets are found by
     * key: every decision node with the same key must have the same player and action names.
     */
    public static final class Builder {
        private final List<Integer> player = new ArrayList<>();
        private final List<Integer> infoset = new ArrayList<>();
        private final List<Double> payoff = new ArrayList<>();
        private final List<int[]> children = new ArrayList<>();
        private final List<double[]> probs = new ArrayList<>();
        private final List<Integer> isPlayer = new ArrayList<>();
        private final List<Integer> isActions = new ArrayList<>();
        private final List<String> isKey = new ArrayList<>();
        private final List<List<String>> isActionNames = new ArrayList<>();
        private final java.util.Map<String, Integer> byKey = new java.util.HashMap<>();

        public int reserve() {
            player.add(TERMINAL);
            infoset.add(-1);
            payoff.add(0.0);
            children.add(new int[0]);
            probs.add(null);
            return player.size() - 1;
        }

        public void terminal(int node, double payoffToMax) {
            payoff.set(node, payoffToMax);
        }

        public void chance(int node, int[] kids, double[] p) {
            player.set(node, CHANCE);
            children.set(node, kids.clone());
            probs.set(node, p.clone());
        }

        /** A decision of player {@code p} in the information set named {@code key}; returns its index. */
        public int decision(int node, int p, String key, List<String> actions, int[] kids) {
            Integer id = byKey.get(key);
            if (id == null) {
                id = isKey.size();
                byKey.put(key, id);
                isPlayer.add(p);
                isActions.add(actions.size());
                isKey.add(key);
                isActionNames.add(List.copyOf(actions));
            } else if (isPlayer.get(id) != p || !isActionNames.get(id).equals(actions)) {
                throw new IllegalStateException("information set " + key + " has nodes with different players or actions: "
                        + isActionNames.get(id) + " and " + actions);
            }
            player.set(node, p);
            infoset.set(node, id);
            children.set(node, kids.clone());
            return id;
        }

        public GameTree build() {
            return new GameTree(this);
        }
    }
}
