package org.cardlab.fugitive.search;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.model.Belief;

/**
 * Where the search's worlds come from. Under the model measure: each world's style is drawn from
 * the posterior over the styles, then its hidden history from that style's weighted count, exactly
 * ({@link Belief#sample}); the world's look-ahead Fugitive is that style's stand-in ({@link LookAhead}),
 * unless the settings fix the Fugitive bots. Under the uniform measure: uniformly from the consistent
 * histories ({@link HistorySampler}), each world's Fugitive one of the settings' bots.
 */
final class Worlds {
    /** A batch of worlds and, per world, its look-ahead Fugitive (null: one of the fixed bots, drawn by the play-outs). */
    record Batch(List<FugitiveState> states, List<String> fugitives, List<String> fixed) {}

    private final PublicTrack track;
    private final MarshalSearch.Settings settings;
    private final Belief belief;
    private final HistorySampler sampler;

    private Worlds(PublicTrack track, MarshalSearch.Settings settings) {
        this.track = track;
        this.settings = settings;
        boolean model = settings.measure().equals(Belief.MODEL);
        belief = model ? Belief.of(track, settings.workLimit()) : null;
        sampler = model ? null : HistorySampler.of(track, settings.workLimit());
    }

    static Worlds of(PublicTrack track, MarshalSearch.Settings settings) {
        return new Worlds(track, settings);
    }

    Batch draw(int count, Rng rng) {
        List<FugitiveState> states = new ArrayList<>(count);
        List<String> fugitives = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            if (belief == null) {
                states.add(World.of(track, sampler.sample(rng), rng));
                fugitives.add(null);
            } else {
                int style = belief.drawStyle(rng);
                states.add(World.of(track, belief.sample(style, rng), rng));
                fugitives.add(settings.model().isEmpty() ? LookAhead.standIn(belief.population().members().get(style).style()) : null);
            }
        }
        return new Batch(states, fugitives, settings.fixedModel());
    }
}
