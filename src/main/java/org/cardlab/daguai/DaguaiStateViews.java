package org.cardlab.daguai;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import org.cardlab.core.GameState.CardVisitor;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;

/**
 * How a Da Guai Lu Zi state is seen: each seat's observation (hands of others hidden, card
 * counts as the rules tell them), the canonical full state, every card's place, and the
 * resampling of what a seat cannot see.
 */
final class DaguaiStateViews {
    private DaguaiStateViews() {}

    static JsonNode observation(DaguaiState st, int player) {
        ObjectNode o = Json.object();
        o.put("seat", player);
        o.put("team", Scoring.team(player));
        o.put("phase", st.phase().name().toLowerCase());
        o.put("round", st.round());
        o.put("offenseTeam", st.offenseTeam());
        ArrayNode lv = o.putArray("levels");
        lv.add(Card.rankName(st.level(0)));
        lv.add(Card.rankName(st.level(1)));
        o.put("levelCard", Card.rankName(st.order().level()));
        o.put("toMove", st.currentPlayer());
        o.put("hand", handText(st, player));
        o.put("handByRank", handByRank(st, player));
        ArrayNode cards = o.putArray("cardCounts");
        for (int s = 0; s < DaguaiState.SEATS; s++) {
            // the card-count rule: a count is told when it is 10 or fewer, never otherwise
            if (s == player || st.hands().size(s) <= st.rules().cardCountVisible) {
                cards.add(st.hands().size(s));
            } else {
                cards.add("more than " + st.rules().cardCountVisible);
            }
        }
        ArrayNode esc = o.putArray("escaped");
        for (int i = 0; i < st.trick().escapedCount(); i++) {
            esc.add(st.trick().escaped(i));
        }
        if (st.trick().last() != null) {
            ObjectNode t = o.putObject("trick");
            t.put("lastSeat", st.trick().lastSeat());
            t.put("play", Card.names(st.trick().last().faces));
            t.put("kind", st.trick().last().kind.id);
            t.put("passes", st.trick().passes());
            if (st.rules().passIsFinal) {
                ArrayNode out = t.putArray("passed");
                for (int s = 0; s < DaguaiState.SEATS; s++) {
                    if ((st.trick().passedMask() >> s & 1) != 0) {
                        out.add(s);
                    }
                }
            }
        }
        ArrayNode trib = o.putArray("tributes");
        for (int i = 0; i < st.exchange().payments().size(); i++) {
            Tribute.Payment p = st.exchange().payments().get(i);
            boolean sees = st.rules().tributePublic || player == p.giver() || player == p.receiver();
            ObjectNode t = trib.addObject();
            t.put("giver", p.giver());
            t.put("receiver", p.receiver());
            t.put("card", sees ? Card.name(p.face()) : "hidden");
            t.put("exchange", st.exchange().settled(i) == null ? (i == st.exchange().pending() && st.exchange().offered() != null
                    ? (sees ? "offer " + Card.names(st.exchange().offered()) : "hidden") : null) : sees ? st.exchange().settled(i) : "hidden");
        }
        o.put("tricks", st.trick().tricks());
        o.put("roundsPlayed", st.results().size());
        return o;
    }

    private static String handText(DaguaiState st, int seat) {
        StringBuilder sb = new StringBuilder();
        for (int f = 0; f < Card.FACES; f++) {
            for (int k = 0; k < st.hands().count(seat, f); k++) {
                if (sb.length() > 0) {
                    sb.append(' ');
                }
                sb.append(Card.name(f));
            }
        }
        return sb.toString();
    }

    /**
     * The hand as a player sorts it: low to high as this round ranks the cards (ComboRules.power:
     * the level cards above A, a 2 lowest or just below them as twoRank says, the jokers last),
     * the same rank together, suits in the engine's order (S H D C).
     */
    static String handByRank(DaguaiState st, int seat) {
        StringBuilder sb = new StringBuilder();
        for (int f : st.order().facesByPower()) {
            for (int k = 0; k < st.hands().count(seat, f); k++) {
                if (sb.length() > 0) {
                    sb.append(' ');
                }
                sb.append(Card.name(f));
            }
        }
        return sb.toString();
    }

