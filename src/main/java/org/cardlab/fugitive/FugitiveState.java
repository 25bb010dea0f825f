package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.GameState;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.Rng;

/**
 * A Fugitive game under one spec, in two parts: the public part ({@link PublicState}: whose turn,
 * what is due, what lies face up, how the game ended), driven by the same events as the Marshal's
 * notes, and where every card lies ({@link HiddenCards}: decks, hands, the cards of the route).
 * The rules of play are {@link FugitiveTurnRules}' (the numbers {@link FugitiveRules}'), the move
 * lists {@link FugitiveMoveLists}', the views {@link FugitiveViews}'. The seats are
 * {@link FugitiveSeat}s. Chance is the order of the three decks, fixed by the seed (or given
 * explicitly, for hand-built situations).
 */
public final class FugitiveState implements GameState<FugitiveMove> {
    /** The rules, the seed, how the decks came: what never changes during the game, shared with every copy. */
    private final FugitiveSetup setup;
    private final HiddenCards cards;
    private final PublicState table;
    private final ArrayList<FugitiveMove> moves;
    /** The moves in notation, kept as they are made (fullState() is called often on long games); a copy shares its frozen pieces. */
    private final MoveLog moveLog;
    private final ArrayList<NoteEvent> events;

    private FugitiveState(FugitiveSetup setup, HiddenCards cards, PublicState table) {
        this.setup = setup;
        this.cards = cards;
        this.table = table;
        this.moves = new ArrayList<>(64);
        this.events = new ArrayList<>(64);
        this.moveLog = new MoveLog();
    }

    /** A copy of {@code o} with the cards {@code cards}. */
    private FugitiveState(FugitiveState o, HiddenCards cards) {
        this(o, cards, o.table.copy());
    }

    private FugitiveState(FugitiveState o, HiddenCards cards, PublicState table) {
        setup = o.setup;
        this.cards = cards;
        this.table = table;
        moves = new ArrayList<>(o.moves);
        moveLog = new MoveLog(o.moveLog);
        events = new ArrayList<>(o.events);
    }

    private static FugitiveState dealt(FugitiveRules rules, long seed, boolean explicit, HiddenCards cards) {
        cards.deal(rules);
        return new FugitiveState(new FugitiveSetup(rules, seed, explicit, false), cards, new PublicState(rules));
    }

    /** A new game whose three decks are shuffled by {@code seed}. */
    public static FugitiveState newGame(FugitiveRules rules, long seed) {
        return dealt(rules, seed, false, HiddenCards.shuffled(rules, seed));
    }

    /**
     * A new game with the decks in the given order (top card first). Each deck must hold
     * exactly its range's cards; {@link FugitiveGame} checks that for game files.
     */
    public static FugitiveState withDecks(FugitiveRules rules, int[][] decks) {
        return dealt(rules, 0, true, HiddenCards.given(decks));
    }

    /**
     * A hand-built situation, for rule tests: the route (card 0 first) with the sprint cards
     * under each position and which positions are face up, the two hands, and whose decision
     * is due. Every other card waits in its deck, in ascending order. Such a state has no move
     * log, so it cannot be written as a game file.
     */
    static FugitiveState situation(FugitiveRules rules, int[] route, long[] sprintCards, long faceUpPositions,
            long fugitiveHand, long marshalHand, Phase phase) {
        HiddenCards cards = HiddenCards.laidOut(rules, route, sprintCards, fugitiveHand, marshalHand);
        int[] upCards = new int[route.length];
        int[] sprintCounts = new int[route.length];
        long[] knownSprints = new long[route.length];
        for (int p = 0; p < route.length; p++) {
            boolean up = p == 0 || Cards.has(faceUpPositions, p);
            upCards[p] = up ? route[p] : -1;
            sprintCounts[p] = Long.bitCount(sprintCards[p]);
            knownSprints[p] = up && route[p] != rules.escape ? sprintCards[p] : 0;
        }
        int[] left = new int[3];
        for (int d = 0; d < 3; d++) {
            left[d] = cards.undrawn(d + 1).length;
        }
        PublicState table = PublicState.situation(rules, upCards, sprintCounts, knownSprints, left, Long.bitCount(fugitiveHand),
                marshalHand, phase);
        return new FugitiveState(new FugitiveSetup(rules, 0, true, true), cards, table);
    }

