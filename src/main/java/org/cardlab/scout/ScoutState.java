package org.cardlab.scout;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.GameState;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.Rng;
import org.cardlab.core.UserError;

/**
 * A SCOUT match (as many rounds as the spec says) as one {@link GameState}.
 *
 * <p>Each round: the deal ({@link ScoutDealer}), then, when the spec allows turning the hand,
 * one {@code keep}/{@code flip} decision per player from the start player on, then turns.
 * A turn is a Show, a Scout or a Scout &amp; Show ({@link ScoutMove}); the round ends when a
 * show empties a hand, when every other player scouted after a show (play would return to
 * the set's owner), or when the player to move has no move at all (2 players, no scout chip,
 * nothing that beats the table). Scoring is {@link ScoutRoundScore}.
 *
 * <p>Cards are ints ({@link ScoutDeck}: id * 2 + side) in plain arrays, so that a random
 * playout allocates almost nothing: the benchmark plays tens of thousands of matches a second.
 */
public final class ScoutState implements GameState<ScoutMove> {
    final ScoutDeck deck;
    final ScoutRules rules;
    final SetStrength strength;
    final ShowFinder shows;
    final long seed;
    final int n;
    /** A hand-given first deal, or null when round 1 is dealt from the seed. */
    final int[][] firstDeal;

    final int[][] hand;
    final int[] handLen;
    final int[] table;
    int tableLen;
    int tableStrength = SetStrength.EMPTY;
    /** Who showed the set now (or last) on the table this round; -1 before the first show. */
    int tableOwner = -1;
    final int[][] captured;
    final int[] capturedLen;
    /** Beaten sets not captured (only under the "same-count-and-kind" capture reading). */
    final int[] discard;
    int discardLen;
    /** 2 players: cards not dealt this round, kept for the next. */
    final int[] reserve;
    int reserveLen;
    /** 2 players: earlier rounds' cards while the round plays the undealt ones. */
    final int[] setAside;
    int setAsideLen;

    final int[] chips;
    final int[] scoutsLeft;
    final int[] scoutShowsLeft;
    final boolean[] flipped;
    int consecutiveScouts;

    int round;
    int starter;
    int current;
    boolean flipPhase;
    int flipsDone;
    boolean over;
    final int[] totals;
    final List<ScoutRoundScore> results;
    /** The moves so far, newest first; shared between copies (a copy costs one pointer, not the history). */
    MoveLog moves;

    private record MoveLog(ScoutMove move, MoveLog before, int size) {}

    /** {@link #fullState} of this exact state, or null; every change goes through {@link #apply}, which clears it. */
    String fullStateCache;

    /**
     * The move {@link #randomLegalMove} last returned, while the state has not changed since:
     * it is legal by construction (and the invariant harness checks sampled moves against
     * {@link #whyIllegal}), so {@link #apply} skips re-checking it. Not part of the state.
     */
    ScoutMove sampled;

    /** Scratch for Scout &amp; Show checks (the hand after the scout). */
    final int[] scratch;

    /** A new match: the first round is dealt from {@code seed}. */
    public ScoutState(ScoutDeck deck, long seed) {
        this(deck, seed, null);
    }

    /**
     * A new match whose first round is the given deal (encoded cards per player, e.g. from
     * {@link ScoutDeck#parseHand}); the cards nobody holds are undealt. Later rounds are
     * dealt from {@code seed}. For rule tests and hand-written positions.
     */
    public ScoutState(ScoutDeck deck, long seed, int[][] firstDeal) {
        this.deck = deck;
        this.rules = deck.rules;
        this.strength = new SetStrength(rules);
        this.shows = new ShowFinder(deck, strength);
        this.seed = seed;
        this.n = deck.players;
        int d = deck.size();
        hand = new int[n][d];
        handLen = new int[n];
        table = new int[d];
        captured = new int[n][d];
        capturedLen = new int[n];
        discard = new int[d];
        reserve = new int[d];
        setAside = new int[d];
        chips = new int[n];
        scoutsLeft = new int[n];
        scoutShowsLeft = new int[n];
        flipped = new boolean[n];
        totals = new int[n];
        results = new ArrayList<>();
        moves = null;
        scratch = new int[d + 1];
        this.firstDeal = firstDeal == null ? null : ScoutRoundStart.checkDeal(deck, firstDeal);
        ScoutRoundStart.deal(this);
    }

