package org.cardlab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.FugitiveStudy;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.FugitivePolicy;
import org.cardlab.fugitive.deduce.PublicTrack;

/** The Marshal's notes at the turns of seeded bot games, for the deduction benchmarks. */
final class BenchStates {
    private BenchStates() {}

    /**
     * The notes at every Marshal guess (and manhunt guess) of {@code games} seeded games, the
     * deals and bot moves as {@code fugitive simulate} seeds them; with {@code manhuntOnly}, at
     * manhunt guesses only.
     */
    static List<PublicTrack> marshalTurns(FugitiveRules rules, String fugitiveBot, String marshalBot, int games, long seed,
            boolean manhuntOnly) {
        List<PublicTrack> states = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            FugitivePolicy f = FugitiveBots.create(fugitiveBot, FugitiveState.FUGITIVE);
            FugitivePolicy m = FugitiveBots.create(marshalBot, FugitiveState.MARSHAL);
            FugitiveState s = FugitiveState.newGame(rules, FugitiveStudy.dealSeed(seed, i));
            Rng rng = Rng.forGame(~seed, i);
            while (!s.isTerminal()) {
                boolean wanted = manhuntOnly ? s.phase() == Phase.MANHUNT
                        : s.phase() == Phase.MARSHAL_GUESS || s.phase() == Phase.MANHUNT;
                if (wanted) {
                    states.add(PublicTrack.read(rules, s.notes(), "game " + i));
                }
                s.apply((s.currentPlayer() == FugitiveState.FUGITIVE ? f : m).choose(s, rng));
            }
        }
        return states;
    }

    /**
     * Runs the work over the states up to three times, so that timing starts with compiled code
     * (on a busy machine the compiler threads lag); stops after about 20 s.
     */
    static void warmUp(List<PublicTrack> states, Consumer<PublicTrack> work) {
        long until = System.nanoTime() + 20_000_000_000L;
        for (int pass = 0; pass < 3; pass++) {
            for (PublicTrack t : states) {
                work.accept(t);
                if (System.nanoTime() > until) {
                    return;
                }
            }
        }
    }
}
