package org.cardlab.fugitive.puzzle;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.deduce.Assumptions;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * One hidden history behind a route a best guess lists, as far as the page does not show it: the
 * sprint cards beneath each hideout whose sprint cards the Marshal has not seen (each face-down
 * hideout with sprint cards, and 42 once laid with them; the page shows how many lie beneath each). A solver checks it against the page: each step 1 to 3 plus the
 * footprints beneath (odd +1, even +2), and each card one he could have held then (his draws by
 * deck, the cards you see). Drawn by the history sampler among the histories on that route, with a
 * fixed seed: the same puzzle gives the same history every time.
 */
final class RouteWitness {
    private RouteWitness() {}

    /** The sampler's seed: any fixed one; it only picks which of the route's histories is shown. */
    static final long SEED = 1;

    /** Position -> the sprint cards beneath it, for each position with sprint cards the page does not show, in route order. */
    static Map<Integer, Long> of(PublicTrack g, List<Integer> down, int[] route, long workLimit) {
        Assumptions on = Assumptions.NONE;
        for (int p : down) {
            on = on.withCover(new Assumptions.Cover(1L << route[p], 1L << p, true));
        }
        HistorySampler.Sample s = HistorySampler.of(g, on, workLimit).sample(new Rng(SEED));
        Map<Integer, Long> out = new TreeMap<>();
        for (int p = 1; p < g.positions.size(); p++) {
            PublicTrack.Position pos = g.positions.get(p);
            if (s.route()[p] != route[p]) {
                throw new IllegalStateException("the history sampled on route " + TextRenderer.routeText(route) + " has #" + p + " = " + s.route()[p]);
            }
            if (pos.hiddenSprints() > 0) { // a face-down hideout without sprint cards: the page shows it has none
                out.put(p, s.sprints()[p]);
            }
        }
        return out;
    }
}
