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
    /** The pitch lines are ruled at where every label has a line of its own at it (about 9 mm). */
    static final float PITCH = 26;

    /**
     * How many lines {@code height} points are ruled into, with the same count deciding whether labels share lines: at
     * {@link #PITCH} when every label has a line of its own there, else as many as fit at {@link #MIN_PITCH}, never more
     * than the labels (so shared lines are all drawn and none is left blank). Decided at 20 points and drawn at 26, Manhunt
     * 168's 8 labels shared 4 lines two by two and 2 lines stayed blank.
     */
    static int lines(int labels, float height) {
        int roomy = (int) (height / PITCH);
        return labels <= roomy ? roomy : Math.min(labels, (int) (height / MIN_PITCH));
    }

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

    /** The most "#3 can be" labels one line holds: four leave each about 25 mm to write in. */
    static final int FULL_TO_A_LINE = 4;
    /** The most labels one line holds written short ("#3:"), as a page with least room needs (Safe route 279: seven in one line). */
    static final int SHORT_TO_A_LINE = 8;

    /**
     * The labels laid out on at most {@code lines} lines. Where one a line does not fit, the kind's own line keeps a line
     * of its own and the "can be" labels share the rest, two or more to a line, written "#3:" where more than four share
     * one: dropped from the last, they left Manhunt 168 asking for 7 of its 8 hideouts and Manhunt 65 for 1 of its 5, as if
     * the others were not asked.
     */
    static List<List<String>> rows(Page p, int lines) {
        List<String> all = labels(p);
        List<List<String>> out = new ArrayList<>();
        String own = own(p, all);
        List<String> canBe = all.stream().filter(l -> !l.equals(own)).toList();
        int shared = lines - (own == null ? 0 : 1);
        if (all.size() <= lines || shared < 1 || canBe.isEmpty()) {
            fitted(p, lines).forEach(l -> out.add(List.of(l)));
            return out;
        }
        int perLine = Math.min(SHORT_TO_A_LINE, (canBe.size() + shared - 1) / shared);
        List<String> written = perLine <= FULL_TO_A_LINE ? canBe : canBe.stream().map(l -> l.replace(" can be", ":")).toList();
        // Spread over every line, the fuller lines first: packed perLine a line, Manhunt 168's 8 labels took 4 of its lines
        // two by two and left the others blank, as if it had room for fewer.
        int fuller = canBe.size() - (perLine - 1) * shared;
        for (int i = 0, line = 0; i < written.size() && line < shared; line++) {
            int take = line < fuller || perLine == SHORT_TO_A_LINE ? perLine : perLine - 1;
            out.add(written.subList(i, Math.min(written.size(), i + take)));
            i += take;
        }
        if (own != null) {
            out.add(p.puzzle().kind() == PuzzleKind.SAFE_ROUTE ? 0 : out.size(), List.of(own));
        }
        return out;
    }

    /**
     * The working lines a page is set to leave, tighter where its usual layout leaves fewer: enough for every label (the
     * kind's own line alone, the "can be" labels up to {@link #SHORT_TO_A_LINE} a line), and at least two where it has two
     * labels or more, so that there is room to work besides the answer.
     */
    static int wanted(Page p) {
        List<String> all = labels(p);
        int own = own(p, all) == null ? 0 : 1;
        int everyLabel = own + (all.size() - own + SHORT_TO_A_LINE - 1) / SHORT_TO_A_LINE;
        return Math.max(everyLabel, Math.min(2, all.size()));
    }

    /** The kind's own line among {@code all}, the page's labels: where its answer is written; null for a kind without one. */
    private static String own(Page p, List<String> all) {
        return switch (p.puzzle().kind()) {
            case SAFE_ROUTE -> all.get(0);
            case BEST_GUESS, BENEATH -> all.get(all.size() - 1);
            default -> null;
        };
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
