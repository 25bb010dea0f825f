package org.cardlab.scout.track;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cardlab.core.HistoryFeed;
import org.cardlab.scout.ScoutDeck;
import org.cardlab.scout.ScoutMove;
import org.cardlab.scout.ScoutOpenCards;
import org.cardlab.scout.ScoutState;

/**
 * What one seat of a SCOUT match knows of the cards, from public play only: for every other
 * player, each place of the hand as held, either the known card (a scouted card, whose place and
 * side everyone saw, kept through turns and shows) or unknown; the cards out of play this round
 * (the active set, the captured piles, the discard, and in the 2-player variant the cards set
 * aside from earlier rounds that the seat saw); and the unseen cards, which are in the unknown
 * places or undealt.
 *
 * <p>It is fed every move with the states before and after it ({@link #observe}) and reads of
 * them only what the seat sees: its own hand, the table, the piles, the hand sizes and counts.
 * A test resamples every hidden card at every step and checks that the output is the same.
 */
public final class ScoutTracker {
    /** A place of a hand whose card is not known. */
    public static final int UNKNOWN = -1;

    private final ScoutDeck deck;
    private final int seat;
    private final int n;
    private final List<List<Integer>> places = new ArrayList<>();
    /** Card ids the seat saw this round (its own hands, anything open): set aside next round in the 2-player variant. */
    private final boolean[] seenThisRound;
    /** Card ids known to be set aside from earlier rounds. */
    private final boolean[] setAside;
    private int round = -1;
    private int moves;
    /** The open cards and the undealt count after the last move observed (or at the start). */
    private int[] outOfPlay = new int[0];
    private int undealt;

    /** A tracker for {@code seat} from the start of a match ({@code start}, before any move). */
    public ScoutTracker(ScoutState start, int seat) {
        this.deck = start.deck();
        this.seat = seat;
        this.n = start.numPlayers();
        this.seenThisRound = new boolean[deck.size()];
        this.setAside = new boolean[deck.size()];
        for (int p = 0; p < n; p++) {
            places.add(new ArrayList<>());
        }
        newRound(start);
    }

    /** The tracker for {@code seat} of {@code state}'s match, replayed from its start (whose hidden cards it never reads). */
    public static ScoutTracker replayed(ScoutState start, List<ScoutMove> moves, int upTo, int seat) {
        ScoutTracker t = new ScoutTracker(start, seat);
        HistoryFeed.replay(start, moves, upTo, t::observe);
        return t;
    }

    /** Takes in one move: {@code before} the state it was made in, {@code after} the state it gave. */
    public void observe(ScoutState before, ScoutMove m, ScoutState after) {
        moves++;
        if (after.results().size() > before.results().size()) {
            remember(before);
            boolean carried = ScoutOpenCards.setAsideCount(after) > ScoutOpenCards.setAsideCount(before);
            if (carried) {
                for (int id = 0; id < deck.size(); id++) {
                    setAside[id] |= seenThisRound[id];
                }
            } else {
                Arrays.fill(setAside, false);
            }
            newRound(after);
            return;
        }
        int p = before.currentPlayer();
        List<Integer> hand = places.get(p);
        switch (m.type()) {
            case FLIP -> {
                java.util.Collections.reverse(hand);
                hand.replaceAll(c -> c == UNKNOWN ? UNKNOWN : c ^ 1);
            }
            case SCOUT, SCOUT_SHOW -> {
                int[] table = before.table();
                int card = (m.fromRight() ? table[table.length - 1] : table[0]) ^ (m.turned() ? 1 : 0);
                hand.add(m.insertAt(), card);
                if (m.type() == ScoutMove.Type.SCOUT_SHOW) {
                    hand.subList(m.from(), m.to() + 1).clear();
                }
            }
            case SHOW -> hand.subList(m.from(), m.to() + 1).clear();
            default -> { }
        }
        if (p == seat) {
            ownHand(after);
        }
        remember(after);
    }

    private void newRound(ScoutState s) {
        round = s.round();
        Arrays.fill(seenThisRound, false);
        for (int p = 0; p < n; p++) {
            places.get(p).clear();
            for (int i = 0; i < s.handSize(p); i++) {
                places.get(p).add(UNKNOWN);
            }
        }
        ownHand(s);
        remember(s);
    }

    private void ownHand(ScoutState s) {
        List<Integer> own = places.get(seat);
        own.clear();
        for (int c : s.hand(seat)) {
            own.add(c);
        }
    }

    private void remember(ScoutState s) {
        outOfPlay = outOfPlayCards(s);
        undealt = ScoutOpenCards.undealtCount(s);
        for (int c : s.hand(seat)) {
            seenThisRound[c >> 1] = true;
        }
        for (int c : outOfPlay) {
            seenThisRound[c >> 1] = true;
        }
    }

    private int[] outOfPlayCards(ScoutState s) {
        int[] out = s.table();
        for (int p = 0; p < n; p++) {
            out = concat(out, ScoutOpenCards.captured(s, p));
        }
        return concat(out, ScoutOpenCards.discard(s));
    }

    private static int[] concat(int[] a, int[] b) {
        int[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    // ---------------------------------------------------------------- what it knows

    public int seat() {
        return seat;
    }

    public ScoutDeck deck() {
        return deck;
    }

    /** Moves observed. */
    public int moves() {
        return moves;
    }

    /** The round (0-based) the tracker is in. */
    public int round() {
        return round;
    }

    /** p's hand as held: the known card (encoded) or {@link #UNKNOWN} at each place; the seat's own hand in full. */
    public int[] places(int p) {
        return places.get(p).stream().mapToInt(Integer::intValue).toArray();
    }

    /** The cards open or captured this round (encoded as they lay). */
    public int[] outOfPlay() {
        return outOfPlay.clone();
    }

    /** Card ids set aside from earlier rounds that the seat saw (the 2-player variant). */
    public int[] setAside() {
        return ids(setAside);
    }

    /** How many cards lie undealt (nobody sees them). */
    public int undealtCount() {
        return undealt;
    }

    /** The card ids the seat has not placed: each is in an unknown place of a hand, undealt, or set aside unseen. */
    public int[] unseen() {
        boolean[] placed = setAside.clone();
        for (int c : outOfPlay()) {
            placed[c >> 1] = true;
        }
        for (List<Integer> hand : places) {
            for (int c : hand) {
                if (c != UNKNOWN) {
                    placed[c >> 1] = true;
                }
            }
        }
        boolean[] open = new boolean[deck.size()];
        for (int id = 0; id < open.length; id++) {
            open[id] = !placed[id];
        }
        return ids(open);
    }

    private static int[] ids(boolean[] set) {
        int k = 0;
        int[] out = new int[set.length];
        for (int id = 0; id < set.length; id++) {
            if (set[id]) {
                out[k++] = id;
            }
        }
        return Arrays.copyOf(out, k);
    }
}