    private ScoutState(ScoutState o) {
        deck = o.deck;
        rules = o.rules;
        strength = o.strength;
        shows = o.shows;
        seed = o.seed;
        n = o.n;
        firstDeal = o.firstDeal;
        hand = new int[n][];
        captured = new int[n][];
        for (int p = 0; p < n; p++) {
            hand[p] = o.hand[p].clone();
            captured[p] = o.captured[p].clone();
        }
        handLen = o.handLen.clone();
        table = o.table.clone();
        tableLen = o.tableLen;
        tableStrength = o.tableStrength;
        tableOwner = o.tableOwner;
        capturedLen = o.capturedLen.clone();
        discard = o.discard.clone();
        discardLen = o.discardLen;
        reserve = o.reserve.clone();
        reserveLen = o.reserveLen;
        setAside = o.setAside.clone();
        setAsideLen = o.setAsideLen;
        chips = o.chips.clone();
        scoutsLeft = o.scoutsLeft.clone();
        scoutShowsLeft = o.scoutShowsLeft.clone();
        flipped = o.flipped.clone();
        consecutiveScouts = o.consecutiveScouts;
        round = o.round;
        starter = o.starter;
        current = o.current;
        flipPhase = o.flipPhase;
        flipsDone = o.flipsDone;
        over = o.over;
        totals = o.totals.clone();
        results = new ArrayList<>(o.results);
        moves = o.moves;
        scratch = new int[o.scratch.length];
    }

    // ---------------------------------------------------------------- legality

    @Override
    public String whyIllegal(ScoutMove m) {
        return ScoutLegality.why(this, m);
    }

    /** Fills {@link #scratch} with p's hand after the scout part of {@code m}; returns its length. */
    int afterScout(int p, ScoutMove m) {
        int card = scoutedCard(m);
        int at = m.insertAt();
        System.arraycopy(hand[p], 0, scratch, 0, at);
        scratch[at] = card;
        System.arraycopy(hand[p], at, scratch, at + 1, handLen[p] - at);
        return handLen[p] + 1;
    }

    int scoutedCard(ScoutMove m) {
        int card = m.fromRight() ? table[tableLen - 1] : table[0];
        return m.turned() ? card ^ 1 : card;
    }

    // ---------------------------------------------------------------- moves

    @Override
    public void apply(ScoutMove m) {
        if (m != sampled || m == null) {
            String why = whyIllegal(m);
            if (why != null) {
                throw new IllegalMoveException("player " + current + " cannot play '" + m + "': " + why);
            }
        }
        sampled = null;
        fullStateCache = null;
        moves = new MoveLog(m, moves, moveCount() + 1);
        int p = current;
        switch (m.type()) {
            case KEEP, FLIP -> {
                if (m.type() == ScoutMove.Type.FLIP) {
                    turnHand(hand[p], handLen[p]);
                    flipped[p] = true;
                }
                current = (p + 1) % n;
                if (++flipsDone == n) {
                    flipPhase = false;
                    current = starter;
                }
            }
            case SHOW -> {
                show(p, m.from(), m.to());
                afterShow(p);
            }
            case SCOUT -> {
                scout(p, m);
                consecutiveScouts++;
                if (rules.roundEndAllScouted && !deck.turnAfterScout && consecutiveScouts >= n - 1) {
                    endRound(tableOwner, "all scouted");
                    return;
                }
                current = deck.turnAfterScout ? p : (p + 1) % n;
                endIfStuck();
            }
            case SCOUT_SHOW -> {
                scoutShowsLeft[p]--;
                scout(p, m);
                show(p, m.from(), m.to());
                afterShow(p);
            }
        }
    }

    /** Turning a hand around reverses the order of the cards and turns each one. */
    static void turnHand(int[] cards, int len) {
        for (int i = 0, j = len - 1; i <= j; i++, j--) {
            int a = cards[i] ^ 1;
            cards[i] = cards[j] ^ 1;
            cards[j] = a;
        }
    }

