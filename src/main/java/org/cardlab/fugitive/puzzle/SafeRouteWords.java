package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Sprints;

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
     * The lines of {@link #lines(SafeRoute)}, then one for each card of his hand that he cannot lay at all: "Exactly one of your
     * plays" is shown only when every card the puzzle offers is ruled out (Safe route 263 never said why not 31 or 42).
     */
    static List<String> lines(SafeRoute sr, FugitiveRules rules) {
        List<String> out = new ArrayList<>(lines(sr));
        int[] route = sr.route();
        int last = route[route.length - 1];
        String from = "#" + (route.length - 1) + " = " + last;
        for (int card : Cards.toArray(sr.hand())) {
            if (sr.plays().stream().anyMatch(p -> p.hideout() == card)) {
                continue;
            }
            String name = card == rules.escape ? "42" : "#" + route.length;
            if (card <= last) {
                out.add("Lay " + card + ": not a play, as " + name + " must lie above " + from + ".");
                continue;
            }
            // The most his other cards may add beneath it: the largest footprints first, as many as he may lay.
            List<Integer> pool = new ArrayList<>();
            for (int c : Cards.toArray(Sprints.pool(rules, sr.hand(), card))) {
                pool.add(c);
            }
            pool.sort(Comparator.comparingInt((Integer c) -> -rules.footprints(1L << c)).thenComparingInt(c -> c));
            long beneath = 0;
            for (int c : pool.subList(0, Math.min(pool.size(), Math.max(0, rules.maxSprintCards)))) {
                beneath |= 1L << c;
            }
            int most = rules.footprints(beneath);
            int high = last + rules.stepLimit + most;
            out.add("Lay " + card + ": " + (card > high ? "out of reach" : "no choice of his other cards beneath it makes the step legal") + ". " + name
                    + " would lie 1 to " + rules.stepLimit + (most == 0 ? "" : " + " + most) + " above " + from + (beneath == 0
                            ? ", with no other card he could lay beneath it" : " (" + Words.andList(beneath) + " beneath it, the most his other cards add)")
                    + ": " + (last + 1) + " to " + high + ".");
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
