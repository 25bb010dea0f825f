package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.FugitiveRules;

/**
 * The book's rules page and legend, as headed sections of paragraphs that the HTML and PDF
 * renderers lay out alike. The numbers (decks, step limit, footprints, manhunt thresholds) are
 * read from the specs the book uses, so the page states the rules the puzzles were proven under.
 */
public final class RulesText {
    private RulesText() {}

    /** A heading and its paragraphs. */
    public record Section(String heading, List<String> paragraphs) {}

    public static List<Section> sections(List<String> specs) {
        FugitiveRules r = Page.rules(specs.isEmpty() ? "pt" : specs.get(0));
        List<Section> out = new ArrayList<>();
        out.add(new Section("The game", List.of(
                "Fugitive is a game for two. The Fugitive lays a route of hideouts from card 0, face up at the start, towards card 42,"
                        + " his escape. Each hideout is a card higher than the one before, laid face down. You are the Marshal: you guess"
                        + " numbers, and every number that is a face-down hideout is turned face up.",
                "The cards run from 0 to 42. The Fugitive starts with 1, 2, 3 and 42, plus " + r.initialDraws[0] + " cards of deck 1 and "
                        + r.initialDraws[1] + " of deck 2. There are three decks: deck 1 holds " + deck(r, 1) + ", deck 2 holds " + deck(r, 2)
                        + " and deck 3 holds " + deck(r, 3) + ". You see which deck he draws from, and the cards you draw yourself.")));
        out.add(new Section("Steps and footprints", List.of(
                "A hideout is at most " + r.stepLimit + " higher than the one before. Sprint cards laid face down beneath it stretch the step:"
                        + " each adds its footprints, odd cards +" + r.footprintOdd + ", even cards +" + r.footprintEven + ". So a hideout with"
                        + " 2 sprint cards beneath it lies at most " + r.stepLimit + " + " + 2 * Math.max(r.footprintOdd, r.footprintEven)
                        + " = " + (r.stepLimit + 2 * Math.max(r.footprintOdd, r.footprintEven)) + " above the one before."
                        + (r.overpay ? " He may lay more sprint cards than he needs." : ""),
                "The Fugitive lays " + r.firstTurnHideouts + " hideouts on his first turn. After that he draws " + r.fugitiveDraws
                        + " card a turn, from the deck he chooses, and lays one hideout or passes. You draw " + r.marshalFirstDraws
                        + " cards on your first turn and " + r.marshalDraws + " after that, then guess. A guess of several numbers hits"
                        + " only when every number named is a face-down hideout; a hit turns them up with the sprint cards beneath.")));
        List<String> manhunt = new ArrayList<>();
        manhunt.add("When the Fugitive lays 42, he escapes, unless a manhunt starts. In the manhunt you name one number at a time:"
                + " each must be a face-down hideout, and the first miss lets him go. Name them all and you catch him.");
        for (String s : specs) {
            manhunt.add(Page.rulesName(s) + ": " + trigger(Page.rules(s)));
        }
        out.add(new Section("The manhunt", manhunt));
        out.add(new Section("Reading a page", List.of(
                "The table: card 0, then the hideouts in route order, labelled #1, #2, ... A face-down hideout shows a question mark;"
                        + " the small cards beneath are its sprint cards (a blue back when face down). Your hand: the cards you hold, none of"
                        + " which can be a hideout.",
                "The notepad, one row per round. He drew: the deck the Fugitive drew from. He played: \"#3 (2 sprints)\" is hideout #3"
                        + " laid with 2 sprint cards beneath it, \"pass\" that he laid nothing, \"42 (1 sprint)\" his escape. You drew: your"
                        + " cards. You guessed: \"22: miss\"; \"22 23: miss\" (not both are hideouts); \"22: hit, #3 = 22 over 19 21\""
                        + " (hideout #3 turned up with 19 and 21 beneath). A bare \"miss\": you missed, and which number you named does not"
                        + " matter in this puzzle.",
                "A route puzzle asks for the face-down hideouts that your notes already give away. A manhunt asks you to name them one by"
                        + " one, each certain when you name it. After you name a number, and only then, find it in the list of numbers and"
                        + " read the clue it points to: a hit tells you which hideout turned up and what lies beneath it, and that may make"
                        + " the next one certain.")));
        out.add(new Section("Grades", List.of(
                "Grade 1, direct: every step follows from the notes one rule at a time. Grade 2, case analysis: some hideout is certain"
                        + " only after you try its possible values and see all but one fail. Grade 3, chain: some hideout becomes certain only"
                        + " after an earlier one is turned up. Grade 4: both. The grades are computed by the solver that proved each answer"
                        + " unique, never chosen by hand.")));
        return out;
    }

    private static String deck(FugitiveRules r, int d) {
        return r.deckLow[d - 1] + " to " + r.deckHigh[d - 1];
    }

    /** When a manhunt starts under these rules, in words. */
    static String trigger(FugitiveRules r) {
        String compared = r.manhuntRevealed == FugitiveRules.ManhuntRevealed.HIGHEST ? "the highest hideout revealed so far"
                : "the last hideout revealed";
        String limit = r.manhuntStrictlyBelow ? "is below " + r.manhuntThreshold : "is " + r.manhuntThreshold + " or lower";
        String win = r.marshalWin == FugitiveRules.MarshalWin.LAST ? " Before the escape, you win by turning up his last hideout."
                : " Before the escape, you win by turning up all his hideouts.";
        return "a manhunt starts when he lays 42 and " + compared + " " + limit + " (card 0 counts when none was revealed)." + win;
    }
}
