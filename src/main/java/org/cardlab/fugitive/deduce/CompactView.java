package org.cardlab.fugitive.deduce;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.Cards;

/**
 * The terminal session's table in a few lines that fit 80 columns: the row of the table in
 * text, one line of the likeliest values for each face-down position, the Marshal's hand, and
 * (after a Marshal's turn) the advice in two lines. Lines wrap between words, never inside a
 * number.
 */
public final class CompactView {
    public static final int WIDTH = 80;
    /** Values listed per face-down position. */
    private static final int TOP = 4;

    private CompactView() {}

    /** The row: {@code 0  3[1 2 10]  #5:?(2)  42(1)}; a face-down hideout shows its position and sprint count. */
    public static List<String> row(PublicTrack t) {
        List<String> words = new ArrayList<>();
        for (PublicTrack.Position p : t.positions) {
            if (p.index == 0) {
                words.add("0");
            } else if (p.escape) {
                words.add(p.value + (p.sprints > 0 ? "(" + p.sprints + ")" : ""));
            } else if (p.revealed()) {
                words.add("#" + p.index + ":" + p.value + (p.sprintCards != 0 ? "[" + Cards.toString(p.sprintCards).replace(' ', ',') + "]" : ""));
            } else {
                words.add("#" + p.index + ":?" + (p.sprints > 0 ? "(" + p.sprints + ")" : ""));
            }
        }
        return wrap("row: ", words);
    }

    /**
     * One line per face-down position: its likeliest values with their chances; first, a line naming
     * the measure ("chances: logic only", or "chances: model, plays like: racer 71%").
     */
    public static List<String> likeliest(Chances d) {
        List<String> out = new ArrayList<>();
        if (!d.faceDown().isEmpty()) {
            out.add("chances: " + (d.measure().equals(Deduction.UNIFORM) ? d.label() : "model, " + d.label()));
        }
        for (int p : d.faceDown()) {
            List<Integer> vs = ChancesReport.likeliestValues(d, p);
            StringBuilder sb = new StringBuilder(String.format("#%-2d ", p));
            if (vs.size() == 1) {
                sb.append(vs.get(0)).append(" certain");
            } else {
                for (int i = 0; i < Math.min(TOP, vs.size()); i++) {
                    sb.append(i == 0 ? "" : "  ").append(vs.get(i)).append(' ').append(Deduction.percent(d.chance(p, vs.get(i))));
                }
                if (vs.size() > TOP) {
                    sb.append("  +").append(vs.size() - TOP).append(" more");
                }
            }
            out.add(sb.toString());
        }
        return out;
    }

    /** The advice in at most three lines: certain numbers, the best guess with its chance, the manhunt. */
    public static List<String> advice(Advice a) {
        List<String> out = new ArrayList<>();
        if (a.certain != 0) {
            out.add("advice: " + Cards.toString(a.certain) + " certain to hit");
        }
        if (a.multi != null && Long.bitCount(a.multi.numbers()) > 1) {
            out.add(String.format("advice: guess %s together (all hit %s, %.2f reveals expected)", Cards.toString(a.multi.numbers()),
                    Deduction.percent(a.multi.probability()), a.multi.expectedReveals()));
        }
        List<String> singles = new ArrayList<>();
        for (int i = 0; i < Math.min(5, a.single.size()); i++) {
            singles.add(a.single.get(i).number() + " " + Deduction.percent(a.single.get(i).probability()));
        }
        if (!singles.isEmpty()) {
            out.addAll(wrap("single guesses: ", singles));
        }
        if (a.manhunt != null) {
            out.add(a.manhunt.exact()
                    ? String.format("manhunt: guess %d first; the best order captures %s (logic only)", a.manhunt.firstGuess(), Deduction.percent(a.manhunt.low()))
                    : String.format("manhunt: guess %d first; capture %s to %s (logic only; budget reached)", a.manhunt.firstGuess(),
                            Deduction.percent(a.manhunt.low()), Deduction.percent(a.manhunt.high())));
        }
        return out;
    }

    /** Words after a prefix, wrapped at {@link #WIDTH} columns between words, continuation lines indented. */
    public static List<String> wrap(String prefix, List<String> words) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder(prefix);
        String indent = " ".repeat(Math.min(prefix.length(), 8));
        boolean first = true;
        for (String w : words) {
            if (!first && line.length() + 2 + w.length() > WIDTH) {
                out.add(line.toString());
                line = new StringBuilder(indent);
                first = true;
            }
            line.append(first ? "" : "  ").append(w);
            first = false;
        }
        out.add(line.toString());
        return out;
    }

    /** The next expected event with the command that enters it. */
    public static String next(PublicTrack t) {
        return switch (t.phase()) {
            case FUGITIVE_FIRST -> "next: the Fugitive's first-turn hideouts (h N)";
            case FUGITIVE_DRAW -> "next: the Fugitive draws (f D)";
            case FUGITIVE_PLACE -> "next: the Fugitive places (h N), escapes (e N) or passes (p)";
            case PASS_BONUS -> "next: the Fugitive's pass bonus draw (f D)";
            case MARSHAL_DRAW -> "next: your draw (d C)";
            case MARSHAL_GUESS -> "next: your guess (g N...)";
            case MANHUNT -> "next: the manhunt, one number at a time (g N)";
            case OVER -> "the game is over: " + t.outcome();
        };
    }
}
