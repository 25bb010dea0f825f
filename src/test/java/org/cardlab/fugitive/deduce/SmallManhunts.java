package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;

/**
 * The small-deck manhunt states of seeded games and what the tests compare them with: every
 * history (the brute force), the exact count, the best order's captures over the histories.
 * ValueManhuntTest, RevealTableTest and ProductSplitTest check their tables and manhunts against
 * the same states, test after test; each of these is a function of the notes alone, so it is
 * computed once per test JVM and read by every test that asks (none changes them).
 */
final class SmallManhunts {
    private SmallManhunts() {}

    private static final Map<String, List<PublicTrack>> LISTS = new ConcurrentHashMap<>();
    /** One track per distinct notes, so that the answers below are kept per track. */
    private static final Map<String, PublicTrack> TRACKS = new ConcurrentHashMap<>();
    private static final Map<PublicTrack, Optional<List<NaiveEnumerator.History>>> HISTORIES = new IdentityHashMap<>();
    private static final Map<PublicTrack, ExactCounter.Result> ROOTS = new IdentityHashMap<>();
    private static final Map<PublicTrack, BigInteger> BEST = new IdentityHashMap<>();

    /** The small-deck manhunt states of seeded games (random Marshal, two or more hideouts down), each once. */
    static List<PublicTrack> of(long fromSeed, long toSeed, int most) {
        return LISTS.computeIfAbsent(fromSeed + " " + toSeed + " " + most, k -> List.copyOf(find(fromSeed, toSeed, most)));
    }

    private static List<PublicTrack> find(long fromSeed, long toSeed, int most) {
        FugitiveRules rules = ManhuntTest.rules();
        List<PublicTrack> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (long seed = fromSeed; seed <= toSeed && out.size() < most; seed++) {
            for (String[] bots : new String[][] {{"random", "random"}, {"heuristic", "random"}}) {
                for (FugitiveState s : DeduceFixtures.marshalTurns(rules, bots[0], bots[1], seed)) {
                    if (s.phase() == Phase.MANHUNT && s.faceDownCount() >= 2) {
                        String notes = s.notes().toJson().toString();
                        if (seen.add(notes)) {
                            out.add(TRACKS.computeIfAbsent(notes, n -> DeduceFixtures.track(s)));
                        }
                    }
                }
            }
        }
        return out;
    }

    /** Every history of the state, or null past two million steps of the enumeration. */
    static synchronized List<NaiveEnumerator.History> histories(PublicTrack t) {
        return HISTORIES.computeIfAbsent(t, k -> Optional.ofNullable(enumerate(k))).orElse(null);
    }

    private static List<NaiveEnumerator.History> enumerate(PublicTrack t) {
        NaiveEnumerator naive = new NaiveEnumerator(t, 2_000_000L).collecting();
        try {
            naive.run();
        } catch (WorkLimitExceeded e) {
            return null;
        }
        return List.copyOf(naive.collected());
    }

    /** The exact count with every value's counts. */
    static synchronized ExactCounter.Result root(PublicTrack t) {
        return ROOTS.computeIfAbsent(t, k -> ExactCounter.count(k, Assumptions.NONE, true));
    }

    /** The best order's captures over every history (each weighing one), for a state {@link #histories} enumerates. */
    static synchronized BigInteger bestCaptures(PublicTrack t) {
        return BEST.computeIfAbsent(t, k -> RevealTableTest.bestCaptures(histories(k), k.faceDownNow()));
    }
}
