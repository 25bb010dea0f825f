package org.cardlab.fugitive;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cardlab.core.GameState;
import org.cardlab.core.Rng;

/**
 * Where every card of a Fugitive game lies, the hidden ones included: the three decks in their
 * dealt order with how far each was drawn, the two hands, and the route's cards (the hideout of
 * each position and the sprint cards beneath it, face up or not). Which of them a seat may see
 * is told by the public part ({@link PublicState}); this holds no turn structure.
 */
final class HiddenCards {
    /** The three decks, top card first; never written after the deal, so copies share them. */
    private final int[][] decks;
    /** The index of the next card to draw from each deck. */
    private final int[] top = new int[3];
    private long fugitiveHand;
    private long marshalHand;
    /** Route positions: 0 is card 0; hideouts[p] its card, sprints[p] the cards beneath. */
    private final int[] hideouts = new int[FugitiveRules.CARDS + 1];
    private final long[] sprints = new long[FugitiveRules.CARDS + 1];

    private HiddenCards(int[][] decks) {
        this.decks = decks;
    }

    private HiddenCards(HiddenCards o, int[][] decks) {
        this.decks = decks;
        System.arraycopy(o.top, 0, top, 0, 3);
        fugitiveHand = o.fugitiveHand;
        marshalHand = o.marshalHand;
        System.arraycopy(o.hideouts, 0, hideouts, 0, hideouts.length);
        System.arraycopy(o.sprints, 0, sprints, 0, sprints.length);
    }

    /** The decks shuffled by {@code seed}, nothing drawn yet. */
    static HiddenCards shuffled(FugitiveRules rules, long seed) {
        Rng rng = new Rng(seed);
        int[][] decks = new int[3][];
        for (int d = 0; d < 3; d++) {
            decks[d] = new int[rules.deckSize(d + 1)];
            for (int i = 0; i < decks[d].length; i++) {
                decks[d][i] = rules.deckLow[d] + i;
            }
            rng.shuffle(decks[d]);
        }
        return new HiddenCards(decks);
    }

    /** The decks in the given order (top card first), copied, nothing drawn yet. */
    static HiddenCards given(int[][] decks) {
        int[][] copy = new int[3][];
        for (int d = 0; d < 3; d++) {
            copy[d] = decks[d].clone();
        }
        return new HiddenCards(copy);
    }

    /**
     * A hand-built layout: the route (card 0 first) with the sprint cards under each position and
     * the two hands; every other card waits in its deck, in ascending order, the cards in use
     * counted as drawn.
     */
    static HiddenCards laidOut(FugitiveRules rules, int[] route, long[] sprintCards, long fugitiveHand, long marshalHand) {
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
        HiddenCards h = new HiddenCards(decks);
        System.arraycopy(tops, 0, h.top, 0, 3);
        h.fugitiveHand = fugitiveHand;
        h.marshalHand = marshalHand;
        System.arraycopy(route, 0, h.hideouts, 0, route.length);
        System.arraycopy(sprintCards, 0, h.sprints, 0, route.length);
        return h;
    }

    HiddenCards copy() {
        return new HiddenCards(this, decks);
    }

    /** The Fugitive's starting hand and his first draws from each deck. */
    void deal(FugitiveRules rules) {
        for (int c : rules.startingHand) {
            fugitiveHand |= 1L << c;
        }
        for (int d = 0; d < 3; d++) {
            for (int k = 0; k < rules.initialDraws[d] && top[d] < decks[d].length; k++) {
                fugitiveHand |= 1L << decks[d][top[d]++];
            }
        }
    }

    /** Draws the top card of {@code deck} (1..3) into the seat's hand, and returns it. */
    int draw(FugitiveSeat seat, int deck) {
        int card = decks[deck - 1][top[deck - 1]++];
        if (seat == FugitiveSeat.FUGITIVE) {
            fugitiveHand |= 1L << card;
        } else {
            marshalHand |= 1L << card;
        }
        return card;
    }

    /** Puts {@code card} from the Fugitive's hand at route position {@code p}, with {@code sprintCards} beneath. */
    void place(int p, int card, long sprintCards) {
        fugitiveHand &= ~(1L << card) & ~sprintCards;
        hideouts[p] = card;
        sprints[p] = sprintCards;
    }

    long hand(FugitiveSeat seat) {
        return seat == FugitiveSeat.FUGITIVE ? fugitiveHand : marshalHand;
    }

    int hideout(int position) {
        return hideouts[position];
    }

    long sprints(int position) {
        return sprints[position];
    }

    /** The hideout cards at the given positions (a bit mask of position indices). */
    long hideoutsAt(long positions) {
        long s = 0;
        for (long ps = positions; ps != 0; ps &= ps - 1) {
            s |= 1L << hideouts[Long.numberOfTrailingZeros(ps)];
        }
        return s;
    }

    /** The decks in their dealt order (top first), copied. */
    int[][] dealt() {
        int[][] out = new int[3][];
        for (int d = 0; d < 3; d++) {
            out[d] = decks[d].clone();
        }
        return out;
    }

    /** Whether the three decks hold the same undrawn cards in the same order as {@code o}'s. */
    boolean sameUndrawn(HiddenCards o) {
        for (int d = 0; d < 3; d++) {
            if (!Arrays.equals(decks[d], top[d], decks[d].length, o.decks[d], o.top[d], o.decks[d].length)) {
                return false;
            }
        }
        return true;
    }

