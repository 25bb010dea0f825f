package org.cardlab.daguai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cardlab.core.Rng;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Properties over generated plays with jokers swapped in (QuickTheories, with shrinking):
 * classification, comparison, joker readings and follow generation.
 */
class ComboPropertiesTest {
    static final DaguaiRules RULES = DaguaiRules.defaults();

    /** A generated play: a natural play of a chosen shape with some cards swapped for jokers. */
    record Play(int[] faces, int[] natural) {
        @Override
        public String toString() {
            return Card.names(faces) + " (before jokers: " + Card.names(natural) + ")";
        }
    }

    static Gen<int[]> fiveInts(int max) {
        return Generate.intArrays(Generate.constant(5), Generate.range(0, max));
    }

    /** Plays of one shape (0 single .. 8 five of a kind); about a third of the cards become jokers. */
    static Gen<Play> plays(int shape) {
        return Generate.range(0, 12).zip(fiveInts(3), fiveInts(12), fiveInts(5),
                (rank, suits, ranks, jokers) -> build(shape, rank, suits, ranks, jokers))
                .assuming(p -> p != null);
    }

    static Gen<Play> anyPlay() {
        return Generate.range(0, 8).flatMap(ComboPropertiesTest::plays);
    }

    static Play build(int shape, int rank, int[] suits, int[] ranks, int[] jokers) {
        int[] f;
        switch (shape) {
            case 0, 1, 2 -> {
                f = new int[shape + 1];
                for (int i = 0; i <= shape; i++) {
                    f[i] = Card.face(rank, suits[i]);
                }
            }
            case 3, 7 -> { // straight, straight flush
                int top = 3 + rank % 10;
                f = new int[5];
                for (int i = 0; i < 5; i++) {
                    int r = top - 4 + i;
                    f[i] = Card.face(r < 0 ? Card.ACE : r, shape == 7 ? suits[0] : suits[i]);
                }
            }
            case 4 -> {
                f = new int[5];
                for (int i = 0; i < 5; i++) {
                    f[i] = Card.face(ranks[i], suits[0]);
                }
            }
            case 5, 6 -> { // full house, four of a kind plus one
                int other = ranks[0] == rank ? (rank + 1) % 13 : ranks[0];
                int same = shape == 5 ? 3 : 4;
                f = new int[5];
                for (int i = 0; i < 5; i++) {
                    f[i] = Card.face(i < same ? rank : other, suits[i]);
                }
            }
            default -> {
                f = new int[5];
                for (int i = 0; i < 5; i++) {
                    f[i] = Card.face(rank, suits[i]);
                }
            }
        }
        int[] natural = f.clone();
        for (int i = 0; i < f.length; i++) {
            if (jokers[i] == 4) {
                f[i] = Card.SMALL_JOKER;
            } else if (jokers[i] == 3) {
                f[i] = Card.BIG_JOKER;
            }
        }
        if (!possible(f) || !possible(natural)) {
            return null;
        }
        return new Play(f, natural);
    }

    /** At most three copies of a face: three decks. */
    static boolean possible(int[] f) {
        int[] c = new int[Card.FACES];
        for (int x : f) {
            if (++c[x] > 3) {
                return false;
            }
        }
        return true;
    }

    static Combo classify(int[] f, ComboRules order) {
        Combo c = ComboClassifier.classify(f, order);
        assertNotNull(c, Card.names(f) + " should be legal: " + ComboClassifier.whyNot(f, order));
        return c;
    }

    @Test
    void classificationIgnoresOrderAndConservesCards() {
        qt().forAll(anyPlay(), Generate.range(0, 12), Generate.range(0, 4)).checkAssert((p, level, rot) -> {
            ComboRules order = RULES.at(level);
            Combo c = classify(p.faces(), order);
            int n = p.faces().length;
            int[] moved = new int[n];
            for (int i = 0; i < n; i++) {
                moved[i] = p.faces()[(n - 1 - i + rot) % n];
            }
            Combo d = classify(moved, order);
            assertEquals(c, d);
            assertArrayEquals(c.reads, d.reads);
            assertArrayEquals(Card.sorted(p.faces()), c.faces, "the play is the cards given, no more, no fewer");
            for (int i = 0; i < n; i++) {
                assertTrue(Card.isJoker(c.faces[i]) || c.reads[i] == c.faces[i], "a natural card reads as itself");
            }
        });
    }

