package org.cardlab.fugitive.puzzle;

import java.util.List;

/**
 * An HTML puzzle book: one puzzle per page (its picture, the task), then the answers at the
 * end. Prints cleanly: a page break after each puzzle, no colours needed to read it.
 */
public final class BookRenderer {
    private BookRenderer() {}

    public static String render(String title, List<Puzzle> puzzles) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>").append(SvgRenderer.esc(title))
                .append("</title>\n<style>\n")
                .append("body { font-family: Georgia, serif; max-width: 60em; margin: 2em auto; color: #222; }\n")
                .append(".puzzle { margin-bottom: 3em; }\n")
                .append(".puzzle svg { max-width: 100%; height: auto; border: 1px solid #ccc; }\n")
                .append(".answer { margin-bottom: 1.2em; }\n")
                .append("pre { white-space: pre-wrap; }\n")
                .append("@media print {\n  body { margin: 0; max-width: none; }\n  .puzzle { page-break-after: always; break-after: page; }\n")
                .append("  .puzzle svg { border: none; }\n  .answers { page-break-before: always; break-before: page; }\n")
                .append("  .answer { page-break-inside: avoid; break-inside: avoid; }\n}\n")
                .append("</style>\n</head>\n<body>\n");
        sb.append("<h1>").append(SvgRenderer.esc(title)).append("</h1>\n");
        sb.append("<p>").append(puzzles.size()).append(" puzzles. Every answer was proven unique by the solver; the grade says what the reasoning needs ")
                .append("(1 direct, 2 case analysis, 3 chain of reveals, 4 both). Answers at the end.</p>\n");
        int i = 1;
        for (Puzzle p : puzzles) {
            sb.append("<section class=\"puzzle\" id=\"p").append(i).append("\">\n<h2>").append(i).append(". ")
                    .append(SvgRenderer.esc(TextRenderer.title(p))).append("</h2>\n");
            sb.append(SvgRenderer.render(p));
            sb.append("<p>").append(SvgRenderer.esc(TextRenderer.task(p))).append("</p>\n</section>\n");
            i++;
        }
        sb.append("<section class=\"answers\">\n<h2>Answers</h2>\n");
        i = 1;
        for (Puzzle p : puzzles) {
            sb.append("<div class=\"answer\"><h3>").append(i++).append(". ").append(SvgRenderer.esc(p.id())).append("</h3>\n<pre>")
                    .append(SvgRenderer.esc(TextRenderer.answer(p))).append("</pre></div>\n");
        }
        sb.append("</section>\n</body>\n</html>\n");
        return sb.toString();
    }
}
