package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CountsTest {

    /** Rows: the count, the noun, its plural (empty: by an "s"), and what of, plain and noun give. */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
            "1, game, , 1 game, 1 game, game",
            "0, game, , 0 games, 0 games, games",
            "2, game, , 2 games, 2 games, games",
            "-1, game, , -1 games, -1 games, games",
            "1, match, matches, 1 match, 1 match, match",
            "3, match, matches, 3 matches, 3 matches, matches",
            "1, history, histories, 1 history, 1 history, history",
            "0, history, histories, 0 histories, 0 histories, histories"})
    void oneTakesTheSingularAndEveryOtherCountThePlural(long n, String noun, String plural, String of, String plain, String alone) {
        assertEquals(of, plural == null ? Counts.of(n, noun) : Counts.of(n, noun, plural));
        assertEquals(plain, plural == null ? Counts.plain(n, noun) : Counts.plain(n, noun, plural));
        assertEquals(alone, plural == null ? Counts.noun(n, noun) : Counts.noun(n, noun, plural));
    }

    /** The thousands separator is the locale's, as the "%,d" the lines printed before. */
    @Test
    void onlyTheSeparatedFormSeparatesThousands() {
        assertEquals(String.format("%,d positions", 1000), Counts.of(1000, "position"));
        assertEquals(String.format("%,d histories", 539_523L), Counts.of(539_523L, "history", "histories"));
        assertEquals("1000 steps", Counts.plain(1000, "step"));
        assertEquals("1000 histories", Counts.plain(1000, "history", "histories"));
    }
}
