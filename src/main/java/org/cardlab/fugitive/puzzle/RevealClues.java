package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;

/**
 * What the table shows when the Marshal names a number in the manhunt, printed as a gamebook
 * does: an index from every number he might name to a numbered clue, and the clues in a
 * shuffled order, so a reader looks up only the number he has committed to. Every number he
 * might name is listed (every card not face up and not in his hand), so the list of numbers
 * gives nothing away: a hideout's clue says where it lay and what lies beneath it; every
 * other number, the possible-but-wrong values among them, has a clue that says he missed.
 */
public final class RevealClues {

    /** A numbered clue: for a hit, the position turned up and the sprint cards beneath it. */
    public record Clue(int number, boolean hit, int position, long sprintCards) {
        public String text() {
            if (!hit) {
                return "Miss: he escapes.";
            }
            return "Hit: #" + position + (sprintCards == 0 ? ", nothing beneath." : " over " + Cards.toString(sprintCards) + ".");
        }
    }

    /** One entry of the index: the number named and the clue to read. */
    public record Entry(int named, int clue) {}

    public final List<Entry> index = new ArrayList<>();
    public final List<Clue> clues = new ArrayList<>();

    /**
     * @param nameable  every number the Marshal might name now
     * @param hideouts  position to hideout value, for every face-down position
     * @param beneath   position to the sprint cards beneath it
     * @param seed      fixes the shuffle (the puzzle's id), so a page prints the same each time
     */
    public RevealClues(long nameable, Map<Integer, Integer> hideouts, Map<Integer, Long> beneath, long seed) {
        int[] named = Cards.toArray(nameable);
        int[] order = new int[named.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i + 1;
        }
        new Rng(seed).shuffle(order, 0, order.length);
        for (int i = 0; i < named.length; i++) {
            int v = named[i];
            int position = hideouts.entrySet().stream().filter(e -> e.getValue() == v).map(Map.Entry::getKey).findFirst().orElse(-1);
            index.add(new Entry(v, order[i]));
            clues.add(new Clue(order[i], position > 0, position, position > 0 ? beneath.get(position) : 0));
        }
        clues.sort(Comparator.comparingInt(Clue::number));
    }
}
