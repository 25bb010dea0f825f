package org.cardlab.scout;

/**
 * What a shown set is and how strong (the "Show" rules): one card, or two or more adjacent
 * cards all equal (a set) or consecutive up or down (a run). A stronger set has more cards;
 * with as many cards a set beats a run; then the higher smallest number (or largest, per
 * spec) wins; an equal set does not beat (unless the spec says it does).
 *
 * <p>A strength is one int so the engine compares without allocating:
 * {@code len << 8 | setBonus << 7 | key << 2 | kind}. {@link #rank} drops the kind bits,
 * so two sets compare by (length, set bonus, key) only, which is a strict weak order.
 */
public final class SetStrength {
    public static final int INVALID = -1;
    /** The strength of an empty table: every valid set beats it. */
    public static final int EMPTY = -1;

    public static final int SINGLE = 0;
    public static final int SET = 1;
    public static final int RUN = 2;

    private final ScoutRules rules;

    public SetStrength(ScoutRules rules) {
        this.rules = rules;
    }

    public static int length(int strength) {
        return strength >>> 8;
    }

    public static int kind(int strength) {
        return strength & 3;
    }

    /** The compared part: length, set bonus, key. */
    public static int rank(int strength) {
        return strength >>> 2;
    }

    /** The number compared between sets of the same size and kind (smallest or largest, per spec). */
    public static int key(int strength) {
        return (strength >>> 2) & 31;
    }

    public static String kindName(int kind) {
        return switch (kind) {
            case SINGLE -> "single";
            case SET -> "set";
            case RUN -> "run";
            default -> "none";
        };
    }

    /** The strength of shown numbers values[from..to] (inclusive), or {@link #INVALID}. */
    public int ofValues(int[] values, int from, int to) {
        int len = to - from + 1;
        if (len <= 0) {
            return INVALID;
        }
        int first = values[from];
        if (len == 1) {
            return pack(1, SINGLE, first, first);
        }
        int d = values[from + 1] - first;
        if (d == 0) {
            for (int i = from + 2; i <= to; i++) {
                if (values[i] != first) {
                    return INVALID;
                }
            }
            return pack(len, SET, first, first);
        }
        if (d == 1 && rules.runsAscending || d == -1 && rules.runsDescending) {
            for (int i = from + 2; i <= to; i++) {
                if (values[i] - values[i - 1] != d) {
                    return INVALID;
                }
            }
            int last = values[to];
            return pack(len, RUN, Math.min(first, last), Math.max(first, last));
        }
        return INVALID;
    }

    /** The same over encoded cards enc[from..to], read through the deck's faces. */
    public int ofCards(int[] enc, int from, int to, ScoutDeck deck) {
        int len = to - from + 1;
        if (len <= 0) {
            return INVALID;
        }
        int first = deck.face(enc[from]);
        if (len == 1) {
            return pack(1, SINGLE, first, first);
        }
        int d = deck.face(enc[from + 1]) - first;
        if (d == 0) {
            for (int i = from + 2; i <= to; i++) {
                if (deck.face(enc[i]) != first) {
                    return INVALID;
                }
            }
            return pack(len, SET, first, first);
        }
        if (d == 1 && rules.runsAscending || d == -1 && rules.runsDescending) {
            int prev = first + d;
            for (int i = from + 2; i <= to; i++) {
                int v = deck.face(enc[i]);
                if (v - prev != d) {
                    return INVALID;
                }
                prev = v;
            }
            return pack(len, RUN, Math.min(first, prev), Math.max(first, prev));
        }
        return INVALID;
    }

    /**
     * The strength of a set already known to be valid, from its length and its first,
     * second and last shown numbers (second is ignored for one card).
     */
    public int ofValid(int len, int first, int second, int last) {
        if (len == 1) {
            return pack(1, SINGLE, first, first);
        }
        return second == first ? pack(len, SET, first, first) : pack(len, RUN, Math.min(first, last), Math.max(first, last));
    }

    /**
     * The strengths of every valid set starting at {@code from}: out[k] is the strength of
     * cards[from..from+k]; returns how many there are (at least 1). One pass, since a set
     * that stops being valid never becomes valid again by adding cards.
     */
    public int segments(int[] cards, int from, int len, ScoutDeck deck, int[] out) {
        int first = deck.face(cards[from]);
        out[0] = pack(1, SINGLE, first, first);
        if (from + 1 >= len) {
            return 1;
        }
        int prev = deck.face(cards[from + 1]);
        int d = prev - first;
        int kind;
        if (d == 0) {
            kind = SET;
        } else if (d == 1 && rules.runsAscending || d == -1 && rules.runsDescending) {
            kind = RUN;
        } else {
            return 1;
        }
        out[1] = kind == SET ? pack(2, SET, first, first) : pack(2, RUN, Math.min(first, prev), Math.max(first, prev));
        int k = 2;
        for (int i = from + 2; i < len; i++, k++) {
            int v = deck.face(cards[i]);
            if (v - prev != d) {
                break;
            }
            prev = v;
            out[k] = kind == SET ? pack(k + 1, SET, first, first)
                    : pack(k + 1, RUN, Math.min(first, prev), Math.max(first, prev));
        }
        return k;
    }

    private int pack(int len, int kind, int smallest, int largest) {
        int bonus = kind == SET && rules.setBeatsRun ? 1 : 0;
        int key = rules.compareBySmallest ? smallest : largest;
        return len << 8 | bonus << 7 | key << 2 | kind;
    }

    /** Whether a valid set of strength {@code s} may be shown over {@code table} ({@link #EMPTY} when the table is empty). */
    public boolean beats(int s, int table) {
        if (table == EMPTY) {
            return true;
        }
        if (!rules.moreCardsBeat && length(s) != length(table)) {
            return false;
        }
        return rules.equalBeats ? rank(s) >= rank(table) : rank(s) > rank(table);
    }

    /** Whether beating {@code table} with {@code s} captures the table's cards (always, under the published rules). */
    public boolean captures(int s, int table) {
        return rules.captureAlways || length(s) == length(table) && kind(s) == kind(table);
    }
}
