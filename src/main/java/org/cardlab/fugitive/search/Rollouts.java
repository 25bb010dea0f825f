package org.cardlab.fugitive.search;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.bots.HeuristicMarshal;

/**
 * Games played out from sampled worlds: a candidate move, then the world's Fugitive against the
 * baseline Marshal to the end. World k always gets the same Fugitive and the same random stream,
 * whichever candidate is played, so candidates are compared on equal terms.
 */
final class Rollouts {
    private final FugitiveGame game;
    private final List<FugitiveState> worlds;
    private final long[] seeds;
    private final String[] fugitiveOf;
    private final Policy<FugitiveState, FugitiveMove> marshal = new HeuristicMarshal();
    /** One policy per Fugitive name (a policy may keep scratch space). */
    private final Map<String, Policy<FugitiveState, FugitiveMove>> fugitives = new HashMap<>();

    Rollouts(FugitiveGame game, Worlds.Batch batch, Rng rng) {
        this.game = game;
        this.worlds = batch.states();
        this.seeds = new long[worlds.size()];
        this.fugitiveOf = new String[worlds.size()];
        for (int k = 0; k < seeds.length; k++) {
            seeds[k] = rng.nextLong();
            String f = batch.fugitives().get(k);
            fugitiveOf[k] = f != null ? f : batch.fixed().get(rng.nextInt(batch.fixed().size()));
        }
    }

    /** Whether the Marshal won each world's game after playing {@code first}. */
    boolean[] play(FugitiveMove first) {
        boolean[] won = new boolean[worlds.size()];
        for (int k = 0; k < won.length; k++) {
            Policy<FugitiveState, FugitiveMove> f = fugitives.computeIfAbsent(fugitiveOf[k], n -> LookAhead.policy(n, game));
            won[k] = playOut(worlds.get(k).copy(), first, f, new Rng(seeds[k]));
        }
        return won;
    }

    private boolean playOut(FugitiveState s, FugitiveMove first, Policy<FugitiveState, FugitiveMove> fugitive, Rng rng) {
        s.apply(first);
        for (int moves = 1; !s.isTerminal(); moves++) {
            if (moves > game.maxMoves()) {
                throw new IllegalStateException("a rollout ran past " + game.maxMoves() + " moves");
            }
            s.apply((s.toMove() == FugitiveSeat.FUGITIVE ? fugitive : marshal).choose(s, rng));
        }
        return s.winningSeat() == FugitiveSeat.MARSHAL;
    }
}
