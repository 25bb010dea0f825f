package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The exact counter against the first one (ReferenceCounter: BigInteger throughout, another
 * walk), on seeded game states of both bot families, with and without extra assumptions, on
 * the long path, the modular path, and states whose count passes 2^63.
 */
class ExactCounterReferenceTest {
    private static final long REFERENCE_LIMIT = 20_000_000;
    /** The reference's work limit where many states are compared (it is slow on large ones). */
    private static final long QUICK = 100_000;

    /** Compares the two counters on one state; false when the reference passes its work limit. */
    static boolean agree(PublicTrack t, Assumptions a, boolean modular, String where) {
        return agree(t, a, modular, where, REFERENCE_LIMIT);
    }

    static boolean agree(PublicTrack t, Assumptions a, boolean modular, String where, long limit) {
        ReferenceCounter.Result ref;
        try {
            ref = ReferenceCounter.count(t, a, true, limit);
        } catch (org.cardlab.core.WorkLimitExceeded e) {
            return false;
        }
        ExactCounter c = new ExactCounter(t, a);
        c.forceModular = modular;
        ExactCounter.Result r = c.run(true);
        assertEquals(ref.histories(), r.histories(), where);
        if (modular) {
            // Without marginals no edge is kept: the modular path walks again in each arithmetic.
            ExactCounter again = new ExactCounter(t, a);
            again.forceModular = true;
            assertEquals(ref.histories(), again.run(false).histories(), where);
        }
        if (ref.histories().signum() == 0) {
            return true;
        }
        assertEquals(ref.valueCounts().keySet(), r.valueCounts().keySet(), where);
        for (Map.Entry<Integer, BigInteger[]> e : ref.valueCounts().entrySet()) {
            assertEquals(List.of(e.getValue()), List.of(r.valueCounts().get(e.getKey())), "position " + e.getKey() + "\n" + where);
        }
        return true;
    }

    @Tag("slow")
    @Test
    void equalsTheReferenceOnBothFamilies() {
        int compared = 0;
        for (String spec : List.of("pt", "ca")) {
            FugitiveRules rules = FugitiveRules.load(spec);
            for (String[] bots : new String[][] {{"heuristic", "heuristic"}, {"random", "random"}, {"heuristic", "random"}}) {
                for (long seed = 1; seed <= 2; seed++) {
                    for (FugitiveState s : DeduceFixtures.marshalTurns(rules, bots[0], bots[1], seed)) {
                        compared += agree(DeduceFixtures.track(s), Assumptions.NONE, false, s.fullState(), QUICK) ? 1 : 0;
                    }
                }
            }
        }
        assertTrue(compared > 250, "states compared: " + compared);
    }

    @Test
    void equalsTheReferenceWithCoversAndFixedPositions() {
        int compared = 0;
        FugitiveRules rules = FugitiveRules.load("pt");
        for (long seed = 1; seed <= 4; seed++) {
            for (FugitiveState s : DeduceFixtures.marshalTurns(rules, "heuristic", "random", seed)) {
                PublicTrack t = DeduceFixtures.track(s);
                long window = t.faceDownNow();
                if (Long.bitCount(window) < 2) {
                    continue;
                }
                int p = Long.numberOfTrailingZeros(window);
                int q = 63 - Long.numberOfLeadingZeros(window);
                Assumptions both = Assumptions.NONE.withCover(new Assumptions.Cover(1L << s.hideout(p) | 1L << s.hideout(q), window, true));
                Assumptions notBoth = Assumptions.NONE.withCover(new Assumptions.Cover(1L << s.hideout(p) | 1L << 20, window, false));
                Assumptions fixed = Assumptions.NONE.withFixed(p, new Assumptions.Fixed(s.hideout(p), s.sprintCards(p)));
                for (Assumptions a : List.of(both, notBoth, fixed)) {
                    compared += agree(t, a, false, a + "\n" + s.fullState(), QUICK) ? 1 : 0;
                }
            }
        }
        assertTrue(compared > 40, "queries compared: " + compared);
    }

    @Test
    void modularPathEqualsTheReference() {
        int compared = 0;
        FugitiveRules rules = FugitiveRules.load("pt");
        for (String[] bots : new String[][] {{"heuristic", "heuristic"}, {"random", "random"}}) {
            for (FugitiveState s : DeduceFixtures.marshalTurns(rules, bots[0], bots[1], 5)) {
                compared += agree(DeduceFixtures.track(s), Assumptions.NONE, true, s.fullState(), QUICK) ? 1 : 0;
            }
        }
        assertTrue(compared > 20, "states compared: " + compared);
    }

    /**
     * Three draws a turn and at most one sprint card a hideout: counts far beyond 2^63 (where a
     * plain 64-bit count overflows) that the reference still finishes; on some the long path
     * itself overflows and the modular path takes over.
     */
    @Test
    void equalsTheReferenceBeyondSixtyFourBits() {
        FugitiveRules rules = DeduceFixtures.variant("pt", Map.of("fugitiveDraws", 3, "maxSprintCards", 1), "pt-draw3");
        int beyond = 0;
        int overflowed = 0;
        for (FugitiveState s : DeduceFixtures.marshalTurns(rules, "random", "random", 1)) {
            PublicTrack t = DeduceFixtures.track(s);
            ExactCounter c = new ExactCounter(t, Assumptions.NONE);
            if (c.run(false).histories().bitLength() <= 63) {
                continue;
            }
            if (!agree(t, Assumptions.NONE, false, s.fullState())) {
                break;
            }
            beyond++;
            overflowed += c.usedMode == ExactCounter.MODULAR ? 1 : 0;
        }
        assertTrue(beyond >= 5, "states beyond 2^63 compared: " + beyond);
    }

    /**
     * Notes of a random-vs-random game (bench deduce, seed 1, game 74, 48 events) whose count
     * overflows the long path: the modular path takes over. The expected count is
     * ReferenceCounter's, computed once (it takes 95 s there, too slow for the suite).
     */
    @Tag("slow")
    @Test
    void overflowingLongsFallBackToTheExactModularPath() {
        PublicTrack t = NotesFiles.read(java.nio.file.Path.of("src/test/resources/fugitive/deduce/random-game74-48events.json"));
        ExactCounter c = new ExactCounter(t, Assumptions.NONE);
        ExactCounter.Result r = c.run(true);
        assertEquals(ExactCounter.MODULAR, c.usedMode);
        assertEquals(new BigInteger("11019085847696966400"), r.histories());
        // The value counts of every position add up to the count, and the same counts come without marginals.
        for (BigInteger[] row : r.valueCounts().values()) {
            assertEquals(r.histories(), java.util.Arrays.stream(row).reduce(BigInteger.ZERO, BigInteger::add));
        }
        assertEquals(r.histories(), ExactCounter.count(t, Assumptions.NONE, false).histories());
    }
}
