package org.cardlab.daguai;

import org.cardlab.core.Game;

/**
 * A Da Guai Lu Zi move as a seat sees it, for the web table's account of the bots' moves: a play
 * or a pass as everyone sees it; a card of the exchange between rounds named only to those who
 * see it (the two seats of the payment, or everyone when the spec makes tribute public), as the
 * observation shows it. In the exchange the seat of the payment other than the mover is named with
 * its team, as the round's tribute lines name it ({@link DaguaiRoundWords}), and "you" when it is
 * the person's; so is the mover, unless it is the person (the web table adds "(you)" after its name).
 */
final class DaguaiMoveWords {
    private DaguaiMoveWords() {}

    static String of(DaguaiState before, DaguaiMove m, DaguaiState after, int viewer) {
        return of(before, m, after, viewer, Game.EVERYONE);
    }

    /** Seat {@code you} (the person at the web table, or {@link Game#EVERYONE}) named "you" in the exchange. */
    static String of(DaguaiState before, DaguaiMove m, DaguaiState after, int viewer, int you) {
        int seat = before.currentPlayer();
        String who = "seat " + seat;
        return switch (m.type) {
            case PASS -> who + " passes";
            case PLAY -> who + (before.lastPlay() == null ? " leads " : " plays ") + Card.names(m.faces) + " ("
                    + Comparison.describe(ComboClassifier.classify(m.faces, before.order()), before.order()) + ")"
                    + (after.results().size() > before.results().size() || after.handSize(seat) == 0 ? " and is out" : "");
            case RETURN, OFFER, KEEP -> exchange(before, m, viewer, seat == you ? who : DaguaiRoundWords.name(seat, you), you);
        };
    }

    private static String exchange(DaguaiState before, DaguaiMove m, int viewer, String who, int you) {
        Tribute.Payment p = before.exchange().payments().get(before.exchange().pending());
        boolean sees = viewer == Game.EVERYONE || before.rules().tributePublic || viewer == p.giver() || viewer == p.receiver();
        String other = DaguaiRoundWords.name(seatOtherThan(p, before.currentPlayer()), you);
        return switch (m.type) {
            case RETURN -> who + " gives " + (sees ? Card.name(m.faces[0]) : "a card") + " back to " + other;
            case OFFER -> who + " offers " + other + (sees ? " " + Card.names(m.faces) : " two cards") + " for the joker";
            default -> who + (sees ? " keeps " + keptWords(m) : " chooses among the cards " + other + " offered");
        };
    }

    private static int seatOtherThan(Tribute.Payment p, int seat) {
        return p.giver() == seat ? p.receiver() : p.giver();
    }

    private static String keptWords(DaguaiMove m) {
        return m.faces.length == 1 ? Card.name(m.faces[0])
                : Card.name(m.faces[0]) + " and " + Card.name(m.faces[1]) + ", giving back " + Card.name(m.faces[2]);
    }
}
