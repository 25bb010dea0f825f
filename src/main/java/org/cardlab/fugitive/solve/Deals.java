package org.cardlab.fugitive.solve;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.FugitiveRules;

/** Every order of the three decks (top card first), each as likely as the others. */
final class Deals {
    private Deals() {}

    /** How many deals {@link #all} would make (the product of the decks' factorials), as a double: it may be astronomical. */
    static double count(FugitiveRules rules) {
        double n = 1;
        for (int d = 1; d <= 3; d++) {
            for (int k = 2; k <= rules.deckSize(d); k++) {
                n *= k;
            }
        }
        return n;
    }

    static List<int[][]> all(FugitiveRules rules) {
        List<List<int[]>> perDeck = new ArrayList<>();
        for (int d = 0; d < 3; d++) {
            int[] cards = new int[rules.deckSize(d + 1)];
            for (int i = 0; i < cards.length; i++) {
                cards[i] = rules.deckLow[d] + i;
            }
            List<int[]> orders = new ArrayList<>();
            permute(cards, 0, orders);
            perDeck.add(orders);
        }
        List<int[][]> deals = new ArrayList<>();
        for (int[] a : perDeck.get(0)) {
            for (int[] b : perDeck.get(1)) {
                for (int[] c : perDeck.get(2)) {
                    deals.add(new int[][] {a, b, c});
                }
            }
        }
        return deals;
    }

    /** Orders in lexicographic order of positions swapped (Heap-free, plain recursion). */
    private static void permute(int[] a, int k, List<int[]> out) {
        if (k == a.length) {
            out.add(a.clone());
            return;
        }
        for (int i = k; i < a.length; i++) {
            swap(a, k, i);
            permute(a, k + 1, out);
            swap(a, k, i);
        }
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
