package org.cardlab.daguai;

/**
 * What a Da Guai Lu Zi round lays open: the play to beat and who made it, the passes since, the
 * cards played this round (in order), who has escaped (gone out) and in what order, and how
 * many tricks were won.
 */
final class DaguaiTrick {
    private Combo last;
    private int lastSeat = -1;
    private int passes;
    /** Seats that passed during this trick (bit per seat): under the out-of-trick reading they sit it out. */
    private int passedMask;
    private final int[] played;
    private int playedSize;
    private final int[] escaped;
    private int escapedCount;
    private int tricks;

    DaguaiTrick() {
        played = new int[Card.PHYSICAL];
        escaped = new int[Dealer.SEATS];
    }

    private DaguaiTrick(DaguaiTrick o) {
        last = o.last;
        lastSeat = o.lastSeat;
        passes = o.passes;
        passedMask = o.passedMask;
        played = o.played.clone();
        playedSize = o.playedSize;
        escaped = o.escaped.clone();
        escapedCount = o.escapedCount;
        tricks = o.tricks;
    }

    DaguaiTrick copy() {
        return new DaguaiTrick(this);
    }

    /** A new round: nothing played, nobody out, no trick won. */
    void newRound() {
        playedSize = 0;
        last = null;
        lastSeat = -1;
        passes = 0;
        passedMask = 0;
        escapedCount = 0;
        tricks = 0;
    }

    /** Card {@code id} was played this round. */
    void addPlayed(int id) {
        played[playedSize++] = id;
    }

    /** {@code seat} played {@code c}: the play to beat now. */
    void beatBy(int seat, Combo c) {
        last = c;
        lastSeat = seat;
        passes = 0;
    }

    void passed(int seat) {
        passes++;
        passedMask |= 1 << seat;
    }

    /** {@code seat} has played its last card: it is out, after those already out. */
    void wentOut(int seat) {
        escaped[escapedCount++] = seat;
    }

    /** The trick is won: the next one starts empty. */
    void won() {
        tricks++;
        last = null;
        lastSeat = -1;
        passes = 0;
        passedMask = 0;
    }

    /** The round's last play won its trick: nobody may answer once the round is over. */
    void lastTrickWon() {
        tricks++;
    }

    Combo last() {
        return last;
    }

    int lastSeat() {
        return lastSeat;
    }

    int passes() {
        return passes;
    }

    int passedMask() {
        return passedMask;
    }

    boolean passedThisTrick(int seat) {
        return (passedMask >> seat & 1) != 0;
    }

    int playedSize() {
        return playedSize;
    }

    int played(int i) {
        return played[i];
    }

    int escapedCount() {
        return escapedCount;
    }

    int escaped(int i) {
        return escaped[i];
    }

    /** The escape order so far. */
    int[] escapeOrder() {
        return java.util.Arrays.copyOf(escaped, escapedCount);
    }

    int tricks() {
        return tricks;
    }
}
