package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.PublicTrack;

/** The notes in the words an answer uses: rounds of the notepad, where a card lies, when you drew it. */
final class Words {
    private final Notes notes;
    private final Notepad pad;
    private final PublicTrack g;

    Words(PublicTrack g, Notes notes) {
        this.g = g;
        this.notes = notes;
        this.pad = new Notepad(notes);
    }

    /** The notepad round of an event (the last round for events added after the notes, such as the manhunt's reveals). */
    int round(int event) {
        return event >= 0 && event < pad.roundOf.length ? pad.roundOf[event] : event < 0 ? 1 : pad.rounds.size();
    }

    /** "32", "32 and 34", "32, 34 and 36". */
    static String andList(long vals) {
        return Solution.orList(vals).replace(" or ", " and ");
    }

    /** "a", "a and b", "a, b and c". */
    static String andList(List<String> parts) {
        return parts.size() <= 1 ? String.join("", parts) : String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }

    /** A sentence as a clause inside another: no closing full stop, first letter small. */
    static String clause(String s) {
        String t = s.strip();
        while (t.endsWith(".")) {
            t = t.substring(0, t.length() - 1);
        }
        return t.isEmpty() ? t : Character.toLowerCase(t.charAt(0)) + t.substring(1);
    }

    /** A clause as a sentence: one closing full stop, never two. */
    static String sentence(String s) {
        String t = s.strip();
        return t.endsWith(".") ? t : t + ".";
    }

    static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /**
     * "you hold 4 and 5 (drawn in round 3)", or with the cards from different rounds each with its own
     * round ("you hold 4 (drawn in round 2) and 5 (drawn in round 1)"): a list of rounds beside a list
     * of cards would pair them by order, and the cards are in number order, the rounds in time order.
     */
    String held(long vals) {
        Map<Integer, Integer> roundOf = new TreeMap<>();
        List<NoteEvent> ev = notes.events();
        for (int i = 0; i < ev.size(); i++) {
            if (ev.get(i) instanceof NoteEvent.MarshalDraw d && Cards.has(vals, d.card())) {
                roundOf.putIfAbsent(d.card(), round(i));
            }
        }
        if (roundOf.isEmpty()) {
            return "you hold " + andList(vals);
        }
        if (new HashSet<>(roundOf.values()).size() == 1 && roundOf.size() == Long.bitCount(vals)) {
            return "you hold " + andList(vals) + " (drawn in round " + roundOf.values().iterator().next() + ")";
        }
        List<String> parts = new ArrayList<>();
        for (int v = 0; v < 64; v++) {
            if (Cards.has(vals, v)) {
                parts.add(v + (roundOf.containsKey(v) ? " (drawn in round " + roundOf.get(v) + ")" : ""));
            }
        }
        return "you hold " + andList(parts);
    }

    String faceUp(long vals) {
        // "; " between places: a manhunt's "21 beneath #5, turned up at step 1" holds a comma of its own.
        StringJoiner j = new StringJoiner("; ", " (", ")");
        j.setEmptyValue("");
        for (PublicTrack.Position pos : g.positions) {
            if (pos.index > 0 && !pos.escape && pos.revealedAt >= 0 && Cards.has(vals, pos.value)) {
                // the hideout itself, as the answers name a hideout ("#3 = 16"; "16 at #3" read as a card on top of it)
                j.add("#" + pos.index + " = " + pos.value + (pos.revealedAt >= notes.events().size() ? ", " + turnedUp(pos.revealedAt) : ""));
            }
            if (pos.index > 0 && (pos.sprintCards & vals) != 0) {
                // Seen beneath a hideout the manhunt turned up: not on the printed table, so say which step showed it.
                j.add(andList(pos.sprintCards & vals) + " beneath #" + pos.index + (pos.revealedAt >= notes.events().size() ? ", " + turnedUp(pos.revealedAt) : ""));
            }
        }
        return andList(vals) + (Long.bitCount(vals) == 1 ? " lies" : " lie") + " face up" + j;
    }

    /**
     * The event that turned a hideout up: a hit of the notes ("hit in round 9"), or in a manhunt the naming of a step of
     * the answer ("turned up at step 4"), whose reveal the clue pool shows and the printed table does not.
     */
    String turnedUp(int event) {
        int inNotes = notes.events().size();
        return event >= inNotes ? "turned up at step " + (event - inNotes + 1) : "hit in round " + round(event);
    }

