package org.cardlab.scout.bots;

import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.scout.ScoutDeck;
import org.cardlab.scout.ScoutMove;
import org.cardlab.scout.ScoutState;
import org.cardlab.scout.SetStrength;

/**
 * A one-move-lookahead player:
 * <ul>
 *   <li>after the deal, turns the hand when the turned hand has longer sets in it;</li>
 *   <li>shows the longest set that beats the table (the cheapest such set on ties, keeping
 *       strong cards for later);</li>
 *   <li>when nothing beats the table, uses Scout &amp; Show if some scout makes a show possible;</li>
 *   <li>otherwise scouts the card and place that make the hand's sets longest.</li>
 * </ul>
 * Deterministic: the rng is not used.
 */
public final class ScoutGreedyBot implements Policy<ScoutState, ScoutMove> {
    private int[] buf = new int[64];
    private int[] buf2 = new int[64];
    private int[] seg = new int[64];

    @Override
    public ScoutMove choose(ScoutState s, Rng rng) {
        int p = s.currentPlayer();
        ScoutDeck deck = s.deck();
        SetStrength str = s.strength();
        int h = s.handSize(p);
        ensure(h + 2);
        for (int i = 0; i < h; i++) {
            buf[i] = s.handCard(p, i);
        }
        if (s.inFlipPhase()) {
            int keep = quality(buf, h, str, deck);
            for (int i = 0; i < h; i++) {
                buf2[i] = buf[h - 1 - i] ^ 1;
            }
            return quality(buf2, h, str, deck) > keep ? ScoutMove.FLIP : ScoutMove.KEEP;
        }
        int tableS = s.tableStrength();
        long best = bestShow(buf, h, tableS, str, deck);
        if (best >= 0) {
            return ScoutMove.show((int) (best >> 10 & 1023), (int) (best & 1023));
        }
        int[] table = s.table();
        boolean canScout = table.length > 0 && s.scoutsLeft(p) > 0;
        if (!canScout) {
            throw new IllegalStateException("no move for player " + p + " (the engine ends such rounds)");
        }
        ScoutMove bestScout = null;
        int bestQuality = Integer.MIN_VALUE;
        ScoutMove bestScoutShow = null;
        long bestFollow = -1;
        for (int e = 0; e < 2; e++) {
            boolean right = e == 1;
            int card = right ? table[table.length - 1] : table[0];
            int reduced = table.length == 1 ? SetStrength.EMPTY
                    : right ? str.ofCards(table, 0, table.length - 2, deck) : str.ofCards(table, 1, table.length - 1, deck);
            for (int t = 0; t < 2; t++) {
                if (t == 1 && !s.rules().scoutEitherOrientation) {
                    continue;
                }
                int c = card ^ t;
                for (int at = 0; at <= h; at++) {
                    if (!s.rules().scoutInsertAnywhere && at != 0 && at != h) {
                        continue;
                    }
                    System.arraycopy(buf, 0, buf2, 0, at);
                    buf2[at] = c;
                    System.arraycopy(buf, at, buf2, at + 1, h - at);
                    int q = quality(buf2, h + 1, str, deck);
                    if (q > bestQuality) {
                        bestQuality = q;
                        bestScout = ScoutMove.scout(right, at, t == 1);
                    }
                    if (s.scoutShowsLeft(p) > 0) {
                        long f = bestShow(buf2, h + 1, reduced, str, deck);
                        if (f > bestFollow) {
                            bestFollow = f;
                            bestScoutShow = ScoutMove.scoutShow(right, at, t == 1, (int) (f >> 10 & 1023), (int) (f & 1023));
                        }
                    }
                }
            }
        }
        return bestScoutShow != null ? bestScoutShow : bestScout;
    }

    /**
     * The best show over {@code tableS} as (score << 20 | from << 10 | to), or -1: longest first,
     * then the weakest of those (so the strong cards stay for later).
     */
    private long bestShow(int[] cards, int len, int tableS, SetStrength str, ScoutDeck deck) {
        long best = -1;
        for (int from = 0; from < len; from++) {
            int k = str.segments(cards, from, len, deck, seg);
            for (int j = 0; j < k; j++) {
                int s = seg[j];
                int to = from + j;
                if (str.beats(s, tableS)) {
                    long score = (long) SetStrength.length(s) * 4096 + (4095 - SetStrength.rank(s));
                    long code = score << 20 | (long) from << 10 | to;
                    if (code > best) {
                        best = code;
                    }
                }
            }
        }
        return best;
    }

    private int quality(int[] cards, int len, SetStrength str, ScoutDeck deck) {
        return quality(cards, len, str, deck, seg);
    }

    /** How good a hand is to hold: the sum of squared lengths of the longest set from each position ({@code seg}: scratch of len + 1). */
    static int quality(int[] cards, int len, SetStrength str, ScoutDeck deck, int[] seg) {
        int q = 0;
        for (int from = 0; from < len; ) {
            int l = str.segments(cards, from, len, deck, seg);
            q += l * l;
            from += l;
        }
        return q;
    }

    private void ensure(int n) {
        if (buf.length < n) {
            buf = new int[n * 2];
            buf2 = new int[n * 2];
            seg = new int[n * 2];
        }
    }
}
