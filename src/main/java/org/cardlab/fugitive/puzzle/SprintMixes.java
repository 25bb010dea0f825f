package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;

/**
 * Every way {@code k} hidden sprint cards can fall into the exhaustive oracle's eight categories
 * (the starting hand or deck d, times two, plus one when odd), with what its inner loop asks of a
 * mix: its counts packed 4 bits a category (as the oracle's states count cards used), the same
 * counts a byte a category, its cards per source (start hand, decks 1 to 3) 16 bits a source, and
 * how many of its cards are odd.
 *
 * <p>Why bytes: the oracle tries every mix against every state it expands, and a mix fits when
 * none of its eight counts passes the room left in its category (or any of its four source
 * counts the draws left). With each count in a lane of its own, wider than the count needs, one
 * subtraction compares all lanes at once: a lane whose count passes its room borrows its guard
 * bit away, and no borrow crosses into the next lane.
 */
final class SprintMixes {
    static final int CATEGORIES = 8;
    private static final long BYTE_GUARDS = 0x8080808080808080L;
    private static final long SOURCE_GUARDS = 0x0080008000800080L;
    /** A source's room when it has no bound (the starting hand, or the deck counts ignored). */
    static final int UNBOUNDED = 127;

    final long[] packed;
    final long[] bytes;
    final long[] sources;
    final int[] odd;

    private SprintMixes(List<int[]> parts) {
        int n = parts.size();
        packed = new long[n];
        bytes = new long[n];
        sources = new long[n];
        odd = new int[n];
        for (int i = 0; i < n; i++) {
            int[] c = parts.get(i);
            for (int cat = 0; cat < CATEGORIES; cat++) {
                packed[i] |= (long) c[cat] << (4 * cat);
                odd[i] += (cat & 1) == 1 ? c[cat] : 0;
            }
            bytes[i] = bytes(packed[i]);
            sources[i] = sources(bytes[i]);
        }
    }

    /** The mixes of {@code k} cards; a category never holds more than 15 (the states' 4 bits), so larger parts are left out. */
    static SprintMixes of(int k) {
        List<int[]> out = new ArrayList<>();
        compose(new int[CATEGORIES], 0, k, out);
        return new SprintMixes(out);
    }

    private static void compose(int[] c, int i, int left, List<int[]> out) {
        if (i == CATEGORIES - 1) {
            if (left <= 15) {
                c[i] = left;
                out.add(c.clone());
            }
            return;
        }
        for (int x = 0; x <= Math.min(left, 15); x++) {
            c[i] = x;
            compose(c, i + 1, left - x, out);
        }
    }

    int size() {
        return packed.length;
    }

    /** Eight 4-bit counts spread to a byte each. */
    static long bytes(long nibbles) {
        long x = nibbles & 0xFFFFFFFFL;
        x = (x | x << 16) & 0x0000FFFF0000FFFFL;
        x = (x | x << 8) & 0x00FF00FF00FF00FFL;
        return (x | x << 4) & 0x0F0F0F0F0F0F0F0FL;
    }

    /** Counts a byte a category summed per source (the two parities of each), 16 bits a source. */
    static long sources(long bytes) {
        return (bytes + (bytes >>> 8)) & 0x00FF00FF00FF00FFL;
    }

    /** A source room word: source s (0 to 3) given room[s], each from 0 to {@link #UNBOUNDED}. */
    static long sourceRoom(int[] room) {
        long w = 0;
        for (int s = 0; s < 4; s++) {
            w |= (long) room[s] << (16 * s);
        }
        return w;
    }

    /** Whether mix i fits: no category's count passes its room (a byte a category) and no source's passes its room. */
    boolean fits(int i, long categoryRoom, long sourceRoom) {
        return (((categoryRoom | BYTE_GUARDS) - bytes[i]) & BYTE_GUARDS) == BYTE_GUARDS
                && (((sourceRoom | SOURCE_GUARDS) - sources[i]) & SOURCE_GUARDS) == SOURCE_GUARDS;
    }
}
