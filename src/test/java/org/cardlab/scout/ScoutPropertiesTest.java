package org.cardlab.scout;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.Arrays;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.cardlab.core.RuleSpec;
import org.cardlab.scout.bots.ScoutGreedyBot;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** Properties over generated sets, hands and games (QuickTheories, with shrinking). */
class ScoutPropertiesTest {
    static final ScoutRules OFFICIAL = ScoutRules.load("official");
    static final SetStrength STR = new SetStrength(OFFICIAL);

    /** A valid set: a single, a set of equal numbers, or a run up or down, 1..10. */
    static final Gen<int[]> VALID = integers().between(1, 5).zip(integers().between(1, 10), integers().between(0, 2),
            (len, start, kind) -> {
                int[] v = new int[len];
                int d = kind == 0 ? 0 : kind == 1 ? 1 : -1;
                int first = d == 1 ? Math.min(start, 11 - len) : d == -1 ? Math.max(start, len) : start;
                for (int i = 0; i < len; i++) {
                    v[i] = first + d * i;
                }
                return v;
            });

    private static int s(int[] v) {
        return STR.ofValues(v, 0, v.length - 1);
    }

    private static boolean beats(int[] a, int[] b) {
        return STR.beats(s(a), s(b));
    }

    @Test
    void setStrengthIsAStrictWeakOrder() {
        qt().withExamples(3000).forAll(VALID, VALID, VALID).checkAssert((a, b, c) -> {
            String at = Arrays.toString(a) + " " + Arrays.toString(b) + " " + Arrays.toString(c);
            assertEquals(false, beats(a, a), "irreflexive " + at);
            if (beats(a, b)) {
                assertEquals(false, beats(b, a), "asymmetric " + at);
            }
            if (beats(a, b) && beats(b, c)) {
                assertEquals(true, beats(a, c), "transitive " + at);
            }
            boolean tieAB = !beats(a, b) && !beats(b, a);
            boolean tieBC = !beats(b, c) && !beats(c, b);
            if (tieAB && tieBC) {
                assertEquals(true, !beats(a, c) && !beats(c, a), "ties are transitive " + at);
            }
            // equal sets (same size, kind and numbers, in either direction) tie
            int[] rev = a.clone();
            for (int i = 0; i < rev.length / 2; i++) {
                int t = rev[i];
                rev[i] = rev[rev.length - 1 - i];
                rev[rev.length - 1 - i] = t;
            }
            assertEquals(false, beats(a, rev) || beats(rev, a), "equal sets tie " + at);
        });
    }

    @Test
    void theCompareRulingAgreesWithTheEngine() {
        qt().withExamples(500).forAll(VALID, VALID).checkAssert((a, b) -> {
            SetComparison c = SetComparison.compare(OFFICIAL, text(a), text(b));
            String expect = beats(a, b) ? "first" : beats(b, a) ? "second" : "none";
            assertEquals(expect, c.winner(), c.explanation());
        });
    }

    private static String text(int[] v) {
        StringBuilder sb = new StringBuilder();
        for (int x : v) {
            sb.append(x).append(' ');
        }
        return sb.toString().trim();
    }

    @Test
    void everyContiguousPartOfAValidSetIsValidAndOfTheSameKind() {
        qt().withExamples(1000).forAll(VALID, integers().between(0, 4), integers().between(0, 4)).checkAssert((v, i, j) -> {
            int from = Math.min(i, v.length - 1);
            int to = Math.max(from, Math.min(j, v.length - 1));
            int whole = s(v);
            int part = STR.ofValues(v, from, to);
            assertEquals(true, part != SetStrength.INVALID, "part of a valid set is valid");
            if (to > from) {
                assertEquals(SetStrength.kind(whole), SetStrength.kind(part), "same kind");
            } else {
                assertEquals(SetStrength.SINGLE, SetStrength.kind(part));
            }
        });
    }

    @Test
    void smallestAndLargestNumberAgreeForSameKindAndSize() throws Exception {
        ObjectNode root = (ObjectNode) Json.read(Path.of("specs/scout/official.json"));
        ((ObjectNode) root.get("rules").get("compareBy")).put("value", "largest");
        SetStrength largest = new SetStrength(ScoutRules.of("largest", RuleSpec.parse(root, Path.of("largest.json"))));
        qt().withExamples(2000).forAll(VALID, VALID).checkAssert((a, b) -> {
            int sa = s(a);
            int sb = s(b);
            if (a.length == b.length && SetStrength.kind(sa) == SetStrength.kind(sb)) {
                int la = largest.ofValues(a, 0, a.length - 1);
                int lb = largest.ofValues(b, 0, b.length - 1);
                assertEquals(STR.beats(sa, sb), largest.beats(la, lb), Arrays.toString(a) + " " + Arrays.toString(b));
            }
        });
    }

