package org.cardlab.fugitive.puzzle;

import org.cardlab.fugitive.FugitiveRules;

/**
 * The rule values a puzzle page states, so that it can be solved from the page alone (a solver
 * counting a best guess's routes found the step window and the footprints only on the rules
 * pages): every answer bounds a hideout by the step limit and the footprints of the sprint cards
 * beneath it, so every page states those; a page whose title names its rules also states the
 * values in which its rulebook differs from the others (when you win before the escape, and for
 * a manhunt when one starts), the reason the rulebook matters.
 */
final class PageRules {
    private PageRules() {}

    /** "Rules: a hideout lies 1 to 3 above the one before, plus the footprints of its sprint cards: odd +1, even +2; ..." */
    static String of(Puzzle p) {
        FugitiveRules r = Page.rules(p.spec());
        StringBuilder sb = new StringBuilder("Rules: a hideout lies 1 to ").append(r.stepLimit)
                .append(" above the one before, plus the footprints of the sprint cards beneath it: odd cards +").append(r.footprintOdd)
                .append(", even cards +").append(r.footprintEven)
                .append(r.overpay ? "; he may lay more sprint cards than he needs" : "; he lays no more sprint cards than he needs");
        if (r.maxSprintCards < Integer.MAX_VALUE) {
            sb.append("; at most ").append(r.maxSprintCards).append(" beneath one hideout");
        }
        sb.append('.');
        if (SpecCheck.matters(p)) {
            boolean win = false;
            boolean trigger = false;
            for (String other : SpecCheck.shippedSpecs()) {
                FugitiveRules o = Page.rules(other);
                win |= o.marshalWin != r.marshalWin;
                trigger |= o.manhuntRevealed != r.manhuntRevealed || o.manhuntThreshold != r.manhuntThreshold
                        || o.manhuntStrictlyBelow != r.manhuntStrictlyBelow;
            }
            StringBuilder own = new StringBuilder();
            if (win) {
                own.append(" before the escape, you win by turning up ").append(r.marshalWin == FugitiveRules.MarshalWin.LAST
                        ? "his last hideout; turning up any other does not end the game." : "all his hideouts; turning up his last alone does not end the game.");
            }
            if (trigger && p.kind() == PuzzleKind.MANHUNT) {
                own.append(win ? " A manhunt starts" : " a manhunt starts").append(" when he lays 42 and ").append(RulesText.compared(r)).append('.');
            }
            if (!own.isEmpty()) {
                sb.append(' ').append(Page.rulesName(p.spec())).append(':').append(own);
            }
        }
        return sb.toString();
    }
}
