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
                        + " numbers, and every number that is a face-down hideout is turned face up." + editions(specs),
                "The cards run from 0 to 42. The Fugitive starts with 1, 2, 3 and 42, plus " + r.initialDraws[0] + " cards of deck 1 and "
                        + r.initialDraws[1] + " of deck 2. There are three decks: deck 1 holds " + deck(r, 1) + ", deck 2 holds " + deck(r, 2)
                        + " and deck 3 holds " + deck(r, 3) + ". You see which deck he draws from, and the cards you draw yourself.")));
        out.add(new Section("Steps and footprints", List.of(
                "A hideout is at most " + r.stepLimit + " higher than the one before. Sprint cards laid face down beneath it stretch the step:"
                        + " each adds its footprints, odd cards +" + r.footprintOdd + ", even cards +" + r.footprintEven + " (the rulebooks say"
                        + " only that a card shows +1 or +2: which card shows which the book takes from the published game). So a hideout with"
                        + " 2 sprint cards beneath it lies at most " + r.stepLimit + " + " + 2 * Math.max(r.footprintOdd, r.footprintEven)
                        + " = " + (r.stepLimit + 2 * Math.max(r.footprintOdd, r.footprintEven)) + " above the one before."
                        // the answers reason "1 to 3 + 2 below 42": a buyer found no rule saying that 42 steps as a hideout does
                        + " 42, his escape, is laid by the same rule: at most " + r.stepLimit + " above his last hideout, plus the footprints"
                        + " of the sprint cards beneath it. 42 is never a sprint card: it is only his escape (so of his starting cards"
                        // an eleventh buyer read "starts with 1, 2, 3 and 42" and found 42 an even starting card the answers never ruled out
                        + " only 2 is an even sprint card)."
                        + (r.overpay ? " He may lay more sprint cards than he needs." : ""),
                "The Fugitive lays " + r.firstTurnHideouts + " hideouts on his first turn. After that he draws " + r.fugitiveDraws
                        + " card a turn, from the deck he chooses, and lays one hideout or passes. You draw " + r.marshalFirstDraws
                        + " cards on your first turn and " + r.marshalDraws + " after that, then guess. A round of the notepad is his turn,"
                        + " then yours: he plays before you guess, so a hideout laid in a round is already down at that round's guess."
                        + " A guess of several numbers hits only when every number named is a face-down hideout; a hit turns them up with the sprint cards beneath.")));
        List<String> manhunt = new ArrayList<>();
        manhunt.add("When the Fugitive lays 42, he escapes, unless a manhunt starts. In the manhunt you name one number at a time:"
                + " each must be a face-down hideout, and the first miss lets him go. Name them all and you catch him.");
        for (String s : specs) {
            manhunt.add(Page.rulesName(s) + ": " + trigger(Page.rules(s)));
        }
        out.add(new Section("What a miss tells you", List.of(
                "A miss rules a number out only for the hideouts already laid when you named it: a hideout he lays later may well be"
                        + " that number. The notepad says which hideouts were down at each guess (the rounds), so check when each hideout"
                        + " was laid before you cross a missed number off for it.")));
        out.add(new Section("The manhunt", manhunt));
        out.add(new Section("Where these rules come from", sources(specs)));
        out.add(new Section("Reading a page", List.of(
                "Beside the notepad: the numbers 1 to 41 by where they come from (his starting cards, then each deck), with every card"
                        + " you hold or have seen face up struck through, and the tallies of each deck: how many he drew, how many you hold,"
                        + " how many lie face up. A puzzle's rules are named in its title only where another rulebook gives another"
                        + " answer, or where the position could not arise under it; elsewhere both rulebooks agree.",
                "The table: card 0, then the hideouts in route order, labelled #1, #2, ... A face-down hideout shows a question mark;"
                        + " the small cards beneath are its sprint cards (a blue back when face down). Your hand: the cards you hold, none of"
                        + " which can be a hideout.",
                "The notepad, one row per round. He drew: the deck the Fugitive drew from. He played: \"#3 (2 sprints)\" is hideout #3"
                        + " laid with 2 sprint cards beneath it, \"pass\" that he laid nothing, \"42 (1 sprint)\" his escape. You drew: your"
                        + " cards. You guessed: \"22: miss\"; \"22 23: miss\" (not both are hideouts); \"22: hit, #3 = 22 over 19 21\""
                        + " (hideout #3 turned up with 19 and 21 beneath). A bare \"miss\": you missed, and which number you named does not"
                        + " matter in this puzzle. The answers keep the word: \"#3 = 22 over 19 and 21\" names every card beneath it,"
                        // an eleventh buyer read "#3 = 27 with 16, 20, 22 and 28 beneath" as all five, where a clue shows 36 too
                        + " \"#3 = 22 with 19 beneath\" only those the argument needs.",
                "A route puzzle asks for the face-down hideouts that your notes already give away. A manhunt asks you to name them one by"
                        + " one, each certain when you name it. After you name a number, and only then, find it in the page's list (\"named"
                        + " 17: read clue 412\") and read that clue in the pool at the back of the book: it says which hideout turned up and"
                        + " what lies beneath it, or that he escapes. The clues of every puzzle are shuffled together there, so nothing on"
                        + " the page gives a hideout away.",
                // a fourth buyer found only the route and the manhunt explained here
                "The other kinds say on their page what they ask, and each has a chapter of its own: the best guess (no hideout is"
                        + " certain: name the number on the most of his possible routes), what lies beneath (a hideout's face-down sprint"
                        + " cards: where each came from, odd or even) and the safe route (you are the Fugitive: the one play that leaves"
                        + " the Marshal no hideout certain, and for each other play the hideout it would give away).")));
        out.add(new Section("Grades", List.of(
                "A puzzle's grade is the least reasoning that solves it. Grade 1, direct: each note on its own, and the step window"
                        + " from the hideouts already known. Grade 2, counting: every card of a deck accounted for, what is left in his hand,"
                        + " the even sprint cards he could have held. Grade 3, case analysis: try a hideout's values; all but one break a note"
                        + " at once, or once the values they force at once are placed. Grade 4, deep cases: a case breaks only after counting, a chain of deductions or a second split. A solver"
                        + " limited to each grade's reasoning decides the grade: it solves the puzzle, and the one limited to the grade below"
                        + " does not.")));
        return out;
    }

    /** For each rule the puzzles lean on: the rulebook states it, or the rulebook is silent and the book takes a value. */
    static List<String> sources(List<String> specs) {
        List<String> out = new ArrayList<>();
        for (String s : specs.isEmpty() ? List.of("pt") : specs) {
            FugitiveRules r = Page.rules(s);
            List<String> stated = new ArrayList<>();
            List<String> defaults = new ArrayList<>();
            for (String name : List.of("stepLimit", "footprints", "overpay", "maxSprintCards", "fugitiveMayPass", "multiGuessAllOrNothing",
                    "marshalWin", "manhuntRevealed", "manhuntThreshold")) {
                org.cardlab.core.RuleSpec.Rule rule = r.spec.rules().get(name);
                if (rule == null) {
                    continue;
                }
                String what = RULE_WORDS.getOrDefault(name, name);
                if (rule.evidence() == org.cardlab.core.RuleSpec.Evidence.QUOTE) {
                    stated.add(what);
                } else {
                    defaults.add(what + " (" + rule.evidenceText().replaceFirst("^published game: ", "as in the published game: ") + ")");
                }
            }
            out.add(Page.rulesName(s) + ": the rulebook states " + String.join(", ", stated) + ". It is silent on "
                    + String.join("; ", defaults) + ": the book takes these.");
        }
        return out;
    }

    private static final java.util.Map<String, String> RULE_WORDS = java.util.Map.of("stepLimit", "the step limit of 3", "footprints",
            "the footprints of each card", "overpay", "whether he may lay more sprint cards than he needs", "maxSprintCards",
            "how many sprint cards one hideout may take", "fugitiveMayPass", "that he may pass", "multiGuessAllOrNothing",
            "that a guess of several numbers hits only when all are hideouts", "marshalWin", "when you win before the escape",
            "manhuntRevealed", "which revealed hideout the manhunt compares", "manhuntThreshold", "the manhunt's threshold");

    /** " The puzzles follow two editions of its rulebook, the Catalan and the Portuguese: "Catalan rules" and ... name them." */
    private static String editions(List<String> specs) {
        if (specs.isEmpty()) {
            return "";
        }
        List<String> names = specs.stream().map(Page::rulesName).toList();
        List<String> editions = names.stream().map(n -> "the " + n.replaceFirst(" rules$", "")).toList();
        return specs.size() == 1 ? " The puzzles follow one edition of its rulebook, " + editions.get(0) + ": \"" + names.get(0) + "\" names it."
                : " The puzzles follow " + (specs.size() == 2 ? "two" : specs.size()) + " editions of its rulebook, "
                        + Words.andList(editions) + ": \"" + String.join("\" and \"", names) + "\" name them.";
    }

    private static String deck(FugitiveRules r, int d) {
        return r.deckLow[d - 1] + " to " + r.deckHigh[d - 1];
    }

    /** When a manhunt starts under these rules, in words. */
    static String trigger(FugitiveRules r) {
        String win = r.marshalWin == FugitiveRules.MarshalWin.LAST ? " Before the escape, you win by turning up his last hideout."
                : " Before the escape, you win by turning up all his hideouts.";
        return "a manhunt starts when he lays 42 and " + compared(r) + " (card 0 counts when none was revealed)." + win;
    }

    /** "the highest hideout revealed so far is below 30". */
    static String compared(FugitiveRules r) {
        String compared = r.manhuntRevealed == FugitiveRules.ManhuntRevealed.HIGHEST ? "the highest hideout revealed so far"
                : "the last hideout revealed";
        return compared + " " + (r.manhuntStrictlyBelow ? "is below " + r.manhuntThreshold : "is " + r.manhuntThreshold + " or lower");
    }
}
