package org.cardlab.scout;

/**
 * A SCOUT move as the other players see it, for the web table's account of the bots' moves: what
 * lies open (the table's set before and after, the scouted card, where it went, the hand sizes)
 * and nothing of a hand. A flip is told without the cards. A show is told with its cards and what
 * it captured, one that ends the round too: its cards, open once shown, are read from the round's
 * result (the new round's deal has cleared the table they went to), never from the mover's hand.
 */
final class ScoutMoveWords {
    private ScoutMoveWords() {}

    static String of(ScoutState before, ScoutMove m, ScoutState after) {
        String who = "player " + before.currentPlayer();
        boolean roundEnds = after.results().size() > before.results().size();
        String ends = roundEnds ? ", ending the round" : "";
        int[] table = before.table();
        switch (m.type()) {
            case KEEP:
                return who + " keeps the hand as dealt";
            case FLIP:
                return who + " turns the hand around";
            case SHOW:
                return who + " " + shows(before, after, m, table, before.tableStrength(), roundEnds) + ends;
            default:
                break;
        }
        ScoutDeck deck = before.deck();
        int card = m.fromRight() ? table[table.length - 1] : table[0];
        StringBuilder sb = new StringBuilder(who).append(" scouts the ").append(m.fromRight() ? "right" : "left").append(" card ")
                .append(deck.face(card));
        if (m.turned()) {
            sb.append(" turned to ").append(deck.face(card ^ 1));
        }
        sb.append(" into place ").append(m.insertAt() + 1);
        if (m.type() == ScoutMove.Type.SCOUT_SHOW) {
            int[] rest = m.fromRight() ? java.util.Arrays.copyOf(table, table.length - 1) : java.util.Arrays.copyOfRange(table, 1, table.length);
            int restStrength = rest.length == 0 ? SetStrength.EMPTY : before.strength().ofCards(rest, 0, rest.length - 1, deck);
            sb.append(", then ").append(shows(before, after, m, rest, restStrength, roundEnds));
        }
        return sb.append(ends).toString();
    }

    /**
     * "shows 7 8 9 (run of 3), capturing 5 5": the shown cards are the table's set after the move, or, when the move ended
     * the round, as the round's result holds it ("..., the last cards of the hand" when it emptied the mover's hand).
     */
    private static String shows(ScoutState before, ScoutState after, ScoutMove m, int[] table, int tableStrength, boolean roundEnds) {
        if (roundEnds) {
            ScoutRoundScore r = after.results().get(before.results().size());
            int[] shown = r.table();
            boolean last = r.reason().equals("hand emptied") && r.ender() == before.currentPlayer();
            return "shows " + ScoutNarrator.shown(before, shown, 0, shown.length - 1, table, tableStrength)
                    + (last ? ", the last " + (shown.length == 1 ? "card" : "cards") + " of the hand" : "");
        }
        int[] shown = after.table();
        return "shows " + ScoutNarrator.shown(after, shown, 0, shown.length - 1, table, tableStrength);
    }
}
