package org.cardlab.scout;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;

/**
 * The SCOUT rules of one spec, read once into plain fields: the engine's hot loops read
 * these instead of the JSON. Every rule name of {@code specs/scout/*.json} is listed in
 * {@link #RULES}; a spec missing one or naming an unknown one is refused.
 */
public final class ScoutRules {
    public static final Set<String> RULES = Set.of("deckNumbers", "playerCounts", "deckAdjustments",
            "shuffleOrientation", "handFlip", "runDirections", "moreCardsBeat", "setBeatsRun", "compareBy",
            "equalBeats", "emptyTableOpen", "capture", "scoutEitherEnd", "scoutInsertAnywhere",
            "scoutEitherOrientation", "scoutChipPoints", "scoutAndShowPerRound", "roundEndEmptyHand",
            "roundEndAllScouted", "capturedCardPoints", "handCardPenalty", "enderExempt", "rounds", "winner",
            "ties", "startPlayer", "twoPlayerScoutChips", "twoPlayerTurnAfterScout", "twoPlayerScoutAndShow",
            "twoPlayerUndealtNextRound", "twoPlayerUnspentChipPoints", "stuckEndsRound");

    /** The most rounds a match may have (the published game plays one per player, 2 to 5). */
    public static final int MAX_ROUNDS = 100;

    /** Hand size and removed cards (as "a/b" labels) for one player count. */
    public record Adjustment(Set<String> remove, int hand) {}

    public final String specRef;
    public final RuleSpec spec;
    public final int minNumber;
    public final int maxNumber;
    public final Map<Integer, Adjustment> adjustments;
    public final boolean shuffleOrientation;
    public final boolean handFlip;
    public final boolean runsAscending;
    public final boolean runsDescending;
    public final boolean moreCardsBeat;
    public final boolean setBeatsRun;
    public final boolean compareBySmallest;
    public final boolean equalBeats;
    /** False: a beaten set is captured only when it had the same size and kind (the other reading of the Spanish text). */
    public final boolean captureAlways;
    public final boolean scoutInsertAnywhere;
    public final boolean scoutEitherOrientation;
    public final int scoutChipPoints;
    public final int scoutAndShowPerRound;
    public final boolean roundEndEmptyHand;
    public final boolean roundEndAllScouted;
    public final int capturedCardPoints;
    public final int handCardPenalty;
    public final boolean enderExempt;
    /** Rounds in a match; 0 means one per player. */
    public final int rounds;
    public final boolean tiesShared;
    public final boolean startRotates;
    public final int twoPlayerScoutChips;
    public final boolean twoPlayerTurnAfterScout;
    public final boolean twoPlayerScoutAndShow;
    public final boolean twoPlayerUndealtNextRound;
    /** 2 players: points per scout chip not spent by the end of a round. */
    public final int twoPlayerUnspentChipPoints;

    private ScoutRules(String specRef, RuleSpec spec) {
        this.specRef = specRef;
        this.spec = spec;
        spec.requireExactly(RULES);
        String where = spec.where();
        JsonNode numbers = spec.value("deckNumbers");
        minNumber = intField(numbers, "min", where + ": rules.deckNumbers.value");
        maxNumber = intField(numbers, "max", where + ": rules.deckNumbers.value");
        if (minNumber < 0 || maxNumber <= minNumber || maxNumber > 31) {
            throw new UserError(where + ": rules.deckNumbers.value needs 0 <= min < max <= 31");
        }
        adjustments = readAdjustments(spec, where);
        shuffleOrientation = spec.boolValue("shuffleOrientation");
        handFlip = spec.boolValue("handFlip");
        String dirs = spec.textValue("runDirections", Set.of("both", "ascending", "descending"));
        runsAscending = !dirs.equals("descending");
        runsDescending = !dirs.equals("ascending");
        moreCardsBeat = spec.boolValue("moreCardsBeat");
        setBeatsRun = spec.boolValue("setBeatsRun");
        compareBySmallest = spec.textValue("compareBy", Set.of("smallest", "largest")).equals("smallest");
        equalBeats = spec.boolValue("equalBeats");
        requireTrue(spec, "emptyTableOpen", "a round could not start");
        captureAlways = spec.textValue("capture", Set.of("always", "same-count-and-kind")).equals("always");
        requireTrue(spec, "scoutEitherEnd", "no reading says which end otherwise");
        scoutInsertAnywhere = spec.boolValue("scoutInsertAnywhere");
        scoutEitherOrientation = spec.boolValue("scoutEitherOrientation");
        scoutChipPoints = spec.intValue("scoutChipPoints", 0, 10);
        scoutAndShowPerRound = spec.intValue("scoutAndShowPerRound", 0, 10);
        roundEndEmptyHand = spec.boolValue("roundEndEmptyHand");
        roundEndAllScouted = spec.boolValue("roundEndAllScouted");
        capturedCardPoints = spec.intValue("capturedCardPoints", 0, 10);
        handCardPenalty = spec.intValue("handCardPenalty", 0, 10);
        enderExempt = spec.boolValue("enderExempt");
        JsonNode r = spec.value("rounds");
        if (r.isTextual() && r.asText().equals("players")) {
            rounds = 0;
        } else if (r.isIntegralNumber() && r.canConvertToInt() && r.asInt() > 0 && r.asInt() <= MAX_ROUNDS) {
            rounds = r.asInt();
        } else {
            throw new UserError(where + ": rules.rounds.value must be \"players\" or a number of rounds from 1 to "
                    + MAX_ROUNDS);
        }
        spec.textValue("winner", Set.of("most-points"));
        tiesShared = spec.textValue("ties", Set.of("shared", "none")).equals("shared");
        startRotates = spec.textValue("startPlayer", Set.of("rotate", "fixed")).equals("rotate");
        twoPlayerScoutChips = spec.intValue("twoPlayerScoutChips", 0, 45);
        twoPlayerTurnAfterScout = spec.boolValue("twoPlayerTurnAfterScout");
        twoPlayerScoutAndShow = spec.boolValue("twoPlayerScoutAndShow");
        twoPlayerUndealtNextRound = spec.boolValue("twoPlayerUndealtNextRound");
        twoPlayerUnspentChipPoints = spec.intValue("twoPlayerUnspentChipPoints", 0, 10);
        requireTrue(spec, "stuckEndsRound", "a player with no move would have no way on");
        if (!roundEndEmptyHand && !roundEndAllScouted) {
            throw new UserError(where + ": rules.roundEndEmptyHand and rules.roundEndAllScouted cannot both be false");
        }
        for (int players : adjustments.keySet()) {
            deckFor(players); // every player count's deck is checked now, not when a game first asks for it
        }
    }

