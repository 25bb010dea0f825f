package org.cardlab.daguai;

import java.util.Arrays;

/**
 * The card order of one round: the level card (trump) sits above A, the jokers above it.
 * Everything combo classification and comparison need, and nothing else.
 *
 * @param level             natural rank of the level card (0 = 2 .. 12 = A)
 * @param twoHigh           2 ranks just below the level card when not the level card (else lowest)
 * @param aceLowStraight    A-2-3-4-5 is a straight (the lowest)
 * @param levelInStraight   the level card may sit in a straight at its natural rank
 * @param bigJokerAsSmall   a big joker may stand for a small joker
 * @param flushCardByCard   flushes compare card by card (else by the highest card only)
 */
public record ComboRules(int level, boolean twoHigh, boolean aceLowStraight, boolean levelInStraight,
        boolean bigJokerAsSmall, boolean flushCardByCard) {

    /** Power of the level card; A is 12, a high 2 is 13. */
    public static final int TRUMP = 14;
    public static final int SMALL = 15;
    public static final int BIG = 16;

    /** Single-card power of a face: 0..12 naturally (2 lowest), 13 a high 2, 14 the level card, 15/16 jokers. */
    public int power(int face) {
        if (face == Card.SMALL_JOKER) {
            return SMALL;
        }
        if (face == Card.BIG_JOKER) {
            return BIG;
        }
        return rankPower(Card.rank(face));
    }

    /** [twoHigh][level][power]: the rank of that power, or -1; a rank's power depends on the level and twoHigh alone. */
    private static final int[][][] RANK_OF_POWER = new int[2][Card.RANKS][TRUMP + 1];

    static {
        for (int high = 0; high < 2; high++) {
            for (int level = 0; level < Card.RANKS; level++) {
                ComboRules rules = new ComboRules(level, high == 1, false, false, false, false);
                Arrays.fill(RANK_OF_POWER[high][level], -1);
                for (int r = 0; r < Card.RANKS; r++) {
                    RANK_OF_POWER[high][level][rules.rankPower(r)] = r;
                }
            }
        }
    }

    /**
     * [twoHigh][level]: every face from low to high as such a round ranks them (by power, the same power by face),
     * made once, since a player's hand is shown in this order at every observation.
     */
    private static final int[][][] FACES_BY_POWER = new int[2][Card.RANKS][];

    static {
        for (int high = 0; high < 2; high++) {
            for (int level = 0; level < Card.RANKS; level++) {
                ComboRules rules = new ComboRules(level, high == 1, false, false, false, false);
                int[] faces = new int[Card.FACES];
                int n = 0;
                for (int power = 0; power <= BIG; power++) {
                    for (int f = 0; f < Card.FACES; f++) {
                        if (rules.power(f) == power) {
                            faces[n++] = f;
                        }
                    }
                }
                FACES_BY_POWER[high][level] = faces;
            }
        }
    }

    /** Every face from low to high in this round's order: by power, the same power by face. Not to be changed. */
    int[] facesByPower() {
        return FACES_BY_POWER[twoHigh ? 1 : 0][level];
    }

    /** The natural rank whose power is {@code power} (0 to {@link #TRUMP}), or -1 when none has it. */
    public int rankOfPower(int power) {
        return RANK_OF_POWER[twoHigh ? 1 : 0][level][power];
    }

    public int rankPower(int rank) {
        if (rank == level) {
            return TRUMP;
        }
        if (rank == 0 && twoHigh) {
            return 13;
        }
        return rank;
    }

    /** Words for a power value ("5, the level card", "A", "small joker"): the rank first, so "single 5, the level card" reads as "single 10". */
    public String powerName(int power) {
        return switch (power) {
            case BIG -> "big joker";
            case SMALL -> "small joker";
            case TRUMP -> Card.rankName(level) + ", the level card";
            case 13 -> "2";
            default -> Card.rankName(power);
        };
    }
}
