package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Objects;
import org.cardlab.core.Json;

/**
 * What each seat of a Fugitive game sees, and the whole state as one canonical text. The Marshal
 * sees his notes and his hand; the Fugitive sees his hand, the route he laid with its sprint
 * cards, the size of the Marshal's hand and the public events.
 */
final class FugitiveViews {
    private FugitiveViews() {}

    static JsonNode observation(FugitiveState s, FugitiveSeat seat) {
        if (seat == FugitiveSeat.MARSHAL) {
            ObjectNode o = s.notes().toJson();
            o.set("hand", cardArray(s.marshalHand()));
            return o;
        }
        FugitiveRules rules = s.rules();
        ObjectNode o = Json.object();
        o.put("spec", rules.name());
        o.set("hand", cardArray(s.fugitiveHand()));
        ArrayNode route = o.putArray("route");
        for (int p = 0; p < s.routeLength(); p++) {
            ObjectNode r = route.addObject();
            r.put("position", p).put("hideout", s.hideout(p)).put("faceUp", s.isFaceUp(p));
            r.set("sprintCards", cardArray(s.sprintCards(p)));
        }
        o.put("marshalHandSize", Long.bitCount(s.marshalHand()));
        ArrayNode ev = o.putArray("events");
        for (NoteEvent e : s.eventList()) {
            ev.add(Notes.eventJson(e, rules));
        }
        return o;
    }

    /**
     * Whether {@code a} and {@code b} give {@code seat} equal {@link #observation}s, decided from the
     * parts the observation is written from, without writing either: the invariant harness asks this
     * for every seat at every step it checks, and the observation of a long game is mostly its events.
     * {@code FugitiveSameObservationTest} checks that the two answers agree.
     */
    static boolean sameObservation(FugitiveState a, FugitiveState b, FugitiveSeat seat) {
        if (!a.rules().name().equals(b.rules().name()) || a.eventList().size() != b.eventList().size()) {
            return false;
        }
        FugitiveRules hide = null;
        if (seat == FugitiveSeat.MARSHAL) {
            if (a.marshalHand() != b.marshalHand()) {
                return false;
            }
        } else {
            hide = a.rules();
            if (a.fugitiveHand() != b.fugitiveHand() || Long.bitCount(a.marshalHand()) != Long.bitCount(b.marshalHand())
                    || a.routeLength() != b.routeLength()) {
                return false;
            }
            for (int p = 0; p < a.routeLength(); p++) {
                if (a.hideout(p) != b.hideout(p) || a.isFaceUp(p) != b.isFaceUp(p) || a.sprintCards(p) != b.sprintCards(p)) {
                    return false;
                }
            }
        }
        for (int i = 0; i < a.eventList().size(); i++) {
            if (!sameEventJson(a.eventList().get(i), b.eventList().get(i), hide)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@link Notes#eventJson} writes the two events alike (a miss's reveals and, hidden, a drawn card are not written). */
    private static boolean sameEventJson(NoteEvent x, NoteEvent y, FugitiveRules hideMarshalCardsUnder) {
        if (x instanceof NoteEvent.MarshalDraw dx && y instanceof NoteEvent.MarshalDraw dy && hideMarshalCardsUnder != null) {
            return hideMarshalCardsUnder.deckOf(dx.card()) == hideMarshalCardsUnder.deckOf(dy.card());
        }
        if (x instanceof NoteEvent.Guess gx && y instanceof NoteEvent.Guess gy) {
            return gx.numbers() == gy.numbers() && gx.hit() == gy.hit() && (!gx.hit() || gx.reveals().equals(gy.reveals()));
        }
        return x.equals(y);
    }

    private static ArrayNode cardArray(long set) {
        ArrayNode a = Json.array();
        for (int c : Cards.toArray(set)) {
            a.add(c);
        }
        return a;
    }

    /**
     * Everything, hidden cards included: the spec and the deal, phase and end, decks, hands, route,
     * moves. The invariant harness builds and compares this text several times at every step of
     * thousands of games, and BotWitnessMoves hashes it, so it is written straight into one buffer
     * of its final size (no text per card, no regrowth) and must not change by a byte.
     */
    static String fullState(FugitiveState s, MoveLog moveLog) {
        StringBuilder sb = new StringBuilder(192 + 8 * s.routeLength() + moveLog.length());
        sb.append(s.rules().name());
        if (s.decksGiven()) {
            sb.append(" decks");
        } else {
            sb.append(" seed ").append(s.seed());
        }
        sb.append(" phase ").append(s.phase()).append(" pending ").append(s.table().pending()).append(" winner ").append(s.winner())
                .append(" (").append(s.outcome()).append(')').append(" lastRevealed ").append(s.lastRevealed()).append("\ndecks");
        for (int d = 1; d <= 3; d++) {
            sb.append(" |");
            for (int c : s.cards().undrawn(d)) {
                sb.append(' ').append(c);
            }
        }
        appendCards(sb.append("\nfugitive "), s.fugitiveHand());
        appendCards(sb.append("\nmarshal "), s.marshalHand());
        sb.append("\nroute");
        for (int p = 0; p < s.routeLength(); p++) {
            sb.append(' ');
            if (!s.isFaceUp(p)) {
                sb.append('?');
            }
            sb.append(s.hideout(p));
            if (s.sprintCards(p) != 0) {
                appendCards(sb.append('['), s.sprintCards(p)).append(']');
            }
        }
        // The moves and the deal determine the events, so the moves complete the picture.
        moveLog.appendTo(sb.append("\nmoves"));
        sb.append("\nevents ").append(s.eventList().size());
        return sb.toString();
    }

    /**
     * Whether {@code a} and {@code b} have the same {@link #fullState} text, decided from the parts
     * that text is written from, in the same order, without writing it: the invariant harness asks
     * this for the copy and every refused move at every step, and the text of a long game is
     * mostly its moves. Equal parts give equal text; {@code FugitiveSameStateTest} checks that the
     * two answers agree.
     */
    static boolean sameFullState(FugitiveState a, MoveLog movesA, FugitiveState b, MoveLog movesB) {
        if (!a.rules().name().equals(b.rules().name()) || a.decksGiven() != b.decksGiven()
                || !a.decksGiven() && a.seed() != b.seed()) {
            return false;
        }
        PublicState ta = a.table();
        PublicState tb = b.table();
        if (ta.phase() != tb.phase() || ta.pending() != tb.pending() || ta.winner() != tb.winner()
                || !Objects.equals(ta.outcome(), tb.outcome()) || ta.lastRevealed() != tb.lastRevealed()) {
            return false;
        }
        if (!a.cards().sameUndrawn(b.cards()) || a.fugitiveHand() != b.fugitiveHand() || a.marshalHand() != b.marshalHand()
                || a.routeLength() != b.routeLength()) {
            return false;
        }
        for (int p = 0; p < a.routeLength(); p++) {
            if (a.isFaceUp(p) != b.isFaceUp(p) || a.hideout(p) != b.hideout(p) || a.sprintCards(p) != b.sprintCards(p)) {
                return false;
            }
        }
        return movesA.sameText(movesB) && a.eventList().size() == b.eventList().size();
    }

    /** The cards of {@code set} in increasing order, separated by spaces ({@link Cards#toString} without its text per card). */
    private static StringBuilder appendCards(StringBuilder sb, long set) {
        for (long rest = set; rest != 0; rest &= rest - 1) {
            if (rest != set) {
                sb.append(' ');
            }
            sb.append(Long.numberOfTrailingZeros(rest));
        }
        return sb;
    }
}
