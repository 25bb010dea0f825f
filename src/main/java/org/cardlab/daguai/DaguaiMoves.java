package org.cardlab.daguai;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.Rng;

/** Listing and sampling a Da Guai Lu Zi state's legal moves (its rules of play are in {@link DaguaiState}). */
final class DaguaiMoves {
    private DaguaiMoves() {}

    static Stream<DaguaiMove> all(DaguaiState st) {
        int[] hand = st.hands().counts(Math.max(st.currentPlayer(), 0));
        return switch (st.phase()) {
            case OVER -> Stream.empty();
            case RETURN -> exchangeMoves(st).stream();
            case PLAY -> st.trick().last() == null
                    ? Stream.of(1, 2, 3, 5).flatMap(n -> PlayGenerator.plays(hand, n, null, st.order(), false).stream())
                            .map(c -> DaguaiMove.play(c.faces))
                    : Stream.concat(Stream.of(DaguaiMove.PASS),
                            Stream.of(st.trick().last().size()).flatMap(n -> PlayGenerator.plays(hand, n, st.trick().last(), st.order(), st.rules().equalBeats)
                                    .stream()).map(c -> DaguaiMove.play(c.faces)));
        };
    }

    static List<Integer> returnableFaces(DaguaiState st) {
        List<Integer> out = new ArrayList<>();
        int tribute = st.exchange().current().face();
        for (int f = 0; f < Card.FACES; f++) {
            if (st.hands().count(st.currentPlayer(), f) > 0 && (!st.rules().returnLower || st.order().power(f) < st.order().power(tribute))) {
                out.add(f);
            }
        }
        if (out.isEmpty()) { // nothing lower to give: any card may go back
            for (int f = 0; f < Card.FACES; f++) {
                if (st.hands().count(st.currentPlayer(), f) > 0) {
                    out.add(f);
                }
            }
        }
        return out;
    }

    /**
     * The moves of the tribute exchange now due: a card given back; or, for a joker under the
     * house rule, an offer of two cards, then the giver's choice (keep one, or keep both and give
     * back a card higher than either).
     */
    static List<DaguaiMove> exchangeMoves(DaguaiState st) {
        Tribute.Payment p = st.exchange().current();
        List<DaguaiMove> out = new ArrayList<>();
        if (!p.twoOffered()) {
            for (int f : returnableFaces(st)) {
                out.add(DaguaiMove.giveBack(f));
            }
        } else if (st.exchange().offered() == null) {
            int[] h = st.hands().counts(p.receiver());
            for (int a = 0; a < Card.FACES; a++) {
                for (int b = a; b < Card.FACES; b++) {
                    if (h[a] > 0 && h[b] > (a == b ? 1 : 0)) {
                        out.add(DaguaiMove.offer(a, b));
                    }
                }
            }
        } else {
            out.add(DaguaiMove.keep(st.exchange().offered()[0]));
            if (st.exchange().offered()[1] != st.exchange().offered()[0]) {
                out.add(DaguaiMove.keep(st.exchange().offered()[1]));
            }
            int top = Math.max(st.order().power(st.exchange().offered()[0]), st.order().power(st.exchange().offered()[1]));
            for (int z = 0; z < Card.FACES; z++) {
                if (st.hands().count(p.giver(), z) > 0 && st.order().power(z) > top) {
                    out.add(DaguaiMove.keepBoth(st.exchange().offered()[0], st.exchange().offered()[1], z));
                }
            }
        }
        return out;
    }

