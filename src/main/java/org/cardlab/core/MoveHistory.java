package org.cardlab.core;

import java.util.List;

/**
 * A game's moves so far as a persistent list, newest first: a move adds one link and never
 * changes an older one, so a state's copy shares its history (one pointer, not the moves),
 * which matters where search bots copy states in their inner loops.
 */
public final class MoveHistory<M> {
    private static final MoveHistory<Object> EMPTY = new MoveHistory<>(null, null, 0);

    private final M last;
    private final MoveHistory<M> before;
    private final int size;

    private MoveHistory(M last, MoveHistory<M> before, int size) {
        this.last = last;
        this.before = before;
        this.size = size;
    }

    /** No move yet. */
    @SuppressWarnings("unchecked")
    public static <M> MoveHistory<M> empty() {
        return (MoveHistory<M>) EMPTY;
    }

    /** This history and then {@code move}; this one is unchanged. */
    public MoveHistory<M> plus(M move) {
        return new MoveHistory<>(move, this, size + 1);
    }

    public int size() {
        return size;
    }

    /** The moves, oldest first. */
    @SuppressWarnings("unchecked")
    public List<M> oldestFirst() {
        Object[] a = new Object[size];
        for (MoveHistory<M> h = this; h.size > 0; h = h.before) {
            a[h.size - 1] = h.last;
        }
        return (List<M>) (List<?>) List.of(a);
    }
}
