package org.cardlab.fugitive.bots;

import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;

/** A bot for one seat. It must read only what its seat may see (its observation). */
@FunctionalInterface
public interface FugitivePolicy {
    FugitiveMove choose(FugitiveState state, Rng rng);
}