    /**
     * The engine's random move. Between rounds: a uniform returnable card. Leading: a size
     * uniform among 1, 2, 3, 5, then up to 12 random draws of that many cards (five uniform
     * cards, or a set built around a random card: {@link #sampleSet}), the first that makes a
     * play; else a random single. Following: pass with chance 1/4, else up to 12 such draws of
     * the led size, the first that beats; else pass. Every legal move has a positive chance.
     */
    static DaguaiMove random(DaguaiState st, Rng rng) {
        switch (st.phase()) {
            case OVER -> throw new IllegalStateException("the game is over");
            case RETURN -> {
                List<DaguaiMove> ms = exchangeMoves(st);
                return ms.get(rng.nextInt(ms.size()));
            }
            default -> {
            }
        }
        int n = st.hands().size(st.currentPlayer());
        int[] list = faceList(st.hands().counts(st.currentPlayer()), n);
        if (st.trick().last() == null) {
            int size = new int[] {1, 2, 3, 5}[rng.nextInt(4)];
            if (size <= n) {
                for (int t = 0; t < 12; t++) {
                    int[] f = size == 5 ? sampleFrom(list, 5, rng) : sampleSet(st, list, size, -1, rng);
                    if (f != null && ComboClassifier.classifySorted(f, st.order()) != null) {
                        return DaguaiMove.playSorted(f);
                    }
                }
            }
            return DaguaiMove.playSorted(sampleFrom(list, 1, rng));
        }
        int size = st.trick().last().size();
        if (rng.nextInt(4) == 0 || size > n) {
            return DaguaiMove.PASS;
        }
        for (int t = 0; t < 12; t++) {
            int[] f = size == 5 ? sampleFrom(list, 5, rng) : sampleSet(st, list, size, (int) st.trick().last().key, rng);
            if (f == null) {
                break; // no card could start a beating set
            }
            Combo c = ComboClassifier.classifySorted(f, st.order());
            if (c != null && c.beats(st.trick().last(), st.rules().equalBeats)) {
                return DaguaiMove.playSorted(f);
            }
        }
        return DaguaiMove.PASS;
    }

    /**
     * A random set of {@code k} cards built around a random first card: a joker, or a natural
     * card ranking above {@code above} (a power; -1 for any); the other cards are drawn among the
     * cards of that rank and the jokers (among all cards when the first is a joker). Null when no
     * card may start one. Every pair or triple that beats has a positive chance.
     */
    private static int[] sampleSet(DaguaiState st, int[] list, int k, int above, Rng rng) {
        int n = list.length;
        int[] useful = new int[n];
        int u = 0;
        for (int i = 0; i < n; i++) {
            int f = list[i];
            if (Card.isJoker(f) || st.order().rankPower(Card.rank(f)) > above || (st.rules().equalBeats && st.order().rankPower(Card.rank(f)) == above)) {
                useful[u++] = i;
            }
        }
        if (u == 0) {
            return null;
        }
        int first = useful[rng.nextInt(u)];
        int[] pool = new int[n];
        int m = 0;
        boolean joker = Card.isJoker(list[first]);
        for (int i = 0; i < n; i++) {
            if (i != first && (joker || Card.isJoker(list[i]) || Card.rank(list[i]) == Card.rank(list[first]))) {
                pool[m++] = list[i];
            }
        }
        if (m < k - 1) {
            return new int[0]; // too few cards to go with this one: no play, try again
        }
        int[] rest = sampleFrom(Arrays.copyOf(pool, m), k - 1, rng);
        int[] out = new int[k];
        out[0] = list[first];
        System.arraycopy(rest, 0, out, 1, k - 1);
        Arrays.sort(out);
        return out;
    }

    /** The faces of a hand of {@code n} cards, one entry per card, ascending. */
    static int[] faceList(int[] hand, int n) {
        int[] list = new int[n];
        int k = 0;
        for (int f = 0; f < Card.FACES && k < n; f++) {
            for (int c = hand[f]; c > 0; c--) {
                list[k++] = f;
            }
        }
        return list;
    }

    /** {@code k} distinct cards of a hand of {@code n} (as faces, sorted), uniformly. */
    static int[] sample(int[] hand, int n, int k, Rng rng) {
        return sampleFrom(faceList(hand, n), k, rng);
    }

    /** {@code k} (at most 5) distinct entries of a face list, uniformly, as sorted faces. */
    static int[] sampleFrom(int[] list, int k, Rng rng) {
        int n = list.length;
        int[] pos = new int[k];
        for (int i = 0; i < k; i++) {
            int p;
            boolean dup;
            do { // rejection: k is at most 5, the hand up to 28 cards
                p = rng.nextInt(n);
                dup = false;
                for (int j = 0; j < i; j++) {
                    dup |= pos[j] == p;
                }
            } while (dup);
            pos[i] = p;
        }
        int[] out = new int[k];
        for (int i = 0; i < k; i++) {
            int v = list[pos[i]];
            int j = i - 1;
            while (j >= 0 && out[j] > v) { // insertion sort: at most 5 entries
                out[j + 1] = out[j];
                j--;
            }
            out[j + 1] = v;
        }
        return out;
    }
}
