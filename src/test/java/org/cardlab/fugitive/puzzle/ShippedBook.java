package org.cardlab.fugitive.puzzle;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The book of the shipped collection and its HTML on A4 without answers, made once per test JVM for the classes that read
 * them: making the book and laying it out works every answer out in words, a few seconds each time it was done again.
 * Nothing may change the book: its HTML was written first, on the fresh book, as each class made it before, and the
 * PDF's layout without answers reads nothing an earlier layout left in it (only the HTML reads the working lines a
 * layout measures, and only a layout with answers places them).
 */
final class ShippedBook {
    private ShippedBook() {}

    static final String TITLE = "Fugitive endgame puzzles";

    record Printed(Book book, String html) {}

    private static Printed a4;
    private static Map<String, String> answers;

    /** The shipped book and its HTML on A4 without answers. */
    static synchronized Printed a4WithoutAnswers() {
        if (a4 == null) {
            Book book = new Book(TITLE, PuzzleCollection.read(PuzzleFixtures.SHIPPED));
            a4 = new Printed(book, HtmlBook.puzzles(book, Book.Paper.A4, Book.Answers.NONE));
        }
        return a4;
    }

    /** Each shipped puzzle's answer as text, by id: worked out once per test JVM, as every answer solves its puzzle again. */
    static synchronized Map<String, String> answers() {
        if (answers == null) {
            answers = new LinkedHashMap<>();
            PuzzleCollection.read(PuzzleFixtures.SHIPPED).forEach(p -> answers.put(p.id(), TextRenderer.answer(p)));
        }
        return answers;
    }
}
