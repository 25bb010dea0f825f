package org.cardlab.fugitive.exposure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/** A kept deduction is the one a fresh count gives; a count past its limit is not kept. */
class DeductionMemoTest {
    private static final long LIMIT = 2_000_000;
    private static final FugitiveRules RULES = FugitiveRules.load("pt");
    /** The Marshal's turns of one seeded pt game: notes of every length it reaches. */
    private static final List<FugitiveState> TURNS = SeededGames.marshalTurns(RULES, "heuristic", "heuristic", 3);

    @Test
    void aKeptDeductionGivesTheFreshCountsChances() {
        int compared = 0;
        for (FugitiveState s : TURNS) {
            Deduction fresh = Deduction.of(PublicTrack.read(RULES, s.notes(), "notes"), LIMIT);
            Deduction kept = DeductionMemo.of(PublicTrack.read(RULES, s.notes(), "notes"), LIMIT);
            // the same notes read again (another track, equal events) find the kept one
            assertSame(kept, DeductionMemo.of(PublicTrack.read(RULES, s.notes(), "notes"), LIMIT));
            assertEquals(fresh.histories, kept.histories);
            for (int p : fresh.faceDown()) {
                for (int v = 1; v <= 41; v++) {
                    assertEquals(fresh.count(p, v), kept.count(p, v), "position " + p + ", value " + v);
                }
            }
            compared++;
        }
        assertTrue(compared > 3, "" + compared);
    }

    @Test
    void aCountPastItsLimitIsNotKeptAndFailsAgain() {
        PublicTrack last = PublicTrack.read(RULES, TURNS.get(TURNS.size() - 1).notes(), "notes");
        assertEquals(Deduction.of(last, LIMIT).histories, DeductionMemo.of(last, LIMIT).histories);
        // kept under one limit, the same notes still fail under a smaller one: the limit is part of what is kept
        assertThrows(WorkLimitExceeded.class, () -> DeductionMemo.of(last, 1));
        assertThrows(WorkLimitExceeded.class, () -> DeductionMemo.of(last, 1));
    }
}
