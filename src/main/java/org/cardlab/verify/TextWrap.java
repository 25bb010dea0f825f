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

    /**
     * Cards as the narrators write them, one kind a list: Fugitive's numbers (17), Da Guai Lu
     * Zi's rank and suit (10H, QS, or 10♥) and jokers (SJ, BJ), SCOUT's shown and hidden numbers
     * (7(3)). A list holds one kind, so "seat 4 10C" is not read as the list "4 10C".
     */
    private static final List<Pattern> CARDS = List.of(Pattern.compile("\\d{1,2}"),
            Pattern.compile("(?:10|[2-9JQKA])[SHDC\u2660\u2665\u2666\u2663]|[SB]J"), Pattern.compile("\\d{1,2}\\(\\d{1,2}\\)"));

    /** A word and the spaces before it. */
    private static final Pattern WORD = Pattern.compile("( *)(\\S+)");

    private TextWrap() {}

    /**
     * Where the card list starting at word {@code i} ends (cards one space apart, the last
     * perhaps followed by a comma, a semicolon, a stop or a bracket): the index after its last
     * card, or {@code i + 1} when fewer than two cards start there.
     */
    private static int cardListEnd(List<String[]> words, int i) {
        Pattern kind = CARDS.stream().filter(c -> c.matcher(words.get(i)[1]).matches()).findFirst().orElse(null);
        if (kind == null) {
            return i + 1;
        }
        int j = i + 1;
        for (; j < words.size() && words.get(j)[0].equals(" "); j++) {
            String word = words.get(j)[1];
            String card = word.replaceFirst("[,;.:)\\]]+$", "");
            if (!kind.matcher(card).matches()) {
                break;
            }
            if (!card.equals(word)) {
                return j + 1; // punctuation ends the list
            }
        }
        return j;
    }

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
     * between words; a card list ("10H 10S 10D", a hand "1 2 3 14 17") that fits on a line of its
     * own is not broken between two cards; a word longer than a whole line (a compact JSON value)
     * is cut where the line ends.
     */
    public static List<String> wrap(String first, String rest, String text) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder(first);
        boolean empty = true; // nothing but the prefix on this line yet
        // the spaces before each word are kept within a line ("final:  player 0 25  player 1 30" keeps its columns)
        Matcher m = WORD.matcher(text.strip());
        List<String[]> words = new ArrayList<>();
        while (m.find()) {
            words.add(new String[] {m.group(1), m.group(2)});
        }
        int listEnd = 0; // words before it belong to a card list begun earlier (one too long for a line fills it)
        for (int i = 0; i < words.size(); i++) {
            String gap = words.get(i)[0];
            String word = words.get(i)[1];
            int length = word.length();
            if (i >= listEnd) {
                listEnd = cardListEnd(words, i);
                // a card list that fits on a line of its own starts one rather than being split between two cards
                int list = words.subList(i, listEnd).stream().mapToInt(w -> w[1].length() + 1).sum() - 1;
                length = rest.length() + list <= WIDTH ? list : length;
            }
            if (!empty && line.length() + gap.length() + length > WIDTH) {
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
