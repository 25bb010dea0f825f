package org.cardlab.fugitive.solve;

import java.util.List;

/** Kuhn poker as a {@link GameTree} (three cards, ante 1, one bet of 1): its value to the first player is -1/18. */
final class KuhnPoker {
    private KuhnPoker() {}

    static GameTree tree() {
        GameTree.Builder b = new GameTree.Builder();
        int root = b.reserve();
        int[] deals = new int[6];
        double[] p = new double[6];
        int k = 0;
        for (int c0 = 0; c0 < 3; c0++) {
            for (int c1 = 0; c1 < 3; c1++) {
                if (c0 != c1) {
                    deals[k] = history(b, c0, c1, "");
                    p[k++] = 1.0 / 6;
                }
            }
        }
        b.chance(root, deals, p);
        return b.build();
    }

    /** The node after the betting {@code h} (p = pass, b = bet) with cards c0, c1. */
    private static int history(GameTree.Builder b, int c0, int c1, String h) {
        int node = b.reserve();
        double sign = c0 > c1 ? 1 : -1;
        switch (h) {
            case "pp" -> b.terminal(node, sign);
            case "bp" -> b.terminal(node, 1);
            case "pbp" -> b.terminal(node, -1);
            case "bb", "pbb" -> b.terminal(node, 2 * sign);
            default -> {
                int player = h.length() % 2;
                int card = player == 0 ? c0 : c1;
                int[] kids = {history(b, c0, c1, h + "p"), history(b, c0, c1, h + "b")};
                b.decision(node, player, card + ":" + h, List.of("pass", "bet"), kids);
            }
        }
        return node;
    }
}
