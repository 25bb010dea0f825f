package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;

/** A safe route's answer in words: the safe play, then each other play and the hideout the Marshal would then know. */
final class SafeRouteWords {
    private SafeRouteWords() {}

    private static final String[] NUMBERS = {"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};

    /** "Pass", "Lay 17 with no sprint card", "Lay 42 with one odd deck-2 card and two even starting cards". */
    static String play(int hideout, long mix) {
        if (hideout == SafeRoute.PASS) {
            return "pass";
        }
        return "lay " + hideout + " with " + kinds(mix);
    }

    static String play(SafeRoute.Play p) {
        return play(p.hideout(), p.mix());
    }

    /** "no sprint card", "one odd deck-2 card", "two even deck-1 cards and one odd starting card". */
    static String kinds(long mix) {
        List<String> parts = new ArrayList<>();
        for (int c = 0; c < Beneath.CATEGORIES; c++) {
            int n = ExhaustiveOracle.count(mix, c);
            if (n > 0) {
                String cls = Beneath.className(c / 2, c & 1);
                parts.add((n < NUMBERS.length ? NUMBERS[n] : String.valueOf(n)) + " " + (n == 1 ? cls.substring(0, cls.length() - 1) : cls));
            }
        }
        if (parts.isEmpty()) {
            return "no sprint card";
        }
        return Words.andList(parts);
    }

    /** The headline: the safe play. */
    static String headline(SafeRoute sr) {
        String p = play(sr.safePlay());
        return Character.toUpperCase(p.charAt(0)) + p.substring(1);
    }

    /**
     * One line per play: the safe one says so; each other names the hideout the Marshal would know and quotes the step that
     * shows it, in the words of his notes ("you" is the Marshal there, "he" the Fugitive). A play whose notes are another's
     * (as many sprint cards) cites that one's line instead of repeating it.
     */
    static List<String> lines(SafeRoute sr) {
        List<String> out = new ArrayList<>();
        List<SafeRoute.Play> said = new ArrayList<>();
        for (SafeRoute.Play p : sr.plays()) {
            String what = play(p);
            what = Character.toUpperCase(what.charAt(0)) + what.substring(1);
            Solution.Step s = p.refutation();
            SafeRoute.Play same = s == null ? null : said.stream().filter(q -> q.refutation() == s).findFirst().orElse(null);
            if (p.safe()) {
                out.add(what + ": safe. " + stillOpen(p, sr.route().length) + " No other play gives his notes this count of sprint cards.");
            } else if (same != null) {
                out.add(what + ": the same count of sprint cards as " + play(same) + ", so the same notes: he would know #" + s.position()
                        + " (" + s.value() + ") as above.");
            } else {
                said.add(p);
                out.add(what + ": the Marshal would know #" + s.position() + ". In the words of his notes: \"" + (s.text() == null ? "#"
                        + s.position() + " is " + s.value() + "." : s.text()) + "\"");
            }
        }
        return out;
    }

    /**
     * Why the safe play is safe, in facts the reader can check: each face-down hideout's values that stay open to the
     * Marshal after it, as the oracle found them (each on some route his notes allow), so none is certain. A play read
     * from a file, whose values were not worked out, says only that none is certain.
     */
    static String stillOpen(SafeRoute.Play p, int laidAt) {
        if (p.open().isEmpty()) {
            return "With it added to his notes no face-down hideout is certain to the Marshal.";
        }
        List<String> each = new ArrayList<>();
        p.open().forEach((pos, vals) -> each.add("#" + pos + (pos == laidAt ? " (this play's hideout)" : "") + " can be " + Solution.orList(vals)));
        return "With it added to his notes no face-down hideout is certain to the Marshal: "
                + String.join("; ", each) + " (each value on some route his notes allow).";
    }
}
