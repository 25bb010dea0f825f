package org.cardlab.scout;

/**
 * The scoring of one SCOUT round, with the counts it was computed from, so a reader (and the
 * tests) can check each score: captured * points + chips * points + unspent scout chips *
 * points (the 2-player variant) - cards in hand * penalty, the penalty waived for the round's
 * ender when the spec says so.
 *
 * @param ender        the seat that ended the round (emptied the hand, or owned the set everyone scouted)
 * @param reason       "hand emptied", "all scouted" or "stuck"
 * @param chips        scout chips taken from the others' scouts (3 or more players)
 * @param unspentChips scout chips a player still holds at the round's end (2 players: the chips
 *                     each player spends to scout; zero otherwise)
 * @param tableLeft    cards on the table when the round ended
 * @param discarded    beaten cards nobody captured (only under the other reading of capture)
 * @param table        the cards on the table when the round ended, in order (open to all: a show that ended the round
 *                     is told with its cards, which the next round's deal clears from the table)
 */
public record ScoutRoundScore(int round, int ender, String reason, int[] captured, int[] chips, int[] unspentChips,
        int[] handLeft, int tableLeft, int discarded, boolean enderExempt, int[] scores, int[] table) {

    /** Scores by the published formula; the penalty applies to everyone but an exempt ender. */
    static ScoutRoundScore score(ScoutDeck deck, int round, int ender, String reason, int[] captured, int[] chips,
            int[] unspentChips, int[] handLeft, int[] table, int discarded) {
        ScoutRules rules = deck.rules;
        int n = captured.length;
        int[] scores = new int[n];
        for (int p = 0; p < n; p++) {
            boolean exempt = p == ender && rules.enderExempt;
            scores[p] = captured[p] * rules.capturedCardPoints + chips[p] * rules.scoutChipPoints
                    + unspentChips[p] * deck.unspentChipPoints - (exempt ? 0 : handLeft[p] * rules.handCardPenalty);
        }
        return new ScoutRoundScore(round, ender, reason, captured, chips, unspentChips, handLeft, table.length, discarded,
                rules.enderExempt, scores, table);
    }
}
