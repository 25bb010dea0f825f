package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.GameState;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;

/**
 * A Fugitive game under one spec (the rules of play live here; the numbers in
 * {@link FugitiveRules}). Seat 0 is the Fugitive, seat 1 the Marshal. Chance is the order of
 * the three decks, fixed by the seed (or given explicitly, for hand-built situations).
 *
 * <p>The public part (whose turn, what is due, what lies face up, how the game ended) is a
 * {@link PublicState} driven by the same events as the Marshal's notes; this class adds what is
 * hidden (decks, hands, the cards of face-down hideouts and sprint cards) and turns moves into
 * those events.
 */
public final class FugitiveState implements GameState<FugitiveMove> {
    public static final int FUGITIVE = 0;
    public static final int MARSHAL = 1;

    final FugitiveRules rules;
    private final long seed;
    private final boolean explicitDecks;
    /** The three decks, top card first; deckTop[d] is the index of the next card to draw. */
    private final int[][] decks;
    private final int[] deckTop = new int[3];
    long fugitiveHand;
    long marshalHand;
    /** Route positions: 0 is card 0; hideouts[p] its card, sprints[p] the cards beneath (face down or not). */
    final int[] hideouts = new int[FugitiveRules.CARDS + 1];
    final long[] sprints = new long[FugitiveRules.CARDS + 1];
    /** The public part: phase, positions face up and down, decks left, the end. */
    private PublicState table;
    private final ArrayList<FugitiveMove> moves;
    /** The moves in notation, kept as they are made: fullState() is called often on long games. */
    private final StringBuilder moveLog;
    /** True for a {@link #situation}: no move log leads to it. */
    private boolean handBuilt;
    private final ArrayList<NoteEvent> events;

    private FugitiveState(FugitiveRules rules, long seed, int[][] decks, boolean explicitDecks) {
        this.rules = rules;
        this.seed = seed;
        this.decks = decks;
        this.explicitDecks = explicitDecks;
        this.moves = new ArrayList<>(64);
        this.events = new ArrayList<>(64);
        this.moveLog = new StringBuilder(256);
        this.table = new PublicState(rules);
        deal();
    }

    private FugitiveState(FugitiveState o) {
        this(o, o.decks); // the deck arrays are never written after the deal: shared
    }

    private FugitiveState(FugitiveState o, int[][] decks) {
        rules = o.rules;
        seed = o.seed;
        explicitDecks = o.explicitDecks;
        this.decks = decks;
        System.arraycopy(o.deckTop, 0, deckTop, 0, 3);
        fugitiveHand = o.fugitiveHand;
        marshalHand = o.marshalHand;
        System.arraycopy(o.hideouts, 0, hideouts, 0, o.routeLength());
        System.arraycopy(o.sprints, 0, sprints, 0, o.routeLength());
        table = o.table.copy();
        moves = new ArrayList<>(o.moves);
        moveLog = new StringBuilder(o.moveLog);
        handBuilt = o.handBuilt;
        events = new ArrayList<>(o.events);
    }

    /** A new game whose three decks are shuffled by {@code seed}. */
    public static FugitiveState newGame(FugitiveRules rules, long seed) {
        Rng rng = new Rng(seed);
        int[][] decks = new int[3][];
        for (int d = 0; d < 3; d++) {
            decks[d] = new int[rules.deckSize(d + 1)];
            for (int i = 0; i < decks[d].length; i++) {
                decks[d][i] = rules.deckLow[d] + i;
            }
            rng.shuffle(decks[d]);
        }
        return new FugitiveState(rules, seed, decks, false);
    }

    /**
     * A new game with the decks in the given order (top card first). Each deck must hold
     * exactly its range's cards; {@link FugitiveGame} checks that for game files.
     */
    public static FugitiveState withDecks(FugitiveRules rules, int[][] decks) {
        int[][] copy = new int[3][];
        for (int d = 0; d < 3; d++) {
            copy[d] = decks[d].clone();
        }
        return new FugitiveState(rules, 0, copy, true);
    }

