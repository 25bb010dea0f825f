package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.cardlab.core.UserError;

/**
 * A puzzle book: a cover, the contents, the rules, then chapters by theme (each in rising
 * difficulty, its first puzzle worked through right after its page), the manhunt clues pooled
 * and shuffled at the back, and the answers in words. Page numbers are shared by the HTML and
 * PDF books: the PDF's layout ({@link PdfBook}) decides where each answer falls, and both print
 * "answer on p. N" from it. Every puzzle is proven again before it is printed.
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
    public record Answer(Page page, String route, List<String> steps, String grade) {
        /** "Route: 0 5 15 18 19", or for a best guess "Best guess: 16 (on 6 of his 7 possible routes)". */
        public String headline() {
            return switch (page.puzzle().kind()) {
                case BEST_GUESS -> "Best guess: ";
                case BENEATH -> "Beneath ";
                case SAFE_ROUTE -> "Safe play: ";
                default -> "Route: ";
            } + route;
        }
    }

    /**
     * Lines in one column of a clue sheet (two columns a sheet, the first sheet's less its heading),
     * sized to fill a Letter page, the shorter of the two papers.
     */
    static final int POOL_LINES = 55;
    /** The width of a pool column in points (half of A4's content, the narrower of the two papers, less the cell padding). */
    static final float POOL_COLUMN = 250;
    /** The pool's type size, points. */
    static final float POOL_TYPE = 9f;

    public final String title;
    public final List<Chapter> chapters = new ArrayList<>();
    public final List<Page> pages = new ArrayList<>();
    public final List<String> specs;
    public final CluePool pool;
    private List<Answer> answers;
    /** For each puzzle (by number), the page its answer starts on; 0 until the PDF layout has placed the answers. */
    final Map<Integer, Integer> answerPage = new java.util.HashMap<>();
    /** For each puzzle, the page its answer ends on: a long answer runs onto the next page, where the next answers follow it. */
    final Map<Integer, Integer> answerEndPage = new java.util.HashMap<>();
    /** For each puzzle, how many lines its working area holds on the PDF page; absent until the PDF layout has drawn it. */
    final Map<Integer, Integer> workingLines = new java.util.HashMap<>();

    public Book(String title, List<Puzzle> puzzles) {
        this.title = title;
        Map<Chapter.Theme, List<Puzzle>> byTheme = new EnumMap<>(Chapter.Theme.class);
        for (Puzzle p : puzzles) {
            byTheme.computeIfAbsent(Chapter.Theme.of(p), k -> new ArrayList<>()).add(p);
        }
        int n = 1;
        for (Map.Entry<Chapter.Theme, List<Puzzle>> e : byTheme.entrySet()) {
            List<Puzzle> sorted = new ArrayList<>(e.getValue());
            sorted.sort(ORDER);
            List<Page> chapter = new ArrayList<>();
            for (Puzzle p : sorted) {
                Page page = Page.of(p, n++);
                chapter.add(page);
                pages.add(page);
            }
            chapters.add(new Chapter(e.getKey(), chapter));
        }
        specs = List.copyOf(new TreeSet<>(puzzles.stream().map(Puzzle::spec).toList()));
        pool = new CluePool(pages, puzzles.stream().map(Puzzle::id).sorted().toList().hashCode());
    }

    /** The answers in book order, each step in words (worked out on first use: it takes the solver a while). */
    public List<Answer> answers() {
        if (answers == null) {
            answers = new ArrayList<>();
            for (Page page : pages) {
                Puzzle p = page.puzzle();
                if (p.kind() == PuzzleKind.BEST_GUESS) {
                    Guess g = Explained.guess(p);
                    answers.add(new Answer(page, GuessWords.headline(g), GuessWords.lines(g), gradeText(p.solution().grade())));
                    continue;
                }
                if (p.kind() == PuzzleKind.SAFE_ROUTE) {
                    SafeRoute sr = Explained.safeRoute(p);
                    answers.add(new Answer(page, SafeRouteWords.headline(sr), SafeRouteWords.lines(sr, Page.rules(p.spec())), gradeText(p.solution().grade())));
                    continue;
                }
                if (p.kind() == PuzzleKind.BENEATH) {
                    Solution w = Explained.beneath(p);
                    answers.add(new Answer(page, BeneathWords.headline(w), BeneathWords.lines(w), gradeText(p.solution().grade())));
                    continue;
                }
                answers.add(new Answer(page, TextRenderer.routeText(p.solution().route()), Explained.steps(p).stream().map(Solution.Step::text).toList(),
                        gradeText(p.solution().grade())));
            }
        }
        return answers;
    }

    /** Within a chapter: grade, then the notepad's length, then the number of hideouts to find, then id. */
    static final Comparator<Puzzle> ORDER = Comparator.<Puzzle>comparingInt(p -> p.solution().grade().level())
            .thenComparingInt(p -> p.notes().events().size())
            .thenComparingInt(p -> p.solution().steps().size())
            .thenComparing(Puzzle::id);

    /** The printed pages before the chapters: the cover, the contents, two pages of rules. */
    static final int FRONT_PAGES = 4;

    /** The first page of each chapter (its opener), and of each puzzle: a chapter takes its opener, its pages and the worked answer. */
    public int chapterPage(int chapter) {
        return freePage(chapter) + (blankBefore(chapter) ? 1 : 0);
    }

    /**
     * Whether a blank page comes before the chapter's opener: an opener on a left-hand (even) page puts the
     * chapter's first puzzle on a right-hand page, and its worked answer overleaf. On facing pages (6 and 7,
     * as six of the nine chapters had it) the answer lay open beside the puzzle.
     */
    public boolean blankBefore(int chapter) {
        return chapter < chapters.size() && freePage(chapter) % 2 == 1;
    }

    /** The first page after the chapters before this one (and their blank pages). */
    private int freePage(int chapter) {
        int page = FRONT_PAGES + 1;
        for (int c = 0; c < chapter; c++) {
            page += (page % 2 == 1 ? 1 : 0) + chapters.get(c).pages().size() + 2;
        }
        return page;
    }

    public int puzzlePage(Page p) {
        for (int c = 0; c < chapters.size(); c++) {
            int i = chapters.get(c).pages().indexOf(p);
            if (i >= 0) {
                return chapterPage(c) + 1 + i + (i > 0 ? 1 : 0);
            }
        }
        throw new IllegalArgumentException("not in this book: " + p.title());
    }

    /** The first page of the clue pool, and how many pages it takes. */
    public int poolPage() {
        return freePage(chapters.size());
    }

    public int poolSheets() {
        return poolSheetList().size();
    }

    private List<List<CluePool.Clue>> sheets;

    /**
     * The clue pool cut into sheets that fill the page: a clue too wide for its column wraps and
     * takes two lines (a fixed count a sheet left a third of each sheet empty, room kept for wraps).
     */
    public List<List<CluePool.Clue>> poolSheetList() {
        if (sheets == null) {
            sheets = new ArrayList<>();
            com.lowagie.text.pdf.BaseFont serif = Fonts.baseFont(Fonts.Face.SERIF);
            List<CluePool.Clue> sheet = new ArrayList<>();
            int lines = 0;
            for (CluePool.Clue c : pool.clues) {
                int need = serif.getWidthPoint(c.number() + ". " + c.text(), POOL_TYPE) > POOL_COLUMN ? 2 : 1;
                int room = 2 * POOL_LINES - (sheets.isEmpty() ? 6 : 0);
                if (lines + need > room) {
                    sheets.add(sheet);
                    sheet = new ArrayList<>();
                    lines = 0;
                }
                sheet.add(c);
                lines += need;
            }
            if (!sheet.isEmpty()) {
                sheets.add(sheet);
            }
        }
        return sheets;
    }

    /** The first page of the answers. */
    public int answersPage() {
        return poolPage() + poolSheets();
    }

    /** The page an answer starts on (0 when the answers are not placed: no answers, or before the PDF layout). */
    public int answerPage(Page p) {
        return answerPage.getOrDefault(p.number(), 0);
    }

    /** The page an answer ends on (0 when the answers are not placed). */
    public int answerEndPage(Page p) {
        return answerEndPage.getOrDefault(p.number(), 0);
    }

    /** "Grade 3, case analysis: ... Take away ..., and it has more than one answer." */
    static String gradeText(Grade g) {
        StringBuilder sb = new StringBuilder("Grade ").append(g.level()).append(", ").append(g.name());
        List<String> what = new ArrayList<>();
        if (g.depth() > 1) {
            what.add("some hideouts are certain only after " + (g.depth() == 2 ? "a reveal" : "a chain of " + (g.depth() - 1) + " reveals"));
        }
        what.add("it turns on this: " + g.technique().meaning + caseReason(g));
        sb.append(": ").append(String.join("; ", what));
        // what the exhaustive search cannot do without, each alone: "It needs the misses" read as the notes the answer uses, and
        // a twelfth buyer found a puzzle turning on his draws from a deck whose list left "the deck of each draw" out
        List<String> needs = g.needs().stream().sorted().map(Book::needText).toList();
        if (!needs.isEmpty()) {
            sb.append(". Take away ").append(String.join(", ", needs.subList(0, needs.size() - 1)))
                    .append(needs.size() > 1 ? " or " : "").append(needs.get(needs.size() - 1)).append(", and it has more than one answer");
        }
        return sb.append('.').toString();
    }

    /**
     * For a puzzle by cases, the note its deciding case fails by (its idea's second part): every grade-3 line said only "each
     * other value, tried, fails by direct reasoning alone", and every grade-4 line named three ways a case may fail, not the
     * one (an eleventh buyer); "deep-cases/deep-cases" is a case that splits again. The note is one the case needs; others may
     * join it (a twelfth buyer read "fails because you hold the card" as the whole reason).
     */
    private static String caseReason(Grade g) {
        String[] parts = g.idea().split("/");
        if (parts.length < 2) {
            return "";
        }
        return parts[1].equals(parts[0]) ? "; the case that decides needs a second case split"
                : "; the case that decides needs this: " + Technique.ofLabel(parts[1]).meaning;
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
