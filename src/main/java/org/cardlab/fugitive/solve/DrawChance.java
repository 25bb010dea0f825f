package org.cardlab.fugitive.solve;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;

/**
 * Chance where it acts: the card a draw takes, chosen when it is drawn, each undrawn card of the
 * deck alike; and at the deal only the Fugitive's opening cards, each set of them alike. Every
 * order of the decks is as likely as any other, so this is the same game as dealing every order
 * at the root, without a copy of the tree for each order of the cards nobody draws. The engine
 * draws the top card, so a state whose next draw takes card c is the same game with c moved to
 * the top of the undrawn part of its deck, replayed move by move.
 */
final class DrawChance {
    private DrawChance() {}

    /** The opening deals: the Fugitive's first cards of each deck (a set, on top in ascending order), the rest ascending beneath. */
    static List<int[][]> openings(FugitiveRules rules) {
        List<int[][]> out = new ArrayList<>();
        out.add(new int[3][]);
        for (int d = 0; d < 3; d++) {
            List<int[][]> next = new ArrayList<>();
            for (int[] order : topSets(rules.deckLow[d], rules.deckSize(d + 1), rules.initialDraws[d])) {
                for (int[][] deal : out) {
                    int[][] copy = deal.clone();
                    copy[d] = order;
                    next.add(copy);
                }
            }
            out = next;
        }
        return out;
    }

    /** Every order of the deck low..low+size-1 that puts a k-set on top, both parts ascending, sets in lexicographic order. */
    private static List<int[]> topSets(int low, int size, int k) {
        List<int[]> out = new ArrayList<>();
        chooseFrom(low, size, k, 0, new boolean[size], out);
        return out;
    }

    private static void chooseFrom(int low, int size, int k, int from, boolean[] chosen, List<int[]> out) {
        int taken = 0;
        for (boolean c : chosen) {
            taken += c ? 1 : 0;
        }
        if (taken == k) {
            int[] order = new int[size];
            int i = 0;
            for (int j = 0; j < size; j++) {
                if (chosen[j]) {
                    order[i++] = low + j;
                }
            }
            for (int j = 0; j < size; j++) {
                if (!chosen[j]) {
                    order[i++] = low + j;
                }
            }
            out.add(order);
            return;
        }
        for (int j = from; j < size; j++) {
            chosen[j] = true;
            chooseFrom(low, size, k, j + 1, chosen, out);
            chosen[j] = false;
        }
    }

    /** The deck (1..3) a move drew a card from, going from {@code s} to {@code after}, or 0 when it drew none. */
    static int drawnDeck(FugitiveState s, FugitiveState after) {
        int deck = 0;
        for (int d = 1; d <= 3; d++) {
            int taken = s.deckLeft(d) - after.deckLeft(d);
            if (taken > 1 || taken == 1 && deck != 0) {
                throw new IllegalStateException("a move that draws more than one card: not a game this solver builds");
            }
            deck = taken == 1 ? d : deck;
        }
        return deck;
    }

    /** The undrawn cards of {@code deck} at {@code s}, ascending. */
    static int[] undrawn(FugitiveState s, int deck) {
        int[] order = s.dealtDecks()[deck - 1];
        int[] left = java.util.Arrays.copyOfRange(order, order.length - s.deckLeft(deck), order.length);
        java.util.Arrays.sort(left);
        return left;
    }

    /** {@code s} with {@code card} the next to be drawn from {@code deck}: the same moves replayed on that order of the decks. */
    static FugitiveState withNext(FugitiveState s, int deck, int card) {
        int[][] decks = s.dealtDecks();
        int[] order = decks[deck - 1];
        int top = order.length - s.deckLeft(deck);
        for (int j = top; j < order.length; j++) {
            if (order[j] == card) {
                order[j] = order[top];
                order[top] = card;
                break;
            }
        }
        FugitiveState replayed = FugitiveState.withDecks(s.rules(), decks);
        for (FugitiveMove m : s.moves()) {
            replayed.apply(m);
        }
        return replayed;
    }
}