    @Test
    void jokersNeverLowerAPlayAndReadingsKeepTheRank() {
        qt().forAll(anyPlay(), Generate.range(0, 12)).checkAssert((p, level) -> {
            ComboRules order = RULES.at(level);
            Combo withJokers = classify(p.faces(), order);
            Combo natural = classify(p.natural(), order);
            if (p.faces().length > 1) { // the jokers could stand for the cards they replaced: the highest reading is at least that
                assertTrue(withJokers.key >= natural.key, withJokers + " ranks below " + natural);
            }
            // replacing every joker by the card it stands for never changes the rank; only five jokers
            // (SJ SJ BJ BJ BJ: five small jokers) can read as more copies than three decks hold
            if (!possible(withJokers.reads)) {
                assertTrue(Card.isJoker(withJokers.faces[0]) && withJokers.size() == 5, "impossible reading " + withJokers);
                return;
            }
            Combo read = classify(withJokers.reads, order);
            assertEquals(withJokers.kind, read.kind, p + " reads as " + Card.names(withJokers.reads));
            assertEquals(withJokers.key, read.key, p + " reads as " + Card.names(withJokers.reads));
        });
    }

    @Test
    void comparisonIsAStrictOrderForEveryLevel() {
        Gen<Play[]> triples = Generate.range(0, 8).flatMap(shape -> plays(shape).zip(plays(shape), plays(shape),
                (a, b, c) -> new Play[] {a, b, c}));
        qt().withExamples(400).forAll(triples).checkAssert(t -> {
            for (int level = 0; level < Card.RANKS; level++) {
                ComboRules order = RULES.at(level);
                Combo a = classify(t[0].faces(), order);
                Combo b = classify(t[1].faces(), order);
                Combo c = classify(t[2].faces(), order);
                assertEquals(Comparison.Winner.NONE, Comparison.compare(a, a, order, false).winner(), "irreflexive");
                assertTrue(!(a.beats(b, false) && b.beats(a, false)), "asymmetric");
                Comparison.Winner ab = Comparison.compare(a, b, order, false).winner();
                Comparison.Winner ba = Comparison.compare(b, a, order, false).winner();
                assertEquals(ab == Comparison.Winner.FIRST, ba == Comparison.Winner.SECOND);
                assertEquals(ab == Comparison.Winner.FIRST, a.beats(b, false));
                if (a.beats(b, false) && b.beats(c, false)) {
                    assertTrue(a.beats(c, false), "transitive at level " + level);
                }
            }
        });
    }

    /** A hand of {@code size} cards dealt from a seed, as counts per face. */
    static int[] hand(long seed, int size) {
        int[] deck = Dealer.deal(seed, 1);
        int[] h = new int[Card.FACES];
        for (int i = 0; i < size; i++) {
            h[Card.face(deck[i])]++;
        }
        return h;
    }

    @Test
    void followsHaveTheLedSizeBeatItAndUseTheHand() {
        qt().withExamples(150).forAll(anyPlay(), Generate.longRange(0, 1L << 40), Generate.range(0, 12))
                .checkAssert((p, seed, level) -> {
                    ComboRules order = RULES.at(level);
                    Combo led = classify(p.faces(), order);
                    int[] h = hand(seed, 27);
                    for (Combo f : PlayGenerator.plays(h, led.size(), led, order, false)) {
                        assertEquals(led.size(), f.size());
                        assertTrue(f.beats(led, false), f + " vs " + led);
                        int[] need = new int[Card.FACES];
                        for (int x : f.faces) {
                            assertTrue(++need[x] <= h[x], f + " uses a card not in the hand");
                        }
                    }
                });
    }

