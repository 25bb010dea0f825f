package org.cardlab.scout;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.cardlab.core.GameState;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.Json;
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
 * nothing that beats the table). Scoring is {@link RoundResult}.
 *
 * <p>Cards are ints ({@link ScoutDeck}: id * 2 + side) in plain arrays, so that a random
 * playout allocates almost nothing: the benchmark plays tens of thousands of matches a second.
 */
public final class ScoutState implements GameState<ScoutMove> {
    public static final String FORMAT = "cardlab.scout.game/1";

    private final ScoutDeck deck;
    private final ScoutRules rules;
    private final SetStrength strength;
    private final ShowFinder shows;
    private final long seed;
    private final int n;
    /** A hand-given first deal, or null when round 1 is dealt from the seed. */
    private final int[][] firstDeal;

    private final int[][] hand;
    private final int[] handLen;
    private final int[] table;
    private int tableLen;
    private int tableStrength = SetStrength.EMPTY;
    /** Who showed the set now (or last) on the table this round; -1 before the first show. */
    private int tableOwner = -1;
    private final int[][] captured;
    private final int[] capturedLen;
    /** Beaten sets not captured (only under the "same-count-and-kind" capture reading). */
    private final int[] discard;
    private int discardLen;
    /** 2 players: cards not dealt this round, kept for the next. */
    private final int[] reserve;
    private int reserveLen;
    /** 2 players: earlier rounds' cards while the round plays the undealt ones. */
    private final int[] setAside;
    private int setAsideLen;

    private final int[] chips;
    private final int[] scoutsLeft;
    private final int[] scoutShowsLeft;
    private final boolean[] flipped;
    private int consecutiveScouts;

    private int round;
    private int starter;
    private int current;
    private boolean flipPhase;
    private int flipsDone;
    private boolean over;
    private final int[] totals;
    private final List<RoundResult> results;
    /** The moves so far, newest first; shared between copies (a copy costs one pointer, not the history). */
    private MoveLog moves;

    private record MoveLog(ScoutMove move, MoveLog before, int size) {}

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
        this.firstDeal = firstDeal == null ? null : checkDeal(firstDeal);
        startRound();
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

    // ---------------------------------------------------------------- the deal

    private int[][] checkDeal(int[][] deal) {
        if (deal.length != n) {
            throw new UserError("the deal gives " + deal.length + " hands for " + n + " players");
        }
        boolean[] seen = new boolean[deck.size()];
        for (int p = 0; p < n; p++) {
            if (deal[p].length == 0) {
                throw new UserError("the deal gives player " + p + " no cards");
            }
            for (int e : deal[p]) {
                if (seen[e >> 1]) {
                    throw new UserError("the deal gives card " + deck.label(e >> 1) + " twice");
                }
                seen[e >> 1] = true;
            }
        }
        int[][] copy = new int[n][];
        for (int p = 0; p < n; p++) {
            copy[p] = deal[p].clone();
        }
        return copy;
    }

    private void startRound() {
        int perRound = n * deck.handSize;
        if (round == 0 && firstDeal != null) {
            boolean[] dealt = new boolean[deck.size()];
            for (int p = 0; p < n; p++) {
                System.arraycopy(firstDeal[p], 0, hand[p], 0, firstDeal[p].length);
                handLen[p] = firstDeal[p].length;
                for (int e : firstDeal[p]) {
                    dealt[e >> 1] = true;
                }
            }
            reserveLen = 0;
            for (int id = 0; id < deck.size(); id++) {
                if (!dealt[id]) {
                    reserve[reserveLen++] = id << 1;
                }
            }
        } else if (deck.undealtNextRound && reserveLen >= perRound) {
            // 2 players: the cards left undealt last round are this round's cards; last
            // round's cards are set aside. The reserve was shuffled (order and sides) with them.
            gatherInto(setAside);
            int k = 0;
            for (int p = 0; p < n; p++) {
                System.arraycopy(reserve, k, hand[p], 0, deck.handSize);
                handLen[p] = deck.handSize;
                k += deck.handSize;
            }
            System.arraycopy(reserve, k, reserve, 0, reserveLen - k);
            reserveLen -= k;
        } else {
            int[] all = new int[deck.size()];
            ScoutDealer.shuffled(deck, seed, round, all);
            setAsideLen = 0;
            discardLen = 0;
            tableLen = 0;
            for (int p = 0; p < n; p++) {
                capturedLen[p] = 0;
                System.arraycopy(all, p * deck.handSize, hand[p], 0, deck.handSize);
                handLen[p] = deck.handSize;
            }
            reserveLen = all.length - perRound;
            System.arraycopy(all, perRound, reserve, 0, reserveLen);
        }
        tableLen = 0;
        tableStrength = SetStrength.EMPTY;
        tableOwner = -1;
        consecutiveScouts = 0;
        Arrays.fill(chips, 0);
        Arrays.fill(scoutsLeft, deck.scoutBudget);
        Arrays.fill(scoutShowsLeft, deck.scoutAndShowPerRound);
        Arrays.fill(flipped, false);
        starter = rules.startRotates ? round % n : 0;
        current = starter;
        flipPhase = rules.handFlip;
        flipsDone = 0;
    }

