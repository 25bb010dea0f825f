package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The solving aids printed on each page, as a player keeps them beside the notepad: the numbers
 * 1 to 41 by where they come from, with every card you hold or have seen face up struck through,
 * and the tallies of each deck (how many he drew from it, how many of its cards you hold, how
 * many lie face up).
 */
public record Aids(List<Row> rows, List<String> tallies) {
    /** One source: its name, its cards, and those struck (held or seen). */
    public record Row(String label, long cards, long struck) {}

    static Aids of(PublicTrack g) {
        FugitiveRules r = g.rules;
        List<Row> rows = new ArrayList<>();
        long start = 0;
        for (int c : r.startingHand) {
            start |= c == r.escape ? 0 : 1L << c;
        }
        rows.add(new Row("his start", start, start & g.seen));
        List<String> tallies = new ArrayList<>();
        for (int d = 1; d <= 3; d++) {
            long deck = Cards.range(r.deckLow[d - 1], r.deckHigh[d - 1]);
            rows.add(new Row("deck " + d, deck, deck & g.seen));
            int drew = g.drawsBefore(d, Integer.MAX_VALUE);
            tallies.add("deck " + d + ": he drew " + drew + (r.initialDraws[d - 1] > 0 ? " (" + r.initialDraws[d - 1] + " at the start)" : "")
                    + ", you hold " + Long.bitCount(deck & g.marshalCards) + ", face up " + Long.bitCount(deck & g.seenOnTable()));
        }
        return new Aids(rows, tallies);
    }
}