    // ---- the parts, for the rules of play and the views ----

    HiddenCards cards() {
        return cards;
    }

    PublicState table() {
        return table;
    }

    /** Notes the public event and lets it drive the turn structure. */
    void record(NoteEvent e) {
        events.add(e);
        table.apply(e);
    }

    List<NoteEvent> eventList() {
        return events;
    }

    // ---- the contract ----

    @Override
    public int numPlayers() {
        return 2;
    }

    @Override
    public int currentPlayer() {
        return table.phase().player();
    }

    /** The seat to move, null once the game is over. */
    public FugitiveSeat toMove() {
        return isTerminal() ? null : FugitiveSeat.of(currentPlayer());
    }

    @Override
    public boolean isTerminal() {
        return table.phase() == Phase.OVER;
    }

    /** The winner's seat number, or -1 while the game goes on. */
    public int winner() {
        return table.winner();
    }

    /** The winner, null while the game goes on. */
    public FugitiveSeat winningSeat() {
        return table.winningSeat();
    }

    /** How the game ended, in words (null while it goes on). */
    public String outcome() {
        return table.outcome();
    }

    @Override
    public double[] returns() {
        double[] r = new double[2];
        if (winner() >= 0) {
            r[winner()] = 1;
        }
        return r;
    }

    @Override
    public int deckSize() {
        return FugitiveRules.CARDS;
    }

    @Override
    public String whyIllegal(FugitiveMove m) {
        return FugitiveTurnRules.whyIllegal(this, m);
    }

    /** Numbers a guess may name: 1..41 except the face-up cards. */
    public long guessable() {
        return table.guessable();
    }

    @Override
    public Stream<FugitiveMove> legalMoves() {
        return FugitiveMoveLists.all(this);
    }

    /**
     * A random legal move. Draws: a non-empty deck, uniformly. Placement: pass (when legal) or
     * one of the placeable hideouts, uniformly; then a sprint set as {@link Sprints#sample}.
     * Guess: k numbers with probability 2^-k (the rest on the largest size), uniformly among the
     * guessable numbers. Every legal move has a positive chance.
     */
    @Override
    public FugitiveMove randomLegalMove(Rng rng) {
        return FugitiveMoveLists.random(this, rng);
    }

    @Override
    public void apply(FugitiveMove m) {
        String why = whyIllegal(m);
        if (why != null) {
            throw new IllegalMoveException("'" + m + "' is illegal: " + why);
        }
        moves.add(m);
        moveLog.add(m);
        FugitiveTurnRules.play(this, m);
    }

    // ---- queries ----

    public int deckLeft(int deck) {
        return table.deckLeft(deck);
    }

    public boolean allDecksEmpty() {
        return table.allDecksEmpty();
    }

    public Phase phase() {
        return table.phase();
    }

    public FugitiveRules rules() {
        return setup.rules();
    }

    public long hand(FugitiveSeat seat) {
        return cards.hand(seat);
    }

    public long fugitiveHand() {
        return cards.hand(FugitiveSeat.FUGITIVE);
    }

    public long marshalHand() {
        return cards.hand(FugitiveSeat.MARSHAL);
    }

    /** Positions in the route, card 0 included. */
    public int routeLength() {
        return table.routeLength();
    }

    public int hideout(int position) {
        return cards.hideout(position);
    }

    /** The card of the last route position (card 0 before the first hideout). */
    int lastHideout() {
        return cards.hideout(routeLength() - 1);
    }

    public long sprintCards(int position) {
        return cards.sprints(position);
    }

    public boolean isFaceUp(int position) {
        return table.isFaceUp(position);
    }

    /** The face-down hideout cards. */
    public long faceDownCards() {
        return cards.hideoutsAt(table.faceDownPositions());
    }

