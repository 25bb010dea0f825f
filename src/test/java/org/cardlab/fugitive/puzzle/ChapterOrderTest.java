package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The shipped book's chapters teach in order, as a third buyer read them: no manhunt comes before the chapter that works a
 * manhunt through (he met Manhunt 33 in the first chapter), and each chapter gathered by its idea opens with a worked example
 * of that idea ("Counting his cards" opened with a grade-1 route that counted nothing: a deck he had not drawn from).
 */
class ChapterOrderTest {
    /** The book's chapters alone: laying it out (the answers in words, its HTML) is not needed to read their order. */
    private static final Book BOOK = new Book(ShippedBook.TITLE, PuzzleCollection.read(PuzzleFixtures.SHIPPED));

    /** The chapters gathered by idea, each with the grade it teaches (counting is grade 2, cases 3, deep cases 4). */
    private static final Map<Chapter.Theme, Integer> TAUGHT = Map.of(Chapter.Theme.CARDS, 1, Chapter.Theme.MANHUNT, 1,
            Chapter.Theme.COUNTING, 2, Chapter.Theme.EVENS, 2, Chapter.Theme.CASES, 3, Chapter.Theme.DEEP, 4);

    @Test
    void noManhuntComesBeforeTheManhuntChapter() {
        Book book = BOOK;
        for (Chapter c : book.chapters) {
            if (c.theme() == Chapter.Theme.MANHUNT) {
                return;
            }
            List<String> manhunts = c.pages().stream().filter(p -> p.puzzle().kind() == PuzzleKind.MANHUNT).map(Page::title).toList();
            assertEquals(List.of(), manhunts, "manhunts in the chapter '" + c.theme().title + "', before the manhunt chapter");
        }
    }

    @Test
    void eachChapterOfAnIdeaOpensWithAWorkedExampleOfIt() {
        Book book = BOOK;
        int seen = 0;
        for (Chapter c : book.chapters) {
            if (TAUGHT.containsKey(c.theme())) {
                Grade g = c.pages().get(0).puzzle().solution().grade();
                String who = c.pages().get(0).title() + ", the worked example of '" + c.theme().title + "', turns on " + g.technique();
                assertEquals(c.theme(), Chapter.Theme.of(g), who);
                assertEquals(TAUGHT.get(c.theme()), g.level(), who);
                seen++;
            }
        }
        assertEquals(TAUGHT.size(), seen, "every chapter of an idea is in the shipped book");
    }
}
