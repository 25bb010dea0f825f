package org.cardlab.fugitive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.core.Replay;
import org.cardlab.core.Rng;
import org.cardlab.games.Games;
import org.junit.jupiter.api.Test;

/** Properties over generated seeds and hands (QuickTheories shrinks a failing case to a small one). */
class FugitivePropertiesTest {
    private static final FugitiveRules CA = Specs.shipped("ca");
    private static final FugitiveRules PT = Specs.shipped("pt");
    private static final FugitiveRules STRICT = Specs.variant("pt", "overpay", false);
    /** pt's shape on fewer cards, with the escape card 24: the family member with a lower escape card. */
    private static final FugitiveRules LOW = Specs.lowerEscape();
    private static final List<FugitiveRules> FAMILY = List.of(CA, PT, STRICT, LOW);

    /** A random game under {@code rules} played for at most {@code steps} moves. */
    private static FugitiveState play(FugitiveRules rules, long seed, int steps) {
        FugitiveState s = FugitiveState.newGame(rules, seed);
        Rng rng = new Rng(seed ^ 0x5DEECE66DL);
        for (int i = 0; i < steps && !s.isTerminal(); i++) {
            s.apply(s.randomLegalMove(rng));
        }
        return s;
    }

    @Test
    void everyPlacementKeepsTheRouteIncreasingAndWithinReachOfItsFootprints() {
        qt().forAll(longs().all(), integers().between(0, FAMILY.size() - 1)).checkAssert((seed, which) -> {
            FugitiveRules rules = FAMILY.get(which);
            FugitiveState s = play(rules, seed, 400);
            for (int p = 1; p < s.routeLength(); p++) {
                int step = s.hideout(p) - s.hideout(p - 1);
                assertTrue(step > 0, "route not increasing at position " + p);
                assertTrue(s.hideout(p) < rules.escape || s.hideout(p) == rules.escape && p == s.routeLength() - 1,
                        "hideout " + s.hideout(p) + " at position " + p + " of " + s.routeLength() + " (escape card " + rules.escape + ")");
                int paid = rules.footprints(s.sprintCards(p));
                assertTrue(step <= rules.stepLimit + paid, "step " + step + " beyond reach of +" + paid);
                assertTrue(!Cards.has(s.sprintCards(p), rules.escape), "the escape card as a sprint card");
                if (!rules.overpay) {
                    for (int c : Cards.toArray(s.sprintCards(p))) {
                        assertTrue(step > rules.stepLimit + paid - rules.footprint(c), "sprint card " + c + " not needed");
                    }
                }
            }
        });
    }

    @Test
    void replayOfTheSerialisedGameIsTheSameGame() {
        qt().forAll(longs().all(), integers().between(0, 300), integers().between(0, FAMILY.size() - 1)).checkAssert((seed, steps, which) -> {
            FugitiveRules rules = FAMILY.get(which);
            FugitiveState s = play(rules, seed, steps);
            FugitiveState back = Replay.of(new FugitiveGame(rules), Games.record(Json.parse(Json.write(s.toJson()), "game"), Path.of("game")), "game", true).state();
            assertEquals(s.fullState(), back.fullState());
        });
    }

    @Test
    void theMarshalsObservationIgnoresCardsHeHasNotSeen() {
        qt().forAll(longs().all(), integers().between(0, 200), longs().all(), booleans().all()).checkAssert((seed, steps, shuffle, low) -> {
            FugitiveState s = play(low ? LOW : PT, seed, steps);
            FugitiveState other = s.resampleUnseen(FugitiveSeat.MARSHAL.index(), new Rng(shuffle));
            assertEquals(s.observation(FugitiveSeat.MARSHAL.index()), other.observation(FugitiveSeat.MARSHAL.index()));
            assertEquals(Json.compact(s.notes().toJson()), Json.compact(other.notes().toJson()));
        });
    }

    /** Sprint sets: the lazy canonical enumeration lists exactly the subsets the rule accepts, each once. */
    @Test
    void sprintEnumerationMatchesBruteForce() {
        qt().forAll(longs().all(), integers().between(-2, 12), booleans().all()).checkAssert((bits, need, strict) -> {
            FugitiveRules rules = strict ? STRICT : PT;
            long pool = bits & Cards.range(1, 41);
            while (Long.bitCount(pool) > 10) {
                pool &= pool - 1; // keep brute force small: at most 2^10 subsets
            }
            List<Long> brute = new ArrayList<>();
            int[] cards = Cards.toArray(pool);
            for (int mask = 0; mask < 1 << cards.length; mask++) {
                long set = 0;
                for (int i = 0; i < cards.length; i++) {
                    if ((mask >> i & 1) != 0) {
                        set |= 1L << cards[i];
                    }
                }
                if (Sprints.legal(rules, pool, set, need)) {
                    brute.add(set);
                }
            }
            List<Long> listed = new ArrayList<>();
            for (Iterator<Long> it = Sprints.enumerate(rules, pool, need); it.hasNext(); ) {
                listed.add(it.next());
            }
            assertEquals(brute.size(), listed.size());
            assertEquals(new java.util.HashSet<>(brute), new java.util.HashSet<>(listed));
            assertEquals(!brute.isEmpty(), Sprints.any(rules, pool, need));
            for (int i = 1; i < listed.size(); i++) {
                assertTrue(Long.bitCount(listed.get(i - 1)) <= Long.bitCount(listed.get(i)), "not by size");
            }
        });
    }
}
