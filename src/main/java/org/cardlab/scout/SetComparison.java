package org.cardlab.scout;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Counts;
import org.cardlab.core.Numbers;
import org.cardlab.core.UserError;

/**
 * A ruling at the table: two sets of shown numbers, whether each is a legal set, and which
 * one beats the other under a spec, with the rule that decides it in words.
 *
 * @param winner "first", "second" or "none" (neither beats the other, or a set is not legal)
 * @param rule   "more-cards", "set-over-run", "higher-smallest", "higher-largest", "equal",
 *               "different-sizes" or "illegal-set"
 */
public record SetComparison(Reading first, Reading second, String winner, String rule, String explanation) {

    /**
     * One set as written: its numbers, whether they form a legal show, its kind and strength, and
     * when it is not legal, why (null otherwise).
     */
    public record Reading(String text, int[] values, boolean legal, String kind, int strength, String why) {}

    public static SetComparison compare(ScoutRules rules, String firstText, String secondText) {
        SetStrength str = new SetStrength(rules);
        Reading a = read(rules, str, firstText, "first");
        Reading b = read(rules, str, secondText, "second");
        if (!a.legal() || !b.legal()) {
            Reading bad = !a.legal() ? a : b;
            return new SetComparison(a, b, "none", "illegal-set", "neither beats: " + bad.text() + " is not a legal set ("
                    + bad.why() + ")");
        }
        boolean ab = str.beats(a.strength(), b.strength());
        boolean ba = str.beats(b.strength(), a.strength());
        String winner = ab && !ba ? "first" : ba && !ab ? "second" : "none";
        Reading w = winner.equals("second") ? b : a;
        Reading l = winner.equals("second") ? a : b;
        int lw = SetStrength.length(w.strength());
        int ll = SetStrength.length(l.strength());
        String beats = w.text() + " beats " + l.text() + ": ";
        if (lw != ll) {
            if (!rules.moreCardsBeat) {
                return new SetComparison(a, b, "none", "different-sizes",
                        "neither beats: under this spec a set only beats a set of as many cards");
            }
            return new SetComparison(a, b, winner, "more-cards", beats + "more cards (" + lw + " against " + ll + ")");
        }
        int kw = SetStrength.kind(w.strength());
        int kl = SetStrength.kind(l.strength());
        if (kw != kl && rules.setBeatsRun) {
            return new SetComparison(a, b, winner, "set-over-run",
                    beats + "with as many cards, a set (all equal) beats a run (consecutive)");
        }
        String by = rules.compareBySmallest ? "smallest" : "largest";
        int xw = SetStrength.key(w.strength());
        int xl = SetStrength.key(l.strength());
        if (winner.equals("none")) {
            String also = ab ? "; under this spec an equal set may be shown over the other" : "; an equal set does not beat";
            return new SetComparison(a, b, "none", "equal", "neither beats: same size" + (rules.setBeatsRun ? " and kind" : "")
                    + " and the same " + by + " number (" + xw + ")" + also);
        }
        return new SetComparison(a, b, winner, "higher-" + by, beats + "same size" + (rules.setBeatsRun ? " and kind" : "")
                + ", higher " + by + " number (" + xw + " against " + xl + ")");
    }

    /** Reads "3 4 5" (spaces or commas); a token that is not a card number is a user error naming it. */
    static Reading read(ScoutRules rules, SetStrength str, String text, String which) {
        List<Integer> vs = new ArrayList<>();
        for (String tok : text.trim().split("[\\s,]+")) {
            if (tok.isEmpty()) {
                continue;
            }
            Integer v = Numbers.parse(tok);
            if (v == null && !tok.matches("-?[0-9]+")) {
                throw new UserError(which + " set '" + text + "': '" + tok + "' is not a number (digits 0-9)");
            }
            if (v == null || v < rules.minNumber || v > rules.maxNumber) { // null here: too many digits for an int
                throw new UserError(which + " set '" + text + "': " + tok + " is not a card number ("
                        + rules.minNumber + " to " + rules.maxNumber + ")");
            }
            vs.add(v);
        }
        if (vs.isEmpty()) {
            throw new UserError(which + " set is empty: write the shown numbers, like \"3 4 5\"");
        }
        int[] values = vs.stream().mapToInt(Integer::intValue).toArray();
        int s = str.ofValues(values, 0, values.length - 1);
        String shown = vs.size() <= 20 ? String.join(" ", vs.stream().map(String::valueOf).toList())
                : "a set of " + vs.size() + " cards";
        String why = s == SetStrength.INVALID ? "one card, or cards all equal or consecutive up or down" : unholdable(rules, values);
        return new Reading(shown, values, why == null, why != null ? "none" : SetStrength.kindName(SetStrength.kind(s)), s, why);
    }

    /**
     * Why no deck of the spec (for any of its player counts) could hold these shown numbers at
     * once, each on its own card; null when one can.
     */
    static String unholdable(ScoutRules rules, int[] values) {
        int most = 0;
        for (int players : rules.playerCounts()) {
            ScoutDeck deck = rules.deckFor(players);
            if (deck.canShow(values)) {
                return null;
            }
            most = Math.max(most, deck.size());
        }
        if (values.length > most) {
            return "the largest deck under this spec has " + Counts.plain(most, "card") + ", not " + values.length;
        }
        int v = values[0];
        boolean allEqual = java.util.Arrays.stream(values).allMatch(x -> x == v);
        if (allEqual) {
            int carry = 0;
            for (int players : rules.playerCounts()) {
                carry = Math.max(carry, rules.deckFor(players).carrying(v));
            }
            return "the deck shows a " + v + " on " + Counts.plain(carry, "card") + ", not " + values.length;
        }
        return "no deck under this spec has a card for each of these numbers at once";
    }
}
