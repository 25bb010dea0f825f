package org.cardlab.fugitive;

/**
 * The two seats of Fugitive. The core contract numbers seats ({@code currentPlayer()}, a bot's
 * seat, {@code returns()}); {@link #index} is that number, so code outside the engine asks which
 * seat it holds by name rather than comparing with a number it has to know.
 */
public enum FugitiveSeat {
    FUGITIVE("fugitive", "the Fugitive"),
    MARSHAL("marshal", "the Marshal");

    private final String role;
    private final String title;

    FugitiveSeat(String role, String title) {
        this.role = role;
        this.title = title;
    }

    /** The seat's number in the core contract: 0 the Fugitive, 1 the Marshal. */
    public int index() {
        return ordinal();
    }

    /** The seat numbered {@code index}; any other number is a programming error. */
    public static FugitiveSeat of(int index) {
        return switch (index) {
            case 0 -> FUGITIVE;
            case 1 -> MARSHAL;
            default -> throw new IllegalArgumentException("Fugitive has seats 0 and 1, not " + index);
        };
    }

    /** True when {@code index} is this seat's number. */
    public boolean is(int index) {
        return index == ordinal();
    }

    public FugitiveSeat other() {
        return this == FUGITIVE ? MARSHAL : FUGITIVE;
    }

    /** Its role in files and JSON: {@code fugitive} or {@code marshal}. */
    public String role() {
        return role;
    }

    /** Its name in a sentence: "the Fugitive", "the Marshal". */
    public String title() {
        return title;
    }
}
