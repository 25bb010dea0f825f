package org.cardlab.fugitive.bots;

import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;

/**
 * A Marshal whose own decision may pass its work limit, and who then plays the heuristic Marshal's
 * move and counts it ({@link FallbackCounter}): the advisor and the search Marshal.
 */
public abstract class FallbackMarshal implements Policy<FugitiveState, FugitiveMove>, FallbackCounter {
    private final HeuristicMarshal heuristic = new HeuristicMarshal();
    private long decisions;
    private long fallbacks;

    @Override
    public final FugitiveMove choose(FugitiveState s, Rng rng) {
        decisions++;
        return decide(s, rng);
    }

    /** The bot's own move at {@code s}. */
    protected abstract FugitiveMove decide(FugitiveState s, Rng rng);

    /** The heuristic Marshal's move, where the bot's own rule leaves the decision to it (not a fallback). */
    protected final FugitiveMove heuristic(FugitiveState s, Rng rng) {
        return heuristic.choose(s, rng);
    }

    /** The heuristic Marshal's move instead of one past the work limit, counted. */
    protected final FugitiveMove fallBack(FugitiveState s, Rng rng) {
        fallbacks++;
        return heuristic.choose(s, rng);
    }

    @Override
    public final long decisions() {
        return decisions;
    }

    /** Decisions where the bot's own decision passed its work limit and the heuristic Marshal's move was played. */
    @Override
    public final long fallbacks() {
        return fallbacks;
    }
}
