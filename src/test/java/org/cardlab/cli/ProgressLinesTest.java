package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** When progress lines come: every tenth of the way, at most once a second, and always at the end. */
class ProgressLinesTest {
    private long now;

    /** The lines a run of 1,000 prints when each one done takes {@code nanosEach}. */
    private List<String> run(long nanosEach) {
        StringWriter text = new StringWriter();
        Progress p = new Progress(new PrintWriter(text), "deals", 1000, 100, () -> now);
        for (long done = 1; done <= 1000; done++) {
            now += nanosEach;
            p.accept(done);
        }
        return text.toString().lines().map(l -> l.substring(0, l.indexOf(' ', "deals: ".length()))).toList();
    }

    @Test
    void aRunOverInABlinkPrintsItsTotalAlone() {
        assertEquals(List.of("deals: 1000/1000"), run(50_000)); // 1,000 in 0.05 s
    }

    @Test
    void aLongRunPrintsEveryTenth() {
        assertEquals(List.of("deals: 100/1000", "deals: 200/1000", "deals: 300/1000", "deals: 400/1000", "deals: 500/1000",
                "deals: 600/1000", "deals: 700/1000", "deals: 800/1000", "deals: 900/1000", "deals: 1000/1000"), run(20_000_000));
    }

    @Test
    void aRunOfAFewSecondsPrintsOnceASecondHasPassed() {
        // 3 ms each: a tenth takes 0.3 s, so a line at the first one done a second after the last line (334 = 1 s / 3 ms,
        // rounded up), and the end
        assertEquals(List.of("deals: 334/1000", "deals: 668/1000", "deals: 1000/1000"), run(3_000_000));
    }
}
