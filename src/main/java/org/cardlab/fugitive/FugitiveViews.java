package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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

    private static ArrayNode cardArray(long set) {
        ArrayNode a = Json.array();
        for (int c : Cards.toArray(set)) {
            a.add(c);
        }
        return a;
    }

    /** Everything, hidden cards included: the spec and the deal, phase and end, decks, hands, route, moves. */
    static String fullState(FugitiveState s, CharSequence moveLog) {
        StringBuilder sb = new StringBuilder(256);
        sb.append(s.rules().name()).append(s.decksGiven() ? " decks" : " seed " + s.seed()).append(" phase ").append(s.phase())
                .append(" pending ").append(s.table().pending()).append(" winner ").append(s.winner()).append(" (").append(s.outcome())
                .append(')').append(" lastRevealed ").append(s.lastRevealed()).append("\ndecks");
        for (int d = 1; d <= 3; d++) {
            sb.append(" |");
            for (int c : s.cards().undrawn(d)) {
                sb.append(' ').append(c);
            }
        }
        sb.append("\nfugitive ").append(Cards.toString(s.fugitiveHand())).append("\nmarshal ").append(Cards.toString(s.marshalHand()))
                .append("\nroute");
        for (int p = 0; p < s.routeLength(); p++) {
            sb.append(' ').append(s.isFaceUp(p) ? "" : "?").append(s.hideout(p));
            if (s.sprintCards(p) != 0) {
                sb.append('[').append(Cards.toString(s.sprintCards(p))).append(']');
            }
        }
        // The moves and the deal determine the events, so the moves complete the picture.
        sb.append("\nmoves").append(moveLog);
        sb.append("\nevents ").append(s.eventList().size());
        return sb.toString();
    }
}
