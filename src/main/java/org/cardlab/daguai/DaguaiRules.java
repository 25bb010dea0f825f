package org.cardlab.daguai;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;

/**
 * The rule options the engine reads from a spec (specs/daguai/*.json). The fixed facts of the
 * text (6 players, 3 decks, 27 cards, the play sizes, the five-card order) are checked to have
 * the values this engine implements; the open points are real options.
 */
public final class DaguaiRules {
    /** The options, with the values each may take. */
    static final Map<String, Set<String>> CHOICES = new LinkedHashMap<>();

    static {
        CHOICES.put("twoRank", Set.of("low", "high"));
        CHOICES.put("direction", Set.of("clockwise", "counterclockwise"));
        CHOICES.put("levelCardInStraight", Set.of("natural", "excluded"));
        CHOICES.put("leadAfterEscapedWinner", Set.of("next-active", "partner"));
        CHOICES.put("levelAdvance", Set.of("one", "by-trapped"));
        CHOICES.put("flushCompare", Set.of("card-by-card", "highest-card"));
        CHOICES.put("returnCard", Set.of("any", "lower-than-tribute"));
        CHOICES.put("jokerTribute", Set.of("no-return", "return", "two-offered"));
        CHOICES.put("trappedOrder", Set.of("most-cards-last"));
        CHOICES.put("afterPass", Set.of("may-play-again", "out-of-trick"));
        CHOICES.put("matchEnd", Set.of("win-at-level", "reach-level"));
        CHOICES.put("tributePairs", Set.of("last-trapped-to-first-escaped", "finishing-places"));
    }

    /** The values the option {@code rule} may take, or null when the rule is not a text-valued option. */
    public static Set<String> choices(String rule) {
        return CHOICES.get(rule);
    }

    /**
     * Options added after game files were first written: a stored game without them was played
     * under these values (the engine's only behaviour then), so reading an old game file fills
     * them in ({@link #withAddedDefaults}).
     */
    static final Map<String, String> ADDED_DEFAULTS = Map.of("afterPass", "may-play-again", "matchEnd", "win-at-level");

    /** Facts of the text this engine is built for: the spec must state exactly these values. */
    static final Map<String, String> FIXED = new LinkedHashMap<>();

    static {
        FIXED.put("players", "6");
        FIXED.put("decks", "3");
        FIXED.put("handSize", "27");
        FIXED.put("teams", "\"alternating\"");
        FIXED.put("firstLeader", "\"highest-drawn-card\"");
        FIXED.put("nextLeader", "\"first-escaped\"");
        FIXED.put("playSizes", "[1,2,3,5]");
        FIXED.put("fiveCardOrder", "[\"straight\",\"flush\",\"full-house\",\"four-of-a-kind\",\"straight-flush\",\"five-of-a-kind\"]");
        FIXED.put("mainPartOnly", "true");
        FIXED.put("suitsEqual", "true");
        FIXED.put("levelCardAboveAce", "true");
        FIXED.put("jokersWild", "true");
        FIXED.put("highestReading", "true");
        FIXED.put("loneJoker", "\"itself\"");
        FIXED.put("smallJokerAsBig", "false");
        FIXED.put("followSameSize", "true");
        FIXED.put("trickEnd", "\"all-others-pass\"");
        FIXED.put("roundEnd", "\"one-team-escaped\"");
        FIXED.put("scoring", "\"four-cases\"");
        FIXED.put("onlyOffenseScores", "true");
        FIXED.put("startLevel", "\"2\"");
        FIXED.put("tribute", "\"highest-card\"");
        FIXED.put("drawTies", "\"redraw\"");
    }

    public final String specName;
    /** The spec these rules were read from (a variant is a spec too: {@link RuleSpec#with}). */
    public final RuleSpec spec;
    public final boolean twoHigh;
    public final boolean clockwise;
    public final boolean aceLowStraight;
    public final boolean levelCardInStraight;
    public final boolean bigJokerAsSmall;
    public final boolean equalBeats;
    public final boolean leadToPartner;
    public final boolean advanceByTrapped;
    public final boolean flushCardByCard;
    public final boolean returnLower;
    public final boolean returnAfterJoker;
    /** The house rule: for a joker the receiver offers two cards; the giver keeps one, or both and returns a higher card. */
    public final boolean jokerTwoOffered;
    public final boolean tributePublic;
    public final int cardCountVisible;
    /** The match level: see {@link #matchEndsOnReaching}. */
    public final int matchLevel;
    /** True: a team that reaches the match level wins; false: it must then win a round as the offense at it. */
    public final boolean matchEndsOnReaching;
    /** True: a player who passed sits out the rest of the trick; false: may play again if someone plays after. */
    public final boolean passIsFinal;
    /** True: the k-th worst trapped player pays the k-th player to escape, whatever the team; false: the winners' k-th escaper. */
    public final boolean tributeToFinishingPlaces;
    private final ObjectNode values;

