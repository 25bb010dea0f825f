package org.cardlab.fugitive.search;

import java.util.List;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.bots.HeuristicFugitive;
import org.cardlab.fugitive.bots.HeuristicMarshal;

/**
 * Games played out from sampled worlds: a candidate move, then the Fugitive's model against the
 * baseline Marshal to the end. World k always gets the same Fugitive model and the same random
 * stream, whichever candidate is played, so candidates are compared on equal terms.
 */
final class Rollouts {
    /** The models of the Fugitive: each world is played by one of them, with equal chance. */
    private static final List<Policy<FugitiveState, FugitiveMove>> FUGITIVES = List.of(new HeuristicFugitive(), Policy.random());

    private final FugitiveGame game;
    private final List<FugitiveState> worlds;
    private final long[] seeds;
    private final int[] model;
    private final Policy<FugitiveState, FugitiveMove> marshal = new HeuristicMarshal();

    Rollouts(FugitiveGame game, List<FugitiveState> worlds, Rng rng) {
        this.game = game;
        this.worlds = worlds;
        this.seeds = new long[worlds.size()];
        this.model = new int[worlds.size()];
        for (int k = 0; k < seeds.length; k++) {
            seeds[k] = rng.nextLong();
            model[k] = rng.nextInt(FUGITIVES.size());
        }
    }

    /** Whether the Marshal won each world's game after playing {@code first}. */
    boolean[] play(FugitiveMove first) {
        boolean[] won = new boolean[worlds.size()];
        for (int k = 0; k < won.length; k++) {
            won[k] = playOut(worlds.get(k).copy(), first, FUGITIVES.get(model[k]), new Rng(seeds[k]));
        }
        return won;
    }

    private boolean playOut(FugitiveState s, FugitiveMove first, Policy<FugitiveState, FugitiveMove> fugitive, Rng rng) {
        s.apply(first);
        for (int moves = 1; !s.isTerminal(); moves++) {
            if (moves > game.maxMoves()) {
                throw new IllegalStateException("a rollout ran past " + game.maxMoves() + " moves");
            }
            s.apply((s.currentPlayer() == FugitiveState.FUGITIVE ? fugitive : marshal).choose(s, rng));
        }
        return s.winner() == FugitiveState.MARSHAL;
    }
}
