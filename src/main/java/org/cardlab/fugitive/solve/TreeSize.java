package org.cardlab.fugitive.solve;

import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;

/**
 * How many nodes a spec's solved tree has, estimated before building it (Knuth's estimator: along
 * a random path from the root, 1 + b1 + b1 b2 + ... with b the number of children met, whose mean
 * over paths is the tree's size). A spec far too big to solve is refused at once, not after the
 * builder has filled memory up to its limit.
 */
final class TreeSize {
    private TreeSize() {}

    /** The mean estimate over {@code paths} seeded random paths under a clock of {@code turns}. */
    static double estimate(FugitiveRules rules, int turns, int paths, long seed) {
        Rng rng = new Rng(seed);
        List<int[][]> openings = DrawChance.openings(rules);
        double total = 0;
        for (int k = 0; k < paths; k++) {
            double width = openings.size();
            double nodes = 1 + width;
            FugitiveState s = FugitiveState.withDecks(rules, openings.get(rng.nextInt(openings.size())));
            while (!s.isTerminal() && !Clock.expired(s, turns)) {
                List<FugitiveMove> moves = MoveClasses.of(s);
                FugitiveMove m = moves.get(rng.nextInt(moves.size()));
                width *= moves.size();
                FugitiveState next = s.copy();
                next.apply(m);
                int deck = DrawChance.drawnDeck(s, next);
                if (deck != 0 && s.deckLeft(deck) > 1) {
                    nodes += width;
                    int[] cards = DrawChance.undrawn(s, deck);
                    width *= cards.length;
                    next = DrawChance.withNext(s, deck, cards[rng.nextInt(cards.length)]);
                    next.apply(m);
                }
                nodes += width;
                s = next;
            }
            total += nodes;
        }
        return total / paths;
    }
}