    private void show(int p, int from, int to) {
        int s = strength.ofCards(hand[p], from, to, deck);
        if (tableLen > 0) {
            if (strength.captures(s, tableStrength)) {
                System.arraycopy(table, 0, captured[p], capturedLen[p], tableLen);
                capturedLen[p] += tableLen;
            } else {
                System.arraycopy(table, 0, discard, discardLen, tableLen);
                discardLen += tableLen;
            }
        }
        int len = to - from + 1;
        System.arraycopy(hand[p], from, table, 0, len);
        tableLen = len;
        System.arraycopy(hand[p], to + 1, hand[p], from, handLen[p] - to - 1);
        handLen[p] -= len;
        tableStrength = s;
        tableOwner = p;
        consecutiveScouts = 0;
    }

    private void scout(int p, ScoutMove m) {
        int card = scoutedCard(m);
        if (!m.fromRight()) {
            System.arraycopy(table, 1, table, 0, tableLen - 1);
        }
        tableLen--;
        tableStrength = tableLen == 0 ? SetStrength.EMPTY : strength.ofCards(table, 0, tableLen - 1, deck);
        int at = m.insertAt();
        System.arraycopy(hand[p], at, hand[p], at + 1, handLen[p] - at);
        hand[p][at] = card;
        handLen[p]++;
        if (deck.scoutBudget != Integer.MAX_VALUE) {
            scoutsLeft[p]--;
        }
        if (deck.scoutPaysOwner) {
            chips[tableOwner]++;
        }
    }

    private void afterShow(int p) {
        if (handLen[p] == 0 && rules.roundEndEmptyHand) {
            endRound(p, "hand emptied");
            return;
        }
        current = (p + 1) % n;
        endIfStuck();
    }

    /** A player who can neither show nor scout ends the round; the active set's owner is the ender. */
    private void endIfStuck() {
        if (!hasMove(current)) {
            endRound(tableOwner, "stuck");
        }
    }

    private boolean hasMove(int p) {
        if (tableLen == 0) {
            return handLen[p] > 0;
        }
        return scoutsLeft[p] > 0 || shows.count(hand[p], handLen[p], tableStrength, -1) > 0;
    }

    private void endRound(int ender, String reason) {
        int[] unspent = new int[n];
        if (deck.scoutBudget != Integer.MAX_VALUE) {
            System.arraycopy(scoutsLeft, 0, unspent, 0, n); // 2 players: the chips not spent this round
        }
        ScoutRoundScore r = ScoutRoundScore.score(deck, round, ender, reason, capturedLen.clone(), chips.clone(), unspent,
                handLen.clone(), tableLen, discardLen);
        results.add(r);
        for (int p = 0; p < n; p++) {
            totals[p] += r.scores()[p];
        }
        if (round + 1 >= deck.rounds) {
            over = true;
            current = TERMINAL;
            return;
        }
        round++;
        ScoutRoundStart.deal(this);
    }

    // ---------------------------------------------------------------- listing and sampling moves

    /** See {@link ShowFinder#count}; kept for tests that compare counting with listing. */
    int countShows(int[] cards, int len, int tableS, int pick) {
        return shows.count(cards, len, tableS, pick);
    }

    /**
     * Shows first (by first card, then last), then scouts (left end before right, by place,
     * unturned before turned), then Scout &amp; Shows (by scout, then show): {@link ScoutMoveLists}.
     */
    @Override
    public Stream<ScoutMove> legalMoves() {
        return ScoutMoveLists.all(this);
    }

    /**
     * The documented distribution: first a kind of move uniformly among those available
     * (show, scout, Scout &amp; Show), then uniformly within it ({@link ScoutMoveLists#random}).
     */
    @Override
    public ScoutMove randomLegalMove(Rng rng) {
        ScoutMove m = ScoutMoveLists.random(this, rng);
        sampled = m;
        return m;
    }

    /** The strength of the table once its left (or right) end card is scouted. */
    int reducedTable(boolean fromRight) {
        if (tableLen == 1) {
            return SetStrength.EMPTY;
        }
        return fromRight ? strength.ofCards(table, 0, tableLen - 2, deck) : strength.ofCards(table, 1, tableLen - 1, deck);
    }

    // ---------------------------------------------------------------- the contract's views

    @Override
    public int numPlayers() {
        return n;
    }

    @Override
    public int currentPlayer() {
        return over ? TERMINAL : current;
    }

    @Override
    public boolean isTerminal() {
        return over;
    }

