package org.cardlab.daguai;

import java.util.Arrays;

/**
 * A legal play, classified: its kind, the cards it reads as (a joker replaced by the card it
 * stands for) and a key that orders plays of the same size. Made by {@link ComboClassifier}.
 */
public final class Combo {
    /** Play kinds; for five cards the declaration order is the text's order, low to high. */
    public enum Kind {
        SINGLE("single", 1), PAIR("pair", 2), TRIPLE("triple", 3),
        STRAIGHT("straight", 5), FLUSH("flush", 5), FULL_HOUSE("full-house", 5), FOUR_OF_A_KIND("four-of-a-kind", 5),
        STRAIGHT_FLUSH("straight-flush", 5), FIVE_OF_A_KIND("five-of-a-kind", 5);

        public final String id;
        public final int size;

        Kind(String id, int size) {
            this.id = id;
            this.size = size;
        }

        public String words() {
            return id.replace('-', ' ');
        }
    }

    public final Kind kind;
    /** The physical faces played, sorted. */
    public final int[] faces;
    /** For each entry of {@link #faces}, the face it reads as (itself unless a wild joker). */
    public final int[] reads;
    /**
     * Orders plays of the same size: the five-card kind first, then the main part's power
     * (the top of a straight; the set's rank; a flush's cards, or its top card).
     */
    public final long key;
    /** The main part's power (or a straight's top natural rank), for explanations. */
    public final int main;

    Combo(Kind kind, int[] faces, int[] reads, long key, int main) {
        this.kind = kind;
        this.faces = faces;
        this.reads = reads;
        this.key = key;
        this.main = main;
    }

    public int size() {
        return faces.length;
    }

    public boolean usesJokers() {
        int n = faces.length;
        return n > 0 && Card.isJoker(faces[n - 1]);
    }

    /** Whether this play beats {@code other} when following it (same size, strictly higher). */
    public boolean beats(Combo other, boolean equalBeats) {
        if (other.faces.length != faces.length) {
            return false;
        }
        return equalBeats ? key >= other.key : key > other.key;
    }

    /** The cards the wild jokers stand for, as text ("10H"), in the order of the jokers; empty if none. */
    public String jokerReads() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < faces.length; i++) {
            if (Card.isJoker(faces[i]) && reads[i] != faces[i]) {
                if (sb.length() > 0) {
                    sb.append(' ');
                }
                sb.append(Card.name(reads[i]));
            }
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return kind.id + " " + Card.names(faces) + " (reads " + Card.names(reads) + ")";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Combo c && c.kind == kind && c.key == key && Arrays.equals(c.faces, faces);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(faces) * 31 + Long.hashCode(key);
    }
}
