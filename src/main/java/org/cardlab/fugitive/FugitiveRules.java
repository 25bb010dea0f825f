package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import org.cardlab.core.Counts;
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
            "stepLimit", "escapeCard", "footprints", "footprintCorner", "overpay", "maxSprintCards", "sprintWith42",
            "fugitiveMayPass", "fugitiveSeesOwnCards", "marshalFirstDraws", "marshalDraws", "marshalMayPass",
            "multiGuess", "multiGuessAllOrNothing", "marshalWin", "manhuntRevealed", "manhuntThreshold",
            "manhuntComparison", "manhuntSingleGuesses", "manhuntNothingHidden", "emptyDeck", "passBonus");

    /** The published game's escape card, its highest card; a spec may name a lower one ({@link #escape}). */
    public static final int HIGHEST_ESCAPE = 42;
    /** Cards 0..42: the size of every card-indexed table, whatever the spec's escape card. */
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
    /** The escape card (rule escapeCard): playing it is the escape; every card of play lies below it. */
    public final int escape;
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
        spec = withEarlierEscape(spec);
        this.spec = spec;
        spec.requireExactly(RULES);
        escape = spec.intValue("escapeCard", 3, HIGHEST_ESCAPE);
        for (int d = 0; d < 3; d++) {
            int[] range = intArray(spec, "deck" + (d + 1), 2);
            deckLow[d] = range[0];
            deckHigh[d] = range[1];
            if (range[0] < 1 || range[1] >= escape || range[0] > range[1] || d > 0 && range[0] != deckHigh[d - 1] + 1) {
                throw new UserError(spec.where() + ": rules.deck" + (d + 1) + " must be consecutive ranges within 1.."
                        + (escape - 1) + " (below the escape card, " + escape + ")");
            }
        }
        startingHand = intArray(spec, "startingHand", -1);
        checkStartingHand();
        initialDraws = intArray(spec, "initialDraws", 3);
        for (int d = 0; d < 3; d++) {
            if (initialDraws[d] < 0 || initialDraws[d] > deckSize(d + 1)) {
                throw spec.invalid("initialDraws", "asks " + Counts.plain(initialDraws[d], "card") + " of deck " + (d + 1)
                        + ", which holds " + deckSize(d + 1) + " (" + deckLow[d] + ".." + deckHigh[d] + ")");
            }
        }
        stepLimit = spec.intValue("stepLimit", 1, escape - 1);
        firstTurnHideouts = spec.intValue("firstTurnHideouts");
        checkFirstTurn();
        fugitiveDraws = spec.intValue("fugitiveDraws", 0, 3);
        JsonNode fp = spec.value("footprints");
        if (!fp.isObject() || fp.size() != 2 || !isInt(fp.path("odd")) || !isInt(fp.path("even"))) {
            throw new UserError(spec.where() + ": rules.footprints.value must be {\"odd\": n, \"even\": m} with whole numbers");
        }
        footprintOdd = fp.get("odd").asInt();
        footprintEven = fp.get("even").asInt();
        if (footprintOdd < 0 || footprintOdd > 10 || footprintEven < 0 || footprintEven > 10) {
            throw spec.invalid("footprints", "footprints must be 0 to 10 (odd " + footprintOdd + ", even " + footprintEven + ")");
        }
        overpay = spec.boolValue("overpay");
        Integer max = spec.optionalIntValue("maxSprintCards");
        if (max != null && (max < 0 || max > 40)) {
            throw spec.invalid("maxSprintCards", "value " + max + " is out of range 0..40 (null for no maximum)");
        }
        maxSprintCards = max == null ? Integer.MAX_VALUE : max;
        sprintWith42 = spec.boolValue("sprintWith42");
        fugitiveMayPass = spec.boolValue("fugitiveMayPass");
        marshalFirstDraws = spec.intValue("marshalFirstDraws", 0, 5);
        marshalDraws = spec.intValue("marshalDraws", 0, 3);
        marshalMayPass = spec.boolValue("marshalMayPass");
        multiGuess = spec.boolValue("multiGuess");
        multiGuessAllOrNothing = spec.boolValue("multiGuessAllOrNothing");
        marshalWin = spec.textValue("marshalWin", Set.of("all", "last")).equals("all") ? MarshalWin.ALL : MarshalWin.LAST;
        manhuntRevealed = spec.textValue("manhuntRevealed", Set.of("highest", "last-revealed")).equals("highest")
                ? ManhuntRevealed.HIGHEST : ManhuntRevealed.LAST_REVEALED;
        manhuntThreshold = spec.intValue("manhuntThreshold", 1, escape);
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
    }

    /**
     * Rule values without a text (a game file's, a notes file's, a saved table's) that give every rule
     * but escapeCard were written before it was a rule, when the escape card was 42: they are read
     * with 42. A spec quoting a rulebook must state it.
     */
    private static RuleSpec withEarlierEscape(RuleSpec spec) {
        Map<String, JsonNode> values = spec.values();
        if (spec.rulebook() != null || values.containsKey("escapeCard") || values.size() != RULES.size() - 1
                || !RULES.containsAll(values.keySet())) {
            return spec;
        }
        values.put("escapeCard", IntNode.valueOf(HIGHEST_ESCAPE));
        return RuleSpec.fromValues(spec.game(), spec.name(), values, spec.file());
    }

    private static boolean isInt(JsonNode n) {
        return n.isIntegralNumber() && n.canConvertToInt();
    }

    /** The Fugitive's own cards: each once, none in a deck, the escape card among them (without it there is no escape). */
    private void checkStartingHand() {
        long seen = 0;
        for (int c : startingHand) {
            if (c < 1 || c > escape || c >= deckLow[0] && c <= deckHigh[2]) {
                throw new UserError(spec.where() + ": rules.startingHand: card " + c + " is in a deck, below 1 or above the escape card ("
                        + escape + ")");
            }
            if ((seen & 1L << c) != 0) {
                throw spec.invalid("startingHand", "card " + c + " is listed twice");
            }
            seen |= 1L << c;
        }
        if ((seen & 1L << escape) == 0) {
            throw spec.invalid("startingHand", "the Fugitive must start with " + escape + ", the escape card (rule escapeCard)");
        }
    }

    /**
     * The first turn must be playable whatever the deal: the starting hand alone must hold that
     * many hideouts, each at most the step limit above the one before (from card 0). The engine
     * checks one placement ahead on the first turn, so it plays first turns of one or two hideouts.
     */
    private void checkFirstTurn() {
        if (firstTurnHideouts < 1 || firstTurnHideouts > 2) {
            throw spec.invalid("firstTurnHideouts", "value " + firstTurnHideouts + ": this engine plays a first turn of 1 or"
                    + " 2 hideouts (it checks one placement ahead, which guarantees a legal move only then)");
        }
        int last = 0;
        int chain = 0;
        for (int c : Arrays.stream(startingHand).sorted().toArray()) {
            if (c != escape && c - last <= stepLimit && c > last) {
                last = c;
                chain++;
            }
        }
        if (chain < firstTurnHideouts) {
            throw spec.invalid("firstTurnHideouts", firstTurnHideouts + " hideouts on the first turn, but the starting hand"
                    + " surely holds only " + chain + " placeable in a row (steps of at most " + stepLimit + " from 0)");
        }
    }

    private static int[] intArray(RuleSpec spec, String rule, int length) {
        JsonNode v = spec.value(rule);
        if (!v.isArray() || length >= 0 && v.size() != length) {
            throw new UserError(spec.where() + ": rules." + rule + ".value must be a list of "
                    + (length >= 0 ? length + " " : "") + "integers");
        }
        int[] out = new int[v.size()];
        for (int i = 0; i < out.length; i++) {
            if (!v.get(i).canConvertToInt() || !v.get(i).isIntegralNumber()) {
                throw new UserError(spec.where() + ": rules." + rule + ".value must be a list of integers");
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

    /**
     * The numbers a guess may name: 1 to 41 but the escape card. A number above a lower escape
     * card names no card, so it surely misses, as a number in no deck does.
     */
    public long nameable() {
        return Cards.range(1, HIGHEST_ESCAPE - 1) & ~(1L << escape);
    }

    /** Whether the card is this spec's escape card. */
    public boolean isEscape(int card) {
        return card == escape;
    }

    /**
     * Refuses a spec whose escape card is not 42, for a feature whose texts or tables are
     * written for the published game's 42 (puzzles, for one); {@code what} names the feature.
     */
    public void requirePublishedEscape(String what) {
        if (escape != HIGHEST_ESCAPE) {
            throw spec.invalid("escapeCard", what + " is written for the escape card " + HIGHEST_ESCAPE + ", and this spec's is " + escape);
        }
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
