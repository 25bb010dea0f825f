package org.cardlab.scout;

import java.util.ArrayList;
import java.util.List;

/**
 * Which shows from a row of cards beat the table: counted, picked by index (the random bot,
 * once per move) or listed in canonical order (legal-move listing). A show is encoded as
 * {@code from * 1024 + to}, 0-based and inclusive.
 */
final class ShowFinder {
    private final ScoutDeck deck;
    private final ScoutRules rules;
    private final SetStrength strength;

    ShowFinder(ScoutDeck deck, SetStrength strength) {
        this.deck = deck;
        this.rules = deck.rules;
        this.strength = strength;
    }

    /**
     * Counts the shows of cards[0..len) that beat {@code tableS}; with {@code pick >= 0},
     * returns instead the pick-th one encoded as from * 1024 + to, or -1. (Picks are
     * numbered from the right end of the hand: any numbering gives a uniform pick.)
     *
     * <p>The random bot calls this on most moves, so it is one backward pass with no array
     * writes: the valid sets starting at card i are exactly its first ext(i) lengths (a set
     * that breaks never mends), where ext(i) is the longest run of equal, ascending or
     * descending numbers from i; against a table of t cards only the length-t set needs a
     * strength comparison, every longer one beats (more cards win).
     */
    public int count(int[] cards, int len, int tableS, int pick) {
        int t = tableS == SetStrength.EMPTY ? 0 : SetStrength.length(tableS);
        boolean longerBeats = rules.moreCardsBeat || t == 0;
        boolean asc = rules.runsAscending;
        boolean desc = rules.runsDescending;
        int[] face = deck.faces();
        int count = 0;
        int eq = 0;
        int up = 0;
        int down = 0;
        int next = -100;
        for (int from = len - 1; from >= 0; from--) {
            int v = face[cards[from]];
            int d = next - v;
            eq = d == 0 ? eq + 1 : 1;
            up = d == 1 && asc ? up + 1 : 1;
            down = d == -1 && desc ? down + 1 : 1;
            next = v;
            int k = Math.max(eq, Math.max(up, down));
            if (k < t) {
                continue;
            }
            if (t > 0 && strength.beats(strength.ofValid(t, v, t > 1 ? face[cards[from + 1]] : 0,
                    face[cards[from + t - 1]]), tableS)) {
                if (count == pick) {
                    return from * 1024 + from + t - 1;
                }
                count++;
            }
            if (longerBeats) {
                int first = t == 0 ? from : from + t;
                int more = from + k - first;
                if (pick >= count && pick < count + more) {
                    return from * 1024 + first + (pick - count);
                }
                count += more;
            }
        }
        return pick >= 0 ? -1 : count;
    }

    /** The shows of cards[0..len) that beat tableS, as from * 1024 + to, in canonical order. */
    public List<Integer> list(int[] cards, int len, int tableS) {
        List<Integer> out = new ArrayList<>();
        int[] seg = new int[len];
        for (int from = 0; from < len; from++) {
            int k = strength.segments(cards, from, len, deck, seg);
            for (int j = 0; j < k; j++) {
                if (strength.beats(seg[j], tableS)) {
                    out.add(from * 1024 + from + j);
                }
            }
        }
        return out;
    }
}
