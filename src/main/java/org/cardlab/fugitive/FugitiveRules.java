package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;

/**
 * The Fugitive rules as the engine reads them from a spec. Every field is one rule of the
 * spec (see specs/fugitive/*.json for the quote or default behind each).
 */
public final class FugitiveRules {
    /** Every rule name a Fugitive spec must give, no more, no less. */
    public static final Set<String> RULES = Set.of(
            "deck1", "deck2", "deck3", "startingHand", "initialDraws", "firstTurnHideouts", "fugitiveDraws",
            "stepLimit", "footprints", "footprintCorner", "overpay", "maxSprintCards", "sprintWith42",
            "fugitiveMayPass", "fugitiveSeesOwnCards", "marshalFirstDraws", "marshalDraws", "marshalMayPass",
            "multiGuess", "multiGuessAllOrNothing", "marshalWin", "manhuntRevealed", "manhuntThreshold",
            "manhuntComparison", "manhuntSingleGuesses", "manhuntNothingHidden", "emptyDeck", "passBonus");

    /** The highest card: playing it is the escape. */
    public static final int ESCAPE = 42;
    public static final int CARDS = 43;

    public enum MarshalWin { ALL, LAST }

    public enum ManhuntRevealed { HIGHEST, LAST_REVEALED }

    public final RuleSpec spec;
    /** deckLow[d], deckHigh[d] for d = 0, 1, 2 (decks 1, 2, 3). */
    public final int[] deckLow = new int[3];
    public final int[] deckHigh = new int[3];
    public final int[] startingHand;
    public final int[] initialDraws;
    public final int firstTurnHideouts;
    public final int fugitiveDraws;
    public final int stepLimit;
    public final int footprintOdd;
    public final int footprintEven;
    public final boolean overpay;
    /** Integer.MAX_VALUE when the spec sets no maximum. */
    public final int maxSprintCards;
    public final boolean sprintWith42;
    public final boolean fugitiveMayPass;
    public final int marshalFirstDraws;
    public final int marshalDraws;
    public final boolean marshalMayPass;
    public final boolean multiGuess;
    public final boolean multiGuessAllOrNothing;
    public final MarshalWin marshalWin;
    public final ManhuntRevealed manhuntRevealed;
    public final int manhuntThreshold;
    /** True: the manhunt starts when the compared hideout is below the threshold; false: at most the threshold. */
    public final boolean manhuntStrictlyBelow;
    public final boolean manhuntSingleGuesses;
    public final boolean manhuntNothingHiddenMarshalWins;
    public final boolean passBonus;
    /** Bit mask of the odd cards 1..41 (their footprint is footprintOdd). */
    public final long oddMask;

    public FugitiveRules(RuleSpec spec) {
        this.spec = spec;
        spec.requireExactly(RULES);
        for (int d = 0; d < 3; d++) {
            int[] range = intArray(spec, "deck" + (d + 1), 2);
            deckLow[d] = range[0];
            deckHigh[d] = range[1];
            if (range[0] < 1 || range[1] > 41 || range[0] > range[1] || d > 0 && range[0] != deckHigh[d - 1] + 1) {
                throw new UserError(spec.file() + ": rules.deck" + (d + 1) + " must be consecutive ranges within 1..41");
            }
        }
        startingHand = intArray(spec, "startingHand", -1);
        initialDraws = intArray(spec, "initialDraws", 3);
        firstTurnHideouts = spec.intValue("firstTurnHideouts");
        fugitiveDraws = spec.intValue("fugitiveDraws");
        stepLimit = spec.intValue("stepLimit");
        JsonNode fp = spec.value("footprints");
        if (!fp.isObject() || fp.size() != 2 || !fp.path("odd").canConvertToInt() || !fp.path("even").canConvertToInt()) {
            throw new UserError(spec.file() + ": rules.footprints.value must be {\"odd\": n, \"even\": m}");
        }
        footprintOdd = fp.get("odd").asInt();
        footprintEven = fp.get("even").asInt();
        overpay = spec.boolValue("overpay");
        Integer max = spec.optionalIntValue("maxSprintCards");
        maxSprintCards = max == null ? Integer.MAX_VALUE : max;
        sprintWith42 = spec.boolValue("sprintWith42");
        fugitiveMayPass = spec.boolValue("fugitiveMayPass");
        marshalFirstDraws = spec.intValue("marshalFirstDraws");
        marshalDraws = spec.intValue("marshalDraws");
        marshalMayPass = spec.boolValue("marshalMayPass");
        multiGuess = spec.boolValue("multiGuess");
        multiGuessAllOrNothing = spec.boolValue("multiGuessAllOrNothing");
        marshalWin = spec.textValue("marshalWin", Set.of("all", "last")).equals("all") ? MarshalWin.ALL : MarshalWin.LAST;
        manhuntRevealed = spec.textValue("manhuntRevealed", Set.of("highest", "last-revealed")).equals("highest")
                ? ManhuntRevealed.HIGHEST : ManhuntRevealed.LAST_REVEALED;
        manhuntThreshold = spec.intValue("manhuntThreshold");
        manhuntStrictlyBelow = spec.textValue("manhuntComparison", Set.of("below", "at-most")).equals("below");
        manhuntSingleGuesses = spec.boolValue("manhuntSingleGuesses");
        manhuntNothingHiddenMarshalWins =
                spec.textValue("manhuntNothingHidden", Set.of("marshal-wins", "fugitive-wins")).equals("marshal-wins");
        spec.textValue("emptyDeck", Set.of("skip-when-all-empty"));
        spec.textValue("footprintCorner", Set.of("bottom", "top-right"));
        spec.boolValue("fugitiveSeesOwnCards");
        passBonus = spec.boolValue("passBonus");
        long odd = 0;
        for (int c = 1; c < CARDS; c += 2) {
            odd |= 1L << c;
        }
        oddMask = odd;
        checkRange("stepLimit", stepLimit, 1, 41);
        checkRange("firstTurnHideouts", firstTurnHideouts, 1, 10);
        checkRange("fugitiveDraws", fugitiveDraws, 0, 3);
        checkRange("marshalFirstDraws", marshalFirstDraws, 0, 5);
        checkRange("marshalDraws", marshalDraws, 0, 3);
        checkRange("footprints", footprintOdd, 0, 10);
        checkRange("footprints", footprintEven, 0, 10);
        for (int c : startingHand) {
            if (c < 1 || c > ESCAPE || c >= deckLow[0] && c <= deckHigh[2]) {
                throw new UserError(spec.file() + ": rules.startingHand: card " + c + " is in a deck or out of range");
            }
        }
    }

