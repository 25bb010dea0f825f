package org.cardlab.fugitive.puzzle;

import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.deduce.PublicTrack;

/** A puzzle as plain text: the table, the Marshal's hand, the notes, the task; the answer separately. */
public final class TextRenderer {
    private TextRenderer() {}

    public static String title(Puzzle p) {
        Grade g = p.solution().grade();
        return p.id() + " - " + p.kind().label + " under the " + p.spec() + " rules, grade " + g.level() + " (" + g.name() + ")";
    }

    public static String task(Puzzle p) {
        int down = PublicTrack.read(Table.rules(p), p.notes(), "puzzle notes").faceDownCount();
        return p.kind() == PuzzleKind.MANHUNT
                ? "The Fugitive has just played 42 and the manhunt starts. Name his " + down
                        + " face-down hideouts one at a time, each guess certain from what you know (a hit shows the sprint cards beneath)."
                : "It is your turn to guess. The notes already give away all " + down + " face-down hideouts: name them.";
    }

    public static String puzzle(Puzzle p) {
        Table t = Table.of(p);
        StringBuilder sb = new StringBuilder();
        sb.append(title(p)).append('\n').append('\n');
        sb.append("Table: ").append(t.routeText()).append('\n');
        sb.append("Your hand: ").append(t.marshalHand == 0 ? "(none)" : Cards.toString(t.marshalHand)).append('\n');
        sb.append("Notes:\n");
        for (String l : NoteText.lines(p.notes())) {
            sb.append("  ").append(l).append('\n');
        }
        sb.append('\n').append(task(p)).append('\n');
        return sb.toString();
    }

    public static String answer(Puzzle p) {
        StringBuilder sb = new StringBuilder();
        Solution s = p.solution();
        int i = 1;
        for (Solution.Step st : s.steps()) {
            sb.append(String.format("  %d. position %d is %d (%s%s)%n", i++, st.position(), st.value(),
                    st.propagation() ? "propagation" : "search among " + st.candidates() + " values",
                    st.depth() > 1 ? ", chain depth " + st.depth() : ""));
        }
        StringBuilder route = new StringBuilder();
        for (int v : s.route()) {
            route.append(route.length() == 0 ? "" : " ").append(v);
        }
        sb.append("  route: ").append(route).append('\n');
        sb.append("  grade: ").append(PuzzleVerifier.describe(s.grade())).append('\n');
        return sb.toString();
    }
}
