package org.cardlab.fugitive.search;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.model.HistoryReplay;

/**
 * One complete game the Marshal's notes could be: a sampled hidden history made into an engine
 * state by replaying the notes with the sample's cards ({@link HistoryReplay}). The engine checks
 * every move on the way and every guess must get the answer that was noted, so a world that does
 * not fit the notes is an error, never a silent guess.
 */
public final class World {
    private World() {}

    /** The game as it stands after the notes, with the sample's hidden cards. */
    public static FugitiveState of(PublicTrack track, HistorySampler.Sample sample, Rng rng) {
        return HistoryReplay.replay(track, sample, rng, null);
    }

    /** {@code count} worlds drawn uniformly from the sampler's consistent hidden histories. */
    public static List<FugitiveState> sample(PublicTrack track, HistorySampler sampler, int count, Rng rng) {
        List<FugitiveState> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(of(track, sampler.sample(rng), rng));
        }
        return out;
    }
}
