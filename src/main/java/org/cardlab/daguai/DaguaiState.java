package org.cardlab.daguai;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.GameState;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.MoveHistory;
import org.cardlab.core.Rng;

/**
 * Da Guai Lu Zi under the game contract: six seats in two alternating teams, one round or a
 * whole match to the spec's level. Phases: {@code play} (lead, follow or pass) and, between
 * rounds, {@code return} (a tribute receiver gives a card back). The tribute itself is
 * forced (the highest card), so the engine moves it; the deal and the leader draw come from
 * the seed ({@link Dealer}).
 */
public final class DaguaiState implements GameState<DaguaiMove> {
    public static final int SEATS = Dealer.SEATS;

    public enum Stage { PLAY, RETURN, OVER }

    static final String[] HAND_PLACES = {"hand of seat 0", "hand of seat 1", "hand of seat 2",
        "hand of seat 3", "hand of seat 4", "hand of seat 5"};

    /** The rules, the seed, round or match, a given first deal: what never changes during the game, shared with every copy. */
    private final DaguaiSetup setup;

    /** What only its holder sees: the hands. */
    private final DaguaiHands hands;
    /** What everyone sees of the round: the play to beat, the passes, the cards played, who is out. */
    private final DaguaiTrick trick;
    /** The tribute exchange between rounds. */
    private final DaguaiExchange exchange;
    /** The levels, the offense, the leader, the rounds' results, the winner. */
    private final DaguaiMatch matchState;

    private Stage phase;
    private int toMove;
    /** The card order of the round (its level). */
    private ComboRules order;

    /** The play last judged by whyIllegal and its combo, so apply need not classify it again. */
    private DaguaiMove checkedMove;
    private Combo checkedCombo;

    /**
     * A playout's world ({@link GreedyPlay#finishRound}): the end of its round ends the game, as nothing reads the next
     * round's deal and tribute. Copies keep it; a real game never has it.
     */
    private boolean endsWithRound;

    /** The moves so far, shared between copies (a copy costs one pointer, not the history). */
    private MoveHistory<DaguaiMove> moves = MoveHistory.empty();

    /** A new game: one round ({@code match} false) or a match to the spec's level. */
    public DaguaiState(DaguaiRules rules, long seed, boolean match) {
        this(rules, seed, match, null);
    }

    /**
     * A new game whose first round deals the given hands (six lists of faces, 27 cards each, the
     * three decks in all); the leader draw and later rounds come from {@code seed}.
     */
    public DaguaiState(DaguaiRules rules, long seed, boolean match, int[][] firstDeal) {
        this.setup = DaguaiSetup.of(rules, seed, match, firstDeal);
        ComboRules levelTwo = rules.at(0);
        java.util.List<int[]> draw = Dealer.drawForLeader(seed, levelTwo);
        hands = new DaguaiHands();
        trick = new DaguaiTrick();
        exchange = new DaguaiExchange();
        matchState = new DaguaiMatch(draw, Dealer.leaderOf(draw, levelTwo));
        DaguaiTurnRules.startRound(this, 1, null);
    }

    private DaguaiState(DaguaiState o) {
        setup = o.setup;
        hands = o.hands.copy();
        trick = o.trick.copy();
        exchange = o.exchange.copy();
        matchState = o.matchState.copy();
        phase = o.phase;
        toMove = o.toMove;
        order = o.order;
        moves = o.moves;
        endsWithRound = o.endsWithRound;
    }

    // ---- the parts, for the classes that read and play them ----

    DaguaiHands hands() {
        return hands;
    }

    DaguaiTrick trick() {
        return trick;
    }

    DaguaiExchange exchange() {
        return exchange;
    }

    DaguaiMatch match() {
        return matchState;
    }

    void setTurn(Stage stage, int seat) {
        phase = stage;
        toMove = seat;
    }

    void setOrder(ComboRules o) {
        order = o;
    }

    void endWithRound() {
        endsWithRound = true;
    }

    boolean endsWithRound() {
        return endsWithRound;
    }

    /** whyIllegal judged {@code move} a legal play (or an illegal one: null) making {@code c}: apply need not classify it again. */
    void checked(DaguaiMove move, Combo c) {
        checkedMove = move;
        checkedCombo = c;
    }

    // ---- the contract ----

    @Override
    public int numPlayers() {
        return SEATS;
    }

    @Override
    public int currentPlayer() {
        return phase == Stage.OVER ? TERMINAL : toMove;
    }

    @Override
    public boolean isTerminal() {
        return phase == Stage.OVER;
    }

    @Override
    public Stream<DaguaiMove> legalMoves() {
        return DaguaiMoves.all(this);
    }

    /** The engine's random move: {@link DaguaiMoves#random}. Every legal move has a positive chance. */
    @Override
    public DaguaiMove randomLegalMove(Rng rng) {
        return DaguaiMoves.random(this, rng);
    }

