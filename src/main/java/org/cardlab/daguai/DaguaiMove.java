package org.cardlab.daguai;

import java.util.Arrays;
import org.cardlab.core.UserError;

/**
 * A move: a play (the faces played, e.g. {@code 6H 7H 8S 9D BJ}), {@code pass}, or between
 * rounds {@code return 5H} (the card a tribute receiver gives back). Under the joker house rule
 * ("two-offered"): {@code offer 5H 9C} (the receiver of a joker offers two cards), then
 * {@code keep 9C} (the giver keeps one) or {@code keep 5H 9C return KD} (keeps both and gives
 * back a card higher than either). Copies of one face are
 * interchangeable, so a play names faces, not physical cards. {@link #toString} is the
 * canonical notation: faces sorted (2S .. AC, SJ, BJ).
 */
public final class DaguaiMove {
    public enum Type { PLAY, PASS, RETURN, OFFER, KEEP }

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

    /** The receiver of a joker offers two cards (faces sorted). */
    public static DaguaiMove offer(int a, int b) {
        return new DaguaiMove(Type.OFFER, Card.sorted(new int[] {a, b}));
    }

    /** The giver keeps one offered card. */
    public static DaguaiMove keep(int face) {
        return new DaguaiMove(Type.KEEP, new int[] {face});
    }

    /** The giver keeps both offered cards (a, b sorted) and gives back {@code back}. */
    public static DaguaiMove keepBoth(int a, int b, int back) {
        int[] kept = Card.sorted(new int[] {a, b});
        return new DaguaiMove(Type.KEEP, new int[] {kept[0], kept[1], back});
    }

    /** Parses the notation; malformed text is a one-line error. */
    public static DaguaiMove parse(String text) {
        String t = text.trim();
        if (t.equalsIgnoreCase("pass")) {
            return PASS;
        }
        String lower = t.toLowerCase();
        if (lower.startsWith("offer ")) {
            int[] f = Card.parseList(t.substring(6));
            if (f.length != 2) {
                throw new UserError("'" + text + "': an offer names exactly two cards");
            }
            return offer(f[0], f[1]);
        }
        if (lower.startsWith("keep ")) {
            String[] parts = t.substring(5).split("(?i)\\s+return\\s+");
            int[] kept = Card.parseList(parts[0]);
            if (parts.length == 1 && kept.length == 1) {
                return keep(kept[0]);
            }
            if (parts.length == 2 && kept.length == 2) {
                int[] back = Card.parseList(parts[1]);
                if (back.length == 1) {
                    return keepBoth(kept[0], kept[1], back[0]);
                }
            }
            throw new UserError("'" + text + "': write 'keep X' or 'keep X Y return Z'");
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
            case OFFER -> "offer " + Card.names(faces);
            case KEEP -> faces.length == 1 ? "keep " + Card.name(faces[0])
                    : "keep " + Card.name(faces[0]) + " " + Card.name(faces[1]) + " return " + Card.name(faces[2]);
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
