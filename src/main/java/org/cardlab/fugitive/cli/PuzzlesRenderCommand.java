package org.cardlab.fugitive.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.Outputs;
import org.cardlab.core.Counts;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.puzzle.Book;
import org.cardlab.fugitive.puzzle.HtmlBook;
import org.cardlab.fugitive.puzzle.Oracles;
import org.cardlab.fugitive.puzzle.Page;
import org.cardlab.fugitive.puzzle.PdfBook;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PuzzleCollection;
import org.cardlab.fugitive.puzzle.PuzzleVerifier;
import org.cardlab.fugitive.puzzle.SvgRenderer;
import org.cardlab.fugitive.puzzle.TextRenderer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "render",
        description = {"Renders a collection (a directory or one puzzle file) as a printable puzzle book, pictures or text.",
            "The book is HTML with print styles (--html) and/or PDF (--pdf): two pages of rules, then chapters by theme, each"
                + " rising in difficulty, one puzzle a page, and the answers explained step by step at the end, left out, or in a separate booklet (--answers)."
                + " --svg writes one picture of each table. With none of these, prints the puzzles as text.",
            "Every puzzle is proven again first; a stored answer the solver does not prove is never printed (exit 1, nothing"
                + " written)."})
public final class PuzzlesRenderCommand extends CommandWithSpec {
    @Mixin
    PuzzleFiles collection = new PuzzleFiles();

    @Option(names = "--html", paramLabel = "FILE", description = "Write the book as HTML here (print it from a browser).")
    Path html;

    @Option(names = "--pdf", paramLabel = "FILE", description = "Write the book as PDF here.")
    Path pdf;

    @Option(names = "--svg", paramLabel = "DIR", description = "Write one <id>.svg picture of each table into this directory.")
    Path svg;

    @Option(names = "--answers", paramLabel = "WHERE", arity = "0..1", fallbackValue = "end",
            description = "Books: end (default), none, or booklet (a second file beside the book, named BOOK-answers.html or"
                    + " .pdf). Text: print each answer when given.")
    String answers;

    @Option(names = "--paper", paramLabel = "SIZE", defaultValue = "a4",
            description = "a4 or letter: the page size the book prints on (the layout fits both).")
    String paper;

    @Option(names = "--title", paramLabel = "TEXT", defaultValue = "Fugitive endgame puzzles", description = "The book's title.")
    String title;

    @Override
    public Integer call() {
        Book.Paper size = Book.Paper.of(paper);
        Book.Answers where = answers == null ? Book.Answers.END : Book.Answers.of(answers);
        // Read and prove everything first: a bad file or an unproven answer stops the run before anything is written.
        List<Path> files = collection.files();
        List<Puzzle> puzzles = new ArrayList<>();
        for (Path f : files) {
            puzzles.add(Puzzle.read(f));
        }
        // Refuse a bad output path before the proofs, which take a while.
        if (svg != null) {
            Outputs.requireFolder(svg, "--svg");
        }
        java.util.Set<Path> named = new java.util.HashSet<>();
        for (Path book : new Path[] {html, pdf}) {
            if (book != null) {
                for (Path f : where == Book.Answers.BOOKLET ? List.of(book, sibling(book, "-answers")) : List.of(book)) {
                    OutputFiles.check(f);
                    if (!named.add(f.toAbsolutePath().normalize())) {
                        throw new UserError(f + ": named twice as an output of the same command (--html and --pdf)");
                    }
                }
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        PuzzleVerifier verifier = new PuzzleVerifier(Oracles.generating());
        int failed = 0;
        for (int i = 0; i < puzzles.size(); i++) {
            List<String> problems = verifier.check(puzzles.get(i));
            if (!problems.isEmpty()) {
                out.println("FAIL " + files.get(i) + ": " + String.join("; ", problems));
                failed++;
            }
        }
        if (failed > 0) {
            out.println(Counts.plain(failed, "puzzle") + " " + Counts.noun(failed, "does", "do")
                    + " not hold as stored; nothing rendered (see 'cardlab puzzles verify')");
            return 1;
        }
        Book book = new Book(title, puzzles);
        if (html == null && pdf == null && svg == null) {
            for (Page p : book.pages) {
                out.println(TextRenderer.page(p, book));
                if (answers != null && where != Book.Answers.NONE) {
                    out.println("Answer:\n" + TextRenderer.answer(p.puzzle()));
                }
            }
            if (!book.pool.clues.isEmpty()) {
                out.println(TextRenderer.pool(book));
            }
            return 0;
        }
        Map<Path, Object> outputs = new LinkedHashMap<>();
        if (html != null) {
            outputs.put(html, HtmlBook.puzzles(book, size, where));
            if (where == Book.Answers.BOOKLET) {
                outputs.put(sibling(html, "-answers"), HtmlBook.booklet(book, size));
            }
        }
        if (pdf != null) {
            PdfBook.Layout layout = PdfBook.puzzles(book, size, where);
            for (int i = 0; i < layout.puzzlePages().size(); i++) {
                int[] pages = layout.puzzlePages().get(i);
                if (pages[0] != pages[1]) {
                    spec.commandLine().getErr().printf("render: %s takes pages %d to %d of the PDF (its notes or clues are too long for one)%n",
                            book.pages.get(i).title(), pages[0], pages[1]);
                }
            }
            outputs.put(pdf, layout.pdf());
            if (where == Book.Answers.BOOKLET) {
                outputs.put(sibling(pdf, "-answers"), PdfBook.booklet(book, size));
            }
        }
        if (svg != null) {
            Map<String, Path> seen = new HashMap<>();
            for (int i = 0; i < book.pages.size(); i++) {
                Page p = book.pages.get(i);
                Path from = files.get(puzzles.indexOf(p.puzzle()));
                Path prev = seen.put(p.puzzle().id(), from);
                if (prev != null) {
                    throw new UserError(from + ": id '" + p.puzzle().id() + "' is also the id of " + prev + " (each picture is named by its id)");
                }
                outputs.put(PuzzleCollection.fileIn(svg, p.puzzle().id(), ".svg", from.toString()), SvgRenderer.render(p));
            }
        }
        try (OutputFiles staged = new OutputFiles()) {
            for (Map.Entry<Path, Object> f : outputs.entrySet()) {
                if (f.getValue() instanceof byte[] bytes) {
                    staged.stage(f.getKey(), bytes);
                } else {
                    staged.stage(f.getKey(), (String) f.getValue());
                }
            }
            out.printf("%s rendered: %s%n", Counts.plain(puzzles.size(), "puzzle"), String.join(", ", outputs.keySet().stream()
                    .filter(p -> svg == null || !p.startsWith(svg.toAbsolutePath().normalize())).map(Path::toString).toList())
                    + (svg == null ? "" : (html == null && pdf == null ? "" : ", ") + "pictures in " + svg));
            Outputs.commit(staged, out);
        }
        return 0;
    }

    /** book.html -> book-answers.html */
    static Path sibling(Path file, String suffix) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String next = dot > 0 ? name.substring(0, dot) + suffix + name.substring(dot) : name + suffix;
        return file.resolveSibling(next);
    }
}