    /** Each seat's total points (the match score); see {@link #winShares} for the win. */
    @Override
    public double[] returns() {
        double[] r = new double[n];
        for (int p = 0; p < n; p++) {
            r[p] = totals[p];
        }
        return r;
    }

    /** The winners: the most points; tied players share the win (or, if the spec says so, nobody wins a tie). */
    public List<Integer> winners() {
        int best = Arrays.stream(totals).max().orElse(0);
        List<Integer> w = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            if (totals[p] == best) {
                w.add(p);
            }
        }
        return w.size() > 1 && !rules.tiesShared ? List.of() : w;
    }

    /** 1/k for each of the k winners, 0 otherwise. */
    public double[] winShares() {
        double[] s = new double[n];
        List<Integer> w = winners();
        for (int p : w) {
            s[p] = 1.0 / w.size();
        }
        return s;
    }

    @Override
    public JsonNode observation(int player) {
        return ScoutStateViews.observation(this, player);
    }

    @Override
    public ScoutState copy() {
        return new ScoutState(this);
    }

    @Override
    public JsonNode toJson() {
        return new ScoutGame(rules, n).record(this).toJson();
    }

    /** The hand-given first deal (encoded cards per player), or null when round 1 was dealt from the seed. */
    int[][] firstDeal() {
        return firstDeal;
    }

    /**
     * Canonical and compact ({@link ScoutStateViews#fullState}), kept until the next move: the
     * harness compares states at every step.
     */
    @Override
    public String fullState() {
        if (fullStateCache == null) {
            fullStateCache = ScoutStateViews.fullState(this);
        }
        return fullStateCache;
    }

    /** The readable state, hidden cards included (for logs and failing tests). */
    public String describe() {
        return ScoutStateViews.describe(this);
    }

    /** Cards as their shown numbers, the other end in brackets: "7(3) 8(1)". */
    public String shownCards(int[] cs, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < len; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(deck.shown(cs[i]));
        }
        return sb.toString();
    }

    @Override
    public void forEachCard(CardVisitor v) {
        ScoutStateViews.forEachCard(this, v);
    }

    @Override
    public int deckSize() {
        return deck.size();
    }

    /** Shuffles the other players' hands and the undealt cards among themselves, sides included. */
    @Override
    public ScoutState resampleUnseen(int player, Rng rng) {
        return ScoutStateViews.resampleUnseen(this, player, rng);
    }

    // ---------------------------------------------------------------- read access (bots, tools, tests)

    public ScoutDeck deck() {
        return deck;
    }

    public ScoutRules rules() {
        return rules;
    }

    public SetStrength strength() {
        return strength;
    }

    public long seed() {
        return seed;
    }

    public boolean inFlipPhase() {
        return flipPhase && !over;
    }

    /** 0-based round being played (the last one once the game is over). */
    public int round() {
        return round;
    }

    public int handSize(int p) {
        return handLen[p];
    }

    /** Encoded card (id * 2 + side) at index i of p's hand. */
    public int handCard(int p, int i) {
        return hand[p][i];
    }

    /** A copy of p's hand, encoded. */
    public int[] hand(int p) {
        return Arrays.copyOf(hand[p], handLen[p]);
    }

    public int[] table() {
        return Arrays.copyOf(table, tableLen);
    }

    public int tableSize() {
        return tableLen;
    }

    public int tableStrength() {
        return tableStrength;
    }

    public int tableOwner() {
        return tableOwner;
    }

    public int capturedCount(int p) {
        return capturedLen[p];
    }

    public int chips(int p) {
        return chips[p];
    }

    public int scoutsLeft(int p) {
        return scoutsLeft[p];
    }

    public int scoutShowsLeft(int p) {
        return scoutShowsLeft[p];
    }

    public int discardCount() {
        return discardLen;
    }

    public int total(int p) {
        return totals[p];
    }

    public List<ScoutRoundScore> results() {
        return Collections.unmodifiableList(results);
    }

    public int moveCount() {
        return moves == null ? 0 : moves.size();
    }

    /** The moves so far, oldest first. */
    public List<ScoutMove> moves() {
        ScoutMove[] a = new ScoutMove[moveCount()];
        for (MoveLog l = moves; l != null; l = l.before()) {
            a[l.size() - 1] = l.move();
        }
        return List.of(a);
    }
}