    /** Moves every card of the round just played (hands, table, captured, discard) to {@code dest}. */
    private void gatherInto(int[] dest) {
        int k = setAsideLen;
        for (int p = 0; p < n; p++) {
            System.arraycopy(hand[p], 0, dest, k, handLen[p]);
            k += handLen[p];
            handLen[p] = 0;
            System.arraycopy(captured[p], 0, dest, k, capturedLen[p]);
            k += capturedLen[p];
            capturedLen[p] = 0;
        }
        System.arraycopy(table, 0, dest, k, tableLen);
        k += tableLen;
        tableLen = 0;
        System.arraycopy(discard, 0, dest, k, discardLen);
        k += discardLen;
        discardLen = 0;
        setAsideLen = k;
    }

    // ---------------------------------------------------------------- legality

    @Override
    public String whyIllegal(ScoutMove m) {
        if (m == null) {
            return "no move given";
        }
        if (over) {
            return "the game is over";
        }
        int p = current;
        if (flipPhase) {
            if (m.type() == ScoutMove.Type.KEEP || m.type() == ScoutMove.Type.FLIP) {
                return null;
            }
            return "right after the deal, player " + p + " first says keep or flip (turn the whole hand around)";
        }
        switch (m.type()) {
            case KEEP, FLIP:
                return "the hand can only be turned around right after the deal";
            case SHOW:
                return whyShow(hand[p], handLen[p], m.from(), m.to(), tableStrength);
            case SCOUT:
                return whyScout(p, m);
            default:
                break;
        }
        if (scoutShowsLeft[p] <= 0) {
            return deck.scoutAndShowPerRound == 0
                    ? "Scout & Show is not played with " + n + " players under this spec"
                    : "Scout & Show is allowed " + deck.scoutAndShowPerRound + " time(s) a round, and player " + p
                            + " has used it";
        }
        String why = whyScout(p, m);
        if (why != null) {
            return why;
        }
        int h = afterScout(p, m);
        int reduced = reducedTable(m.fromRight());
        why = m.fromRight() ? whyShow(scratch, h, m.from(), m.to(), reduced, 0, tableLen - 2)
                : whyShow(scratch, h, m.from(), m.to(), reduced, 1, tableLen - 1);
        return why == null ? null : "after the scout, " + why;
    }

    /** Fills {@link #scratch} with p's hand after the scout part of {@code m}; returns its length. */
    private int afterScout(int p, ScoutMove m) {
        int card = scoutedCard(m);
        int at = m.insertAt();
        System.arraycopy(hand[p], 0, scratch, 0, at);
        scratch[at] = card;
        System.arraycopy(hand[p], at, scratch, at + 1, handLen[p] - at);
        return handLen[p] + 1;
    }

    private int scoutedCard(ScoutMove m) {
        int card = m.fromRight() ? table[tableLen - 1] : table[0];
        return m.turned() ? card ^ 1 : card;
    }

    private String whyShow(int[] cards, int len, int from, int to, int tableS) {
        return whyShow(cards, len, from, to, tableS, 0, tableLen - 1);
    }

    /** Why cards[from..to] cannot be shown over table[tableFrom..tableTo] (strength tableS); null when it can. */
    private String whyShow(int[] cards, int len, int from, int to, int tableS, int tableFrom, int tableTo) {
        if (from < 0 || to < from) {
            return "a show names cards A-B with A <= B";
        }
        if (to >= len) {
            return "the hand has " + len + " cards: there is no card " + (to + 1);
        }
        int s = strength.ofCards(cards, from, to, deck);
        if (s == SetStrength.INVALID) {
            return "cards " + (from + 1) + "-" + (to + 1) + " (" + values(cards, from, to)
                    + ") are neither all equal nor consecutive";
        }
        if (!strength.beats(s, tableS)) {
            return "the shown " + SetStrength.kindName(SetStrength.kind(s)) + " (" + values(cards, from, to)
                    + ") does not beat the active set (" + values(table, tableFrom, tableTo) + ")";
        }
        return null;
    }

