package org.cardlab.daguai;

import java.util.Arrays;
import org.cardlab.core.UserError;

/**
 * A move: a play (the faces played, e.g. {@code 6H 7H 8S 9D BJ}), {@code pass}, or between
 * rounds {@code return 5H} (the card a tribute receiver gives back). Copies of one face are
 * interchangeable, so a play names faces, not physical cards. {@link #toString} is the
 * canonical notation: faces sorted (2S .. AC, SJ, BJ).
 */
public final class DaguaiMove {
    public enum Type { PLAY, PASS, RETURN }

    public static final DaguaiMove PASS = new DaguaiMove(Type.PASS, new int[0]);

    public final Type type;
    /** Sorted faces (one face for a return, none for a pass). */
    public final int[] faces;

    private DaguaiMove(Type type, int[] faces) {
        this.type = type;
        this.faces = faces;
    }

    public static DaguaiMove play(int[] faces) {
        return new DaguaiMove(Type.PLAY, Card.sorted(faces));
    }

    /** A play from faces already sorted ascending (kept, not copied). */
    static DaguaiMove playSorted(int[] faces) {
        return new DaguaiMove(Type.PLAY, faces);
    }

    public static DaguaiMove giveBack(int face) {
        return new DaguaiMove(Type.RETURN, new int[] {face});
    }

    /** Parses the notation; malformed text is a one-line error. */
    public static DaguaiMove parse(String text) {
        String t = text.trim();
        if (t.equalsIgnoreCase("pass")) {
            return PASS;
        }
        if (t.toLowerCase().startsWith("return ")) {
            int[] f = Card.parseList(t.substring(7));
            if (f.length != 1) {
                throw new UserError("'" + text + "': a return gives back exactly one card");
            }
            return giveBack(f[0]);
        }
        return play(Card.parseList(t));
    }

    @Override
    public String toString() {
        return switch (type) {
            case PASS -> "pass";
            case RETURN -> "return " + Card.name(faces[0]);
            case PLAY -> Card.names(faces);
        };
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DaguaiMove m && m.type == type && Arrays.equals(m.faces, faces);
    }

    @Override
    public int hashCode() {
        return type.hashCode() * 31 + Arrays.hashCode(faces);
    }
}