    /**
     * A hand-built situation, for rule tests: the route (card 0 first) with the sprint cards
     * under each position and which positions are face up, the two hands, and whose decision
     * is due. Every other card waits in its deck, in ascending order. Such a state has no move
     * log, so it cannot be written as a game file.
     */
    static FugitiveState situation(FugitiveRules rules, int[] route, long[] sprintCards, long faceUpPositions,
            long fugitiveHand, long marshalHand, Phase phase) {
        long used = fugitiveHand | marshalHand;
        for (int p = 0; p < route.length; p++) {
            used |= (1L << route[p]) | sprintCards[p];
        }
        int[][] decks = new int[3][];
        int[] tops = new int[3];
        for (int d = 0; d < 3; d++) {
            long range = Cards.range(rules.deckLow[d], rules.deckHigh[d]);
            int[] drawn = Cards.toArray(range & used);
            int[] left = Cards.toArray(range & ~used);
            decks[d] = new int[drawn.length + left.length];
            System.arraycopy(drawn, 0, decks[d], 0, drawn.length);
            System.arraycopy(left, 0, decks[d], drawn.length, left.length);
            tops[d] = drawn.length;
        }
        FugitiveState s = new FugitiveState(rules, 0, decks, true);
        System.arraycopy(tops, 0, s.deckTop, 0, 3);
        s.fugitiveHand = fugitiveHand;
        s.marshalHand = marshalHand;
        System.arraycopy(route, 0, s.hideouts, 0, route.length);
        System.arraycopy(sprintCards, 0, s.sprints, 0, route.length);
        int[] upCards = new int[route.length];
        int[] sprintCounts = new int[route.length];
        long[] knownSprints = new long[route.length];
        for (int p = 0; p < route.length; p++) {
            boolean up = p == 0 || Cards.has(faceUpPositions, p);
            upCards[p] = up ? route[p] : -1;
            sprintCounts[p] = Long.bitCount(sprintCards[p]);
            knownSprints[p] = up && route[p] != FugitiveRules.ESCAPE ? sprintCards[p] : 0;
        }
        int[] left = new int[3];
        for (int d = 0; d < 3; d++) {
            left[d] = decks[d].length - tops[d];
        }
        s.table = PublicState.situation(rules, upCards, sprintCounts, knownSprints, left, Long.bitCount(fugitiveHand), marshalHand, phase);
        s.handBuilt = true;
        return s;
    }

