package org.cardlab.fugitive;

import java.util.ArrayList;

/**
 * A game's moves in notation (" | move" each), kept as they are made. The text is held as frozen
 * pieces of about {@link #PIECE} characters, which a copy shares (they never change), and the
 * piece still being written, which a copy gets its own of. The invariant harness compares a
 * state's text with its copy's and with every refused move's at every step of long games: shared
 * pieces are known equal without reading them, so that comparison costs the unfrozen tail, not
 * the whole game.
 */
final class MoveLog {
    /** Characters in a frozen piece (at least; the move that fills it is kept whole). */
    static final int PIECE = 1024;

    private final ArrayList<String> frozen;
    private final StringBuilder tail;
    private int frozenLength;

    MoveLog() {
        frozen = new ArrayList<>();
        tail = new StringBuilder(PIECE + 32);
    }

    /** A copy: the frozen pieces shared, the tail copied (sized to it: searches copy states by the thousand and most copies grow little). */
    MoveLog(MoveLog o) {
        frozen = new ArrayList<>(o.frozen);
        tail = new StringBuilder(o.tail.length() + 64).append(o.tail);
        frozenLength = o.frozenLength;
    }

    void add(FugitiveMove m) {
        tail.append(" | ").append(m);
        if (tail.length() >= PIECE) {
            frozen.add(tail.toString());
            frozenLength += tail.length();
            tail.setLength(0);
        }
    }

    int length() {
        return frozenLength + tail.length();
    }

    /** Number of frozen pieces (for the test that compares against the whole text). */
    int frozenPieces() {
        return frozen.size();
    }

    StringBuilder appendTo(StringBuilder sb) {
        for (String piece : frozen) {
            sb.append(piece);
        }
        return sb.append(tail);
    }

    /** Whether the two logs hold the same text. */
    boolean sameText(MoveLog o) {
        if (length() != o.length()) {
            return false;
        }
        if (frozen.size() != o.frozen.size()) {
            return sameWholeText(o);
        }
        for (int i = 0; i < frozen.size(); i++) {
            String a = frozen.get(i);
            String b = o.frozen.get(i);
            if (a == b) {
                continue; // shared by a copy
            }
            if (a.length() != b.length()) {
                return sameWholeText(o);
            }
            if (!a.equals(b)) {
                return false; // the pieces so far are equal, so the texts differ here
            }
        }
        return tail.compareTo(o.tail) == 0;
    }

    /** Pieces cut at other places (the same text from other moves could be): the texts themselves. */
    private boolean sameWholeText(MoveLog o) {
        return appendTo(new StringBuilder(length())).compareTo(o.appendTo(new StringBuilder(length()))) == 0;
    }

    @Override
    public String toString() {
        return appendTo(new StringBuilder(length())).toString();
    }
}