    private DaguaiRules(RuleSpec spec, ObjectNode values, String where) {
        this.spec = spec;
        this.specName = spec.name();
        this.values = values;
        for (var e : FIXED.entrySet()) {
            String got = Json.compact(need(values, e.getKey(), where));
            if (!got.equals(e.getValue())) {
                throw new UserError(where + ": rules." + e.getKey() + " is " + got + "; this engine implements only "
                        + e.getValue());
            }
        }
        twoHigh = choice(values, "twoRank", where).equals("high");
        clockwise = choice(values, "direction", where).equals("clockwise");
        levelCardInStraight = choice(values, "levelCardInStraight", where).equals("natural");
        leadToPartner = choice(values, "leadAfterEscapedWinner", where).equals("partner");
        advanceByTrapped = choice(values, "levelAdvance", where).equals("by-trapped");
        flushCardByCard = choice(values, "flushCompare", where).equals("card-by-card");
        returnLower = choice(values, "returnCard", where).equals("lower-than-tribute");
        returnAfterJoker = choice(values, "jokerTribute", where).equals("return");
        jokerTwoOffered = choice(values, "jokerTribute", where).equals("two-offered");
        choice(values, "trappedOrder", where);
        passIsFinal = choice(values, "afterPass", where).equals("out-of-trick");
        matchEndsOnReaching = choice(values, "matchEnd", where).equals("reach-level");
        tributeToFinishingPlaces = choice(values, "tributePairs", where).equals("finishing-places");
        aceLowStraight = bool(values, "aceLowStraight", where);
        bigJokerAsSmall = bool(values, "bigJokerAsSmall", where);
        equalBeats = bool(values, "equalBeats", where);
        tributePublic = bool(values, "tributePublic", where);
        JsonNode cc = need(values, "cardCountVisible", where);
        if (!cc.canConvertToInt() || !cc.isIntegralNumber() || cc.asInt() < 0 || cc.asInt() > Card.PHYSICAL) {
            throw new UserError(where + ": rules.cardCountVisible must be a whole number from 0 to " + Card.PHYSICAL);
        }
        cardCountVisible = cc.asInt();
        JsonNode ml = need(values, "matchLevel", where);
        if (!ml.isTextual()) {
            throw new UserError(where + ": rules.matchLevel must be a rank such as \"A\"");
        }
        matchLevel = Card.parseRank(ml.asText(), where + ": rules.matchLevel");
        Set<String> known = new java.util.HashSet<>(CHOICES.keySet());
        known.addAll(FIXED.keySet());
        known.addAll(Set.of("aceLowStraight", "bigJokerAsSmall", "equalBeats", "tributePublic", "cardCountVisible",
                "matchLevel"));
        for (Iterator<String> it = values.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!known.contains(k)) {
                throw new UserError(where + ": unknown rule 'rules." + k + "' for game daguai");
            }
        }
        for (String k : known) {
            need(values, k, where);
        }
    }

    /** The rules of a spec name (under specs/daguai/) or a spec file path. */
    public static DaguaiRules load(String nameOrPath) {
        return fromSpec(RuleSpec.resolve("daguai", nameOrPath));
    }

    public static DaguaiRules fromSpec(RuleSpec spec) {
        ObjectNode v = Json.object();
        for (var r : spec.rules().values()) {
            v.set(r.name(), r.value());
        }
        return new DaguaiRules(spec, v, spec.where());
    }

    /**
     * Rule values stored in a game file of an earlier version, with the options added since
     * then set to the behaviour the engine had when the file was written.
     */
    public static Map<String, JsonNode> withAddedDefaults(Map<String, JsonNode> values) {
        Map<String, JsonNode> v = new LinkedHashMap<>(values);
        ADDED_DEFAULTS.forEach((k, d) -> v.putIfAbsent(k, com.fasterxml.jackson.databind.node.TextNode.valueOf(d)));
        return v;
    }

    /** The option values by name (what a game file embeds). */
    public ObjectNode toJson() {
        return values.deepCopy();
    }

    /** A copy with one option changed: the spec's what-if variant ({@link RuleSpec#with}). */
    public DaguaiRules with(String rule, JsonNode value) {
        return fromSpec(spec.with(rule, value));
    }

    /** The default spec shipped with cardlab (the Polish text): loaded from the specs folder. */
    public static DaguaiRules defaults() {
        return load("pl");
    }

    /** The seat after {@code seat} in the turn direction. */
    public int next(int seat) {
        return clockwise ? (seat + 1) % 6 : (seat + 5) % 6;
    }

    public ComboRules at(int level) {
        return new ComboRules(level, twoHigh, aceLowStraight, levelCardInStraight, bigJokerAsSmall, flushCardByCard);
    }

    private static JsonNode need(JsonNode values, String k, String where) {
        JsonNode n = values.get(k);
        if (n == null) {
            throw new UserError(where + ": missing rule 'rules." + k + "'");
        }
        return n;
    }

    private static String choice(JsonNode values, String k, String where) {
        JsonNode n = need(values, k, where);
        if (!n.isTextual() || !CHOICES.get(k).contains(n.asText())) {
            throw new UserError(where + ": rules." + k + " must be one of " + new java.util.TreeSet<>(CHOICES.get(k)));
        }
        return n.asText();
    }

    private static boolean bool(JsonNode values, String k, String where) {
        JsonNode n = need(values, k, where);
        if (!n.isBoolean()) {
            throw new UserError(where + ": rules." + k + " must be true or false");
        }
        return n.asBoolean();
    }

}
