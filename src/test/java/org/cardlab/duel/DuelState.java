package org.cardlab.duel;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.GameState;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;

/**
 * A game of High Card Duel: two hands, a draw pile, the led card on the table and the tricks won.
 * The leader plays a card, the other answers; the trick goes to the higher card (a tie as the
 * spec says); then both draw (if the spec says so) and the next trick is led. Cards are ids
 * 0..2n-1, two of each number ({@link DuelRules#number}).
 */
final class DuelState implements GameState<DuelMove> {
    private final DuelRules rules;
    private final long seed;
    private final List<List<Integer>> hands = List.of(new ArrayList<>(), new ArrayList<>());
    private final List<List<Integer>> won = List.of(new ArrayList<>(), new ArrayList<>());
    private int[] pile;
    private int nextDraw;
    private int led = -1;
    private int leader;
    private int current;
    private final int[] tricks = new int[2];
    private final List<DuelMove> moves = new ArrayList<>();

    DuelState(DuelRules rules, long seed) {
        this.rules = rules;
        this.seed = seed;
        pile = new int[rules.deckSize()];
        Arrays.setAll(pile, i -> i);
        new Rng(seed).shuffle(pile);
        for (int k = 0; k < rules.handSize; k++) {
            draw(0);
            draw(1);
        }
        leader = rules.firstLeader;
        current = leader;
    }

    private DuelState(DuelState o) {
        rules = o.rules;
        seed = o.seed;
        for (int p = 0; p < 2; p++) {
            hands.get(p).addAll(o.hands.get(p));
            won.get(p).addAll(o.won.get(p));
            tricks[p] = o.tricks[p];
        }
        pile = o.pile.clone();
        nextDraw = o.nextDraw;
        led = o.led;
        leader = o.leader;
        current = o.current;
        moves.addAll(o.moves);
    }

    private void draw(int seat) {
        if (nextDraw < pile.length) {
            hands.get(seat).add(pile[nextDraw++]);
            hands.get(seat).sort(null);
        }
    }

    private boolean over() {
        return hands.get(0).isEmpty() && hands.get(1).isEmpty();
    }

    @Override
    public int numPlayers() {
        return 2;
    }

    @Override
    public int currentPlayer() {
        return over() ? TERMINAL : current;
    }

    /** The numbers the player to move may play, lowest first (under "must beat", only those that win when one does). */
    @Override
    public Stream<DuelMove> legalMoves() {
        if (over()) {
            return Stream.empty();
        }
        List<Integer> hand = hands.get(current);
        boolean canWin = led >= 0 && hand.stream().anyMatch(c -> rules.answerWins(led, c));
        return hand.stream().filter(c -> !(rules.mustBeat && canWin && !rules.answerWins(led, c)))
                .map(DuelRules::number).distinct().map(DuelMove::new);
    }

    @Override
    public String whyIllegal(DuelMove m) {
        if (over()) {
            return "the game is over";
        }
        if (m == null) {
            return "no move given";
        }
        int card = card(current, m.number());
        if (card < 0) {
            return "player " + (current + 1) + " holds no " + m.number();
        }
        if (led >= 0 && rules.mustBeat && !rules.answerWins(led, card)) {
            var beater = hands.get(current).stream().filter(c -> rules.answerWins(led, c)).findFirst();
            if (beater.isPresent()) {
                return "the answer must beat the led " + DuelRules.number(led) + " when it can (e.g. play "
                        + DuelRules.number(beater.get()) + ")";
            }
        }
        return null;
    }

    /** The lowest card of {@code number} in the hand of {@code seat}, or -1. */
    private int card(int seat, int number) {
        return hands.get(seat).stream().filter(c -> DuelRules.number(c) == number).findFirst().orElse(-1);
    }

    @Override
    public void apply(DuelMove m) {
        String why = whyIllegal(m);
        if (why != null) {
            throw new IllegalMoveException("player " + (current + 1) + " cannot play '" + m + "': " + why);
        }
        int card = card(current, m.number());
        hands.get(current).remove(Integer.valueOf(card));
        moves.add(m);
        if (led < 0) {
            led = card;
            current = 1 - current;
            return;
        }
        int winner = rules.answerWins(led, card) ? current : leader;
        won.get(winner).add(led);
        won.get(winner).add(card);
        tricks[winner]++;
        led = -1;
        if (rules.drawAfterTrick) {
            draw(winner);
            draw(1 - winner);
        }
        leader = rules.winnerLeads ? winner : 1 - leader;
        current = leader;
    }

