package org.cardlab.scout;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import org.cardlab.core.GameState.CardVisitor;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;

/**
 * How a SCOUT state is seen: each player's observation, the canonical full state, a readable
 * description, every card's place, and the resampling of what a player cannot see.
 */
final class ScoutStateViews {
    private ScoutStateViews() {}

    static JsonNode observation(ScoutState s, int player) {
        ObjectNode o = Json.object();
        o.put("player", player);
        o.put("round", s.round + 1);
        o.put("rounds", s.deck.rounds);
        o.put("phase", s.over ? "over" : s.flipPhase ? "flip" : "play");
        o.put("toMove", s.currentPlayer());
        o.put("startPlayer", s.starter);
        ArrayNode h = o.putArray("hand");
        for (int i = 0; i < s.handLen[player]; i++) {
            h.add(cardNode(s, s.hand[player][i]));
        }
        ObjectNode t = o.putObject("table");
        t.put("owner", s.tableOwner);
        ArrayNode tc = t.putArray("cards");
        for (int i = 0; i < s.tableLen; i++) {
            tc.add(cardNode(s, s.table[i]));
        }
        t.put("scoutsSinceShow", s.consecutiveScouts);
        // one list per public count, a value per seat (cheaper than an object per seat)
        ArrayNode sizes = o.putArray("handSizes");
        ArrayNode caught = o.putArray("captured");
        ArrayNode chipsNode = o.putArray("chips");
        ArrayNode flips = o.putArray("flipped");
        ArrayNode ss = o.putArray("scoutShowLeft");
        ArrayNode budget = s.deck.scoutBudget != Integer.MAX_VALUE ? o.putArray("scoutChipsLeft") : null;
        ArrayNode tot = o.putArray("totals");
        for (int p = 0; p < s.n; p++) {
            sizes.add(s.handLen[p]);
            caught.add(s.capturedLen[p]);
            chipsNode.add(s.chips[p]);
            flips.add(s.flipped[p]);
            ss.add(s.scoutShowsLeft[p]);
            if (budget != null) {
                budget.add(s.scoutsLeft[p]);
            }
            tot.add(s.totals[p]);
        }
        o.put("discarded", s.discardLen);
        o.put("undealt", s.reserveLen);
        return o;
    }

    /** A card as the player sees it: the shown number, then the other end in brackets ("7(3)"). */
    private static String cardNode(ScoutState s, int enc) {
        return s.deck.shown(enc);
    }

    /**
     * Canonical and compact: a card is one character, {@code (char) ('0' + id * 2 + side)},
     * so the harness can compare states at every step cheaply. {@link #describe} is the
     * readable form.
     */
    static String fullState(ScoutState s) {
        StringBuilder sb = new StringBuilder(256);
        sb.append("scout ").append(s.n).append(' ').append(s.round).append(' ').append(s.starter).append(' ')
                .append(s.currentPlayer()).append(s.over ? " over " : s.flipPhase ? " flip " : " play ").append(s.flipsDone)
                .append(' ').append(s.consecutiveScouts);
        for (int p = 0; p < s.n; p++) {
            sb.append('|');
            cards(sb, s.hand[p], s.handLen[p]);
            sb.append('/');
            cards(sb, s.captured[p], s.capturedLen[p]);
            sb.append(' ').append(s.chips[p]).append(' ').append(s.scoutsLeft[p]).append(' ').append(s.scoutShowsLeft[p])
                    .append(s.flipped[p] ? " f " : " k ").append(s.totals[p]);
        }
        sb.append("|t").append(s.tableOwner).append(' ').append(s.tableStrength).append(' ');
        cards(sb, s.table, s.tableLen);
        sb.append("|d");
        cards(sb, s.discard, s.discardLen);
        sb.append("|u");
        cards(sb, s.reserve, s.reserveLen);
        sb.append("|a");
        cards(sb, s.setAside, s.setAsideLen);
        for (ScoutRoundScore r : s.results) {
            sb.append("|r").append(r.ender()).append(r.reason().charAt(0)).append(Arrays.toString(r.scores()));
        }
        return sb.toString();
    }

    private static void cards(StringBuilder sb, int[] cs, int len) {
        for (int i = 0; i < len; i++) {
            sb.append((char) ('0' + cs[i]));
        }
    }

    /** The readable state, hidden cards included (for logs and failing tests). */
    static String describe(ScoutState s) {
        StringBuilder sb = new StringBuilder();
        sb.append("round ").append(s.round + 1).append('/').append(s.deck.rounds).append(", ")
                .append(s.over ? "game over" : (s.flipPhase ? "keep or flip: " : "to move: ") + "player " + s.current)
                .append('\n');
        for (int p = 0; p < s.n; p++) {
            sb.append("  player ").append(p).append(": hand ").append(s.shownCards(s.hand[p], s.handLen[p]))
                    .append("  captured ").append(s.capturedLen[p]).append("  chips ").append(s.chips[p])
                    .append("  total ").append(s.totals[p]).append('\n');
        }
        sb.append("  table: ").append(s.tableLen == 0 ? "empty" : s.shownCards(s.table, s.tableLen) + " (player " + s.tableOwner + ")");
        return sb.toString();
    }

    private static final String[] HAND_PLACE = {"hand 0", "hand 1", "hand 2", "hand 3", "hand 4", "hand 5", "hand 6", "hand 7"};
    private static final String[] CAPTURED_PLACE = {"captured 0", "captured 1", "captured 2", "captured 3", "captured 4",
        "captured 5", "captured 6", "captured 7"};

    static void forEachCard(ScoutState s, CardVisitor v) {
        for (int p = 0; p < s.n; p++) {
            visitAll(v, s.hand[p], s.handLen[p], HAND_PLACE[p]);
            visitAll(v, s.captured[p], s.capturedLen[p], CAPTURED_PLACE[p]);
        }
        visitAll(v, s.table, s.tableLen, "table");
        visitAll(v, s.discard, s.discardLen, "discard");
        visitAll(v, s.reserve, s.reserveLen, "undealt");
        visitAll(v, s.setAside, s.setAsideLen, "set aside");
    }

    private static void visitAll(CardVisitor v, int[] cs, int len, String place) {
        for (int i = 0; i < len; i++) {
            v.visit(cs[i] >> 1, place);
        }
    }

    /** Shuffles the other players' hands and the undealt cards among themselves, sides included. */
    static ScoutState resampleUnseen(ScoutState s, int player, Rng rng) {
        ScoutState c = s.copy();
        int total = s.reserveLen;
        for (int p = 0; p < s.n; p++) {
            if (p != player) {
                total += s.handLen[p];
            }
        }
        int[] pool = new int[total];
        int k = 0;
        for (int p = 0; p < s.n; p++) {
            if (p != player) {
                System.arraycopy(s.hand[p], 0, pool, k, s.handLen[p]);
                k += s.handLen[p];
            }
        }
        System.arraycopy(s.reserve, 0, pool, k, s.reserveLen);
        rng.shuffle(pool);
        k = 0;
        for (int p = 0; p < s.n; p++) {
            if (p != player) {
                for (int i = 0; i < s.handLen[p]; i++) {
                    c.hand[p][i] = pool[k++] ^ rng.nextInt(2);
                }
            }
        }
        for (int i = 0; i < s.reserveLen; i++) {
            c.reserve[i] = pool[k++] ^ rng.nextInt(2);
        }
        return c;
    }
}
