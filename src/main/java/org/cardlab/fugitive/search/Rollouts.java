package org.cardlab.fugitive.search;

import java.util.List;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.bots.HeuristicMarshal;

/**
 * Games played out from sampled worlds: a candidate move, then the Fugitive's model against the
 * baseline Marshal to the end. World k always gets the same Fugitive model and the same random
 * stream, whichever candidate is played, so candidates are compared on equal terms.
 */
final class Rollouts {
    private final FugitiveGame game;
    private final List<FugitiveState> worlds;
    private final long[] seeds;
    private final int[] modelOf;
    private final Policy<FugitiveState, FugitiveMove> marshal = new HeuristicMarshal();
    /** The models of the Fugitive: each world is played by one of them, with equal chance. */
    private final List<Policy<FugitiveState, FugitiveMove>> fugitives;

    Rollouts(FugitiveGame game, List<String> model, List<FugitiveState> worlds, Rng rng) {
        this.game = game;
        this.fugitives = model.stream().map(name -> game.bot(name, FugitiveState.FUGITIVE)).toList();
        this.worlds = worlds;
        this.seeds = new long[worlds.size()];
        this.modelOf = new int[worlds.size()];
        for (int k = 0; k < seeds.length; k++) {
            seeds[k] = rng.nextLong();
            modelOf[k] = rng.nextInt(fugitives.size());
        }
    }

    /** Whether the Marshal won each world's game after playing {@code first}. */
    boolean[] play(FugitiveMove first) {
        boolean[] won = new boolean[worlds.size()];
        for (int k = 0; k < won.length; k++) {
            won[k] = playOut(worlds.get(k).copy(), first, fugitives.get(modelOf[k]), new Rng(seeds[k]));
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