    /** 1 to the player with more tricks, 0 to the other; half each on a tie. */
    @Override
    public double[] returns() {
        if (!over()) {
            return new double[2];
        }
        return tricks[0] == tricks[1] ? new double[] {0.5, 0.5} : tricks[0] > tricks[1] ? new double[] {1, 0} : new double[] {0, 1};
    }

    int tricks(int seat) {
        return tricks[seat];
    }

    /** Numbers in the hand of {@code seat}, lowest first. */
    List<Integer> hand(int seat) {
        return hands.get(seat).stream().map(DuelRules::number).toList();
    }

    /** The number led to the trick now played, or 0 when the player to move leads. */
    int ledNumber() {
        return led < 0 ? 0 : DuelRules.number(led);
    }

    DuelRules rules() {
        return rules;
    }

    /** A seat as players call it: "player 1" for seat 0. */
    private static String name(int seat) {
        return "player " + (seat + 1);
    }

    @Override
    public JsonNode observation(int player) {
        ObjectNode o = Json.object();
        // in words, as the generic web page shows it field by field ("you: player 1"), not a 0-based seat number
        o.put("you", name(player));
        o.put("toMove", isTerminal() ? null : name(currentPlayer()));
        ArrayNode h = o.putArray("hand");
        hand(player).forEach(h::add);
        o.put("otherCards", hands.get(1 - player).size());
        o.put("pile", pile.length - nextDraw);
        o.put("led", led < 0 ? null : DuelRules.number(led));
        o.put("leader", name(leader));
        ArrayNode t = o.putArray("tricks");
        t.add(tricks[0]).add(tricks[1]);
        ArrayNode w = o.putArray("won");
        for (List<Integer> cards : won) {
            ArrayNode a = w.addArray();
            cards.forEach(c -> a.add(DuelRules.number(c)));
        }
        return o;
    }

    @Override
    public DuelState copy() {
        return new DuelState(this);
    }

    @Override
    public JsonNode toJson() {
        return new DuelGame(rules).record(this).toJson();
    }

    @Override
    public long seed() {
        return seed;
    }

    @Override
    public List<DuelMove> moves() {
        return List.copyOf(moves);
    }

    @Override
    public String fullState() {
        return "duel to=" + currentPlayer() + " leader=" + leader + " led=" + led + " tricks=" + tricks[0] + "," + tricks[1]
                + " hands=" + hands + " pile=" + Arrays.toString(Arrays.copyOfRange(pile, nextDraw, pile.length)) + " won=" + won;
    }

    @Override
    public void forEachCard(CardVisitor v) {
        for (int p = 0; p < 2; p++) {
            for (int c : hands.get(p)) {
                v.visit(c, "hand " + p);
            }
            for (int c : won.get(p)) {
                v.visit(c, "won " + p);
            }
        }
        for (int i = nextDraw; i < pile.length; i++) {
            v.visit(pile[i], "pile");
        }
        if (led >= 0) {
            v.visit(led, "table");
        }
    }

    @Override
    public int deckSize() {
        return rules.deckSize();
    }

    /** The other hand and the pile shuffled together. */
    @Override
    public DuelState resampleUnseen(int player, Rng rng) {
        DuelState c = copy();
        List<Integer> other = c.hands.get(1 - player);
        int[] pool = new int[other.size() + pile.length - nextDraw];
        int k = 0;
        for (int x : other) {
            pool[k++] = x;
        }
        for (int i = nextDraw; i < pile.length; i++) {
            pool[k++] = pile[i];
        }
        rng.shuffle(pool);
        int n = other.size();
        other.clear();
        for (int i = 0; i < n; i++) {
            other.add(pool[i]);
        }
        other.sort(null);
        System.arraycopy(pool, n, c.pile, nextDraw, pool.length - n);
        return c;
    }
}
