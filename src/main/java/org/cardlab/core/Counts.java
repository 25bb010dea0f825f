package org.cardlab.core;

/**
 * A count and its noun for the lines cardlab prints for people: "1 game", "2 games",
 * "1,000 games". One helper so that no output reads "1 games"; JSON and CSV keep bare numbers.
 */
public final class Counts {
    private Counts() {}

    /** {@code n} with thousands separators and {@code noun}, plural by an added "s" unless {@code n} is one. */
    public static String of(long n, String noun) {
        return of(n, noun, noun + "s");
    }

    /** As {@link #of(long, String)}, for a noun whose plural is not made by an "s" ("match", "matches"). */
    public static String of(long n, String noun, String plural) {
        return String.format("%,d %s", n, noun(n, noun, plural));
    }

    /** {@code n} without separators, as lines that never had them print it, and its noun. */
    public static String plain(long n, String noun) {
        return plain(n, noun, noun + "s");
    }

    /** As {@link #plain(long, String)}, with an explicit plural. */
    public static String plain(long n, String noun, String plural) {
        return n + " " + noun(n, noun, plural);
    }

    /** The noun alone, for lines that write the number themselves (without separators, or padded). */
    public static String noun(long n, String noun) {
        return noun(n, noun, noun + "s");
    }

    /** As {@link #noun(long, String)}, with an explicit plural. */
    public static String noun(long n, String noun, String plural) {
        return n == 1 ? noun : plural;
    }
}
