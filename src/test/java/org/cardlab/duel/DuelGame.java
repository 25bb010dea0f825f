package org.cardlab.duel;

import org.cardlab.core.Game;
import org.cardlab.core.GameInfo;
import org.cardlab.core.RuleSpec;

/** High Card Duel's game half: the six methods without a default; everything else is the contract's. */
final class DuelGame implements Game<DuelState, DuelMove> {
    static final GameInfo INFO = GameInfo.of("duel", "High Card Duel", "plain");

    private final DuelRules rules;

    DuelGame(DuelRules rules) {
        this.rules = rules;
    }

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public RuleSpec spec() {
        return rules.spec;
    }

    @Override
    public int numPlayers() {
        return 2;
    }

    @Override
    public DuelState newGame(long seed) {
        return new DuelState(rules, seed);
    }

    @Override
    public DuelMove parseMove(String text) {
        return DuelMove.parse(text);
    }

    /** Every move plays a card. */
    @Override
    public int maxMoves() {
        return rules.deckSize();
    }
}
