package org.cardlab.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Wraps the specs commands' text at 80 columns: a publisher reads quotes, defaults and notes
 * at a terminal, and a quote of two hundred characters on one line runs off its edge.
 */
public final class TextWrap {
    /** The width every line of the specs commands' text output fits in. */
    public static final int WIDTH = 80;

    private TextWrap() {}

    /**
     * A line as it is when it fits, else wrapped with its continuations indented four more than
     * it: a game's log line read at a terminal. A line with a column gap (a move, then "   route:
     * ...") breaks at the gap first, so that a route is not cut inside a hideout's sprint cards.
     */
    public static List<String> fit(String line) {
        if (line.length() <= WIDTH) {
            return List.of(line);
        }
        String indent = line.substring(0, line.length() - line.stripLeading().length());
        String[] columns = line.strip().split(" {3,}", 2);
        if (columns.length == 2) {
            List<String> out = new ArrayList<>(wrap(indent, indent + "    ", columns[0]));
            out.addAll(wrap(indent + "    ", indent + "    ", columns[1]));
            return out;
        }
        return wrap(indent, indent + "    ", line);
    }

    /**
     * {@code text} after {@code first}, continued on lines that start with {@code rest}, broken
     * between words; a word longer than a whole line (a compact JSON value) is cut where the line ends.
     */
    public static List<String> wrap(String first, String rest, String text) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder(first);
        boolean empty = true; // nothing but the prefix on this line yet
        // the spaces before each word are kept within a line ("final:  player 0 25  player 1 30" keeps its columns)
        Matcher m = Pattern.compile("( *)(\\S+)").matcher(text.strip());
        while (m.find()) {
            String gap = m.group(1);
            String word = m.group(2);
            if (!empty && line.length() + gap.length() + word.length() > WIDTH) {
                out.add(line.toString());
                line = new StringBuilder(rest);
                empty = true;
            }
            if (!empty) {
                line.append(gap);
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
