package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;

/**
 * The labelled lines of a page's working area ("#2 can be", and the kind's own line: "His routes",
 * "Beneath #3", "Your play"), shared by the PDF and HTML pages. A page with little room left keeps
 * fewer lines rather than squeezing them: a safe route's six hideouts and its play once shared
 * 40 points of a PDF page, lines too close to write on and their labels clipped away.
 */
final class Working {
    /** The least pitch a line is written on (about 7 mm). */
    static final float MIN_PITCH = 20;

    private Working() {}

    /**
     * The labels in print order. A safe route's play comes first: it is the answer, and the
     * "can be" lines (the Marshal's view of hideouts the Fugitive knows) only help to find it.
     */
    static List<String> labels(Page p) {
        List<String> canBe = p.table().spots.stream().filter(s -> s.position() > 0 && s.value() < 0).map(s -> "#" + s.position() + " can be").toList();
        List<String> out = new ArrayList<>();
        switch (p.puzzle().kind()) {
            case SAFE_ROUTE -> {
                out.add("Your play");
                out.addAll(canBe);
            }
            case BEST_GUESS -> {
                out.addAll(canBe);
                out.add("His routes");
            }
            case BENEATH -> {
                out.addAll(canBe);
                out.add(PdfPuzzlePage.beneathLine(p));
            }
            default -> out.addAll(canBe);
        }
        return out;
    }

    /**
     * The labels that fit {@code lines} lines: the kind's own line is kept (it is where the answer is
     * written), "can be" lines are dropped from the last.
     */
    static List<String> fitted(Page p, int lines) {
        List<String> all = labels(p);
        if (all.size() <= lines) {
            return all;
        }
        int keep = Math.max(0, lines);
        PuzzleKind kind = p.puzzle().kind();
        if (keep == 0 || kind == PuzzleKind.ROUTE || kind == PuzzleKind.MANHUNT || kind == PuzzleKind.SAFE_ROUTE) {
            return all.subList(0, keep); // a safe route's play is already first
        }
        List<String> out = new ArrayList<>(all.subList(0, keep - 1));
        out.add(all.get(all.size() - 1));
        return out;
    }
}
