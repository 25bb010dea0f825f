package org.cardlab.fugitive.search;

import org.cardlab.core.Rng;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.bots.FallbackMarshal;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The {@code search} Marshal: each draw and guess chosen by {@link MarshalSearch} from the notes
 * alone. Where the exact walk passes its work limit it plays the heuristic Marshal's move for
 * that decision instead, and counts it ({@link FallbackMarshal#fallbacks}). It takes one number from the game's
 * random stream per decision, whatever the search does with it. It counts the decisions where the
 * mixing played another move than the search's unmixed choice ({@link #mixedAway}).
 */
public final class SearchMarshal extends FallbackMarshal {
    private final MarshalSearch search;
    private long mixedAway;

    public SearchMarshal() {
        this(new MarshalSearch(MarshalSearch.Settings.DEFAULT));
    }

    public SearchMarshal(MarshalSearch search) {
        this.search = search;
    }

    @Override
    protected FugitiveMove decide(FugitiveState s, Rng rng) {
        Rng own = new Rng(rng.nextLong());
        if (s.legalMoves().limit(2).count() == 1) {
            return s.legalMoves().findFirst().orElseThrow();
        }
        PublicTrack track = PublicTrack.read(s.rules(), s.notes(), "the Marshal's notes");
        try {
            MarshalSearch.Result r = search.decide(track, own);
            mixedAway += r.chosen().equals(r.unmixed()) ? 0 : 1;
            return r.chosen();
        } catch (WorkLimitExceeded e) {
            return fallBack(s, own);
        }
    }

    /** Decisions where the mixing played another move than the one the search would have named unmixed. */
    public long mixedAway() {
        return mixedAway;
    }
}
