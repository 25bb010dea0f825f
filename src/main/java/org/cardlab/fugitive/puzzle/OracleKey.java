package org.cardlab.fugitive.puzzle;

/**
 * A state of {@link ExhaustiveOracle}'s walk: last hideout, cards used per category (4 bits each), progress on
 * open multi-misses. Its equals and hashCode are written out, as the record's own would compute them: those go
 * through method handles, slow under the C1 compiler the tests run with, and the walk looks a key up for every
 * edge it makes.
 */
record OracleKey(long base, long covers) {
    @Override
    public boolean equals(Object o) {
        return o instanceof OracleKey k && k.base == base && k.covers == covers;
    }

    @Override
    public int hashCode() {
        return 31 * Long.hashCode(base) + Long.hashCode(covers);
    }
}
