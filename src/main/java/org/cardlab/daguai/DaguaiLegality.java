package org.cardlab.daguai;

import org.cardlab.core.Counts;

/** Why a Da Guai Lu Zi move is illegal, in a player's words (null when it is legal). */
final class DaguaiLegality {
    private DaguaiLegality() {}

    static String why(DaguaiState st, DaguaiMove move) {
        if (st.phase() == DaguaiState.Stage.OVER) {
            return "the game is over";
        }
        if (move == null) {
            return "no move";
        }
        if (st.phase() == DaguaiState.Stage.RETURN) {
            return whyNotExchange(st, move);
        }
        if (move.type != DaguaiMove.Type.PLAY && move.type != DaguaiMove.Type.PASS) {
            return "the tribute exchange is over: it is seat " + st.currentPlayer() + "'s turn to play";
        }
        if (move.type == DaguaiMove.Type.PASS) {
            return st.trick().last() == null ? "the leader of a trick may not pass: seat " + st.currentPlayer() + " must lead a play" : null;
        }
        int[] fs = move.faces;
        for (int i = 0; i < fs.length; i++) { // faces are sorted: count each run of one face
            int run = 1;
            while (i + run < fs.length && fs[i + run] == fs[i]) {
                run++;
            }
            int f = fs[i];
            if (run > st.hands().count(st.currentPlayer(), f)) {
                return "seat " + st.currentPlayer() + " holds " + (st.hands().count(st.currentPlayer(), f) == 0 ? "no " : "only " + st.hands().count(st.currentPlayer(), f) + " of ")
                        + Card.name(f);
            }
            i += run - 1;
        }
        Combo c = ComboClassifier.classifySorted(move.faces.clone(), st.order());
        st.checked(move, c);
        if (c == null) {
            return ComboClassifier.whyNot(move.faces, st.order());
        }
        if (st.trick().last() != null) {
            if (c.size() != st.trick().last().size()) {
                return "a follow must have " + Counts.plain(st.trick().last().size(), "card") + ", like the play it follows ("
                        + st.trick().last() + ")";
            }
            if (!c.beats(st.trick().last(), st.rules().equalBeats)) {
                return Comparison.subject(c, st.order()) + " does not beat " + Comparison.describe(st.trick().last(), st.order())
                        + ": " + Comparison.compare(c, st.trick().last(), st.order(), st.rules().equalBeats).reason();
            }
        }
        return null;
    }

    private static String whyNotExchange(DaguaiState st, DaguaiMove move) {
        Tribute.Payment p = st.exchange().current();
        if (DaguaiMoves.exchangeMoves(st).contains(move)) {
            return null;
        }
        String tribute = "the tribute " + Card.name(p.face()) + " from seat " + p.giver() + " to seat " + p.receiver();
        if (!p.twoOffered()) {
            if (move.type != DaguaiMove.Type.RETURN) {
                return "seat " + st.currentPlayer() + " must first give a card back for " + tribute + " (e.g. 'return "
                        + Card.name(DaguaiMoves.returnableFaces(st).get(0)) + "')";
            }
            int f = move.faces[0];
            return st.hands().count(st.currentPlayer(), f) == 0 ? "seat " + st.currentPlayer() + " holds no " + Card.name(f)
                    : "the card given back must be lower than the tribute " + Card.name(p.face());
        }
        if (st.exchange().offered() == null) {
            return move.type != DaguaiMove.Type.OFFER
                    ? "seat " + st.currentPlayer() + " must first offer two cards for " + tribute + " (e.g. '" + DaguaiMoves.exchangeMoves(st).get(0) + "')"
                    : "seat " + st.currentPlayer() + " does not hold both " + Card.names(move.faces);
        }
        if (move.type != DaguaiMove.Type.KEEP) {
            return "seat " + st.currentPlayer() + " must keep one of the offered " + Card.names(st.exchange().offered())
                    + ", or keep both and give back a higher card";
        }
        return move.faces.length == 1 ? Card.name(move.faces[0]) + " was not offered (offered: " + Card.names(st.exchange().offered()) + ")"
                : "keeping both needs the two offered cards " + Card.names(st.exchange().offered())
                        + " and a card of the giver's higher than either";
    }
}
