package org.cardlab.daguai.track;

import java.util.Arrays;
import org.cardlab.core.HistoryFeed;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.Combo;
import org.cardlab.daguai.DaguaiMove;
import org.cardlab.daguai.DaguaiOpenPlay;
import org.cardlab.daguai.DaguaiState;
import org.cardlab.daguai.Tribute;

/**
 * What one seat of a Da Guai Lu Zi game knows of the cards, from public play only: every seat's
 * card count (27 dealt, then each tribute, card given back and play; the engine tells a count
 * only at 10 or fewer, but a seat can count), the cards played this round, the cards known to be
 * in a hand (a tribute or a card given back that the seat saw pass), the unseen cards per face
 * (three decks less its own hand, the played cards and the known ones), and who passed on what.
 *
 * <p>It is fed every move with the states before and after it ({@link #observe}) and reads of
 * them only what the seat sees: its own hand, the play to beat, the round's results, and of the
 * tribute what the spec lets it see. A test resamples every hidden card at every step and checks
 * that the output is the same.
 */
public final class DaguaiTracker {
    public static final int SEATS = DaguaiState.SEATS;
    static final int DEALT = Card.PHYSICAL / SEATS;

    private final int seat;
    private final int[] sizes = new int[SEATS];
    private final int[] played = new int[Card.FACES];
    private final int[][] known = new int[SEATS][Card.FACES];
    private final int[] passes = new int[SEATS];
    private final String[] lastPassedOn = new String[SEATS];
    private int[] own = new int[Card.FACES];
    private int round;
    private int moves;

    /** A tracker for {@code seat} from the start of a game ({@code start}, before any move). */
    public DaguaiTracker(DaguaiState start, int seat) {
        this.seat = seat;
        newRound(start);
    }

    /** The tracker for {@code seat} after the first {@code upTo} moves, replayed from {@code start} (whose hidden cards it never reads). */
    public static DaguaiTracker replayed(DaguaiState start, java.util.List<DaguaiMove> moves, int upTo, int seat) {
        DaguaiTracker t = new DaguaiTracker(start, seat);
        HistoryFeed.replay(start, moves, upTo, t::observe);
        return t;
    }

    /** Takes in one move: {@code before} the state it was made in, {@code after} the state it gave. */
    public void observe(DaguaiState before, DaguaiMove m, DaguaiState after) {
        moves++;
        int p = before.currentPlayer();
        switch (m.type) {
            case PLAY -> {
                sizes[p] -= m.faces.length;
                for (int f : m.faces) {
                    played[f]++;
                    known[p][f] = Math.max(0, known[p][f] - 1);
                }
            }
            case PASS -> {
                passes[p]++;
                Combo last = before.lastPlay();
                lastPassedOn[p] = last == null ? null : Card.names(last.faces);
            }
            default -> exchange(before, m);
        }
        if (after.results().size() > before.results().size() && !after.isTerminal()) {
            newRound(after);
        } else {
            own = after.hand(seat).clone();
        }
    }

    private void exchange(DaguaiState before, DaguaiMove m) {
        Tribute.Payment pay = DaguaiOpenPlay.pendingPayment(before);
        boolean sees = sees(before, pay);
        int g = pay.giver();
        int r = pay.receiver();
        switch (m.type) {
            case RETURN -> pass(r, g, m.faces[0], sees);
            case OFFER -> {
                if (sees) {
                    for (int f : m.faces) {
                        known[r][f] = Math.max(known[r][f], count(m.faces, f));
                    }
                }
            }
            default -> { // KEEP: the kept cards go to the giver; with a third card, that one comes back
                for (int i = 0; i < Math.min(2, m.faces.length); i++) {
                    pass(r, g, m.faces[i], sees);
                }
                if (m.faces.length == 3) {
                    pass(g, r, m.faces[2], sees);
                }
            }
        }
    }

    /** A card goes from one hand to another: counted by everyone, named to those who see the payment. */
    private void pass(int from, int to, int face, boolean sees) {
        sizes[from]--;
        sizes[to]++;
        if (sees) {
            known[from][face] = Math.max(0, known[from][face] - 1);
            known[to][face]++;
        }
    }

    private boolean sees(DaguaiState s, Tribute.Payment pay) {
        return s.rules().tributePublic || seat == pay.giver() || seat == pay.receiver();
    }

    private static int count(int[] faces, int f) {
        int k = 0;
        for (int x : faces) {
            k += x == f ? 1 : 0;
        }
        return k;
    }

    private void newRound(DaguaiState s) {
        round = s.results().size() + 1;
        Arrays.fill(sizes, DEALT);
        Arrays.fill(played, 0);
        Arrays.fill(passes, 0);
        Arrays.fill(lastPassedOn, null);
        for (int[] k : known) {
            Arrays.fill(k, 0);
        }
        for (Tribute.Payment pay : s.payments()) {
            pass(pay.giver(), pay.receiver(), pay.face(), sees(s, pay));
        }
        own = s.hand(seat).clone();
        for (int f = 0; f < Card.FACES; f++) {
            known[seat][f] = 0;
        }
    }

    // ---------------------------------------------------------------- what it knows

    public int seat() {
        return seat;
    }

    public int moves() {
        return moves;
    }

    /** The round (1-based) the tracker is in. */
    public int round() {
        return round;
    }

    /** Each seat's card count, counted from public play. */
    public int[] sizes() {
        return sizes.clone();
    }

    /** The cards played this round, per face. */
    public int[] played() {
        return played.clone();
    }

    /** Cards per face known to be in {@code p}'s hand (the seat's own hand in full). */
    public int[] known(int p) {
        return p == seat ? own.clone() : known[p].clone();
    }

    /** How many times {@code p} passed this round, and the last play it passed on (null when none). */
    public int passes(int p) {
        return passes[p];
    }

    public String lastPassedOn(int p) {
        return lastPassedOn[p];
    }

    /** The cards per face the seat cannot place: each is in another hand, beyond the known cards. */
    public int[] unseen() {
        int[] u = new int[Card.FACES];
        for (int f = 0; f < Card.FACES; f++) {
            u[f] = Card.DECKS - own[f] - played[f];
            for (int p = 0; p < SEATS; p++) {
                if (p != seat) {
                    u[f] -= known[p][f];
                }
            }
        }
        return u;
    }
}
