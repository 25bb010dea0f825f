package org.cardlab.scout;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.UserError;

/**
 * The cards in use for one player count, and the per-count rules (the 2-player variant).
 *
 * <p>A card id runs from 0 to {@link #size()}-1; a card <em>in play</em> is encoded as
 * {@code id * 2 + side}: side 0 shows the card's lower number, side 1 its higher number.
 * Turning a card toggles the low bit, so {@link #face} is one array lookup.
 */
public final class ScoutDeck {
    public final ScoutRules rules;
    public final int players;
    public final int handSize;
    private final int[] low;
    private final int[] high;
    /** Shown number of an encoded card. */
    private final int[] face;
    /** {@link #shown(int)}'s text of each encoded card, made once: every observation writes every card in sight. */
    private final String[] shownText;

    /** Scouts a player may make per round; {@link Integer#MAX_VALUE} when unlimited. */
    public final int scoutBudget;
    /** Points per scout chip a player has not spent by the round's end (the 2-player variant; 0 otherwise). */
    public final int unspentChipPoints;
    /** True when the scouted owner takes a chip (false in the 2-player variant: the opponent gains nothing). */
    public final boolean scoutPaysOwner;
    public final boolean turnAfterScout;
    public final int scoutAndShowPerRound;
    /** 2 players: the cards not dealt in a round are dealt in the next one. */
    public final boolean undealtNextRound;
    public final int rounds;

    ScoutDeck(ScoutRules rules, int players, ScoutRules.Adjustment adj) {
        this.rules = rules;
        this.players = players;
        List<int[]> cards = new ArrayList<>();
        for (int a = rules.minNumber; a <= rules.maxNumber; a++) {
            for (int b = a + 1; b <= rules.maxNumber; b++) {
                cards.add(new int[] {a, b});
            }
        }
        for (String r : adj.remove()) {
            if (!cards.removeIf(c -> (c[0] + "/" + c[1]).equals(r))) {
                throw new UserError(rules.spec.where() + ": rules.deckAdjustments.value." + players + ": no card '" + r
                        + "' to remove (cards are written low/high, like 9/10)");
            }
        }
        low = new int[cards.size()];
        high = new int[cards.size()];
        face = new int[2 * cards.size()];
        for (int i = 0; i < cards.size(); i++) {
            low[i] = cards.get(i)[0];
            high[i] = cards.get(i)[1];
            face[2 * i] = low[i];
            face[2 * i + 1] = high[i];
        }
        shownText = new String[face.length];
        for (int enc = 0; enc < face.length; enc++) {
            shownText[enc] = face[enc] + "(" + face[enc ^ 1] + ")";
        }
        handSize = adj.hand();
        if (handSize <= 0 || handSize * players > cards.size()) {
            throw new UserError(rules.spec.where() + ": rules.deckAdjustments.value." + players + ": " + players
                    + " hands of " + handSize + " need more than the " + cards.size() + " cards");
        }
        boolean two = players == 2;
        scoutBudget = two ? rules.twoPlayerScoutChips : Integer.MAX_VALUE;
        scoutPaysOwner = !two;
        unspentChipPoints = two ? rules.twoPlayerUnspentChipPoints : 0;
        turnAfterScout = two && rules.twoPlayerTurnAfterScout;
        scoutAndShowPerRound = two && !rules.twoPlayerScoutAndShow ? 0 : rules.scoutAndShowPerRound;
        undealtNextRound = two && rules.twoPlayerUndealtNextRound;
        rounds = rules.rounds == 0 ? players : rules.rounds;
    }

    public int size() {
        return low.length;
    }

    public int face(int enc) {
        return face[enc];
    }

    /** Shown number by encoded card, for hot loops that hoist the lookup table (do not modify). */
    int[] faces() {
        return face;
    }

    /** The hidden number of an encoded card (the one at the other end). */
    public int back(int enc) {
        return face[enc ^ 1];
    }

    /** "3/7" (low/high): the card's name, whatever its side. */
    public String label(int id) {
        return low[id] + "/" + high[id];
    }

    /** Cards as their shown numbers, the other end in brackets: "7(3) 8(1)". */
    public String shown(int[] cards, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < len; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(shown(cards[i]));
        }
        return sb.toString();
    }

    /** The shown number then the hidden one, e.g. "7(3)" for card 3/7 showing 7. */
    public String shown(int enc) {
        return shownText[enc];
    }

    /** How many cards carry the number {@code v} on either end. */
    public int carrying(int v) {
        int k = 0;
        for (int id = 0; id < low.length; id++) {
            if (low[id] == v || high[id] == v) {
                k++;
            }
        }
        return k;
    }

    /**
     * Whether this deck could show these numbers at once, each on a card of its own: a
     * matching of the shown numbers to cards carrying them (augmenting paths; at most 45 cards).
     */
    public boolean canShow(int[] values) {
        if (values.length > low.length) {
            return false;
        }
        int[] cardHolds = new int[low.length]; // the position each card shows, or -1
        java.util.Arrays.fill(cardHolds, -1);
        for (int i = 0; i < values.length; i++) {
            if (!place(i, values, cardHolds, new boolean[low.length])) {
                return false;
            }
        }
        return true;
    }

    private boolean place(int i, int[] values, int[] cardHolds, boolean[] tried) {
        for (int id = 0; id < low.length; id++) {
            if (!tried[id] && (low[id] == values[i] || high[id] == values[i])) {
                tried[id] = true;
                if (cardHolds[id] < 0 || place(cardHolds[id], values, cardHolds, tried)) {
                    cardHolds[id] = i;
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * A card as written in logs: "7(3)" is card 3/7 showing 7. A card this deck does not
     * have, or other text, is a user error naming it.
     */
    public int parseCard(String text) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,2})\\((\\d{1,2})\\)").matcher(text.strip());
        if (!m.matches()) {
            throw new UserError("card '" + text + "' is not written like 7(3) (shown number, other end in brackets)");
        }
        int shown = Integer.parseInt(m.group(1));
        int other = Integer.parseInt(m.group(2));
        int lo = Math.min(shown, other);
        int hi = Math.max(shown, other);
        for (int id = 0; id < low.length; id++) {
            if (low[id] == lo && high[id] == hi) {
                return id << 1 | (shown == hi ? 1 : 0);
            }
        }
        throw new UserError("card '" + text + "': there is no card " + lo + "/" + hi + " in the " + players
                + "-player deck");
    }

    /** A hand written as "7(3) 8(1) 2(5)". */
    public int[] parseHand(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return new int[0];
        }
        String[] parts = t.split("\\s+");
        int[] out = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = parseCard(parts[i]);
        }
        return out;
    }
}