    /**
     * Of these cards, those seen only through a manhunt's clues, each with the step that turned it up (": #4 = 24 over 18,
     * turned up at step 1; 26 beneath #5, turned up at step 3"), or "" when none is: Manhunt 126 said "you see all its even
     * cards" of 18, 20 and 26, seen only in the clue read after step 1, where other answers named the step.
     */
    String turnedUpInManhunt(long cards) {
        List<String> each = new ArrayList<>();
        for (PublicTrack.Position x : g.positions.subList(1, g.positions.size())) {
            String one = x.revealedAt >= notes.events().size() ? sourceOf(x, cards) : null;
            if (one != null) {
                each.add(one);
            }
        }
        return each.isEmpty() ? "" : ": " + String.join("; ", each);
    }

    /** Where the cards of x among these lie and what turned it up ("#3 = 23 over 21 and 22, hit in round 9"), or null. */
    private String sourceOf(PublicTrack.Position x, long cards) {
        boolean valueCited = x.revealedAt >= 0 && !x.escape && Cards.has(cards, x.value);
        long beneath = x.sprintCards & cards;
        String name = x.escape ? "42" : "#" + x.index;
        if (x.revealedAt < 0 || !valueCited && beneath == 0) {
            return null;
        }
        // "over" reads as all the cards beneath it (the page prints "#1 = 7 over 2 4"): a part of them lies "with 4 beneath".
        String under = beneath == 0 ? "" : beneath == x.sprintCards && x.hiddenSprints() == 0 ? " over " + andList(beneath) : " with " + andList(beneath) + " beneath";
        return (valueCited ? name + " = " + x.value + under : andList(beneath) + " beneath " + name) + ", " + turnedUp(x.revealedAt);
    }

    /**
     * Where each of these cards on his route that lies face up (positions up to #q) came from, hideout by hideout: "#3 = 23
     * over 21 and 22, hit in round 9; 32 beneath #5, turned up at step 4" ("#3 = 23 with 21 beneath" when 22 is not cited),
     * between open and close; empty when none does. A value settled by an earlier step, or taken in a case, is the step's own
     * reasoning and needs no event.
     */
    String whence(long cards, int q, String open, String close) {
        List<String> each = new ArrayList<>();
        for (PublicTrack.Position x : g.positions.subList(1, Math.min(q + 1, g.positions.size()))) {
            String one = sourceOf(x, cards);
            if (one != null) {
                each.add(one);
            }
        }
        return each.isEmpty() ? "" : open + String.join("; ", each) + close;
    }

    /**
     * Where cards on his route came from ({@link #whence}), as a count cites it: ": ...)" inside a count, " (...)" after a tally;
     * and where the cards of a deck "you see" were turned up in a manhunt ({@link #turnedUpInManhunt}).
     */
    private static final Pattern CITED = Pattern.compile(" on his route(: | \\()([^()]*)\\)|(you see (?:all its|its other) (?:even|odd) cards): ([^()]*)\\)");

    /**
     * A step's text with each hideout's source given once: a step that counts the same deck at several hideouts repeated
     * "#3 = 23 over 21, 22 and 24, hit in round 9" at every count; a later count keeps only the sources not yet given.
     */
    static String citeOnce(String text) {
        Set<String> said = new HashSet<>();
        Matcher m = CITED.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            boolean seen = m.group(3) != null;
            // what a count leaves out as laid after its hideout belongs to that count: said at each
            List<String> fresh = Arrays.stream((seen ? m.group(4) : m.group(2)).split("; ")).filter(f -> f.endsWith(LaterCards.AFTER) || said.add(f)).toList();
            String rest;
            if (seen) {
                List<String> where = fresh.stream().filter(f -> !f.endsWith(LaterCards.AFTER)).toList();
                List<String> after = fresh.stream().filter(f -> f.endsWith(LaterCards.AFTER)).toList();
                rest = m.group(3) + (where.isEmpty() ? "" : ": " + String.join("; ", where)) + (after.isEmpty() ? "" : "; " + String.join("; ", after)) + ")";
            } else {
                String open = m.group(1).equals(": ") ? ": " : " (";
                rest = " on his route" + (fresh.isEmpty() ? (open.equals(": ") ? ")" : "") : open + String.join("; ", fresh) + ")");
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(rest));
        }
        return m.appendTail(sb).toString();
    }

    String missed(long vals, int event) {
        return "you missed " + andList(vals) + " in round " + round(event) + ", while it lay face down";
    }

    static String deckCards(long vals, int deck) {
        return andList(vals) + (Long.bitCount(vals) == 1 ? " is a deck-" + deck + " card" : " are deck-" + deck + " cards");
    }

    /** "deck 2" or, for the starting cards, "his starting cards 1, 2 and 3". */
    static String source(int d) {
        return d == 0 ? "his starting cards 1, 2 and 3" : "deck " + d;
    }
}
