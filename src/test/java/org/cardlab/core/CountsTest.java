package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CountsTest {

    @Test
    void oneTakesTheSingularAndEveryOtherCountThePlural() {
        assertEquals("1 game", Counts.of(1, "game"));
        assertEquals("0 games", Counts.of(0, "game"));
        assertEquals("2 games", Counts.of(2, "game"));
        assertEquals("-1 games", Counts.of(-1, "game"));
    }

    @Test
    void largeCountsKeepTheirThousandsSeparators() {
        assertEquals(String.format("%,d positions", 1000), Counts.of(1000, "position"));
        assertEquals(String.format("%,d moves", 539_523L), Counts.of(539_523L, "move"));
    }

    @Test
    void anIrregularNounTakesItsOwnPlural() {
        assertEquals("1 match", Counts.of(1, "match", "matches"));
        assertEquals("3 matches", Counts.of(3, "match", "matches"));
        assertEquals("1 history", Counts.of(1, "history", "histories"));
        assertEquals("0 histories", Counts.of(0, "history", "histories"));
    }

    @Test
    void thePlainFormWritesNoSeparators() {
        assertEquals("1 step", Counts.plain(1, "step"));
        assertEquals("1000 steps", Counts.plain(1000, "step"));
        assertEquals("1 history", Counts.plain(1, "history", "histories"));
        assertEquals("1000 histories", Counts.plain(1000, "history", "histories"));
    }

    @Test
    void theNounAloneFollowsTheSameRule() {
        assertEquals("deal", Counts.noun(1, "deal"));
        assertEquals("deals", Counts.noun(12, "deal"));
        assertEquals("worlds", Counts.noun(1000, "world"));
        assertEquals("histories", Counts.noun(2, "history", "histories"));
    }
}
