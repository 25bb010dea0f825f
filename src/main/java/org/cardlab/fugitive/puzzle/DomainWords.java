package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A hideout's possible values in the words of an answer: its window, then each note that rules
 * out a value inside it, in the order the solver found them. The step solver, the best guess and
 * the refutations of a case all write a domain this way.
 */
final class DomainWords {
    private DomainWords() {}

    /** The domain in words: the frame, then each note that removes a value inside it. */
    static String describe(Knowledge.Domain d) {
        return describe(d, java.util.Set.of());
    }

    /** The notes {@link #describe(Knowledge.Domain)} writes out: those that rule out a value no earlier one did. */
    static List<String> shownNotes(Knowledge.Domain d) {
        return shownNotes(d, null);
    }

    static List<String> shownNotes(Knowledge.Domain d, Technique idea) {
        List<String> frame = frameSentences(d.cuts().get(0).text());
        List<String> shown = new ArrayList<>(frame.subList(1, frame.size()));
        shownCuts(d, idea).forEach(c -> shown.add(c.text()));
        return shown;
    }

    /**
     * The cuts a domain's words write out, in order: each that rules out a value no earlier one did, and the first
     * of the step's idea (its technique, {@link StepIdea#of}) where no other is written. The answer's last line says what
     * the puzzle turns on; an idea whose note was covered by an earlier one (hand-size behind a deck tally) was named
     * there and printed nowhere.
     */
    private static List<Cut> shownCuts(Knowledge.Domain d, Technique idea) {
        List<Cut> cuts = d.cuts().subList(1, d.cuts().size());
        List<Cut> fresh = new ArrayList<>();
        long covered = ~d.frame();
        for (Cut c : cuts) {
            if ((c.values() & ~covered) != 0) {
                fresh.add(c);
                covered |= c.values();
            }
        }
        // An own-card or even-total sentence argues one value: where an earlier note rules that value out, it is not printed
        // (Manhunt 229 "#6 cannot be 37: with 37 itself among the cards on his route ...", where you hold 37).
        if (idea == null || idea == Technique.OWN_CARD || idea == Technique.EVEN_TOTAL || d.cuts().get(0).technique() == idea
                || fresh.stream().anyMatch(c -> c.technique() == idea)) {
            return fresh;
        }
        Cut first = cuts.stream().filter(c -> c.technique() == idea && (c.values() & d.frame()) != 0).findFirst().orElse(null);
        if (first == null) {
            return fresh;
        }
        List<Cut> out = new ArrayList<>();
        for (Cut c : cuts) { // in the cuts' own order
            if (c == first || fresh.contains(c)) {
                out.add(c);
            }
        }
        return out;
    }

    private static final Pattern DECK_CARDS = Pattern.compile("^[0-9, and]+ (?:is a|are) deck-(\\d) cards?(?=, )");

    /**
     * A deck's note names only the cards the notes before it leave: "You hold 11 and 13; you missed 9; 9, 10, 11, 12, 13 and
     * 14 are deck-1 cards, but ..." (Route 72) struck 9, 11 and 13 twice. Its reason holds for every card of the deck;
     * {@code written} is what the notes written before it in the sentence struck (not the window's silent exclusions).
     */
    private static String left(Cut c, long written) {
        Matcher m = DECK_CARDS.matcher(c.text());
        if (!m.find()) {
            return c.text();
        }
        long listed = 0;
        for (String v : m.group().replaceAll(" (is a|are) deck-.*", "").split(", | and ")) {
            listed |= 1L << Integer.parseInt(v);
        }
        long open = listed & ~written;
        if (open == 0 || open == listed || !m.group().equals(Words.deckCards(listed, Integer.parseInt(m.group(1))))) {
            return c.text();
        }
        return Words.deckCards(open, Integer.parseInt(m.group(1))) + c.text().substring(m.end());
    }

    /** A frame's text in sentences: the window ("#2 lies ...: 15 to 17."), then the counts that narrow it. */
    private static List<String> frameSentences(String text) {
        return List.of(text.split("(?<=\\.) (?=The )"));
    }

    /**
     * As {@link #describe(Knowledge.Domain)}, inside a case: a note already written out in the
     * step ({@code said}) is cited by the values it rules out, not written again.
     */
    static String describe(Knowledge.Domain d, java.util.Set<String> said) {
        return describe(d, said, null);
    }

    /** As {@link #describe(Knowledge.Domain, java.util.Set)}, writing out a note of the step's idea too (see {@link #shownCuts}). */
    static String describe(Knowledge.Domain d, java.util.Set<String> said, Technique idea) {
        List<Cut> cuts = d.cuts();
        // The window's own sentence always; its count of the sprint cards beneath only when not written out already in the step.
        List<String> frame = frameSentences(cuts.get(0).text());
        StringBuilder sb = new StringBuilder(frame.get(0));
        frame.subList(1, frame.size()).stream().filter(x -> !said.contains(x)).forEach(x -> sb.append(' ').append(x));
        List<String> notes = new ArrayList<>();
        long covered = ~d.frame();
        long asAbove = 0;
        long written = 0;
        List<Cut> shownHere = shownCuts(d, idea);
        for (Cut c : shownHere) {
            if (said.contains(c.text())) {
                asAbove |= c.values() & ~covered;
            } else {
                notes.add(left(c, written));
                written |= c.values();
            }
            covered |= c.values();
        }
        // Only what the notes written out here leave is cited: "11, 12 and 13 are deck-1 cards, but ...; 12 and 13 are ruled
        // out as above" (Route 181) cited what the deck tally had just struck.
        for (Cut c : shownHere) {
            if (!said.contains(c.text())) {
                asAbove &= ~c.values();
            }
        }
        if (asAbove != 0) {
            String cited = Words.andList(asAbove) + (Long.bitCount(asAbove) == 1 ? " is" : " are") + " ruled out as above";
            if (notes.isEmpty() && sb.toString().endsWith(".")) {
                // Joined to the window it narrows: alone, "14 is ruled out as above." recurred word for word in the next case.
                sb.setLength(sb.length() - 1);
                return sb.append("; ").append(cited).append('.').toString();
            }
            notes.add(cited);
        }
        if (!notes.isEmpty()) {
            List<String> clauses = notes.stream().map(Words::clause).toList();
            sb.append(' ').append(Words.capitalize(Words.sentence(String.join("; ", clauses))));
        }
        return sb.toString();
    }
}