    private String whyScout(int p, ScoutMove m) {
        if (tableLen == 0) {
            return "the table is empty: there is nothing to scout";
        }
        if (scoutsLeft[p] <= 0) {
            return "player " + p + " has no scout chip left this round";
        }
        int h = handLen[p];
        if (m.insertAt() < 0 || m.insertAt() > h) {
            return "the hand has " + h + " cards: the scouted card goes in at position 1 to " + (h + 1);
        }
        if (!rules.scoutInsertAnywhere && m.insertAt() != 0 && m.insertAt() != h) {
            return "under this spec a scouted card goes at either end of the hand";
        }
        if (m.turned() && !rules.scoutEitherOrientation) {
            return "under this spec a scouted card keeps its orientation";
        }
        return null;
    }

    private String values(int[] cards, int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i <= to; i++) {
            if (i > from) {
                sb.append(' ');
            }
            sb.append(deck.face(cards[i]));
        }
        return sb.toString();
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
        RoundResult r = RoundResult.score(deck, round, ender, reason, capturedLen.clone(), chips.clone(), unspent,
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
        startRound();
    }

    // ---------------------------------------------------------------- listing and sampling moves

    /** See {@link ShowFinder#count}; kept for tests that compare counting with listing. */
    int countShows(int[] cards, int len, int tableS, int pick) {
        return shows.count(cards, len, tableS, pick);
    }

    /**
     * Shows first (by first card, then last), then scouts (left end before right, by place,
     * unturned before turned), then Scout &amp; Shows (by scout, then show). Built from the
     * same segment walk as {@link #countShows}, never by filtering through {@link #whyIllegal}
     * (whose messages are too costly to build for every candidate).
     */
    @Override
    public Stream<ScoutMove> legalMoves() {
        if (over) {
            return Stream.empty();
        }
        if (flipPhase) {
            return Stream.of(ScoutMove.KEEP, ScoutMove.FLIP);
        }
        int p = current;
        int h = handLen[p];
        Stream<ScoutMove> showMoves = shows.list(hand[p], h, tableStrength).stream()
                .map(code -> ScoutMove.show(code >> 10, code & 1023));
        if (tableLen == 0 || scoutsLeft[p] <= 0) {
            return showMoves;
        }
        Stream<ScoutMove> scouts = scoutCandidates(h);
        if (scoutShowsLeft[p] <= 0) {
            return Stream.concat(showMoves, scouts);
        }
        Stream<ScoutMove> scoutShows = scoutCandidates(h).flatMap(sc -> {
            int after = afterScout(p, sc);
            int reduced = reducedTable(sc.fromRight());
            return shows.list(scratch, after, reduced).stream().map(
                    code -> ScoutMove.scoutShow(sc.fromRight(), sc.insertAt(), sc.turned(), code >> 10, code & 1023));
        });
        return Stream.concat(showMoves, Stream.concat(scouts, scoutShows));
    }

    /** The strength of the table once its left (or right) end card is scouted. */
    private int reducedTable(boolean fromRight) {
        if (tableLen == 1) {
            return SetStrength.EMPTY;
        }
        return fromRight ? strength.ofCards(table, 0, tableLen - 2, deck) : strength.ofCards(table, 1, tableLen - 1, deck);
    }

    private Stream<ScoutMove> scoutCandidates(int h) {
        boolean anywhere = rules.scoutInsertAnywhere;
        boolean turn = rules.scoutEitherOrientation;
        return Stream.of(false, true).flatMap(right -> IntStream.rangeClosed(0, h)
                .filter(at -> anywhere || at == 0 || at == h).boxed()
                .flatMap(at -> (turn ? Stream.of(false, true) : Stream.of(false)).map(t -> ScoutMove.scout(right, at, t))));
    }

    /**
     * The documented distribution: first a kind of move uniformly among those available
     * (show, scout, Scout &amp; Show), then uniformly within it (a scout: end, place and side
     * each uniform); a Scout &amp; Show draws its scout first and, if no show can follow that
     * scout, plays the scout alone.
     */
    @Override
    public ScoutMove randomLegalMove(Rng rng) {
        ScoutMove m = sampleMove(rng);
        sampled = m;
        return m;
    }