    /** Loads a spec by name (specs/scout/NAME.json) or path. */
    public static ScoutRules load(String nameOrPath) {
        return new ScoutRules(nameOrPath, RuleSpec.resolve("scout", nameOrPath));
    }

    public static ScoutRules of(String specRef, RuleSpec spec) {
        return new ScoutRules(specRef, spec);
    }

    /** The rules for one player count; an unsupported count is a user error naming the spec's counts. */
    public ScoutDeck deckFor(int players) {
        Adjustment a = adjustments.get(players);
        if (a == null) {
            throw new UserError("SCOUT under spec '" + spec.name() + "' is for " + adjustments.keySet()
                    + " players, not " + players);
        }
        return new ScoutDeck(this, players, a);
    }

    public Set<Integer> playerCounts() {
        return adjustments.keySet();
    }

    private static Map<Integer, Adjustment> readAdjustments(RuleSpec spec, String where) {
        JsonNode counts = spec.value("playerCounts");
        JsonNode adj = spec.value("deckAdjustments");
        if (!counts.isArray() || counts.isEmpty()) {
            throw new UserError(where + ": rules.playerCounts.value must be a list of one player count at least, not " + Json.compact(counts));
        }
        if (!adj.isObject()) {
            throw new UserError(where + ": rules.deckAdjustments.value must be an object (a deck adjustment per player count)");
        }
        Map<Integer, Adjustment> out = new TreeMap<>();
        for (JsonNode c : counts) {
            if (!c.isIntegralNumber() || c.asInt() < 2 || c.asInt() > 8) {
                throw new UserError(where + ": rules.playerCounts.value must list player counts from 2 to 8");
            }
            int n = c.asInt();
            String w = where + ": rules.deckAdjustments.value." + n;
            if (out.containsKey(n)) {
                throw new UserError(where + ": rules.playerCounts.value lists " + n + " twice");
            }
            JsonNode a = adj.get(String.valueOf(n));
            if (a == null || !a.isObject()) {
                throw new UserError(w + ": missing (every player count needs its deck adjustment)");
            }
            Set<String> remove = new LinkedHashSet<>();
            JsonNode rm = a.get("remove");
            if (rm == null || !rm.isArray()) {
                throw new UserError(w + ": field 'remove' must be a list of cards like \"9/10\"");
            }
            for (JsonNode x : rm) {
                if (!x.isTextual() || !remove.add(x.asText())) {
                    throw new UserError(w + ": field 'remove' lists each card once, written like \"9/10\" (not " + x + ")");
                }
            }
            for (Iterator<String> it = a.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                if (!f.equals("remove") && !f.equals("hand")) {
                    throw new UserError(w + ": unknown field '" + f + "' (allowed: hand, remove)");
                }
            }
            out.put(n, new Adjustment(Set.copyOf(remove), intField(a, "hand", w)));
        }
        return out;
    }

    private static int intField(JsonNode obj, String field, String where) {
        JsonNode v = obj == null ? null : obj.get(field);
        if (v == null || !v.isIntegralNumber()) {
            throw new UserError(where + ": field '" + field + "' must be an integer");
        }
        return v.asInt();
    }

    private static void requireTrue(RuleSpec spec, String rule, String why) {
        if (!spec.boolValue(rule)) {
            throw new UserError(spec.where() + ": rules." + rule + ".value false is not supported by the engine (" + why + ")");
        }
    }
}
