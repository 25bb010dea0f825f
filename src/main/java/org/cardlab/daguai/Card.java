package org.cardlab.daguai;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cardlab.core.UserError;

/**
 * Card faces and their notation. Three decks of 54 give 162 physical cards: card id
 * {@code copy * 54 + face}. A face 0..51 is {@code rank * 4 + suit} (rank 0..12 = 2..A, suit
 * S, H, D, C); 52 is the small joker, 53 the big joker. Notation: rank 2-10, J, Q, K, A followed
 * by the suit letter (10H, QS), and SJ / BJ for the jokers.
 */
public final class Card {
    public static final int FACES = 54;
    public static final int DECKS = 3;
    public static final int PHYSICAL = FACES * DECKS;
    public static final int SMALL_JOKER = 52;
    public static final int BIG_JOKER = 53;
    public static final int RANKS = 13;
    public static final int ACE = 12;

    private static final String[] RANK_NAMES = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    private static final String SUITS = "SHDC";
    private static final String[] NAMES = new String[FACES];

    static {
        for (int f = 0; f < 52; f++) {
            NAMES[f] = RANK_NAMES[f / 4] + SUITS.charAt(f % 4);
        }
        NAMES[SMALL_JOKER] = "SJ";
        NAMES[BIG_JOKER] = "BJ";
    }

    private Card() {}

    public static int face(int id) {
        return id % FACES;
    }

    public static boolean isJoker(int face) {
        return face >= SMALL_JOKER;
    }

    /** Natural rank 0..12 (2..A) of a non-joker face. */
    public static int rank(int face) {
        return face >> 2;
    }

    public static int suit(int face) {
        return face & 3;
    }

    public static int face(int rank, int suit) {
        return rank * 4 + suit;
    }

    public static String name(int face) {
        return NAMES[face];
    }

    public static String rankName(int rank) {
        return RANK_NAMES[rank];
    }

    /** The rank of a level given as text (2-10, J, Q, K, A); a bad one is a one-line error. */
    public static int parseRank(String text, String what) {
        String t = text.trim().toUpperCase();
        for (int r = 0; r < RANKS; r++) {
            if (RANK_NAMES[r].equals(t)) {
                return r;
            }
        }
        throw new UserError(what + " '" + text + "' is not a rank (2-10, J, Q, K or A)");
    }

    /** One face from its notation (case-insensitive); a malformed one is a one-line error. */
    public static int parse(String text) {
        String t = text.trim().toUpperCase();
        if (t.equals("SJ")) {
            return SMALL_JOKER;
        }
        if (t.equals("BJ")) {
            return BIG_JOKER;
        }
        if (t.length() >= 2) {
            int suit = SUITS.indexOf(t.charAt(t.length() - 1));
            String rank = t.substring(0, t.length() - 1);
            if (suit >= 0) {
                for (int r = 0; r < RANKS; r++) {
                    if (RANK_NAMES[r].equals(rank)) {
                        return face(r, suit);
                    }
                }
            }
        }
        throw new UserError("'" + text + "' is not a card (rank 2-10, J, Q, K or A followed by S, H, D or C, "
                + "or SJ / BJ for the jokers; e.g. 10H, QS)");
    }

    /** Faces from text separated by spaces or commas ("BJ 6H 7H"), in the given order. */
    public static int[] parseList(String text) {
        List<Integer> out = new ArrayList<>();
        for (String part : text.trim().split("[\\s,]+")) {
            if (!part.isEmpty()) {
                out.add(parse(part));
            }
        }
        if (out.isEmpty()) {
            throw new UserError("no cards given (e.g. \"BJ 6H 7H 8S 9D\")");
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    public static String names(int[] faces) {
        StringBuilder sb = new StringBuilder();
        for (int f : faces) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(NAMES[f]);
        }
        return sb.toString();
    }

    public static int[] sorted(int[] faces) {
        int[] s = faces.clone();
        Arrays.sort(s);
        return s;
    }
}