    private void deal() {
        for (int c : rules.startingHand) {
            fugitiveHand |= 1L << c;
        }
        for (int d = 0; d < 3; d++) {
            for (int k = 0; k < rules.initialDraws[d] && deckTop[d] < decks[d].length; k++) {
                fugitiveHand |= 1L << decks[d][deckTop[d]++];
            }
        }
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

    @Override
    public boolean isTerminal() {
        return table.phase() == Phase.OVER;
    }

    /** The winner's seat, or -1 while the game goes on. */
    public int winner() {
        return table.winner();
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

    // ---- legality ----

    /**
     * The turn structure and the public checks are {@link TurnCheck}'s (the notes reader gets
     * the same words); what needs the Fugitive's hidden hand is {@link Placement}'s.
     */
    @Override
    public String whyIllegal(FugitiveMove m) {
        if (m == null) {
            return "no move given";
        }
        String why = TurnCheck.whyNotNow(table, eventKind(m));
        if (why != null) {
            return why;
        }
        return switch (m.kind()) {
            case DRAW -> TurnCheck.whyNotDraw(table, m.value());
            case PASS -> Placement.whyNotPass(table, fugitiveHand, lastHideout());
            case HIDE -> Placement.whyNot(table, fugitiveHand, lastHideout(), m.value(), m.cards());
            case GUESS -> TurnCheck.whyNotGuess(table, m.cards());
        };
    }

    /** The kind of public event a move makes when its player is due. */
    private EventKind eventKind(FugitiveMove m) {
        boolean fugitive = currentPlayer() == FUGITIVE;
        return switch (m.kind()) {
            case DRAW -> fugitive ? EventKind.FUGITIVE_DRAW : EventKind.MARSHAL_DRAW;
            case PASS -> fugitive ? EventKind.PASS : EventKind.MARSHAL_PASS;
            case HIDE -> m.value() == FugitiveRules.ESCAPE ? EventKind.ESCAPE : EventKind.HIDEOUT;
            case GUESS -> EventKind.GUESS;
        };
    }

    /** Numbers a guess may name: 1..41 except the face-up cards. */
    public long guessable() {
        return table.guessable();
    }

    // ---- legal moves (listed and sampled by FugitiveMoveLists) ----

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

    // ---- applying moves ----

    @Override
    public void apply(FugitiveMove m) {
        String why = whyIllegal(m);
        if (why != null) {
            throw new IllegalMoveException("'" + m + "' is illegal: " + why);
        }
        moves.add(m);
        moveLog.append(" | ").append(m);
        switch (phase()) {
            case FUGITIVE_DRAW -> {
                fugitiveHand |= 1L << drawFrom(m.value());
                play(new NoteEvent.FugitiveDraw(m.value()));
            }
            case MARSHAL_DRAW -> {
                int card = drawFrom(m.value());
                marshalHand |= 1L << card;
                play(new NoteEvent.MarshalDraw(card));
            }
            case FUGITIVE_FIRST, FUGITIVE_PLACE -> applyPlacement(m);
            case MARSHAL_GUESS, MANHUNT -> play(m.kind() == FugitiveMove.Kind.PASS ? new NoteEvent.MarshalPass() : answer(m.cards()));
            default -> throw new IllegalStateException(phase().toString());
        }
    }

    /** Notes the public event and lets it drive the turn structure. */
    private void play(NoteEvent e) {
        events.add(e);
        table.apply(e);
    }

    private void applyPlacement(FugitiveMove m) {
        if (m.kind() == FugitiveMove.Kind.PASS) {
            play(new NoteEvent.Pass());
            if (phase() == Phase.PASS_BONUS) {
                int d = table.lowestNonEmptyDeck();
                fugitiveHand |= 1L << drawFrom(d);
                play(new NoteEvent.FugitiveDraw(d));
            }
            return;
        }
        int card = m.value();
        int p = routeLength();
        fugitiveHand &= ~(1L << card) & ~m.cards();
        hideouts[p] = card;
        sprints[p] = m.cards();
        int beneath = Long.bitCount(m.cards());
        play(card == FugitiveRules.ESCAPE ? new NoteEvent.Escape(beneath) : new NoteEvent.Hideout(beneath));
    }

    /** What a guess of {@code numbers} gets: a hit or a miss, by the spec's rule, and the hideouts it turns up. */
    private NoteEvent.Guess answer(long numbers) {
        long hits = numbers & faceDownCards();
        boolean hit = rules.guessAllOrNothing(phase() == Phase.MANHUNT) ? hits == numbers : hits != 0;
        List<NoteEvent.Reveal> reveals = new ArrayList<>(Long.bitCount(hits));
        if (hit) {
            for (long down = table.faceDownPositions(); down != 0; down &= down - 1) {
                int p = Long.numberOfTrailingZeros(down);
                if (Cards.has(hits, hideouts[p])) {
                    reveals.add(new NoteEvent.Reveal(p, hideouts[p], sprints[p]));
                }
            }
        }
        return new NoteEvent.Guess(numbers, hit, hit ? reveals : List.of());
    }

    private int drawFrom(int deck) {
        return decks[deck - 1][deckTop[deck - 1]++];
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
        return rules;
    }

    public long fugitiveHand() {
        return fugitiveHand;
    }

    public long marshalHand() {
        return marshalHand;
    }

    /** Positions in the route, card 0 included. */
    public int routeLength() {
        return table.routeLength();
    }

    public int hideout(int position) {
        return hideouts[position];
    }

    /** The card of the last route position (card 0 before the first hideout). */
    int lastHideout() {
        return hideouts[routeLength() - 1];
    }

    public long sprintCards(int position) {
        return sprints[position];
    }

    public boolean isFaceUp(int position) {
        return table.isFaceUp(position);
    }

    /** The face-down hideout cards. */
    public long faceDownCards() {
        long s = 0;
        for (long down = table.faceDownPositions(); down != 0; down &= down - 1) {
            s |= 1L << hideouts[Long.numberOfTrailingZeros(down)];
        }
        return s;
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
        return new Notes(rules.name(), events);
    }

    public long seed() {
        return seed;
    }

    // ---- observations, copies, serialization ----

    @Override
    public JsonNode observation(int player) {
        if (player == MARSHAL) {
            ObjectNode o = notes().toJson();
            o.set("hand", cardArray(marshalHand));
            return o;
        }
        ObjectNode o = Json.object();
        o.put("spec", rules.name());
        o.set("hand", cardArray(fugitiveHand));
        ArrayNode route = o.putArray("route");
        for (int p = 0; p < routeLength(); p++) {
            ObjectNode r = route.addObject();
            r.put("position", p).put("hideout", hideouts[p]).put("faceUp", isFaceUp(p));
            r.set("sprintCards", cardArray(sprints[p]));
        }
        o.put("marshalHandSize", Long.bitCount(marshalHand));
        ArrayNode ev = o.putArray("events");
        for (NoteEvent e : events) {
            ev.add(Notes.eventJson(e, rules));
        }
        return o;
    }

    private static ArrayNode cardArray(long set) {
        ArrayNode a = Json.array();
        for (int c : Cards.toArray(set)) {
            a.add(c);
        }
        return a;
    }

    @Override
    public FugitiveState copy() {
        return new FugitiveState(this);
    }

    @Override
    public JsonNode toJson() {
        if (handBuilt) {
            throw new IllegalStateException("a hand-built situation has no move log to write as a game");
        }
        return new FugitiveGame(rules).record(this).toJson();
    }

    /** True when the decks were given ({@link #withDecks}) rather than shuffled from the seed. */
    public boolean decksGiven() {
        return explicitDecks;
    }

    /** The decks in their dealt order (top first), for building witness games. */
    public int[][] dealtDecks() {
        int[][] out = new int[3][];
        for (int d = 0; d < 3; d++) {
            out[d] = decks[d].clone();
        }
        return out;
    }

    @Override
    public String fullState() {
        StringBuilder sb = new StringBuilder(256);
        sb.append(rules.name()).append(explicitDecks ? " decks" : " seed " + seed).append(" phase ").append(phase())
                .append(" pending ").append(table.pending()).append(" winner ").append(winner()).append(" (").append(outcome()).append(')')
                .append(" lastRevealed ").append(lastRevealed()).append("\ndecks");
        for (int d = 0; d < 3; d++) {
            sb.append(" |");
            for (int i = deckTop[d]; i < decks[d].length; i++) {
                sb.append(' ').append(decks[d][i]);
            }
        }
        sb.append("\nfugitive ").append(Cards.toString(fugitiveHand)).append("\nmarshal ").append(Cards.toString(marshalHand))
                .append("\nroute");
        for (int p = 0; p < routeLength(); p++) {
            sb.append(' ').append(isFaceUp(p) ? "" : "?").append(hideouts[p]);
            if (sprints[p] != 0) {
                sb.append('[').append(Cards.toString(sprints[p])).append(']');
            }
        }
        // The moves and the deal determine the events, so the moves complete the picture.
        sb.append("\nmoves").append(moveLog);
        sb.append("\nevents ").append(events.size());
        return sb.toString();
    }

    @Override
    public void forEachCard(CardVisitor v) {
        for (int d = 0; d < 3; d++) {
            for (int i = deckTop[d]; i < decks[d].length; i++) {
                v.visit(decks[d][i], "deck " + (d + 1));
            }
        }
        for (int c : Cards.toArray(fugitiveHand)) {
            v.visit(c, "Fugitive's hand");
        }
        for (int c : Cards.toArray(marshalHand)) {
            v.visit(c, "Marshal's hand");
        }
        for (int p = 0; p < routeLength(); p++) {
            v.visit(hideouts[p], "route position " + p);
            for (int c : Cards.toArray(sprints[p])) {
                v.visit(c, "sprint cards under position " + p);
            }
        }
        // Cards not yet dealt: drawn by nobody, in no deck (only when a spec's decks and hand leave some out).
        long placed = rules.inPlay() | 1L;
        for (int c : Cards.toArray(Cards.range(0, FugitiveRules.ESCAPE) & ~placed)) {
            v.visit(c, "out of play");
        }
    }

    /**
     * The Marshal cannot see the Fugitive's hand, the decks, face-down hideouts or any sprint
     * card still face down; the Fugitive cannot see the decks or the Marshal's hand.
     */
    @Override
    public FugitiveState resampleUnseen(int player, Rng rng) {
        FugitiveState s = copy();
        List<int[]> slots = new ArrayList<>(); // {kind, index}: 0 deck d (index = d*64+i), 1 hand bit, 2 hideout p, 3 sprint of p
        List<Integer> cards = new ArrayList<>();
        int[][] decks2 = new int[3][];
        for (int d = 0; d < 3; d++) {
            decks2[d] = s.decks[d].clone();
            for (int i = s.deckTop[d]; i < decks2[d].length; i++) {
                slots.add(new int[] {0, d * 64 + i});
                cards.add(decks2[d][i]);
            }
        }
        long otherHand = player == MARSHAL ? s.fugitiveHand : s.marshalHand;
        for (int c : Cards.toArray(otherHand)) {
            slots.add(new int[] {1, 0});
            cards.add(c);
        }
        if (player == MARSHAL) {
            for (int p = 1; p < s.routeLength(); p++) {
                if (!s.isFaceUp(p)) {
                    slots.add(new int[] {2, p});
                    cards.add(s.hideouts[p]);
                }
                if (!s.isFaceUp(p) || s.hideouts[p] == FugitiveRules.ESCAPE) {
                    for (int c : Cards.toArray(s.sprints[p])) {
                        slots.add(new int[] {3, p});
                        cards.add(c);
                    }
                }
            }
        }
        int[] shuffled = cards.stream().mapToInt(Integer::intValue).toArray();
        rng.shuffle(shuffled);
        long hand = 0;
        for (int i = 0; i < slots.size(); i++) {
            int[] slot = slots.get(i);
            switch (slot[0]) {
                case 0 -> decks2[slot[1] / 64][slot[1] % 64] = shuffled[i];
                case 1 -> hand |= 1L << shuffled[i];
                case 2 -> s.hideouts[slot[1]] = shuffled[i];
                default -> s.sprints[slot[1]] = 0;
            }
        }
        for (int i = 0; i < slots.size(); i++) {
            if (slots.get(i)[0] == 3) {
                s.sprints[slots.get(i)[1]] |= 1L << shuffled[i];
            }
        }
        if (player == MARSHAL) {
            s.fugitiveHand = hand;
        } else {
            s.marshalHand = hand;
        }
        return new FugitiveState(s, decks2);
    }

}
