package org.cardlab.fugitive;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.fugitive.bots.FugitiveBots;

/** Seeded bot games for the deduction and puzzle tests. */
public final class SeededGames {
    private SeededGames() {}

    /** Copies of the state at each Marshal decision of a seeded game, and the finished game last. */
    public static List<FugitiveState> marshalTurns(FugitiveRules rules, String fugitive, String marshal, long seed) {
        return turns(rules, fugitive, marshal, seed, FugitiveState.MARSHAL);
    }

    /** Copies of the state at each Fugitive decision of a seeded game. */
    public static List<FugitiveState> fugitiveTurns(FugitiveRules rules, String fugitive, String marshal, long seed) {
        List<FugitiveState> out = turns(rules, fugitive, marshal, seed, FugitiveState.FUGITIVE);
        out.remove(out.size() - 1);
        return out;
    }

    /** Copies of the state at each decision of {@code seat}, and the finished game last. */
    private static List<FugitiveState> turns(FugitiveRules rules, String fugitive, String marshal, long seed, int seat) {
        Policy<FugitiveState, FugitiveMove> f = FugitiveBots.create(fugitive, FugitiveState.FUGITIVE);
        Policy<FugitiveState, FugitiveMove> m = FugitiveBots.create(marshal, FugitiveState.MARSHAL);
        FugitiveState s = FugitiveState.newGame(rules, seed);
        Rng rng = Seeds.bots(seed);
        List<FugitiveState> out = new ArrayList<>();
        while (!s.isTerminal()) {
            if (s.currentPlayer() == seat) {
                out.add(s.copy());
            }
            s.apply((s.currentPlayer() == FugitiveState.FUGITIVE ? f : m).choose(s, rng));
        }
        out.add(s);
        return out;
    }
}
