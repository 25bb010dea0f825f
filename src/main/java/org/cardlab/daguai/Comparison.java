package org.cardlab.daguai;

/**
 * Which of two plays beats the other, and by which rule: the rules lawyer a table needs.
 * A play beats another only with the same number of cards and a strictly higher rank (an
 * equal play does not beat, unless the spec says otherwise).
 */
public final class Comparison {
    public enum Winner { FIRST, SECOND, NONE }

    public record Result(Winner winner, String reason) {}

    private Comparison() {}

    public static Result compare(Combo a, Combo b, ComboRules rules, boolean equalBeats) {
        if (a.size() != b.size()) {
            return new Result(Winner.NONE, "a " + a.size() + "-card play and a " + b.size()
                    + "-card play never meet: a follow must have as many cards as the play it follows");
        }
        if (a.key == b.key) {
            String why = "equal plays (" + describe(a, rules) + ")";
            return equalBeats
                    ? new Result(Winner.NONE, why + ": under this spec an equal play beats the one it follows, so each beats the other when played second")
                    : new Result(Winner.NONE, why + ": an equal play does not beat");
        }
        Winner w = a.key > b.key ? Winner.FIRST : Winner.SECOND;
        Combo hi = w == Winner.FIRST ? a : b;
        Combo lo = w == Winner.FIRST ? b : a;
        String reason;
        if (hi.kind != lo.kind) {
            reason = hi.kind.words() + " beats " + lo.kind.words()
                    + " (five-card order: five of a kind, straight flush, four of a kind, full house, flush, straight)";
        } else {
            reason = subject(hi, rules) + " beats " + describe(lo, rules) + ": " + rule(hi.kind, rules);
        }
        return new Result(w, reason);
    }

    /** The play's kind and main part in words ("full house of K", "straight to 10"). */
    public static String describe(Combo c, ComboRules rules) {
        return switch (c.kind) {
            case STRAIGHT, STRAIGHT_FLUSH -> c.kind.words() + " to " + Card.rankName(c.main);
            case FLUSH -> "flush, highest card " + rules.powerName(c.main);
            case SINGLE -> "single " + rules.powerName(c.main);
            default -> c.kind.words() + " of " + rules.powerName(c.main);
        };
    }

    /** {@link #describe} as the subject of a sentence: "single 3, the level card, beats ..." (the level card set off by commas). */
    public static String subject(Combo c, ComboRules rules) {
        String d = describe(c, rules);
        return d.endsWith(", the level card") ? d + "," : d;
    }

    private static String rule(Combo.Kind kind, ComboRules rules) {
        String order = "card order: big joker, small joker, the level card " + Card.rankName(rules.level())
                + ", then A K Q J 10 .. " + (rules.twoHigh() ? "3, with 2 just below the level card" : "2");
        return switch (kind) {
            case STRAIGHT, STRAIGHT_FLUSH -> "the higher top card wins; in a straight every card, the level card too, has its natural rank"
                    + (rules.aceLowStraight() ? " (A-2-3-4-5 is the lowest)" : "");
            case FLUSH -> (rules.flushCardByCard() ? "flushes compare card by card from the highest" : "flushes compare their highest card only")
                    + " (" + order + ")";
            case FULL_HOUSE, FOUR_OF_A_KIND -> "only the main part counts, the rest is ignored (" + order + ")";
            default -> order;
        };
    }
}