    @Test
    void turningAHandTwiceIsTheIdentityAndOnceShowsTheOtherEnds() {
        ScoutDeck deck = OFFICIAL.deckFor(5);
        qt().withExamples(500).forAll(longs().all(), integers().between(1, 20)).checkAssert((seed, len) -> {
            int[] all = new int[deck.size()];
            ScoutDealer.shuffled(deck, seed, 0, all);
            int[] hand = Arrays.copyOf(all, len);
            int[] once = hand.clone();
            ScoutHands.turn(once, len);
            for (int i = 0; i < len; i++) {
                assertEquals(deck.back(hand[len - 1 - i]), deck.face(once[i]), "turned: reversed, other ends up");
            }
            int[] twice = once.clone();
            ScoutHands.turn(twice, len);
            assertArrayEquals(hand, twice);
        });
    }

    /**
     * Plays a seeded game with random (or greedy) bots and checks, for every round, the score
     * formula against counts taken independently of the engine's own bookkeeping: the chips
     * equal the scouts in the move log (with 3+ players), and the cards in hands, captured,
     * on the table and discarded add up to the cards dealt; and at every move the cards in
     * play are conserved.
     */
    @Test
    void roundScoresAreCapturedPlusChipsMinusCardsLeftAndCardsAreConserved() {
        qt().withExamples(150).forAll(longs().between(1, 1_000_000), integers().between(2, 5)).checkAssert((seed, n) -> {
            ScoutState s = new ScoutGame(OFFICIAL, n).newGame(seed);
            Rng rng = new Rng(seed);
            ScoutGreedyBot greedy = seed % 3 == 0 ? new ScoutGreedyBot() : null;
            int dealt = n * s.deck().handSize;
            int scoutsThisRound = 0;
            int[] scoutsBy = new int[n];
            while (!s.isTerminal()) {
                int inPlay = s.tableSize() + s.discardCount();
                for (int p = 0; p < n; p++) {
                    inPlay += s.handSize(p) + s.capturedCount(p);
                }
                assertEquals(dealt, inPlay, "cards in play, seed " + seed);
                int[] seen = new int[s.deckSize()];
                s.forEachCard((card, place) -> seen[card]++);
                assertEquals(true, Arrays.stream(seen).allMatch(c -> c == 1), "each card in one place, seed " + seed);

                int mover = s.currentPlayer();
                ScoutMove m = greedy != null ? greedy.choose(s, rng) : s.randomLegalMove(rng);
                int rounds = s.results().size();
                s.apply(m);
                if (m.isScout()) {
                    scoutsThisRound++;
                    scoutsBy[mover]++;
                }
                if (s.results().size() > rounds) {
                    ScoutRoundScore r = s.results().get(rounds);
                    int chips = Arrays.stream(r.chips()).sum();
                    assertEquals(n == 2 ? 0 : scoutsThisRound, chips, "a chip per scout, seed " + seed);
                    int cards = r.tableLeft() + r.discarded() + Arrays.stream(r.captured()).sum()
                            + Arrays.stream(r.handLeft()).sum();
                    assertEquals(dealt, cards, "round-end counts cover the deal, seed " + seed);
                    for (int p = 0; p < n; p++) {
                        int left = p == r.ender() ? 0 : r.handLeft()[p];
                        assertEquals(r.captured()[p] + r.chips()[p] + r.unspentChips()[p] - left, r.scores()[p],
                                "seed " + seed + " seat " + p);
                        assertEquals(n == 2 ? s.rules().twoPlayerScoutChips - scoutsBy[p] : 0, r.unspentChips()[p],
                                "2 players: the chips not spent score, seed " + seed);
                    }
                    scoutsThisRound = 0;
                    scoutsBy = new int[n];
                }
            }
            int[] totals = new int[n];
            s.results().forEach(r -> {
                for (int p = 0; p < n; p++) {
                    totals[p] += r.scores()[p];
                }
            });
            for (int p = 0; p < n; p++) {
                assertEquals(totals[p], s.total(p));
            }
        });
    }
}