    @Test
    void followGenerationFindsEveryBeatingPlay() {
        qt().withExamples(120).forAll(anyPlay(), Generate.longRange(0, 1L << 40), Generate.range(0, 12))
                .checkAssert((p, seed, level) -> {
                    ComboRules order = RULES.at(level);
                    Combo led = classify(p.faces(), order);
                    int[] h = hand(seed, 14);
                    Set<String> fast = new HashSet<>();
                    for (Combo f : PlayGenerator.plays(h, led.size(), led, order, false)) {
                        assertTrue(fast.add(Card.names(f.faces)), "listed twice: " + f);
                    }
                    Set<String> brute = new HashSet<>();
                    for (int[] m : multisets(h, led.size())) {
                        Combo c = ComboClassifier.classify(m, order);
                        if (c != null && c.beats(led, false)) {
                            brute.add(Card.names(c.faces));
                        }
                    }
                    assertEquals(brute, fast, "follows of " + led + " from " + Card.names(faces(h)));
                });
    }

    @Test
    void lowestIsTheFirstPlayListedWithOrWithoutJokers() {
        qt().withExamples(150).forAll(anyPlay(), Generate.longRange(0, 1L << 40), Generate.range(0, 12), Generate.booleans())
                .checkAssert((p, seed, level, equalBeats) -> {
                    ComboRules order = RULES.at(level);
                    Combo led = classify(p.faces(), order);
                    int[] h = hand(seed, 27);
                    int[] naturals = h.clone();
                    naturals[Card.SMALL_JOKER] = 0;
                    naturals[Card.BIG_JOKER] = 0;
                    for (int[] cards : new int[][] {h, naturals}) {
                        for (Combo target : new Combo[] {led, null}) {
                            List<Combo> all = PlayGenerator.plays(cards, led.size(), target, order, equalBeats);
                            Combo low = PlayGenerator.lowest(cards, led.size(), target, order, equalBeats);
                            assertEquals(all.isEmpty() ? null : all.get(0), low, "lowest of " + Card.names(faces(cards)) + " over " + target);
                        }
                    }
                });
    }

    /**
     * Five-card follows, found stage by stage (a kind at a time, stopping at the first kind below the next stage's), under
     * every card order the rules allow and hands small enough that the lowest play is of any kind.
     */
    @Test
    void lowestFiveIsTheFirstPlayListedUnderEveryCardOrder() {
        qt().withExamples(300).forAll(Generate.range(3, 8).flatMap(ComboPropertiesTest::plays), Generate.longRange(0, 1L << 40),
                Generate.range(0, 12), Generate.range(0, 63))
                .checkAssert((p, seed, level, flags) -> {
                    ComboRules order = new ComboRules(level, (flags & 1) != 0, (flags & 2) != 0, (flags & 4) != 0,
                            (flags & 8) != 0, (flags & 16) != 0);
                    boolean equalBeats = (flags & 32) != 0;
                    Combo led = ComboClassifier.classify(p.faces(), order); // null when this order refuses it: any play follows
                    int[] h = hand(seed, 6 + (int) (seed % 22)); // 6 to 27 cards
                    // greedy follows first from its hand without jokers, where flushes, full houses and fours are
                    // found a rank or a card at a time; a hand of few ranks and suits makes many of them
                    for (int[] cards : new int[][] {h, withoutJokers(h), fewRanksAndSuits(seed)}) {
                        for (Combo target : new Combo[] {led, null}) {
                            List<Combo> all = PlayGenerator.plays(cards, 5, target, order, equalBeats);
                            Combo low = PlayGenerator.lowest(cards, 5, target, order, equalBeats);
                            assertEquals(all.isEmpty() ? null : all.get(0), low, "lowest of " + Card.names(faces(cards)) + " over " + target);
                        }
                    }
                });
    }

    static int[] withoutJokers(int[] h) {
        int[] naturals = h.clone();
        naturals[Card.SMALL_JOKER] = 0;
        naturals[Card.BIG_JOKER] = 0;
        return naturals;
    }

