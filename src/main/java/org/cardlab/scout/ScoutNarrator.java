package org.cardlab.scout;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Counts;
import org.cardlab.core.Narrator;

/**
 * The readable log of a match: each move in words (from the state before it), each deal and
 * each round's scoring. An omniscient log: it shows every hand.
 */
public final class ScoutNarrator implements Narrator<ScoutState, ScoutMove> {
    private final String spec;

    /** The log of a game under the spec named {@code spec}. */
    public ScoutNarrator(String spec) {
        this.spec = spec;
    }

    /** What was played (as every game's log opens: the spec, the seed, the table), then the hands. */
    @Override
    public List<String> start(ScoutState s) {
        List<String> lines = new ArrayList<>();
        lines.add("SCOUT under the '" + spec + "' spec" + (s.seed() != 0 ? ", seed " + s.seed() : "") + ", "
                + Counts.plain(s.numPlayers(), "player"));
        lines.addAll(hands(s));
        return lines;
    }

    @Override
    public List<String> move(int number, ScoutState before, ScoutMove m, ScoutState after) {
        List<String> lines = new ArrayList<>();
        lines.add("  " + move(before, m));
        int roundsBefore = before.results().size();
        if (after.results().size() > roundsBefore) {
            lines.addAll(round(after.results().get(roundsBefore)));
            if (!after.isTerminal()) {
                lines.addAll(hands(after));
            }
        }
        return lines;
    }

    /** The totals and the winners; or, for a match not played to its end, where it stops. */
    @Override
    public List<String> end(ScoutState s, int moves) {
        if (!s.isTerminal()) {
            return List.of("the game stops here, after move " + moves + ": round " + (s.round() + 1) + " of "
                    + s.deck().rounds + ", player " + s.currentPlayer() + " to move");
        }
        StringBuilder t = new StringBuilder("final:");
        for (int p = 0; p < s.numPlayers(); p++) {
            t.append("  player ").append(p).append(' ').append(s.total(p));
        }
        List<Integer> w = s.winners();
        return List.of(t.toString(), w.isEmpty() ? "no winner (a tie, and this spec does not share wins)"
                : w.size() == 1 ? "winner: player " + w.get(0)
                : "winners (tied, sharing the win): players " + String.join(", ", w.stream().map(String::valueOf).toList()));
    }

    /** The hands as dealt (or as they stand), one line per player. */
    public static List<String> hands(ScoutState s) {
        List<String> lines = new ArrayList<>();
        lines.add("round " + (s.round() + 1) + " of " + s.deck().rounds + ", player " + s.currentPlayer() + " starts");
        for (int p = 0; p < s.numPlayers(); p++) {
            lines.add("  player " + p + ": " + s.shownCards(s.hand(p), s.handSize(p)));
        }
        return lines;
    }

    /** One move in words; {@code before} is the state the move is played in. */
    public static String move(ScoutState before, ScoutMove m) {
        int p = before.currentPlayer();
        String who = "player " + p;
        ScoutDeck deck = before.deck();
        int[] hand = before.hand(p);
        int[] table = before.table();
        switch (m.type()) {
            case KEEP:
                return who + " keeps the hand as dealt";
            case FLIP: {
                int[] turned = hand.clone();
                ScoutHands.turn(turned, turned.length);
                return who + " turns the hand around: " + before.shownCards(turned, turned.length);
            }
            case SHOW:
                return who + " shows " + shown(before, hand, m.from(), m.to(), table, before.tableStrength());
            default:
                break;
        }
        int card = m.fromRight() ? table[table.length - 1] : table[0];
        int taken = m.turned() ? card ^ 1 : card;
        StringBuilder sb = new StringBuilder(who);
        sb.append(m.type() == ScoutMove.Type.SCOUT_SHOW ? " uses Scout & Show: scouts " : " scouts ");
        sb.append("the ").append(m.fromRight() ? "right" : "left").append(" card ").append(deck.face(card))
                .append(" of ").append(before.shownCards(table, table.length));
        if (m.turned()) {
            sb.append(", turned to show ").append(deck.face(taken));
        }
        sb.append(", into place ").append(m.insertAt() + 1);
        if (before.deck().scoutPaysOwner) {
            sb.append(" (player ").append(before.tableOwner()).append(" takes a scout chip)");
        } else if (before.deck().scoutBudget != Integer.MAX_VALUE) {
            sb.append(" (spends a scout chip, ").append(before.scoutsLeft(p) - 1).append(" left)");
        }
        if (m.type() == ScoutMove.Type.SCOUT_SHOW) {
            int[] after = new int[hand.length + 1];
            System.arraycopy(hand, 0, after, 0, m.insertAt());
            after[m.insertAt()] = taken;
            System.arraycopy(hand, m.insertAt(), after, m.insertAt() + 1, hand.length - m.insertAt());
            int[] rest = m.fromRight() ? java.util.Arrays.copyOf(table, table.length - 1)
                    : java.util.Arrays.copyOfRange(table, 1, table.length);
            int restS = rest.length == 0 ? SetStrength.EMPTY
                    : before.strength().ofCards(rest, 0, rest.length - 1, deck);
            sb.append(", then shows ").append(shown(before, after, m.from(), m.to(), rest, restS));
        }
        return sb.toString();
    }

    static String shown(ScoutState s, int[] cards, int from, int to, int[] table, int tableS) {
        int st = s.strength().ofCards(cards, from, to, s.deck());
        int len = to - from + 1;
        StringBuilder sb = new StringBuilder();
        for (int i = from; i <= to; i++) {
            sb.append(i > from ? " " : "").append(s.deck().face(cards[i]));
        }
        sb.append(" (").append(SetStrength.kindName(SetStrength.kind(st)));
        if (len > 1) {
            sb.append(" of ").append(len);
        }
        sb.append(')');
        if (table.length > 0) {
            sb.append(s.strength().captures(st, tableS) ? ", capturing " : ", beating (not captured) ");
            for (int i = 0; i < table.length; i++) {
                sb.append(i > 0 ? " " : "").append(s.deck().face(table[i]));
            }
        }
        return sb.toString();
    }

    /** How round r ended, in words; seat {@code you} (the person at the web table, or -1 for nobody) named "you". */
    static String howItEnded(ScoutRoundScore r, int you) {
        boolean yours = r.ender() == you;
        String ender = yours ? "you" : "player " + r.ender();
        return switch (r.reason()) {
            case "hand emptied" -> ender + " showed the last card of " + (yours ? "your" : "the") + " hand";
            case "all scouted" -> "every other player scouted " + (yours ? "your" : ender + "'s") + " set";
            default -> "the player to move could neither show nor scout; " + ender + (yours ? " own" : " owns") + " the set";
        };
    }

    /** A round's scoring, with the counts behind each score. */
    public static List<String> round(ScoutRoundScore r) {
        List<String> lines = new ArrayList<>();
        lines.add("round " + (r.round() + 1) + " ends: " + howItEnded(r, -1));
        for (int p = 0; p < r.scores().length; p++) {
            boolean exempt = p == r.ender() && r.enderExempt();
            int unspent = r.unspentChips()[p];
            lines.add(String.format("  player %d: %+d  (%d captured, %d %s, %s%d in hand%s)", p, r.scores()[p],
                    r.captured()[p], r.chips()[p], Counts.noun(r.chips()[p], "chip"),
                    unspent > 0 ? Counts.plain(unspent, "unspent scout chip") + ", " : "",
                    r.handLeft()[p], exempt && r.handLeft()[p] > 0 ? ", not counted" : ""));
        }
        return lines;
    }
}
