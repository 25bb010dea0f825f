package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import org.cardlab.core.UserError;

/**
 * A puzzle book: the rules page, the puzzles ordered by grade, then rules, then kind (routes
 * first), then how much the reasoning takes, each numbered and titled, and the answers in words.
 * Every puzzle is proven again before it is printed: a stored answer that the solver does not
 * prove is refused, never printed.
 */
public final class Book {
    /** Where the answers go: nowhere, after the puzzles, or into a separate booklet. */
    public enum Answers {
        NONE, END, BOOKLET;

        public static Answers of(String s) {
            return switch (s) {
                case "none" -> NONE;
                case "end" -> END;
                case "booklet" -> BOOKLET;
                default -> throw new UserError("--answers is '" + s + "'; expected none, end or booklet");
            };
        }
    }

    /** The paper sizes the print styles and the PDF support: width and height in millimetres. */
    public enum Paper {
        A4(210, 297), LETTER(215.9, 279.4);

        public final double widthMm;
        public final double heightMm;

        Paper(double w, double h) {
            widthMm = w;
            heightMm = h;
        }

        public static Paper of(String s) {
            return switch (s.toLowerCase()) {
                case "a4" -> A4;
                case "letter" -> LETTER;
                default -> throw new UserError("--paper is '" + s + "'; expected a4 or letter");
            };
        }

        public String css() {
            return this == A4 ? "A4" : "letter";
        }
    }

    /** One answer: the page it answers, the route, each step in words, the grade in words. */
    public record Answer(Page page, String route, List<String> steps, String grade) {}

    public final String title;
    public final List<Page> pages = new ArrayList<>();
    public final List<String> specs;
    private List<Answer> answers;

    public Book(String title, List<Puzzle> puzzles) {
        this.title = title;
        List<Puzzle> sorted = new ArrayList<>(puzzles);
        sorted.sort(ORDER);
        int n = 1;
        for (Puzzle p : sorted) {
            pages.add(Page.of(p, n++));
        }
        specs = List.copyOf(new TreeSet<>(sorted.stream().map(Puzzle::spec).toList()));
    }

    /** The answers in book order, each step in words (worked out on first use: it takes the solver a while). */
    public List<Answer> answers() {
        if (answers == null) {
            answers = new ArrayList<>();
            for (Page page : pages) {
                Puzzle p = page.puzzle();
                answers.add(new Answer(page, TextRenderer.routeText(p.solution().route()), new StepExplainer(p).explain(),
                        gradeText(p.solution().grade())));
            }
        }
        return answers;
    }

    /** Grade, then rules (by their readers' name), then routes before manhunts, then depth, search steps, size, id. */
    static final Comparator<Puzzle> ORDER = Comparator.<Puzzle>comparingInt(p -> p.solution().grade().level())
            .thenComparing(p -> Page.rulesName(p.spec()))
            .thenComparing(Puzzle::kind)
            .thenComparingInt(p -> p.solution().grade().depth())
            .thenComparingInt(p -> p.solution().grade().searchSteps())
            .thenComparingInt(p -> p.solution().steps().size())
            .thenComparing(Puzzle::id);

    /** "Grade 3, chain (depth 2): needs your own cards, the deck of each draw, ..." */
    static String gradeText(Grade g) {
        StringBuilder sb = new StringBuilder("Grade ").append(g.level()).append(", ").append(g.name());
        List<String> what = new ArrayList<>();
        if (g.depth() > 1) {
            what.add("some hideouts are certain only after " + (g.depth() == 2 ? "a reveal" : "a chain of " + (g.depth() - 1) + " reveals"));
        }
        if (g.searchSteps() > 0) {
            what.add(g.searchSteps() + (g.searchSteps() == 1 ? " step takes" : " steps take") + " a case analysis");
        }
        if (!what.isEmpty()) {
            sb.append(": ").append(String.join(", and ", what));
        }
        List<String> needs = g.needs().stream().sorted().map(Book::needText).toList();
        if (!needs.isEmpty()) {
            sb.append(". It needs ").append(String.join(", ", needs.subList(0, needs.size() - 1)))
                    .append(needs.size() > 1 ? " and " : "").append(needs.get(needs.size() - 1));
        }
        return sb.append('.').toString();
    }

    static String needText(NoteKind k) {
        return switch (k) {
            case MISSES -> "the misses";
            case MARSHAL_CARDS -> "your own cards";
            case DECK_COUNTS -> "the deck of each draw";
            case DRAW_TIMING -> "when each draw was made";
            case FOOTPRINTS -> "the sprint cards counted under each hideout";
        };
    }
}
