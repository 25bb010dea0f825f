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
        o.put("phase", st.phase.name().toLowerCase());
        o.put("round", st.round);
        o.put("offenseTeam", st.offense);
        ArrayNode lv = o.putArray("levels");
        lv.add(Card.rankName(st.levels[0]));
        lv.add(Card.rankName(st.levels[1]));
        o.put("levelCard", Card.rankName(st.order.level()));
        o.put("toMove", st.currentPlayer());
        o.put("hand", handText(st, player));
        ArrayNode cards = o.putArray("cardCounts");
        for (int s = 0; s < DaguaiState.SEATS; s++) {
            // the card-count rule: a count is told when it is 10 or fewer, never otherwise
            if (s == player || st.handSize[s] <= st.rules.cardCountVisible) {
                cards.add(st.handSize[s]);
            } else {
                cards.add("more than " + st.rules.cardCountVisible);
            }
        }
        ArrayNode esc = o.putArray("escaped");
        for (int i = 0; i < st.escapedCount; i++) {
            esc.add(st.escaped[i]);
        }
        if (st.last != null) {
            ObjectNode t = o.putObject("trick");
            t.put("lastSeat", st.lastSeat);
            t.put("play", Card.names(st.last.faces));
            t.put("kind", st.last.kind.id);
            t.put("passes", st.passes);
            if (st.rules.passIsFinal) {
                ArrayNode out = t.putArray("passed");
                for (int s = 0; s < DaguaiState.SEATS; s++) {
                    if ((st.passedMask >> s & 1) != 0) {
                        out.add(s);
                    }
                }
            }
        }
        ArrayNode trib = o.putArray("tributes");
        for (int i = 0; i < st.payments.size(); i++) {
            Tribute.Payment p = st.payments.get(i);
            boolean sees = st.rules.tributePublic || player == p.giver() || player == p.receiver();
            ObjectNode t = trib.addObject();
            t.put("giver", p.giver());
            t.put("receiver", p.receiver());
            t.put("card", sees ? Card.name(p.face()) : "hidden");
            t.put("exchange", st.settled[i] == null ? (i == st.pendingReturn && st.offered != null
                    ? (sees ? "offer " + Card.names(st.offered) : "hidden") : null) : sees ? st.settled[i] : "hidden");
        }
        o.put("tricks", st.tricks);
        o.put("roundsPlayed", st.results.size());
        return o;
    }

    private static String handText(DaguaiState st, int seat) {
        StringBuilder sb = new StringBuilder();
        for (int f = 0; f < Card.FACES; f++) {
            for (int k = 0; k < st.counts[seat][f]; k++) {
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
            if (st.owner[id] >= 0 && st.owner[id] != player) {
                pool[n++] = id;
            }
        }
        rng.shuffle(pool, 0, n);
        int k = 0;
        for (int s = 0; s < DaguaiState.SEATS; s++) {
            if (s == player) {
                continue;
            }
            Arrays.fill(g.counts[s], 0);
            g.handSize[s] = 0;
            for (int i = 0; i < st.handSize[s]; i++) {
                g.give(pool[k++], s);
            }
        }
        return g;
    }

    static void forEachCard(DaguaiState st, CardVisitor visitor) {
        for (int id = 0; id < Card.PHYSICAL; id++) {
            if (st.owner[id] >= 0) {
                visitor.visit(id, DaguaiState.HAND_PLACES[st.owner[id]]);
            }
        }
        for (int i = 0; i < st.playedSize; i++) {
            visitor.visit(st.played[i], "played this round");
        }
    }

    static String fullState(DaguaiState st) {
        StringBuilder sb = new StringBuilder(1200);
        sb.append(st.match ? "match" : "round").append(" seed=").append(st.seed).append(" round=").append(st.round)
                .append(" phase=").append(st.phase).append(" levels=").append(st.levels[0]).append(',').append(st.levels[1])
                .append(" offense=").append(st.offense).append(" leader=").append(st.leader).append(" toMove=")
                .append(st.toMove).append(" tricks=").append(st.tricks).append(" passes=").append(st.passes).append(st.rules.passIsFinal ? " passed=" + st.passedMask : "")
                .append(" last=").append(st.lastSeat).append(':').append(st.last == null ? "-" : Card.names(st.last.faces))
                .append(" escaped=").append(Arrays.toString(Arrays.copyOf(st.escaped, st.escapedCount)))
                .append(" winner=").append(st.matchWinner).append(" moves=").append(st.moveCount()).append('\n');
        // compact on purpose (the harness compares this string many times per move): the owner of
        // each card id 0..161 as one character ('0'..'5', '-' played), then the played ids in order
        char[] cards = new char[Card.PHYSICAL + 1 + st.playedSize];
        for (int id = 0; id < Card.PHYSICAL; id++) {
            cards[id] = st.owner[id] < 0 ? '-' : (char) ('0' + st.owner[id]);
        }
        cards[Card.PHYSICAL] = '|';
        for (int i = 0; i < st.playedSize; i++) {
            cards[Card.PHYSICAL + 1 + i] = (char) (0x30 + st.played[i]); // stays within Latin-1: ids < 162
        }
        sb.append("owners|played=").append(cards);
        sb.append("\ntributes:");
        for (int i = 0; i < st.payments.size(); i++) {
            Tribute.Payment p = st.payments.get(i);
            sb.append(' ').append(p.giver()).append('>').append(p.receiver()).append(':').append(p.face())
                    .append('/').append(st.settled[i]);
        }
        sb.append(" pending=").append(st.pendingReturn).append(" offered=").append(st.offered == null ? "-" : Card.names(st.offered)).append("\nresults:");
        for (DaguaiRoundResult r : st.results) {
            sb.append(' ').append(r.outcome()).append(Arrays.toString(r.escapeOrder())).append(Arrays.toString(r.trapped()));
        }
        return sb.toString();
    }
}
