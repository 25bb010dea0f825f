package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The progress line's rate and time left read at a glance however slow the run: not "0.0/s, 65801 s left". */
class ProgressWordsTest {
    @Test
    void aSlowRunsRateAndTimeLeftAreInUnitsThatShowThem() {
        assertEquals("45.0/s", Progress.rate(45));
        assertEquals("1.0/s", Progress.rate(1));
        assertEquals("10.2/min", Progress.rate(0.17)); // the Da Guai match run's rate read "0.1/s"
        assertEquals("6.0/min", Progress.rate(0.1));
        assertEquals("1.8/min", Progress.rate(0.03));
        assertEquals("3.6/h", Progress.rate(0.001));
        assertEquals("16 s left", Progress.timeLeft(16.2));
        assertEquals("12 min left", Progress.timeLeft(720));
        assertEquals("18.3 h left", Progress.timeLeft(65_801));
    }
}
