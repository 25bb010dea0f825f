package org.cardlab.scout.track;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.scout.ScoutDeck;

/** A {@link ScoutTracker} written out: as JSON ({@code track --json}) and as lines for people. */
public final class ScoutTrackView {
    private ScoutTrackView() {}

    public static ObjectNode json(ScoutTracker t) {
        ScoutDeck deck = t.deck();
        ObjectNode o = Json.object();
        o.put("seat", t.seat());
        o.put("moves", t.moves());
        o.put("round", t.round() + 1);
        ArrayNode hands = o.putArray("hands");
        for (int p = 0; p < deck.players; p++) {
            ObjectNode h = hands.addObject();
            int[] places = t.places(p);
            h.put("player", p);
            h.put("size", places.length);
            h.put("places", placesText(deck, places));
            h.put("known", places.length - unknown(places));
        }
        o.put("outOfPlay", deck.shown(t.outOfPlay(), t.outOfPlay().length));
        o.set("setAside", labels(deck, t.setAside()));
        o.put("undealt", t.undealtCount());
        o.set("unseen", labels(deck, t.unseen()));
        return o;
    }

    public static List<String> lines(ScoutTracker t) {
        ScoutDeck deck = t.deck();
        List<String> out = new ArrayList<>();
        out.add("player " + t.seat() + " after " + Counts.plain(t.moves(), "move") + ", round " + (t.round() + 1));
        for (int p = 0; p < deck.players; p++) {
            int[] places = t.places(p);
            out.add(String.format("  player %d%s %2d %s: %s", p, p == t.seat() ? " (you)" : "", places.length, Counts.noun(places.length, "card"),
                    placesText(deck, places)));
        }
        out.add("  out of play: " + (t.outOfPlay().length == 0 ? "none" : deck.shown(t.outOfPlay(), t.outOfPlay().length)));
        if (t.setAside().length > 0) {
            out.add("  set aside (seen): " + String.join(" ", texts(labels(deck, t.setAside()))));
        }
        out.add("  undealt: " + t.undealtCount());
        out.add("  unseen (" + t.unseen().length + "): " + String.join(" ", texts(labels(deck, t.unseen()))));
        return out;
    }

    /** "? 7(3) ? ?": known cards as shown, unknown places as '?'. */
    static String placesText(ScoutDeck deck, int[] places) {
        StringBuilder sb = new StringBuilder();
        for (int c : places) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(c == ScoutTracker.UNKNOWN ? "?" : deck.shown(c));
        }
        return sb.toString();
    }

    private static int unknown(int[] places) {
        int k = 0;
        for (int c : places) {
            k += c == ScoutTracker.UNKNOWN ? 1 : 0;
        }
        return k;
    }

    private static ArrayNode labels(ScoutDeck deck, int[] ids) {
        ArrayNode a = Json.array();
        for (int id : ids) {
            a.add(deck.label(id));
        }
        return a;
    }

    private static List<String> texts(ArrayNode a) {
        List<String> out = new ArrayList<>();
        a.forEach(x -> out.add(x.asText()));
        return out;
    }
}