    @Override
    public String whyIllegal(DaguaiMove move) {
        return DaguaiLegality.why(this, move);
    }

    @Override
    public void apply(DaguaiMove move) {
        String why = whyIllegal(move);
        if (why != null) {
            throw new IllegalMoveException("move '" + move + "': " + why);
        }
        moves = moves.plus(move);
        if (phase == Stage.RETURN) {
            DaguaiTurnRules.exchange(this, move);
        } else if (move.type == DaguaiMove.Type.PASS) {
            DaguaiTurnRules.pass(this);
        } else {
            Combo c = checkedMove == move ? checkedCombo : ComboClassifier.classifySorted(move.faces.clone(), order);
            checkedMove = null;
            DaguaiTurnRules.play(this, move, c);
        }
    }

    /**
     * The trusted path of the search's playouts ({@link GreedyPlay#finishRound}): {@code c} (or a pass when null) is a
     * play the engine generated for the seat to move, so it is neither checked nor classified again. Only the engine
     * reaches it; {@link #apply} checks every move from outside.
     */
    void applyGenerated(Combo c) {
        if (phase != Stage.PLAY) {
            throw new IllegalStateException("a generated play in the " + phase + " stage");
        }
        DaguaiMove move = c == null ? DaguaiMove.PASS : DaguaiMove.playSorted(c.faces);
        moves = moves.plus(move);
        checkedMove = null;
        if (c == null) {
            DaguaiTurnRules.pass(this);
        } else {
            DaguaiTurnRules.play(this, move, c);
        }
    }

    /** 1 to the winning team's seats, 0 to the losers, 0.5 each on a drawn round. */
    @Override
    public double[] returns() {
        double[] r = new double[SEATS];
        if (phase != Stage.OVER) {
            return r;
        }
        int winner = setup.match() ? matchState.winner() : matchState.results().get(0).winnerTeam();
        for (int s = 0; s < SEATS; s++) {
            r[s] = winner < 0 ? 0.5 : Scoring.team(s) == winner ? 1 : 0;
        }
        return r;
    }

    // ---- what players see ----

    @Override
    public JsonNode observation(int player) {
        return DaguaiStateViews.observation(this, player);
    }

    @Override
    public DaguaiState copy() {
        return new DaguaiState(this);
    }

    @Override
    public DaguaiState resampleUnseen(int player, Rng rng) {
        return DaguaiStateViews.resampleUnseen(this, player, rng);
    }

    @Override
    public void forEachCard(CardVisitor visitor) {
        DaguaiStateViews.forEachCard(this, visitor);
    }

    @Override
    public int deckSize() {
        return Card.PHYSICAL;
    }

    @Override
    public String fullState() {
        return DaguaiStateViews.fullState(this);
    }

    @Override
    public JsonNode toJson() {
        return new DaguaiGame(setup.rules(), setup.match()).record(this).toJson();
    }

    // ---- read access for bots, commands and tests ----

    /** The hands of round 1 as given (faces per seat), or null when dealt from the seed. */
    public int[][] firstDeal() {
        int[][] given = setup.firstDeal();
        return given == null ? null : given.clone();
    }

    public long seed() {
        return setup.seed();
    }

    public DaguaiRules rules() {
        return setup.rules();
    }

    public Stage phase() {
        return phase;
    }

    public int round() {
        return matchState.round();
    }

    public boolean isMatch() {
        return setup.match();
    }

    public ComboRules order() {
        return order;
    }

    /** The play to beat, or null when the player to move leads. */
    public Combo lastPlay() {
        return trick.last();
    }

    public int lastSeat() {
        return trick.lastSeat();
    }

    /** Cards per face in a seat's hand (a copy). */
    public int[] hand(int seat) {
        return hands.counts(seat).clone();
    }

    public int handSize(int seat) {
        return hands.size(seat);
    }

    public int level(int team) {
        return matchState.level(team);
    }

    public int offenseTeam() {
        return matchState.offense();
    }

    public List<DaguaiRoundResult> results() {
        return List.copyOf(matchState.results());
    }

    /** The rounds played so far, {@code results().size()} without the copy (a playout asks after every move). */
    public int roundsPlayed() {
        return matchState.results().size();
    }

    public List<Tribute.Payment> payments() {
        return List.copyOf(exchange.payments());
    }

    public List<int[]> leaderDraw() {
        return matchState.leaderDraw();
    }

    public int matchWinner() {
        return matchState.winner();
    }

    /** The moves so far, oldest first. */
    public List<DaguaiMove> moves() {
        return moves.oldestFirst();
    }

    public int moveCount() {
        return moves.size();
    }

    public int tricks() {
        return trick.tricks();
    }
}
