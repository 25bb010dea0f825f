package org.cardlab.core;

/**
 * Whole numbers written in cardlab's notations (moves, sets of cards): ASCII digits only, an
 * optional minus sign, at most nine digits. Java's {@link Integer#parseInt} also takes other
 * scripts' digits ("٣") and a plus sign, which no cardlab file or ruling means.
 */
public final class Numbers {
    private Numbers() {}

    /** The number {@code text} writes, or null when it is not one. */
    public static Integer parse(String text) {
        if (text == null || text.isEmpty() || text.length() > 10) {
            return null;
        }
        int i = text.charAt(0) == '-' ? 1 : 0;
        if (i == text.length()) {
            return null;
        }
        for (int k = i; k < text.length(); k++) {
            char c = text.charAt(k);
            if (c < '0' || c > '9') {
                return null;
            }
        }
        return text.length() - i > 9 ? null : Integer.parseInt(text);
    }
}
