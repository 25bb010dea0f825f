package org.cardlab.verify;

import java.util.ArrayList;
import java.util.List;

/**
 * Wraps the specs commands' text at 80 columns: a publisher reads quotes, defaults and notes
 * at a terminal, and a quote of two hundred characters on one line runs off its edge.
 */
public final class TextWrap {
    /** The width every line of the specs commands' text output fits in. */
    public static final int WIDTH = 80;

    private TextWrap() {}

    /**
     * {@code text} after {@code first}, continued on lines that start with {@code rest}, broken
     * between words; a word longer than a whole line (a compact JSON value) is cut where the line ends.
     */
    public static List<String> wrap(String first, String rest, String text) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder(first);
        boolean empty = true; // nothing but the prefix on this line yet
        for (String word : text.strip().split(" +")) {
            if (!empty && line.length() + 1 + word.length() > WIDTH) {
                out.add(line.toString());
                line = new StringBuilder(rest);
                empty = true;
            }
            if (!empty) {
                line.append(' ');
            }
            // a word that cannot fit even on a line of its own is cut, not left to run over
            while (line.length() + word.length() > WIDTH && WIDTH - line.length() > 8) {
                int room = WIDTH - line.length();
                out.add(line.append(word, 0, room).toString());
                word = word.substring(room);
                line = new StringBuilder(rest);
            }
            line.append(word);
            empty = false;
        }
        out.add(line.toString());
        return out;
    }
}