    /** 8 to 20 cards of three decks, of 2 to 5 ranks and 1 to 2 suits (seeded), without jokers. */
    static int[] fewRanksAndSuits(long seed) {
        Rng rng = new Rng(seed);
        int ranks = 2 + rng.nextInt(4);
        int suits = 1 + rng.nextInt(2);
        int firstRank = rng.nextInt(Card.RANKS);
        int firstSuit = rng.nextInt(4);
        int[] h = new int[Card.FACES];
        for (int n = 8 + rng.nextInt(13); n > 0; n--) {
            int f = Card.face((firstRank + rng.nextInt(ranks)) % Card.RANKS, (firstSuit + rng.nextInt(suits)) % 4);
            if (h[f] < Card.DECKS) {
                h[f]++;
            }
        }
        return h;
    }

    /**
     * A straight flush in a window below the table's straight beats it, but a plain straight in a window above is
     * lower: the window-by-window search must not stop at the straight flush.
     */
    @Test
    void aStraightFlushBelowTheTableDoesNotHideAPlainStraightAbove() {
        ComboRules order = RULES.at(Card.ACE);
        Combo table = classify(Card.parseList("3H 4D 5C 6H 7D"), order);
        int[] hand = new int[Card.FACES];
        for (int f : Card.parseList("2S 3S 4S 5S 6S 8D 9C 10H JD QC")) {
            hand[f]++;
        }
        Combo low = PlayGenerator.lowest(hand, 5, table, order, false);
        assertEquals(classify(Card.parseList("8D 9C 10H JD QC"), order), low);
        assertEquals(PlayGenerator.plays(hand, 5, table, order, false).get(0), low);
    }

    static int[] faces(int[] counts) {
        List<Integer> out = new ArrayList<>();
        for (int f = 0; f < Card.FACES; f++) {
            for (int k = 0; k < counts[f]; k++) {
                out.add(f);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Every multiset of k faces within the counts (brute force, for small hands). */
    static List<int[]> multisets(int[] counts, int k) {
        List<int[]> out = new ArrayList<>();
        rec(counts, 0, k, new int[k], 0, out);
        return out;
    }

    private static void rec(int[] c, int face, int left, int[] buf, int pos, List<int[]> out) {
        if (left == 0) {
            out.add(buf.clone());
            return;
        }
        for (int f = face; f < Card.FACES; f++) {
            for (int m = 1; m <= Math.min(c[f], left); m++) {
                for (int i = 0; i < m; i++) {
                    buf[pos + i] = f;
                }
                rec(c, f + 1, left - m, buf, pos + m, out);
            }
        }
    }

    @Test
    void outcomeCasesAndLevelChangesMatchTheText() {
        qt().withExamples(40).forAll(Generate.longRange(0, 1L << 40)).checkAssert(seed -> {
            DaguaiState g = new DaguaiState(RULES, seed, true);
            Rng rng = new Rng(seed);
            int offense = g.offenseTeam();
            int[] before = {g.level(0), g.level(1)};
            while (g.results().isEmpty()) {
                g.apply(g.randomLegalMove(rng));
            }
            DaguaiRoundResult r = g.results().get(0);
            DaguaiHarnessTest.checkOutcome(r);
            assertEquals(offense, r.offenseTeam());
            // only a winning offense goes up, by one level
            for (int team = 0; team < 2; team++) {
                int want = before[team] + (team == offense && r.outcome() == Scoring.Outcome.OFFENSE_WINS ? 1 : 0);
                assertEquals(want, r.levelsAfter()[team], "level of team " + team + " after " + r.outcome());
            }
            // the first to escape leads the next round, and that team is the offense
            assertEquals(r.escapeOrder()[0] % 2, g.offenseTeam());
            assertEquals(g.level(g.offenseTeam()), g.order().level(), "the level card is the offense team's level");
            // trapped players pay only when their team lost
            List<Tribute.Payment> pay = g.payments();
            if (r.outcome().isDraw()) {
                assertTrue(pay.isEmpty(), "no tribute after a draw");
            } else {
                assertEquals(r.trapped().length, pay.size());
                int loser = 1 - r.winnerTeam();
                for (Tribute.Payment t : pay) {
                    assertEquals(loser, t.giver() % 2);
                    assertEquals(r.winnerTeam(), t.receiver() % 2);
                }
            }
        });
    }
}