    static DaguaiState resampleUnseen(DaguaiState st, int player, Rng rng) {
        DaguaiState g = st.copy();
        int[] pool = new int[Card.PHYSICAL];
        int n = 0;
        for (int id = 0; id < Card.PHYSICAL; id++) {
            if (st.hands().owner(id) >= 0 && st.hands().owner(id) != player) {
                pool[n++] = id;
            }
        }
        rng.shuffle(pool, 0, n);
        int k = 0;
        for (int s = 0; s < DaguaiState.SEATS; s++) {
            if (s == player) {
                continue;
            }
            g.hands().empty(s);
            for (int i = 0; i < st.hands().size(s); i++) {
                g.hands().give(pool[k++], s);
            }
        }
        return g;
    }

    static void forEachCard(DaguaiState st, CardVisitor visitor) {
        for (int id = 0; id < Card.PHYSICAL; id++) {
            if (st.hands().owner(id) >= 0) {
                visitor.visit(id, DaguaiState.HAND_PLACES[st.hands().owner(id)]);
            }
        }
        for (int i = 0; i < st.trick().playedSize(); i++) {
            visitor.visit(st.trick().played(i), "played this round");
        }
    }

    static String fullState(DaguaiState st) {
        StringBuilder sb = new StringBuilder(1200);
        sb.append(st.isMatch() ? "match" : "round").append(" seed=").append(st.seed()).append(" round=").append(st.round())
                .append(" phase=").append(st.phase()).append(" levels=").append(st.level(0)).append(',').append(st.level(1))
                .append(" offense=").append(st.offenseTeam()).append(" leader=").append(st.match().leader()).append(" toMove=")
                .append(st.currentPlayer()).append(" tricks=").append(st.trick().tricks()).append(" passes=").append(st.trick().passes()).append(st.rules().passIsFinal ? " passed=" + st.trick().passedMask() : "")
                .append(" last=").append(st.trick().lastSeat()).append(':').append(st.trick().last() == null ? "-" : Card.names(st.trick().last().faces))
                .append(" escaped=").append(Arrays.toString(Arrays.copyOf(st.trick().escapeOrder(), st.trick().escapedCount())))
                .append(" winner=").append(st.matchWinner()).append(" moves=").append(st.moveCount()).append('\n');
        // compact on purpose (the harness compares this string many times per move): the owner of
        // each card id 0..161 as one character ('0'..'5', '-' played), then the played ids in order
        char[] cards = new char[Card.PHYSICAL + 1 + st.trick().playedSize()];
        for (int id = 0; id < Card.PHYSICAL; id++) {
            cards[id] = st.hands().owner(id) < 0 ? '-' : (char) ('0' + st.hands().owner(id));
        }
        cards[Card.PHYSICAL] = '|';
        for (int i = 0; i < st.trick().playedSize(); i++) {
            cards[Card.PHYSICAL + 1 + i] = (char) (0x30 + st.trick().played(i)); // stays within Latin-1: ids < 162
        }
        sb.append("owners|played=").append(cards);
        sb.append("\ntributes:");
        for (int i = 0; i < st.exchange().payments().size(); i++) {
            Tribute.Payment p = st.exchange().payments().get(i);
            sb.append(' ').append(p.giver()).append('>').append(p.receiver()).append(':').append(p.face())
                    .append('/').append(st.exchange().settled(i));
        }
        sb.append(" pending=").append(st.exchange().pending()).append(" offered=").append(st.exchange().offered() == null ? "-" : Card.names(st.exchange().offered())).append("\nresults:");
        for (DaguaiRoundResult r : st.results()) {
            sb.append(' ').append(r.outcome()).append(Arrays.toString(r.escapeOrder())).append(Arrays.toString(r.trapped()));
        }
        return sb.toString();
    }
}