    private ScoutMove sampleMove(Rng rng) {
        if (over) {
            throw new IllegalStateException("the game is over");
        }
        if (flipPhase) {
            return rng.nextInt(2) == 0 ? ScoutMove.KEEP : ScoutMove.FLIP;
        }
        int p = current;
        int h = handLen[p];
        boolean canScout = tableLen > 0 && scoutsLeft[p] > 0;
        boolean canScoutShow = canScout && scoutShowsLeft[p] > 0;
        int kinds = 1 + (canScout ? 1 : 0) + (canScoutShow ? 1 : 0);
        int k = rng.nextInt(kinds);
        if (k == 0) {
            // Shows are counted only when the draw asks for one (the costly part); when
            // none beats the table, redrawing among the other kinds keeps the choice
            // uniform over the kinds available.
            int found = shows.count(hand[p], h, tableStrength, -1);
            if (found > 0) {
                int code = shows.count(hand[p], h, tableStrength, rng.nextInt(found));
                return ScoutMove.show(code >> 10, code & 1023);
            }
            if (kinds == 1) {
                throw new IllegalStateException("no legal move (the engine ends such rounds)");
            }
            k = 1 + rng.nextInt(kinds - 1);
        }
        k--;
        ScoutMove scout = randomScout(rng, h);
        if (k == 0) {
            return scout;
        }
        int after = afterScout(p, scout);
        int reduced = reducedTable(scout.fromRight());
        int follow = shows.count(scratch, after, reduced, -1);
        if (follow == 0) {
            return scout;
        }
        int code = shows.count(scratch, after, reduced, rng.nextInt(follow));
        return ScoutMove.scoutShow(scout.fromRight(), scout.insertAt(), scout.turned(), code >> 10, code & 1023);
    }

    private ScoutMove randomScout(Rng rng, int h) {
        boolean right = rng.nextInt(2) == 1;
        int at = rules.scoutInsertAnywhere ? rng.nextInt(h + 1) : rng.nextInt(2) * h;
        boolean turned = rules.scoutEitherOrientation && rng.nextInt(2) == 1;
        return ScoutMove.scout(right, at, turned);
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
        ObjectNode o = Json.object();
        o.put("player", player);
        o.put("round", round + 1);
        o.put("rounds", deck.rounds);
        o.put("phase", over ? "over" : flipPhase ? "flip" : "play");
        o.put("toMove", currentPlayer());
        o.put("startPlayer", starter);
        ArrayNode h = o.putArray("hand");
        for (int i = 0; i < handLen[player]; i++) {
            h.add(cardNode(hand[player][i]));
        }
        ObjectNode t = o.putObject("table");
        t.put("owner", tableOwner);
        ArrayNode tc = t.putArray("cards");
        for (int i = 0; i < tableLen; i++) {
            tc.add(cardNode(table[i]));
        }
        t.put("scoutsSinceShow", consecutiveScouts);
        // one list per public count, a value per seat (cheaper than an object per seat)
        ArrayNode sizes = o.putArray("handSizes");
        ArrayNode caught = o.putArray("captured");
        ArrayNode chipsNode = o.putArray("chips");
        ArrayNode flips = o.putArray("flipped");
        ArrayNode ss = o.putArray("scoutShowLeft");
        ArrayNode budget = deck.scoutBudget != Integer.MAX_VALUE ? o.putArray("scoutChipsLeft") : null;
        ArrayNode tot = o.putArray("totals");
        for (int p = 0; p < n; p++) {
            sizes.add(handLen[p]);
            caught.add(capturedLen[p]);
            chipsNode.add(chips[p]);
            flips.add(flipped[p]);
            ss.add(scoutShowsLeft[p]);
            if (budget != null) {
                budget.add(scoutsLeft[p]);
            }
            tot.add(totals[p]);
        }
        o.put("discarded", discardLen);
        o.put("undealt", reserveLen);
        return o;
    }

    /** A card as the player sees it: the shown number, then the other end in brackets ("7(3)"). */
    private String cardNode(int enc) {
        return deck.shown(enc);
    }

    @Override
    public ScoutState copy() {
        return new ScoutState(this);
    }

    @Override
    public JsonNode toJson() {
        ObjectNode o = Json.object();
        o.put("format", FORMAT);
        o.put("spec", rules.specRef);
        o.put("players", n);
        o.put("seed", seed);
        if (firstDeal != null) {
            ArrayNode d = o.putArray("deal");
            for (int[] h : firstDeal) {
                d.add(shownCards(h, h.length));
            }
        }
        ArrayNode ms = o.putArray("moves");
        for (ScoutMove m : moves()) {
            ms.add(m.toString());
        }
        return o;
    }

