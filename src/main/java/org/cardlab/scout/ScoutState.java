package org.cardlab.scout;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.GameState;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.MoveHistory;
import org.cardlab.core.Rng;

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
    /** The deck, the rules, the seed...: what never changes during the match, shared with every copy. */
    private final ScoutSetup setup;

    /** What only its holder sees: the hands; and what nobody sees: the undealt cards. */
    private final ScoutHands hands;
    /** What everyone sees: the active set, the piles. */
    private final ScoutTable table;
    /** Whose turn, the round, the chips and what each may still do. */
    private final ScoutTurn turn;
    /** The rounds' scores and the totals. */
    private final ScoutScores scores;
    /** The moves so far; shared between copies (a copy costs one pointer, not the history). */
    private MoveHistory<ScoutMove> moves = MoveHistory.empty();

    /** {@link #fullState} of this exact state, or null; every change goes through {@link #apply}, which clears it. */
    private String fullStateCache;

    /**
     * The move {@link #randomLegalMove} last returned, while the state has not changed since:
     * it is legal by construction (and the invariant harness checks sampled moves against
     * {@link #whyIllegal}), so {@link #apply} skips re-checking it. Not part of the state.
     */
    private ScoutMove sampled;

    /** Scratch for Scout &amp; Show checks (the hand after the scout). */
    private final int[] scratch;

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
        this.setup = ScoutSetup.of(deck, seed, firstDeal);
        int n = deck.players;
        int d = deck.size();
        hands = new ScoutHands(n, d);
        table = new ScoutTable(n, d);
        turn = new ScoutTurn(n);
        scores = new ScoutScores(n, deck.rules.tiesShared);
        scratch = new int[d + 1];
        ScoutRoundStart.deal(this, 0);
    }

    private ScoutState(ScoutState o) {
        setup = o.setup;
        hands = o.hands.copy();
        table = o.table.copy();
        turn = o.turn.copy();
        scores = o.scores.copy();
        moves = o.moves;
        scratch = new int[o.scratch.length];
    }

    // ---------------------------------------------------------------- the parts, for the classes that read them

    ScoutHands hands() {
        return hands;
    }

    ScoutTable board() {
        return table;
    }

    ScoutTurn turn() {
        return turn;
    }

    ShowFinder shows() {
        return setup.shows();
    }

    int[] scratch() {
        return scratch;
    }

    ScoutScores scores() {
        return scores;
    }

    // ---------------------------------------------------------------- legality

    @Override
    public String whyIllegal(ScoutMove m) {
        return ScoutLegality.why(this, m);
    }

    /** Fills {@link #scratch} with p's hand after the scout part of {@code m}; returns its length. */
    int afterScout(int p, ScoutMove m) {
        return hands.withInserted(p, m.insertAt(), scoutedCard(m), scratch);
    }

    int scoutedCard(ScoutMove m) {
        int card = table.end(m.fromRight());
        return m.turned() ? card ^ 1 : card;
    }

    // ---------------------------------------------------------------- moves

    @Override
    public void apply(ScoutMove m) {
        int p = turn.current();
        if (m != sampled || m == null) {
            String why = whyIllegal(m);
            if (why != null) {
                throw new IllegalMoveException("player " + p + " cannot play '" + m + "': " + why);
            }
        }
        sampled = null;
        fullStateCache = null;
        moves = moves.plus(m);
        ScoutTurnRules.play(this, p, m);
    }

    // ---------------------------------------------------------------- listing and sampling moves

    /** See {@link ShowFinder#count}; kept for tests that compare counting with listing. */
    int countShows(int[] cards, int len, int tableS, int pick) {
        return setup.shows().count(cards, len, tableS, pick);
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
        int len = table.size();
        if (len == 1) {
            return SetStrength.EMPTY;
        }
        int[] set = table.cards();
        SetStrength strength = setup.strength();
        return fromRight ? strength.ofCards(set, 0, len - 2, setup.deck()) : strength.ofCards(set, 1, len - 1, setup.deck());
    }

    // ---------------------------------------------------------------- the contract's views

    @Override
    public int numPlayers() {
        return setup.players();
    }

    @Override
    public int currentPlayer() {
        return turn.over() ? TERMINAL : turn.current();
    }

    @Override
    public boolean isTerminal() {
        return turn.over();
    }

    /** Each seat's total points (the match score); see {@link #winShares} for the win. */
    @Override
    public double[] returns() {
        double[] r = new double[numPlayers()];
        for (int p = 0; p < r.length; p++) {
            r[p] = scores.total(p);
        }
        return r;
    }

    /** The winners: the most points; tied players share the win (or, if the spec says so, nobody wins a tie). */
    public List<Integer> winners() {
        return scores.winners();
    }

    /** 1/k for each of the k winners, 0 otherwise. */
    public double[] winShares() {
        double[] s = new double[numPlayers()];
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

    /** Whether {@code o} gives {@code player} the same {@link #observation}, decided without writing either. */
    public boolean sameObservation(ScoutState o, int player) {
        return ScoutStateViews.sameObservation(this, o, player);
    }

    @Override
    public ScoutState copy() {
        return new ScoutState(this);
    }

    @Override
    public JsonNode toJson() {
        return new ScoutGame(rules(), numPlayers()).record(this).toJson();
    }

    /** The hand-given first deal (encoded cards per player), or null when round 1 was dealt from the seed. */
    int[][] firstDeal() {
        return setup.firstDeal();
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
        return setup.deck().shown(cs, len);
    }

    @Override
    public void forEachCard(CardVisitor v) {
        ScoutStateViews.forEachCard(this, v);
    }

    @Override
    public int deckSize() {
        return setup.deck().size();
    }

    /** Shuffles the other players' hands and the undealt cards among themselves, sides included. */
    @Override
    public ScoutState resampleUnseen(int player, Rng rng) {
        return ScoutStateViews.resampleUnseen(this, player, rng);
    }

    // ---------------------------------------------------------------- read access (bots, tools, tests)

    public ScoutDeck deck() {
        return setup.deck();
    }

    public ScoutRules rules() {
        return setup.rules();
    }

    public SetStrength strength() {
        return setup.strength();
    }

    public long seed() {
        return setup.seed();
    }

    public boolean inFlipPhase() {
        return turn.inFlipPhase() && !turn.over();
    }

    /** 0-based round being played (the last one once the game is over). */
    public int round() {
        return turn.round();
    }

    public int handSize(int p) {
        return hands.size(p);
    }

    /** Encoded card (id * 2 + side) at index i of p's hand. */
    public int handCard(int p, int i) {
        return hands.card(p, i);
    }

    /** A copy of p's hand, encoded. */
    public int[] hand(int p) {
        return Arrays.copyOf(hands.cards(p), hands.size(p));
    }

    public int[] table() {
        return Arrays.copyOf(table.cards(), table.size());
    }

    public int tableSize() {
        return table.size();
    }

    public int tableStrength() {
        return table.strength();
    }

    public int tableOwner() {
        return table.owner();
    }

    public int capturedCount(int p) {
        return table.capturedCount(p);
    }

    public int chips(int p) {
        return turn.chips(p);
    }

    public int scoutsLeft(int p) {
        return turn.scoutsLeft(p);
    }

    public int scoutShowsLeft(int p) {
        return turn.scoutShowsLeft(p);
    }

    public int discardCount() {
        return table.discardCount();
    }

    public int total(int p) {
        return scores.total(p);
    }

    public List<ScoutRoundScore> results() {
        return scores.rounds();
    }

    public int moveCount() {
        return moves.size();
    }

    /** The moves so far, oldest first. */
    public List<ScoutMove> moves() {
        return moves.oldestFirst();
    }
}