    public int faceDownCount() {
        return table.faceDownCount();
    }

    /** The highest face-up hideout other than 42 (card 0 when none was revealed). */
    public int highestRevealed() {
        return table.highestRevealed();
    }

    public int lastRevealed() {
        return table.lastRevealed();
    }

    /** The revealed hideout the manhunt compares with its threshold (the spec says which). */
    public int manhuntCompared() {
        return table.manhuntCompared();
    }

    public boolean escaped() {
        return table.escaped();
    }

    public List<FugitiveMove> moves() {
        return List.copyOf(moves);
    }

    public List<NoteEvent> events() {
        return List.copyOf(events);
    }

    /** The Marshal's notes so far. */
    public Notes notes() {
        return new Notes(rules().name(), events);
    }

    public long seed() {
        return setup.seed();
    }

    // ---- observations, copies, serialization ----

    @Override
    public JsonNode observation(int player) {
        return FugitiveViews.observation(this, FugitiveSeat.of(player));
    }

    /** Whether {@code o} gives {@code player} the same {@link #observation}, decided without writing either. */
    public boolean sameObservation(FugitiveState o, int player) {
        return FugitiveViews.sameObservation(this, o, FugitiveSeat.of(player));
    }

    @Override
    public FugitiveState copy() {
        return new FugitiveState(this, cards.copy());
    }

    @Override
    public JsonNode toJson() {
        if (setup.handBuilt()) {
            throw new IllegalStateException("a hand-built situation has no move log to write as a game");
        }
        return new FugitiveGame(rules()).record(this).toJson();
    }

    /** True when the decks were given ({@link #withDecks}) rather than shuffled from the seed. */
    public boolean decksGiven() {
        return setup.decksGiven();
    }

    /** The decks in their dealt order (top first), for building witness games. */
    public int[][] dealtDecks() {
        return cards.dealt();
    }

    @Override
    public String fullState() {
        return FugitiveViews.fullState(this, moveLog);
    }

    /** Whether {@code o}'s {@link #fullState} is this one's, decided without writing either text. */
    public boolean sameFullState(FugitiveState o) {
        return FugitiveViews.sameFullState(this, moveLog, o, o.moveLog);
    }

    @Override
    public void forEachCard(CardVisitor v) {
        cards.forEachCard(rules(), routeLength(), v);
    }

    /**
     * The Marshal cannot see the Fugitive's hand, the decks, face-down hideouts or any sprint
     * card still face down; the Fugitive cannot see the decks or the Marshal's hand.
     */
    @Override
    public FugitiveState resampleUnseen(int player, Rng rng) {
        return new FugitiveState(this, cards.resampled(FugitiveSeat.of(player), table, rng));
    }

    /**
     * A particle of the Fugitive's belief: this state with the Marshal's hand and the decks' undrawn
     * cards dealt again, each card within its own deck (the counts drawn from each deck are public),
     * and his cards of each deck dealt to his draws from it at random, so the notes name what he drew.
     */
    public FugitiveState resampleForFugitive(Rng rng) {
        FugitiveRules rules = rules();
        HiddenCards dealt = cards.resampledWithinDecks(rules, rng);
        FugitiveState p = new FugitiveState(this, dealt, table.withMarshalDraws(marshalHand(), dealt.hand(FugitiveSeat.MARSHAL)));
        for (int d = 1; d <= 3; d++) {
            List<Integer> draws = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                if (events.get(i) instanceof NoteEvent.MarshalDraw m && rules.deckOf(m.card()) == d) {
                    draws.add(i);
                }
            }
            int[] held = Cards.toArray(p.marshalHand() & Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]));
            if (held.length != draws.size()) {
                continue; // a hand-built position whose Marshal held cards before any note: its notes stay
            }
            rng.shuffle(held);
            for (int k = 0; k < held.length; k++) {
                p.events.set(draws.get(k), new NoteEvent.MarshalDraw(held[k]));
            }
        }
        return p;
    }
}
