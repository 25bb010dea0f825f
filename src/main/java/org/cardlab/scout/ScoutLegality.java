package org.cardlab.scout;

import org.cardlab.core.Counts;

/** Why a SCOUT move is illegal, in a player's words (null when it is legal). */
final class ScoutLegality {
    private ScoutLegality() {}

    static String why(ScoutState s, ScoutMove m) {
        if (m == null) {
            return "no move given";
        }
        if (s.turn().over()) {
            return "the game is over";
        }
        int p = s.turn().current();
        if (s.turn().inFlipPhase()) {
            if (m.type() == ScoutMove.Type.KEEP || m.type() == ScoutMove.Type.FLIP) {
                return null;
            }
            return "right after the deal, player " + p + " first says keep or flip (turn the whole hand around)";
        }
        switch (m.type()) {
            case KEEP, FLIP:
                return "the hand can only be turned around right after the deal";
            case SHOW:
                return whyShow(s, s.hands().cards(p), s.hands().size(p), m.from(), m.to(), s.board().strength());
            case SCOUT:
                return whyScout(s, p, m);
            default:
                break;
        }
        if (s.turn().scoutShowsLeft(p) <= 0) {
            return s.deck().scoutAndShowPerRound == 0
                    ? "Scout & Show is not played with " + s.numPlayers() + " players under this spec"
                    : "Scout & Show is allowed " + times(s.deck().scoutAndShowPerRound) + " a round, and player " + p
                            + " has used it";
        }
        String why = whyScout(s, p, m);
        if (why != null) {
            return why;
        }
        int h = s.afterScout(p, m);
        int reduced = s.reducedTable(m.fromRight());
        why = m.fromRight() ? whyShow(s, s.scratch(), h, m.from(), m.to(), reduced, 0, s.board().size() - 2)
                : whyShow(s, s.scratch(), h, m.from(), m.to(), reduced, 1, s.board().size() - 1);
        return why == null ? null : "after the scout, " + why;
    }

    private static String whyShow(ScoutState s, int[] cards, int len, int from, int to, int tableS) {
        return whyShow(s, cards, len, from, to, tableS, 0, s.board().size() - 1);
    }

    /** Why cards[from..to] cannot be shown over table[tableFrom..tableTo] (strength tableS); null when it can. */
    private static String whyShow(ScoutState s, int[] cards, int len, int from, int to, int tableS, int tableFrom, int tableTo) {
        if (from < 0 || to < from) {
            return "a show names cards A-B with A <= B";
        }
        if (to >= len) {
            return "the hand has " + Counts.plain(len, "card") + ": there is no card " + (to + 1);
        }
        int shown = s.strength().ofCards(cards, from, to, s.deck());
        if (shown == SetStrength.INVALID) {
            return "cards " + (from + 1) + "-" + (to + 1) + " (" + values(s, cards, from, to)
                    + ") are neither all equal nor consecutive";
        }
        if (!s.strength().beats(shown, tableS)) {
            return "the shown " + SetStrength.kindName(SetStrength.kind(shown)) + " (" + values(s, cards, from, to)
                    + ") does not beat the active set (" + values(s, s.board().cards(), tableFrom, tableTo) + ")";
        }
        return null;
    }

    private static String whyScout(ScoutState s, int p, ScoutMove m) {
        if (s.board().size() == 0) {
            return "the table is empty: there is nothing to scout";
        }
        if (s.turn().scoutsLeft(p) <= 0) {
            return "player " + p + " has no scout chip left this round";
        }
        int h = s.hands().size(p);
        if (m.insertAt() < 0 || m.insertAt() > h) {
            return "the hand has " + Counts.plain(h, "card") + ": the scouted card goes in at position 1 to " + (h + 1);
        }
        if (!s.rules().scoutInsertAnywhere && m.insertAt() != 0 && m.insertAt() != h) {
            return "under this spec a scouted card goes at either end of the hand";
        }
        if (m.turned() && !s.rules().scoutEitherOrientation) {
            return "under this spec a scouted card keeps its orientation";
        }
        return null;
    }

    private static String values(ScoutState s, int[] cards, int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i <= to; i++) {
            if (i > from) {
                sb.append(' ');
            }
            sb.append(s.deck().face(cards[i]));
        }
        return sb.toString();
    }

    /** How often, in words: "once", "twice", "3 times". */
    private static String times(int n) {
        return n == 1 ? "once" : n == 2 ? "twice" : Counts.plain(n, "time");
    }
}
