package org.cardlab.fugitive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.stream.Stream;
import org.cardlab.core.Rng;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A {@link PublicState} copy and its original go on apart, read through every query the table
 * answers, at every route position there can be (the state's text does not show a face-down
 * position's public facts, so {@code CopyIndependenceTest} cannot see them).
 */
class PublicStateCopyTest {

    /** The shipped specs, and one whose escape card is not 42 (the route reads it to end and to compare). */
    static Stream<FugitiveRules> specs() {
        return Stream.of(Specs.shipped("ca"), Specs.shipped("pt"), Specs.lowerEscape());
    }

    @ParameterizedTest
    @MethodSource("specs")
    void aCopysEventsLeaveTheOriginalAsItWas(FugitiveRules rules) {
        int copiesThatChanged = 0;
        for (long seed = 1; seed <= 6; seed++) {
            FugitiveState s = FugitiveState.newGame(rules, seed);
            Rng rng = new Rng(seed);
            while (!s.isTerminal()) {
                String before = everything(s.table());
                FugitiveState ahead = s.copy();
                for (int i = 0; i < 6 && !ahead.isTerminal(); i++) {
                    ahead.apply(ahead.randomLegalMove(rng));
                }
                if (!everything(ahead.table()).equals(before)) {
                    copiesThatChanged++;
                }
                assertEquals(before, everything(s.table()), "seed " + seed + ": the copy's moves changed the original's table");

                PublicState kept = s.table().copy();
                s.apply(s.randomLegalMove(rng));
                assertEquals(before, everything(kept), "seed " + seed + ": the original's move changed an earlier copy");
                assertNotEquals(before, everything(s.table()), "seed " + seed + ": every move is an event on the table");
            }
        }
        assertNotEquals(0, copiesThatChanged);
    }

    /** Every query of the table, at every position 0..CARDS. */
    private static String everything(PublicState t) {
        StringBuilder sb = new StringBuilder();
        sb.append(t.phase()).append(' ').append(t.pending()).append(' ').append(t.winner()).append(' ').append(t.outcome())
                .append(' ').append(t.time()).append(' ').append(t.fugitiveCards()).append(' ').append(t.seen())
                .append(' ').append(t.routeLength()).append(' ').append(t.lastRevealed()).append(' ').append(t.faceDownPositions());
        for (int d = 1; d <= 3; d++) {
            sb.append(" deck").append(d).append('=').append(t.deckLeft(d));
        }
        for (int p = 0; p <= FugitiveRules.CARDS; p++) {
            sb.append(" | ").append(t.placedAt(p)).append(',').append(t.sprintCount(p)).append(',').append(t.revealedAt(p))
                    .append(',').append(t.card(p)).append(',').append(t.revealedSprints(p)).append(',').append(t.isFaceUp(p));
        }
        return sb.toString();
    }
}
