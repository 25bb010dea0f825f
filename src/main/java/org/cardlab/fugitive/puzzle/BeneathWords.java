package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;

/** A "what lies beneath" answer in words: its headline and its lines, in order (each citing only what is given or earlier). */
final class BeneathWords {
    private BeneathWords() {}

    /** "#3 = 20: one even deck-2 card and two odd starting cards (1 and 3)": the conclusion without its "So beneath". */
    static String headline(Solution s) {
        Beneath b = s.sprints();
        String c = b.conclusion();
        int at = c.indexOf(b.cards() == 1 ? " lies " : " lie ");
        int end = c.indexOf(". ", at); // the hideouts settled elsewhere, argued after the first sentence, are not in the headline
        String what = c.substring(at + (b.cards() == 1 ? 6 : 5), end < 0 ? c.length() - 1 : end);
        return (b.hideout() == 42 ? "42" : "#" + b.position() + " = " + b.hideout()) + ": " + what;
    }

    static List<String> lines(Solution s) {
        List<String> out = new ArrayList<>();
        s.steps().forEach(st -> out.add(st.text()));
        s.sprints().bounds().forEach(b -> out.add(b.text()));
        out.add(s.sprints().conclusion());
        return out;
    }
}
