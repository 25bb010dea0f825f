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
        o.put("round", s.turn().round() + 1);
        o.put("rounds", s.deck().rounds);
        o.put("phase", s.turn().over() ? "over" : s.turn().inFlipPhase() ? "flip" : "play");
        o.put("toMove", s.currentPlayer());
        o.put("startPlayer", s.turn().starter());
        ArrayNode h = o.putArray("hand");
        for (int i = 0; i < s.hands().size(player); i++) {
            h.add(cardNode(s, s.hands().card(player, i)));
        }
        ObjectNode t = o.putObject("table");
        t.put("owner", s.board().owner());
        ArrayNode tc = t.putArray("cards");
        for (int i = 0; i < s.board().size(); i++) {
            tc.add(cardNode(s, s.board().card(i)));
        }
        t.put("scoutsSinceShow", s.turn().consecutiveScouts());
        // one list per public count, a value per seat (cheaper than an object per seat)
        ArrayNode sizes = o.putArray("handSizes");
        ArrayNode caught = o.putArray("captured");
        ArrayNode chipsNode = o.putArray("chips");
        ArrayNode flips = o.putArray("flipped");
        ArrayNode ss = o.putArray("scoutShowLeft");
        ArrayNode budget = s.deck().scoutBudget != Integer.MAX_VALUE ? o.putArray("scoutChipsLeft") : null;
        ArrayNode tot = o.putArray("totals");
        for (int p = 0; p < s.numPlayers(); p++) {
            sizes.add(s.hands().size(p));
            caught.add(s.board().capturedCount(p));
            chipsNode.add(s.turn().chips(p));
            flips.add(s.turn().flipped(p));
            ss.add(s.turn().scoutShowsLeft(p));
            if (budget != null) {
                budget.add(s.turn().scoutsLeft(p));
            }
            tot.add(s.total(p));
        }
        o.put("discarded", s.board().discardCount());
        o.put("undealt", s.hands().undealtSize());
        return o;
    }

    /**
     * Whether {@link #observation} gives {@code player} the same JSON at {@code a} and {@code b}, read from the
     * parts it is written from, field by field, without writing it: the invariant harness asks this of every
     * seat at every step (ScoutSameObservationTest checks that the two answers agree).
     */
    static boolean sameObservation(ScoutState a, ScoutState b, int player) {
        ScoutTurn ta = a.turn();
        ScoutTurn tb = b.turn();
        int players = a.numPlayers();
        boolean budget = a.deck().scoutBudget != Integer.MAX_VALUE;
        if (players != b.numPlayers() || ta.round() != tb.round() || a.deck().rounds != b.deck().rounds || phase(ta) != phase(tb)
                || a.currentPlayer() != b.currentPlayer() || ta.starter() != tb.starter()
                || budget != (b.deck().scoutBudget != Integer.MAX_VALUE) || a.board().owner() != b.board().owner()
                || ta.consecutiveScouts() != tb.consecutiveScouts() || a.board().discardCount() != b.board().discardCount()
                || a.hands().undealtSize() != b.hands().undealtSize()) {
            return false;
        }
        for (int p = 0; p < players; p++) {
            if (a.hands().size(p) != b.hands().size(p) || a.board().capturedCount(p) != b.board().capturedCount(p)
                    || ta.chips(p) != tb.chips(p) || ta.flipped(p) != tb.flipped(p) || ta.scoutShowsLeft(p) != tb.scoutShowsLeft(p)
                    || budget && ta.scoutsLeft(p) != tb.scoutsLeft(p) || a.total(p) != b.total(p)) {
                return false;
            }
        }
        for (int i = 0; i < a.hands().size(player); i++) {
            if (!cardNode(a, a.hands().card(player, i)).equals(cardNode(b, b.hands().card(player, i)))) {
                return false;
            }
        }
        if (a.board().size() != b.board().size()) {
            return false;
        }
        for (int i = 0; i < a.board().size(); i++) {
            if (!cardNode(a, a.board().card(i)).equals(cardNode(b, b.board().card(i)))) {
                return false;
            }
        }
        return true;
    }

    /** The observation's phase: over, flip or play. */
    private static int phase(ScoutTurn t) {
        return t.over() ? 0 : t.inFlipPhase() ? 1 : 2;
    }

    /** A card as the player sees it: the shown number, then the other end in brackets ("7(3)"). */
    private static String cardNode(ScoutState s, int enc) {
        return s.deck().shown(enc);
    }

    /**
     * Canonical and compact: a card is one character, {@code (char) ('0' + id * 2 + side)},
     * so the harness can compare states at every step cheaply. {@link #describe} is the
     * readable form.
     */
    static String fullState(ScoutState s) {
        StringBuilder sb = new StringBuilder(256);
        sb.append("scout ").append(s.numPlayers()).append(' ').append(s.turn().round()).append(' ').append(s.turn().starter()).append(' ')
                .append(s.currentPlayer()).append(s.turn().over() ? " over " : s.turn().inFlipPhase() ? " flip " : " play ").append(s.turn().flipsDone())
                .append(' ').append(s.turn().consecutiveScouts());
        for (int p = 0; p < s.numPlayers(); p++) {
            sb.append('|');
            cards(sb, s.hands().cards(p), s.hands().size(p));
            sb.append('/');
            cards(sb, s.board().capturedCards(p), s.board().capturedCount(p));
            sb.append(' ').append(s.turn().chips(p)).append(' ').append(s.turn().scoutsLeft(p)).append(' ').append(s.turn().scoutShowsLeft(p))
                    .append(s.turn().flipped(p) ? " f " : " k ").append(s.total(p));
        }
        sb.append("|t").append(s.board().owner()).append(' ').append(s.board().strength()).append(' ');
        cards(sb, s.board().cards(), s.board().size());
        sb.append("|d");
        cards(sb, s.board().discardCards(), s.board().discardCount());
        sb.append("|u");
        cards(sb, s.hands().undealtCards(), s.hands().undealtSize());
        sb.append("|a");
        cards(sb, s.board().setAsideCards(), s.board().setAsideCount());
        for (ScoutRoundScore r : s.results()) {
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
        sb.append("round ").append(s.turn().round() + 1).append('/').append(s.deck().rounds).append(", ")
                .append(s.turn().over() ? "game over" : (s.turn().inFlipPhase() ? "keep or flip: " : "to move: ") + "player " + s.turn().current())
                .append('\n');
        for (int p = 0; p < s.numPlayers(); p++) {
            sb.append("  player ").append(p).append(": hand ").append(s.shownCards(s.hands().cards(p), s.hands().size(p)))
                    .append("  captured ").append(s.board().capturedCount(p)).append("  chips ").append(s.turn().chips(p))
                    .append("  total ").append(s.total(p)).append('\n');
        }
        sb.append("  table: ").append(s.board().size() == 0 ? "empty" : s.shownCards(s.board().cards(), s.board().size()) + " (player " + s.board().owner() + ")");
        return sb.toString();
    }

    private static final String[] HAND_PLACE = {"hand 0", "hand 1", "hand 2", "hand 3", "hand 4", "hand 5", "hand 6", "hand 7"};
    private static final String[] CAPTURED_PLACE = {"captured 0", "captured 1", "captured 2", "captured 3", "captured 4",
        "captured 5", "captured 6", "captured 7"};

    static void forEachCard(ScoutState s, CardVisitor v) {
        for (int p = 0; p < s.numPlayers(); p++) {
            visitAll(v, s.hands().cards(p), s.hands().size(p), HAND_PLACE[p]);
            visitAll(v, s.board().capturedCards(p), s.board().capturedCount(p), CAPTURED_PLACE[p]);
        }
        visitAll(v, s.board().cards(), s.board().size(), "table");
        visitAll(v, s.board().discardCards(), s.board().discardCount(), "discard");
        visitAll(v, s.hands().undealtCards(), s.hands().undealtSize(), "undealt");
        visitAll(v, s.board().setAsideCards(), s.board().setAsideCount(), "set aside");
    }

    private static void visitAll(CardVisitor v, int[] cs, int len, String place) {
        for (int i = 0; i < len; i++) {
            v.visit(cs[i] >> 1, place);
        }
    }

    /** Shuffles the other players' hands and the undealt cards among themselves, sides included. */
    static ScoutState resampleUnseen(ScoutState s, int player, Rng rng) {
        ScoutState c = s.copy();
        int total = s.hands().undealtSize();
        for (int p = 0; p < s.numPlayers(); p++) {
            if (p != player) {
                total += s.hands().size(p);
            }
        }
        int[] pool = new int[total];
        int k = 0;
        for (int p = 0; p < s.numPlayers(); p++) {
            if (p != player) {
                System.arraycopy(s.hands().cards(p), 0, pool, k, s.hands().size(p));
                k += s.hands().size(p);
            }
        }
        System.arraycopy(s.hands().undealtCards(), 0, pool, k, s.hands().undealtSize());
        rng.shuffle(pool);
        k = 0;
        for (int p = 0; p < s.numPlayers(); p++) {
            if (p != player) {
                for (int i = 0; i < s.hands().size(p); i++) {
                    c.hands().replace(p, i, pool[k++] ^ rng.nextInt(2));
                }
            }
        }
        for (int i = 0; i < s.hands().undealtSize(); i++) {
            c.hands().replaceUndealt(i, pool[k++] ^ rng.nextInt(2));
        }
        return c;
    }
}
