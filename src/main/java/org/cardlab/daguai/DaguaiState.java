package org.cardlab.daguai;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.GameState;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.Rng;
import org.cardlab.core.UserError;

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

    final DaguaiRules rules;
    final long seed;
    final boolean match;
    /** The hands of round 1 when given (faces per seat), or null when dealt from the seed. */
    final int[][] firstDeal;

    /** owner[id]: the seat holding card id, or -1 once played this round. */
    int[] owner = new int[Card.PHYSICAL];
    int[][] counts = new int[SEATS][Card.FACES];
    int[] handSize = new int[SEATS];
    int[] played = new int[Card.PHYSICAL];
    int playedSize;

    Stage phase;
    int round;
    int[] levels = {0, 0};
    int offense;
    int leader;
    int toMove;
    ComboRules order;

    Combo last;
    int lastSeat = -1;
    int passes;
    /** Seats that passed during this trick (bit per seat): under the out-of-trick reading they sit it out. */
    int passedMask;
    int[] escaped = new int[SEATS];
    int escapedCount;
    int tricks;

    List<Tribute.Payment> payments = new ArrayList<>();
    /** For each payment, what came of it once settled ("return 5H", "keep 9C", ...); null while pending. */
    String[] settled = new String[0];
    /** The two cards offered for a joker under the house rule, while the giver chooses; else null. */
    int[] offered;
    int pendingReturn;

    /** The play last judged by whyIllegal and its combo, so apply need not classify it again. */
    DaguaiMove checkedMove;
    Combo checkedCombo;

    List<int[]> leaderDraw;
    List<DaguaiRoundResult> results = new ArrayList<>();
    int matchWinner = -1;
    /** The moves so far, newest first, shared between copies (a copy costs nothing). */
    private MoveLog moves = null;

    private record MoveLog(DaguaiMove move, MoveLog previous, int size) {}

    /** A new game: one round ({@code match} false) or a match to the spec's level. */
    public DaguaiState(DaguaiRules rules, long seed, boolean match) {
        this(rules, seed, match, null);
    }

    /**
     * A new game whose first round deals the given hands (six lists of faces, 27 cards each, the
     * three decks in all); the leader draw and later rounds come from {@code seed}.
     */
    public DaguaiState(DaguaiRules rules, long seed, boolean match, int[][] firstDeal) {
        this.rules = rules;
        this.seed = seed;
        this.match = match;
        this.firstDeal = firstDeal == null ? null : checkDeal(firstDeal);
        ComboRules levelTwo = rules.at(0);
        leaderDraw = Dealer.drawForLeader(seed, levelTwo);
        leader = Dealer.leaderOf(leaderDraw, levelTwo);
        offense = Scoring.team(leader);
        startRound(1, null);
    }

    private DaguaiState(DaguaiState o) {
        rules = o.rules;
        seed = o.seed;
        match = o.match;
        firstDeal = o.firstDeal;
        owner = o.owner.clone();
        counts = new int[SEATS][];
        for (int s = 0; s < SEATS; s++) {
            counts[s] = o.counts[s].clone();
        }
        handSize = o.handSize.clone();
        played = o.played.clone();
        playedSize = o.playedSize;
        phase = o.phase;
        round = o.round;
        levels = o.levels.clone();
        offense = o.offense;
        leader = o.leader;
        toMove = o.toMove;
        order = o.order;
        last = o.last;
        lastSeat = o.lastSeat;
        passes = o.passes;
        passedMask = o.passedMask;
        escaped = o.escaped.clone();
        escapedCount = o.escapedCount;
        tricks = o.tricks;
        payments = new ArrayList<>(o.payments);
        settled = o.settled.clone();
        offered = o.offered;
        pendingReturn = o.pendingReturn;
        leaderDraw = o.leaderDraw;
        results = new ArrayList<>(o.results);
        matchWinner = o.matchWinner;
        moves = o.moves;
    }

    // ---- rounds ----

    /** Deals round {@code r}; {@code previous} decides the tribute (null in the first round). */
    private void startRound(int r, DaguaiRoundResult previous) {
        round = r;
        Arrays.fill(handSize, 0);
        for (int[] c : counts) {
            Arrays.fill(c, 0);
        }
        if (r == 1 && firstDeal != null) {
            int[] copiesUsed = new int[Card.FACES];
            for (int seat = 0; seat < SEATS; seat++) {
                for (int f : firstDeal[seat]) {
                    give(copiesUsed[f]++ * Card.FACES + f, seat);
                }
            }
        } else {
            int[] deck = Dealer.deal(seed, r);
            for (int i = 0; i < deck.length; i++) {
                give(deck[i], i % SEATS);
            }
        }
        playedSize = 0;
        order = rules.at(levels[offense]);
        last = null;
        lastSeat = -1;
        passes = 0;
        passedMask = 0;
        escapedCount = 0;
        tricks = 0;
        payments = new ArrayList<>();
        pendingReturn = 0;
        if (previous != null && Scoring.tributeDue(previous.outcome())) {
            int winner = previous.winnerTeam();
            int[] receivers = rules.tributeToFinishingPlaces ? previous.escapeOrder() // "nr 1", "nr 2", ... literally
                    : Arrays.stream(previous.escapeOrder()).filter(s -> Scoring.team(s) == winner).toArray();
            payments = Tribute.payments(previous.trapped(), receivers, counts, order, rules);
            for (Tribute.Payment p : payments) {
                moveCard(p.giver(), p.receiver(), p.face());
            }
        }
        settled = new String[payments.size()];
        offered = null;
        phase = Stage.PLAY;
        toMove = leader;
        advanceReturns();
    }

    /** Moves to the next payment that owes a card back, or to play when none is left. */
    private void advanceReturns() {
        while (pendingReturn < payments.size() && !payments.get(pendingReturn).returnDue()) {
            pendingReturn++;
        }
        if (pendingReturn < payments.size()) {
            phase = Stage.RETURN;
            Tribute.Payment p = payments.get(pendingReturn);
            toMove = offered != null ? p.giver() : p.receiver();
        } else {
            phase = Stage.PLAY;
            toMove = leader;
        }
    }

    private void endRound(int escapedTeam) {
        int first = escaped[0];
        Scoring.Outcome outcome = Scoring.outcome(offense, first, escapedTeam);
        int[] trappedSeats = new int[SEATS - escapedCount];
        int[] left = handSize.clone();
        int k = 0;
        for (int s = 0; s < SEATS; s++) {
            if (handSize[s] > 0) {
                trappedSeats[k++] = s;
            }
        }
        int[] trapped = Tribute.trappedWorstFirst(trappedSeats, left, first, rules);
        int level = levels[offense];
        int gain = Scoring.levelGain(outcome, trapped.length, rules);
        if (gain > 0) {
            if (match && levels[offense] >= rules.matchLevel) {
                matchWinner = offense; // won a round as the offense at the match level
            } else {
                levels[offense] = Math.min(levels[offense] + gain, match ? rules.matchLevel : Card.ACE);
                if (match && rules.matchEndsOnReaching && levels[offense] >= rules.matchLevel) {
                    matchWinner = offense; // reached the match level
                }
            }
        }
        DaguaiRoundResult result = new DaguaiRoundResult(round, offense, level, outcome, Arrays.copyOf(escaped, escapedCount),
                trapped, tricks, levels.clone());
        results.add(result);
        if (!match || matchWinner >= 0) {
            phase = Stage.OVER;
            toMove = TERMINAL;
            return;
        }
        leader = first;
        offense = Scoring.team(first);
        startRound(round + 1, result);
    }

    /** A given deal holds six hands of 27 cards, each face of the three decks exactly three times. */
    private static int[][] checkDeal(int[][] deal) {
        if (deal.length != SEATS) {
            throw new UserError("the deal gives " + deal.length + " hands for " + SEATS + " seats");
        }
        int[] seen = new int[Card.FACES];
        for (int seat = 0; seat < SEATS; seat++) {
            if (deal[seat].length != Dealer.HAND) {
                throw new UserError("deal[" + seat + "] holds " + deal[seat].length + " cards, not " + Dealer.HAND);
            }
            for (int f : deal[seat]) {
                if (++seen[f] > Card.DECKS) {
                    throw new UserError("the deal gives " + Card.name(f) + " more than " + Card.DECKS + " times (three decks)");
                }
            }
        }
        int[][] copy = new int[SEATS][];
        for (int seat = 0; seat < SEATS; seat++) {
            copy[seat] = deal[seat].clone();
        }
        return copy;
    }

    /** The hands of round 1 as given (faces per seat), or null when dealt from the seed. */
    public int[][] firstDeal() {
        return firstDeal == null ? null : firstDeal.clone();
    }

    public long seed() {
        return seed;
    }

    void give(int id, int seat) {
        owner[id] = seat;
        counts[seat][Card.face(id)]++;
        handSize[seat]++;
    }

    /** Takes the lowest-numbered copy of {@code face} from {@code seat}; returns its id. */
    private int take(int seat, int face) {
        for (int c = 0; c < Card.DECKS; c++) {
            int id = c * Card.FACES + face;
            if (owner[id] == seat) {
                owner[id] = -1;
                counts[seat][face]--;
                handSize[seat]--;
                return id;
            }
        }
        throw new IllegalStateException("seat " + seat + " holds no " + Card.name(face));
    }

    private void moveCard(int from, int to, int face) {
        give(take(from, face), to);
    }

    private boolean active(int seat) {
        return handSize[seat] > 0;
    }

    private int nextActive(int seat) {
        int s = rules.next(seat);
        while (!active(s)) {
            s = rules.next(s);
        }
        return s;
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
        moves = new MoveLog(move, moves, moveCount() + 1);
        if (phase == Stage.RETURN) {
            Tribute.Payment p = payments.get(pendingReturn);
            switch (move.type) {
                case RETURN -> {
                    moveCard(p.receiver(), p.giver(), move.faces[0]);
                    settled[pendingReturn] = move.toString();
                }
                case OFFER -> offered = move.faces;
                default -> { // KEEP: the kept cards go to the giver, a card higher than both comes back
                    settled[pendingReturn] = "offer " + Card.names(offered) + ", " + move;
                    for (int i = 0; i < Math.min(2, move.faces.length); i++) {
                        moveCard(p.receiver(), p.giver(), move.faces[i]);
                    }
                    if (move.faces.length == 3) {
                        moveCard(p.giver(), p.receiver(), move.faces[2]);
                    }
                    offered = null;
                }
            }
            if (move.type != DaguaiMove.Type.OFFER) {
                pendingReturn++;
            }
            advanceReturns();
            return;
        }
        if (move.type == DaguaiMove.Type.PASS) {
            passes++;
            passedMask |= 1 << toMove;
            if (trickOver()) {
                winTrick();
            } else {
                toMove = nextToAct(toMove);
            }
            return;
        }
        Combo c = checkedMove == move ? checkedCombo : ComboClassifier.classifySorted(move.faces.clone(), order);
        checkedMove = null;
        int seat = toMove;
        for (int f : move.faces) {
            played[playedSize++] = take(seat, f);
        }
        last = c;
        lastSeat = seat;
        passes = 0;
        if (handSize[seat] == 0) {
            escaped[escapedCount++] = seat;
            int team = Scoring.team(seat);
            boolean all = true;
            for (int s = team; s < SEATS; s += 2) {
                all &= !active(s);
            }
            if (all) {
                tricks++; // the last play wins its trick: nobody may answer once the round is over
                endRound(team);
                return;
            }
        }
        if (trickOver()) { // a pass is final and everyone else has passed already
            winTrick();
        } else {
            toMove = nextToAct(seat);
        }
    }

    /**
     * Whether every other player still in the round has passed: in a row since the last play
     * ("dopóki wszystkich pozostałych 5 graczy nie spasuje"), or, when a pass is final, at some
     * point in this trick.
     */
    private boolean trickOver() {
        int others = 0;
        int stillIn = 0;
        for (int s = 0; s < SEATS; s++) {
            if (active(s) && s != lastSeat) {
                others++;
                stillIn += (passedMask >> s & 1) == 0 ? 1 : 0;
            }
        }
        return rules.passIsFinal ? stillIn == 0 : passes >= others;
    }

    /** The last player to play wins the trick and leads (or, escaped, hands the lead on). */
    private void winTrick() {
        tricks++;
        int winner = lastSeat;
        last = null;
        lastSeat = -1;
        passes = 0;
        passedMask = 0;
        toMove = active(winner) ? winner : nextLeader(winner);
    }

    /** The next player still holding cards, skipping, when a pass is final, those who passed this trick. */
    private int nextToAct(int seat) {
        int s = nextActive(seat);
        while (rules.passIsFinal && (passedMask >> s & 1) != 0) {
            s = nextActive(s);
        }
        return s;
    }

    /** Who leads after a trick won by a player who has already escaped. */
    private int nextLeader(int winner) {
        if (rules.leadToPartner) {
            int s = rules.next(winner);
            while (!(active(s) && Scoring.team(s) == Scoring.team(winner))) {
                s = rules.next(s);
            }
            return s;
        }
        return nextActive(winner);
    }

    /** 1 to the winning team's seats, 0 to the losers, 0.5 each on a drawn round. */
    @Override
    public double[] returns() {
        double[] r = new double[SEATS];
        if (phase != Stage.OVER) {
            return r;
        }
        int winner = match ? matchWinner : results.get(0).winnerTeam();
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

    // ---- files ----

    @Override
    public JsonNode toJson() {
        return new DaguaiGame(rules, match).record(this).toJson();
    }

    // ---- read access for bots, commands and tests ----

    public DaguaiRules rules() {
        return rules;
    }

    public Stage phase() {
        return phase;
    }

    public int round() {
        return round;
    }

    public boolean isMatch() {
        return match;
    }

    public ComboRules order() {
        return order;
    }

    /** The play to beat, or null when the player to move leads. */
    public Combo lastPlay() {
        return last;
    }

    public int lastSeat() {
        return lastSeat;
    }

    /** Cards per face in a seat's hand (a copy). */
    public int[] hand(int seat) {
        return counts[seat].clone();
    }

    public int handSize(int seat) {
        return handSize[seat];
    }

    public int level(int team) {
        return levels[team];
    }

    public int offenseTeam() {
        return offense;
    }

    public List<DaguaiRoundResult> results() {
        return List.copyOf(results);
    }

    public List<Tribute.Payment> payments() {
        return List.copyOf(payments);
    }

    public List<int[]> leaderDraw() {
        return leaderDraw;
    }

    public int matchWinner() {
        return matchWinner;
    }

    /** The moves so far, oldest first. */
    public List<DaguaiMove> moves() {
        DaguaiMove[] out = new DaguaiMove[moveCount()];
        for (MoveLog l = moves; l != null; l = l.previous()) {
            out[l.size() - 1] = l.move();
        }
        return List.of(out);
    }

    public int moveCount() {
        return moves == null ? 0 : moves.size();
    }

    public int tricks() {
        return tricks;
    }
}
