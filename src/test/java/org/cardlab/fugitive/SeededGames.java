package org.cardlab.fugitive;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Games;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;

/** Seeded bot games for the deduction and puzzle tests. */
public final class SeededGames {
    private SeededGames() {}

    /** The registry's bot {@code name} for {@code seat}, as the commands make it. */
    public static Policy<FugitiveState, FugitiveMove> bot(String name, FugitiveSeat seat) {
        return FugitiveGame.of(Games.get("fugitive").spec("pt")).bot(name, seat);
    }

    /** Copies of the state at each Marshal decision of a seeded game, and the finished game last. */
    public static List<FugitiveState> marshalTurns(FugitiveRules rules, String fugitive, String marshal, long seed) {
        Policy<FugitiveState, FugitiveMove> f = SeededGames.bot(fugitive, FugitiveSeat.FUGITIVE);
        Policy<FugitiveState, FugitiveMove> m = SeededGames.bot(marshal, FugitiveSeat.MARSHAL);
        FugitiveState s = FugitiveState.newGame(rules, seed);
        Rng rng = Seeds.bots(seed);
        List<FugitiveState> out = new ArrayList<>();
        while (!s.isTerminal()) {
            if (s.toMove() == FugitiveSeat.MARSHAL) {
                out.add(s.copy());
            }
            s.apply((s.toMove() == FugitiveSeat.FUGITIVE ? f : m).choose(s, rng));
        }
        out.add(s);
        return out;
    }
}
