package org.cardlab.daguai.track;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.Scoring;

/** A {@link DaguaiTracker} written out: as JSON ({@code track --json}) and as lines for people. */
public final class DaguaiTrackView {
    private DaguaiTrackView() {}

    public static ObjectNode json(DaguaiTracker t) {
        ObjectNode o = Json.object();
        o.put("seat", t.seat());
        o.put("team", Scoring.team(t.seat()));
        o.put("moves", t.moves());
        o.put("round", t.round());
        ArrayNode seats = o.putArray("seats");
        for (int p = 0; p < DaguaiTracker.SEATS; p++) {
            ObjectNode s = seats.addObject();
            s.put("seat", p);
            s.put("team", Scoring.team(p));
            s.put("cards", t.sizes()[p]);
            s.put("known", counted(t.known(p)));
            s.put("passes", t.passes(p));
            s.put("lastPassedOn", t.lastPassedOn(p));
        }
        o.put("played", counted(t.played()));
        o.put("unseen", counted(t.unseen()));
        return o;
    }

    public static List<String> lines(DaguaiTracker t) {
        List<String> out = new ArrayList<>();
        out.add("seat " + t.seat() + " (team " + Scoring.team(t.seat()) + ") after " + Counts.plain(t.moves(), "move") + ", round " + t.round());
        for (int p = 0; p < DaguaiTracker.SEATS; p++) {
            String known = counted(t.known(p));
            out.add(String.format("  seat %d%s team %d, %2d %s%s%s", p, p == t.seat() ? " (you)" : "", Scoring.team(p), t.sizes()[p],
                    Counts.noun(t.sizes()[p], "card"),
                    known.isEmpty() ? "" : (p == t.seat() ? ": " : ", holds ") + known,
                    t.passes(p) == 0 ? "" : ", passed " + t.passes(p) + "x" + (t.lastPassedOn(p) == null ? "" : " (last on " + t.lastPassedOn(p) + ")")));
        }
        String played = counted(t.played());
        out.add("  played: " + (played.isEmpty() ? "none" : played));
        out.add("  unseen (" + total(t.unseen()) + "): " + counted(t.unseen()));
        return out;
    }

    /** "2S 2S 5H BJ": each face as many times as counted. */
    static String counted(int[] perFace) {
        StringBuilder sb = new StringBuilder();
        for (int f = 0; f < Card.FACES; f++) {
            for (int k = 0; k < perFace[f]; k++) {
                if (sb.length() > 0) {
                    sb.append(' ');
                }
                sb.append(Card.name(f));
            }
        }
        return sb.toString();
    }

    private static int total(int[] perFace) {
        int n = 0;
        for (int c : perFace) {
            n += c;
        }
        return n;
    }
}
