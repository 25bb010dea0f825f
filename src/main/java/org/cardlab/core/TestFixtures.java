package org.cardlab.core;

import java.util.List;

/**
 * What the generic tests play of a game (src/test: the invariant harness over every registered
 * game, the golden games, the command-line tests): the setups to play, and the golden games
 * stored under src/test/resources/golden/ with the recipe that made each.
 */
public record TestFixtures(List<Setup> setups, List<Golden> golden) {
    public TestFixtures {
        setups = List.copyOf(setups);
        golden = List.copyOf(golden);
    }

    /** The default spec in its default setup; no golden games. */
    public static TestFixtures defaults(GameInfo info) {
        return new TestFixtures(List.of(new Setup(info.defaultSpec(), "{}")), List.of());
    }

    /** A spec (a name under specs/&lt;game&gt;/) and a setup ({@code params} as JSON, e.g. {@code {"players": 3}}). */
    public record Setup(String spec, String params) {}

    /**
     * A golden game: its file under golden/, the spec with rule values changed by {@code with} (a
     * JSON object), its setup, its bots (one name or one per seat, comma-separated) and its seed.
     */
    public record Golden(String file, String spec, String with, String params, String bots, long seed) {
        @Override
        public String toString() {
            return file;
        }
    }
}
