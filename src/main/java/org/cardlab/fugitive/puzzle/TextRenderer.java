package org.cardlab.fugitive.puzzle;

import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.PublicTrack;

/** A puzzle page as plain text: the table, your hand, the notepad, the task, the clues; the answer separately. */
public final class TextRenderer {
    private TextRenderer() {}

    /** The position alone (no task, no clues): what {@code puzzles solve} shows before its verdict. */
    public static String position(String heading, Notes notes) {
        PublicTrack g = PublicTrack.read(Page.rules(notes.spec()), notes, "puzzle notes");
        StringBuilder sb = new StringBuilder(heading).append("\n\n");
        Table t = new Table(g);
        table(sb, t, new Notepad(notes), List.<String[]>of(new String[] {"Your hand", t.marshalHand == 0 ? "(none)" : Cards.toString(t.marshalHand)}));
        return sb.toString();
    }

    /** A page as printed, with its index of clues (the clues themselves are the book's pool: {@link #pool}). */
    public static String page(Page page, Book book) {
        StringBuilder sb = new StringBuilder(page.title()).append("\n\n");
        table(sb, page.table(), page.notepad(), Page.hands(page));
        for (Aids.Row r : page.aids().rows()) {
            StringBuilder row = new StringBuilder();
            for (int c : Cards.toArray(r.cards())) {
                row.append(Cards.has(r.struck(), c) ? "-- " : String.format("%2d ", c));
            }
            sb.append(String.format("  %-9s %s%n", r.label(), row.toString().stripTrailing()));
        }
        sb.append("  ").append(String.join("; ", page.aids().tallies())).append('\n');
        sb.append('\n').append(page.rules()).append('\n').append(page.task()).append('\n');
        List<CluePool.Entry> index = book.pool.index(page.number());
        if (!index.isEmpty()) {
            StringBuilder line = new StringBuilder();
            for (CluePool.Entry e : index) {
                line.append(String.format("named %2d: %-5d ", e.named(), e.clue()));
                if (line.length() > 80) {
                    sb.append(line.toString().stripTrailing()).append('\n');
                    line.setLength(0);
                }
            }
            if (line.length() > 0) {
                sb.append(line.toString().stripTrailing()).append('\n');
            }
        }
        return sb.toString();
    }

    /** The book's pool of clues, one a line. */
    public static String pool(Book book) {
        StringBuilder sb = new StringBuilder("The manhunt clues\n");
        book.pool.clues.forEach(c -> sb.append(String.format("  %4d. %s%n", c.number(), c.text())));
        return sb.toString();
    }

    private static void table(StringBuilder sb, Table t, Notepad pad, List<String[]> hands) {
        sb.append("Table: ").append(t.routeText()).append('\n');
        for (String[] h : hands) {
            sb.append(h[0]).append(": ").append(h[1]).append('\n');
        }
        sb.append(String.format("Notepad:%n  %5s  %-8s %-34s %-10s %s%n", "round", "he drew", "he played", "you drew", "you guessed"));
        for (Notepad.Round r : pad.rounds) {
            sb.append(String.format("  %5d  %-8s %-34s %-10s %s%n", r.number(), String.join(", ", r.heDrew()), String.join(", ", r.hePlayed()),
                    String.join(", ", r.youDrew()), String.join(", ", r.youGuessed())).stripTrailing()).append('\n');
        }
    }

    /** The answer: the route, the order (a manhunt), each step in words, the grade. */
    public static String answer(Puzzle p) {
        Solution s = p.solution();
        if (p.kind() == PuzzleKind.BEST_GUESS) {
            Guess g = s.guess().lines().get(0).text() == null ? Explained.guess(p) : s.guess();
            return numbered("best guess", GuessWords.headline(g), GuessWords.lines(g), s.grade());
        }
        if (p.kind() == PuzzleKind.SAFE_ROUTE) {
            SafeRoute sr = Explained.safeRoute(p);
            return numbered("safe play", SafeRouteWords.headline(sr), SafeRouteWords.lines(sr, Page.rules(p.spec())), s.grade());
        }
        if (p.kind() == PuzzleKind.BENEATH) {
            Solution w = Explained.beneath(p);
            return numbered("beneath", BeneathWords.headline(w), BeneathWords.lines(w), s.grade());
        }
        return numbered("route", routeText(s.route()), Explained.steps(p).stream().map(Solution.Step::text).toList(), s.grade());
    }

    /**
     * "  route: 0 5 15", each line numbered, then the grade in the printed book's words. Not the file's idea label: a case
     * analysis's label names the technique its refutations were filed under, a name for the solver, not a sentence of the
     * answer (Route 196's was once "deep-cases/even-shortage", with no even shortage in it).
     */
    private static String numbered(String what, String headline, List<String> lines, Grade grade) {
        StringBuilder sb = new StringBuilder("  " + what + ": " + headline + "\n");
        int i = 1;
        for (String line : lines) {
            sb.append(String.format("  %d. %s%n", i++, line));
        }
        return sb.append("  ").append(Book.gradeText(grade)).append('\n').toString();
    }

    /** The proven steps in short (for a solution whose notes may not make a page). */
    public static String steps(Solution s) {
        StringBuilder sb = new StringBuilder();
        if (s.guess() != null) {
            sb.append("  best guess: ").append(GuessWords.headline(s.guess())).append('\n');
            sb.append("  grade: ").append(PuzzleVerifier.describe(s.grade())).append('\n');
            return sb.toString();
        }
        if (s.safe() != null) { // a fresh solve: its lines have their words
            return numbered("safe play", SafeRouteWords.headline(s.safe()), SafeRouteWords.lines(s.safe()), s.grade());
        }
        if (s.sprints() != null) { // a fresh solve: its lines have their words
            return numbered("beneath", BeneathWords.headline(s), BeneathWords.lines(s), s.grade());
        }
        int i = 1;
        for (Solution.Step st : s.steps()) {
            sb.append(String.format("  %d. #%d is %d (grade %d, %s%s)%n", i++, st.position(), st.value(), st.level(), st.technique().label,
                    st.depth() > 1 ? ", after a reveal: chain depth " + st.depth() : ""));
        }
        sb.append("  route: ").append(routeText(s.route())).append('\n');
        if (s.grade() != null) {
            sb.append("  grade: ").append(PuzzleVerifier.describe(s.grade())).append('\n');
        }
        return sb.toString();
    }

    public static String routeText(int[] route) {
        StringBuilder sb = new StringBuilder();
        for (int v : route) {
            sb.append(sb.length() == 0 ? "" : " ").append(v);
        }
        return sb.toString();
    }
}