    /**
     * Canonical and compact: a card is one character, {@code (char) ('0' + id * 2 + side)},
     * so the harness can compare states at every step cheaply. {@link #describe} is the
     * readable form.
     */
    @Override
    public String fullState() {
        if (fullStateCache != null) {
            return fullStateCache;
        }
        StringBuilder sb = new StringBuilder(256);
        sb.append("scout ").append(n).append(' ').append(round).append(' ').append(starter).append(' ')
                .append(currentPlayer()).append(over ? " over " : flipPhase ? " flip " : " play ").append(flipsDone)
                .append(' ').append(consecutiveScouts);
        for (int p = 0; p < n; p++) {
            sb.append('|');
            cards(sb, hand[p], handLen[p]);
            sb.append('/');
            cards(sb, captured[p], capturedLen[p]);
            sb.append(' ').append(chips[p]).append(' ').append(scoutsLeft[p]).append(' ').append(scoutShowsLeft[p])
                    .append(flipped[p] ? " f " : " k ").append(totals[p]);
        }
        sb.append("|t").append(tableOwner).append(' ').append(tableStrength).append(' ');
        cards(sb, table, tableLen);
        sb.append("|d");
        cards(sb, discard, discardLen);
        sb.append("|u");
        cards(sb, reserve, reserveLen);
        sb.append("|a");
        cards(sb, setAside, setAsideLen);
        for (RoundResult r : results) {
            sb.append("|r").append(r.ender()).append(r.reason().charAt(0)).append(Arrays.toString(r.scores()));
        }
        fullStateCache = sb.toString();
        return fullStateCache;
    }

    private static void cards(StringBuilder sb, int[] cs, int len) {
        for (int i = 0; i < len; i++) {
            sb.append((char) ('0' + cs[i]));
        }
    }

    /** The readable state, hidden cards included (for logs and failing tests). */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        sb.append("round ").append(round + 1).append('/').append(deck.rounds).append(", ")
                .append(over ? "game over" : (flipPhase ? "keep or flip: " : "to move: ") + "player " + current)
                .append('\n');
        for (int p = 0; p < n; p++) {
            sb.append("  player ").append(p).append(": hand ").append(shownCards(hand[p], handLen[p]))
                    .append("  captured ").append(capturedLen[p]).append("  chips ").append(chips[p])
                    .append("  total ").append(totals[p]).append('\n');
        }
        sb.append("  table: ").append(tableLen == 0 ? "empty" : shownCards(table, tableLen) + " (player " + tableOwner + ")");
        return sb.toString();
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

    private static final String[] HAND_PLACE = {"hand 0", "hand 1", "hand 2", "hand 3", "hand 4", "hand 5", "hand 6", "hand 7"};
    private static final String[] CAPTURED_PLACE = {"captured 0", "captured 1", "captured 2", "captured 3", "captured 4",
        "captured 5", "captured 6", "captured 7"};

    @Override
    public void forEachCard(CardVisitor v) {
        for (int p = 0; p < n; p++) {
            visitAll(v, hand[p], handLen[p], HAND_PLACE[p]);
            visitAll(v, captured[p], capturedLen[p], CAPTURED_PLACE[p]);
        }
        visitAll(v, table, tableLen, "table");
        visitAll(v, discard, discardLen, "discard");
        visitAll(v, reserve, reserveLen, "undealt");
        visitAll(v, setAside, setAsideLen, "set aside");
    }

    private static void visitAll(CardVisitor v, int[] cs, int len, String place) {
        for (int i = 0; i < len; i++) {
            v.visit(cs[i] >> 1, place);
        }
    }

    @Override
    public int deckSize() {
        return deck.size();
    }

    /** Shuffles the other players' hands and the undealt cards among themselves, sides included. */
    @Override
    public ScoutState resampleUnseen(int player, Rng rng) {
        ScoutState c = copy();
        int total = reserveLen;
        for (int p = 0; p < n; p++) {
            if (p != player) {
                total += handLen[p];
            }
        }
        int[] pool = new int[total];
        int k = 0;
        for (int p = 0; p < n; p++) {
            if (p != player) {
                System.arraycopy(hand[p], 0, pool, k, handLen[p]);
                k += handLen[p];
            }
        }
        System.arraycopy(reserve, 0, pool, k, reserveLen);
        rng.shuffle(pool);
        k = 0;
        for (int p = 0; p < n; p++) {
            if (p != player) {
                for (int i = 0; i < handLen[p]; i++) {
                    c.hand[p][i] = pool[k++] ^ rng.nextInt(2);
                }
            }
        }
        for (int i = 0; i < reserveLen; i++) {
            c.reserve[i] = pool[k++] ^ rng.nextInt(2);
        }
        return c;
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

    public List<RoundResult> results() {
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
