package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The closing line of a witness's play-out, in words a publisher of any game reads right. */
class PlayOutTest {

    /** Fugitive has no scores: an ending that differs with the same winner says "the same winner". */
    @Test
    void theSameWinnerByAnotherEndingIsSaidSo() {
        PlayOut.Endings e = new PlayOut.Endings("the heuristic bot in every seat",
                List.of("Result: the Marshal wins (the Marshal revealed every hideout)."),
                List.of("Result: the Marshal wins (the Marshal revealed the last hideout)."), false, true);
        List<String> lines = PlayOut.lines("pt", "ca", e);
        assertEquals("    the same winner (and any scores) under both specs, reached by a different ending.",
                lines.get(lines.size() - 1));
    }
}