    private void checkRange(String rule, int v, int lo, int hi) {
        if (v < lo || v > hi) {
            throw new UserError(spec.file() + ": rules." + rule + ".value must be between " + lo + " and " + hi);
        }
    }

    private static int[] intArray(RuleSpec spec, String rule, int length) {
        JsonNode v = spec.value(rule);
        if (!v.isArray() || length >= 0 && v.size() != length) {
            throw new UserError(spec.file() + ": rules." + rule + ".value must be a list of "
                    + (length >= 0 ? length + " " : "") + "integers");
        }
        int[] out = new int[v.size()];
        for (int i = 0; i < out.length; i++) {
            if (!v.get(i).canConvertToInt() || !v.get(i).isIntegralNumber()) {
                throw new UserError(spec.file() + ": rules." + rule + ".value must be a list of integers");
            }
            out[i] = v.get(i).asInt();
        }
        return out;
    }

    public static FugitiveRules load(String nameOrPath) {
        return new FugitiveRules(RuleSpec.resolve("fugitive", nameOrPath));
    }

    public String name() {
        return spec.name();
    }

    /** The footprint a card adds as a sprint card. */
    public int footprint(int card) {
        return (card & 1) == 1 ? footprintOdd : footprintEven;
    }

    /** Total footprints of a set of cards given as a bit mask. */
    public int footprints(long cards) {
        return Long.bitCount(cards & oddMask) * footprintOdd + Long.bitCount(cards & ~oddMask) * footprintEven;
    }

    /** The deck (1..3) a card is drawn from, or 0 for a card in no deck. */
    public int deckOf(int card) {
        for (int d = 0; d < 3; d++) {
            if (card >= deckLow[d] && card <= deckHigh[d]) {
                return d + 1;
            }
        }
        return 0;
    }

    /** Cards that can be placed at all: the starting hand and the three decks. */
    public long inPlay() {
        long s = Cards.range(deckLow[0], deckHigh[2]);
        for (int c : startingHand) {
            s |= 1L << c;
        }
        return s;
    }

    public int deckSize(int deck) {
        return deckHigh[deck - 1] - deckLow[deck - 1] + 1;
    }

    /**
     * The revealed hideout the manhunt compares with its threshold: the highest revealed or the
     * last revealed (rule manhuntRevealed). Card 0 stands in while none was revealed.
     */
    public int manhuntCompared(int highestRevealed, int lastRevealed) {
        return manhuntRevealed == ManhuntRevealed.HIGHEST ? highestRevealed : lastRevealed;
    }

    /** The compared hideout in words: "the highest revealed hideout" or "the last revealed hideout". */
    public String manhuntComparedWords() {
        return (manhuntRevealed == ManhuntRevealed.HIGHEST ? "the highest" : "the last") + " revealed hideout";
    }

    /** Whether a manhunt starts when {@code compared} is the revealed hideout the spec compares. */
    public boolean manhuntStarts(int compared) {
        return manhuntStrictlyBelow ? compared < manhuntThreshold : compared <= manhuntThreshold;
    }

    /** The manhunt's threshold test in words: "below 30" or "at most 29". */
    public String manhuntThresholdWords() {
        return (manhuntStrictlyBelow ? "below " : "at most ") + manhuntThreshold;
    }

    /** Whether a guess hits only when every number named is a face-down hideout (always so in the manhunt). */
    public boolean guessAllOrNothing(boolean manhunt) {
        return multiGuessAllOrNothing || manhunt;
    }
}
