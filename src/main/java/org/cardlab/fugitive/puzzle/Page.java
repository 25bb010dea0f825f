package org.cardlab.fugitive.puzzle;

import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.concurrent.ConcurrentHashMap;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The renderers' model of one puzzle page: everything the page prints, in print order. The
 * HTML, PDF and text renderers draw this (and the book's clue index for it) and nothing else,
 * and the tests solve a puzzle from it (not from the puzzle file) to prove that every page can
 * be solved as printed. No internal id is printed.
 *
 * @param number  the puzzle's number in the book (0 when printed alone)
 * @param title   "Manhunt 12 · grade 3", with " · Catalan rules" only where the rules matter
 * @param table   card 0 and the route, face down or up, with the sprint cards beneath
 * @param notepad the Marshal's notes, one row per round
 * @param task    what to find
 * @param rules   the rule values the answer needs (the step window and footprints; a named rulebook's own values)
 * @param aids    the numbers by deck with what you hold or see struck, and the deck tallies
 */
public record Page(int number, String title, Puzzle puzzle, Table table, Notepad notepad, String task, String rules, Aids aids) {
    private static final Map<String, FugitiveRules> RULES = new ConcurrentHashMap<>();

    static FugitiveRules rules(String spec) {
        FugitiveRules rules = RULES.computeIfAbsent(spec, FugitiveRules::load);
        rules.requirePublishedEscape("a puzzle page");
        return rules;
    }

    public static Page of(Puzzle p, int number) {
        FugitiveRules rules = rules(p.spec());
        PublicTrack g = PublicTrack.read(rules, p.notes(), "puzzle notes");
        int down = g.faceDown().size();
        String task;
        if (p.kind() == PuzzleKind.MANHUNT) {
            task = "The Fugitive has just played 42: the manhunt starts. Name his " + down + " face-down hideout" + (down == 1 ? "" : "s")
                    + " one number at a time, each certain when you name it. After naming a number, and not before, look it up below and"
                    + " read its clue at the back of the book.";
        } else if (p.kind() == PuzzleKind.BEST_GUESS) {
            // Neutral: where one number lies on every route, "you must gamble" would mislead, and saying so would give it away.
            task = "Your turn to guess. None of his " + down + " face-down hideouts is certain. Which one number lies on the most of the"
                    + " routes he could have laid? That number is your best guess.";
        } else if (p.kind() == PuzzleKind.SAFE_ROUTE) {
            // The aids' tallies ("you hold 2") are the Marshal's too: said here, beside "Your hand", which is the Fugitive's.
            task = "You are the Fugitive, and you will lay a hideout (passing is always safe, and lays none). The table, the notepad and"
                    + " the numbers and tallies beside it are the Marshal's: \"you\" there is he. After your play he reads his notes as you have learnt to: the new"
                    + " hideout and how many sprint cards lie beneath it. Exactly one of your plays leaves none of your face-down hideouts"
                    + " certain to him: which hideout, with which kinds of sprint card (where each came from, and whether it is odd or even)?"
                    // More sprint cards widen what he must allow, so the play with the most is nearly always the safe one (357 of
                    // 358 candidates): the puzzle is the proof, each other play's certain hideout (the chapter's opening says so).
                    + " And after each other play, which hideout would he know?";
        } else if (p.kind() == PuzzleKind.BENEATH) {
            Beneath b = p.solution().sprints();
            int n = b.cards();
            String where = b.hideout() == 42 ? "42" : "hideout #" + b.position();
            task = "What lies beneath " + where + "? " + (n == 1 ? "Its sprint card lies" : "Its " + n + " sprint cards lie") + " face down. Say"
                    + " where each came from (his starting cards or which deck) and whether it is odd or even; name the cards where no others of their kind could be there.";
        } else {
            task = "Your turn to guess. Your notes already give away " + (down == 1 ? "the face-down hideout" : "all " + down
                    + " face-down hideouts") + ": which " + (down == 1 ? "number is it?" : "numbers are they?");
        }
        return new Page(number, title(p, number), p, new Table(g), new Notepad(p.notes()), task, PageRules.of(p), Aids.of(g));
    }

    /**
     * The hands the page prints, each {label, text}: yours (the Marshal's); for a safe route, the Fugitive's hand and his
     * hideouts as he knows them ("#1 5, #2 12"), then the Marshal's.
     */
    public static List<String[]> hands(Page page) {
        String marshal = page.table().marshalHand == 0 ? "none" : Cards.toString(page.table().marshalHand);
        SafeRoute.Seat seat = page.puzzle().seat();
        if (seat == null) {
            return List.<String[]>of(new String[] {"Your hand", marshal});
        }
        StringJoiner route = new StringJoiner(", ");
        for (int p = 1; p < seat.route().length; p++) {
            route.add("#" + p + " " + seat.route()[p]);
        }
        return List.of(new String[] {"Your hand", seat.hand() == 0 ? "none" : Cards.toString(seat.hand())},
                new String[] {"Your hideouts", route.toString()}, new String[] {"The Marshal's hand", marshal});
    }

    /** "Manhunt 12 · grade 3", and " · Catalan rules" where another rulebook gives another answer; alone, no number. */
    public static String title(Puzzle p, int number) {
        String kind = switch (p.kind()) {
            case MANHUNT -> "Manhunt";
            case ROUTE -> "Route";
            case BEST_GUESS -> "Best guess";
            case BENEATH -> "Beneath";
            case SAFE_ROUTE -> "Safe route";
        };
        return kind + (number > 0 ? " " + number : "") + " · grade " + p.solution().grade().level()
                + (SpecCheck.matters(p) ? " · " + rulesName(p.spec()) : "");
    }

    /** A spec as readers know it: "Portuguese rules" (from the spec's title "Fugitive, Portuguese rulebook"). */
    public static String rulesName(String spec) {
        String title = rules(spec).spec.title();
        if (title != null) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\p{L}+) rulebook").matcher(title);
            if (m.find()) {
                return m.group(1) + " rules";
            }
        }
        return rules(spec).name() + " rules";
    }
}
