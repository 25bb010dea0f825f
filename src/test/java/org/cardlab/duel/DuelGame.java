package org.cardlab.duel;

import org.cardlab.core.AbstractGame;
import org.cardlab.core.GameInfo;

/** High Card Duel's game half: what is its own (two seats, new states); the rest is AbstractGame's and the contract's. */
final class DuelGame extends AbstractGame<DuelState, DuelMove> {
    static final GameInfo INFO = GameInfo.of("duel", "High Card Duel", "plain");

    private final DuelRules rules;

    DuelGame(DuelRules rules) {
        super(INFO, rules.spec, DuelMove::parse, rules.deckSize()); // every move plays a card
        this.rules = rules;
    }

    @Override
    public int numPlayers() {
        return 2;
    }

    @Override
    public DuelState newGame(long seed) {
        return new DuelState(rules, seed);
    }
}
