package org.cardlab.duel;

import java.util.Set;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;

/** High Card Duel's rules, read once from a spec; a missing, unknown or out-of-range rule is one line naming it. */
final class DuelRules {
    final RuleSpec spec;
    /** The deck holds two cards of each number 1..highest. */
    final int highest;
    final int handSize;
    final boolean drawAfterTrick;
    final boolean winnerLeads;
    final boolean mustBeat;
    /** Who wins a trick of two equal cards. */
    final boolean leaderWinsTies;
    final int firstLeader;

    DuelRules(RuleSpec spec) {
        spec.requireExactly(Set.of("highest", "handSize", "drawAfterTrick", "winnerLeads", "mustBeat", "equalCards", "firstLeader"));
        this.spec = spec;
        highest = spec.intValue("highest", 2, 50);
        handSize = spec.intValue("handSize", 1, 10);
        if (2 * handSize > 2 * highest) {
            throw spec.invalid("handSize", "two hands of " + handSize + " need more than the " + 2 * highest + " cards of the deck");
        }
        drawAfterTrick = spec.boolValue("drawAfterTrick");
        winnerLeads = spec.boolValue("winnerLeads");
        mustBeat = spec.boolValue("mustBeat");
        leaderWinsTies = spec.textValue("equalCards", Set.of("leader", "follower")).equals("leader");
        firstLeader = spec.intValue("firstLeader", 0, 1);
    }

    int deckSize() {
        return 2 * highest;
    }

    /** The number on card {@code id} (two cards of each number). */
    static int number(int id) {
        return id / 2 + 1;
    }

    /** Whether {@code answer} takes the trick from the led card {@code led}. */
    boolean answerWins(int led, int answer) {
        return number(answer) > number(led) || number(answer) == number(led) && !leaderWinsTies;
    }

    static UserError noCard(int number) {
        return new UserError("no card " + number + " in the hand");
    }
}