    /** The cards still in {@code deck} (1..3), top first. */
    int[] undrawn(int deck) {
        int[] d = decks[deck - 1];
        int[] out = new int[d.length - top[deck - 1]];
        System.arraycopy(d, top[deck - 1], out, 0, out.length);
        return out;
    }

    /** Every card's place, as {@link GameState#forEachCard} asks, for a route of {@code routeLength} positions. */
    void forEachCard(FugitiveRules rules, int routeLength, GameState.CardVisitor v) {
        for (int d = 1; d <= 3; d++) {
            for (int c : undrawn(d)) {
                v.visit(c, "deck " + d);
            }
        }
        for (int c : Cards.toArray(fugitiveHand)) {
            v.visit(c, "Fugitive's hand");
        }
        for (int c : Cards.toArray(marshalHand)) {
            v.visit(c, "Marshal's hand");
        }
        for (int p = 0; p < routeLength; p++) {
            v.visit(hideouts[p], "route position " + p);
            for (int c : Cards.toArray(sprints[p])) {
                v.visit(c, "sprint cards under position " + p);
            }
        }
        // Cards not yet dealt: drawn by nobody, in no deck (where a spec's decks and hand leave some out, and any above its escape card).
        long placed = rules.inPlay() | 1L;
        for (int c : Cards.toArray(Cards.range(0, FugitiveRules.HIGHEST_ESCAPE) & ~placed)) {
            v.visit(c, "out of play");
        }
    }

    /**
     * The cards {@code seat} has not seen, dealt again at random: the decks' undrawn cards and the
     * other hand always; for the Marshal also the face-down hideouts and every sprint card still
     * face down (those under a face-down hideout, and those under 42). Each place keeps its size.
     */
    HiddenCards resampled(FugitiveSeat seat, PublicState table, Rng rng) {
        List<int[]> slots = new ArrayList<>(); // {kind, index}: 0 deck d (index = d*64+i), 1 hand bit, 2 hideout p, 3 sprint of p
        List<Integer> cards = new ArrayList<>();
        int[][] decks2 = new int[3][];
        for (int d = 0; d < 3; d++) {
            decks2[d] = decks[d].clone();
            for (int i = top[d]; i < decks2[d].length; i++) {
                slots.add(new int[] {0, d * 64 + i});
                cards.add(decks2[d][i]);
            }
        }
        boolean marshal = seat == FugitiveSeat.MARSHAL;
        for (int c : Cards.toArray(hand(seat.other()))) {
            slots.add(new int[] {1, 0});
            cards.add(c);
        }
        if (marshal) {
            for (int p = 1; p < table.routeLength(); p++) {
                if (!table.isFaceUp(p)) {
                    slots.add(new int[] {2, p});
                    cards.add(hideouts[p]);
                }
                if (!table.isFaceUp(p) || hideouts[p] == table.rules().escape) {
                    for (int c : Cards.toArray(sprints[p])) {
                        slots.add(new int[] {3, p});
                        cards.add(c);
                    }
                }
            }
        }
        int[] shuffled = cards.stream().mapToInt(Integer::intValue).toArray();
        rng.shuffle(shuffled);
        HiddenCards h = new HiddenCards(this, decks2);
        long hand = 0;
        for (int i = 0; i < slots.size(); i++) {
            int[] slot = slots.get(i);
            switch (slot[0]) {
                case 0 -> decks2[slot[1] / 64][slot[1] % 64] = shuffled[i];
                case 1 -> hand |= 1L << shuffled[i];
                case 2 -> h.hideouts[slot[1]] = shuffled[i];
                default -> h.sprints[slot[1]] = 0;
            }
        }
        for (int i = 0; i < slots.size(); i++) {
            if (slots.get(i)[0] == 3) {
                h.sprints[slots.get(i)[1]] |= 1L << shuffled[i];
            }
        }
        if (marshal) {
            h.fugitiveHand = hand;
        } else {
            h.marshalHand = hand;
        }
        return h;
    }
    /**
     * What the Fugitive has not seen, dealt again within each deck: the undrawn cards of a deck and
     * the Marshal's cards of that deck's range shuffled together, each place keeping its size. Which
     * deck each of the Marshal's draws came from is public, so this keeps every count the Fugitive
     * knows, where {@link #resampled} may move a card into another deck.
     */
    HiddenCards resampledWithinDecks(FugitiveRules rules, Rng rng) {
        int[][] decks2 = new int[3][];
        long hand = 0;
        for (int d = 0; d < 3; d++) {
            decks2[d] = decks[d].clone();
            int[] held = Cards.toArray(marshalHand & Cards.range(rules.deckLow[d], rules.deckHigh[d]));
            int undrawn = decks2[d].length - top[d];
            int[] pool = new int[undrawn + held.length];
            System.arraycopy(decks2[d], top[d], pool, 0, undrawn);
            System.arraycopy(held, 0, pool, undrawn, held.length);
            // sorted before the shuffle: the draw then depends only on the set, which the Fugitive knows,
            // so one random stream deals the same particle whatever the Marshal truly holds
            java.util.Arrays.sort(pool);
            rng.shuffle(pool);
            System.arraycopy(pool, 0, decks2[d], top[d], undrawn);
            for (int i = undrawn; i < pool.length; i++) {
                hand |= 1L << pool[i];
            }
        }
        HiddenCards h = new HiddenCards(this, decks2);
        h.marshalHand = hand;
        return h;
    }
}
