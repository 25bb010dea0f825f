package org.cardlab.daguai;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Tribute between rounds: each trapped player of the losing team gives the highest card of
 * the new hand to a winner ("nr 6 gives to nr 1, nr 5 to nr 2, nr 4 to nr 3"), never to a
 * partner, and the receiver gives back a card of choice, except (by default) after a joker.
 */
public final class Tribute {
    /**
     * One tribute: {@code giver} pays {@code face} to {@code receiver}; {@code returnDue} if a card
     * comes back; {@code twoOffered} when, for a joker, the receiver offers two cards instead.
     */
    public record Payment(int giver, int receiver, int face, boolean returnDue, boolean twoOffered) {}

    private Tribute() {}

    /**
     * Ranks the trapped players from last place up ("nr 6" first): most cards left is last;
     * ties go by turn order from the first escaper, the later seat ranking lower.
     */
    public static int[] trappedWorstFirst(int[] trapped, int[] cardsLeft, int firstEscaper, DaguaiRules rules) {
        int[] turnPos = new int[Dealer.SEATS];
        int s = firstEscaper;
        for (int i = 0; i < Dealer.SEATS; i++) {
            turnPos[s] = i;
            s = rules.next(s);
        }
        Integer[] t = Arrays.stream(trapped).boxed().toArray(Integer[]::new);
        Arrays.sort(t, (a, b) -> cardsLeft[a] != cardsLeft[b] ? cardsLeft[b] - cardsLeft[a] : turnPos[b] - turnPos[a]);
        return Arrays.stream(t).mapToInt(Integer::intValue).toArray();
    }

    /**
     * The payments of a new round: the k-th worst trapped player pays the k-th of
     * {@code receivers} (the winning team's escapers in order, or under tributePairs =
     * finishing-places every escaper in order). A receiver of the giver's own team receives
     * nothing: the text says twice that tribute goes to the winning team ("hołd drużynie
     * atakującej", "wypłacany zwycięskiej drużynie"), so that pairing pays no tribute.
     * {@code counts} are the new hands (cards per face); the highest card is by the new round's
     * order, ties (equal suits) to the lowest face (S before H, D, C).
     */
    public static List<Payment> payments(int[] trappedWorstFirst, int[] receivers, int[][] counts,
            ComboRules next, DaguaiRules rules) {
        List<Payment> out = new ArrayList<>();
        int n = Math.min(trappedWorstFirst.length, receivers.length);
        for (int k = 0; k < n; k++) {
            int giver = trappedWorstFirst[k];
            if (Scoring.team(giver) == Scoring.team(receivers[k])) {
                continue; // never to one's own partner
            }
            int face = highest(counts[giver], next);
            boolean joker = Card.isJoker(face);
            boolean two = joker && rules.jokerTwoOffered;
            boolean back = !joker || rules.returnAfterJoker || two;
            out.add(new Payment(giver, receivers[k], face, back, two));
        }
        return out;
    }

    /** The highest face held, by single-card power; ties to the lowest face number. */
    public static int highest(int[] counts, ComboRules order) {
        int best = -1;
        for (int f = 0; f < Card.FACES; f++) {
            if (counts[f] > 0 && (best < 0 || order.power(f) > order.power(best))) {
                best = f;
            }
        }
        return best;
    }
}
