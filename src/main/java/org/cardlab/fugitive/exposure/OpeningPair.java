package org.cardlab.fugitive.exposure;

import java.util.List;
import java.util.Map;
import org.cardlab.core.Rng;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.exposure.Candidates.Candidate;
import org.cardlab.fugitive.exposure.Exposure.Option;

/**
 * The first of the first turn's two hideouts, weighed with the second. The Marshal guesses only once
 * both lie on the table, and the second tells him about the first: laid alone, 11 over four sprint
 * cards leaves him a wide range, but 13 over none after it leaves 10 to 12. So a first hideout's
 * figures are those after its safest second one (the same order as the list: loss, then hit, then
 * exposure), which the option names.
 */
final class OpeningPair {
    private OpeningPair() {}

    /** Whether a placement now is followed by another before the Marshal's turn. */
    static boolean applies(FugitiveState s) {
        int laidAfterThis = s.routeLength(); // the route counts the start (position 0) too
        return s.phase() == Phase.FUGITIVE_FIRST && laidAfterThis < s.rules().firstTurnHideouts;
    }

    /**
     * {@code first} with its safest second hideout; the figures NaN when every second one's count passed the work limit.
     * {@code beliefs} keeps the Marshal's belief for each pair of events (he sees only how many sprint cards lie beneath,
     * so many pairs of moves are one pair of events).
     */
    static Option best(FugitiveState s, Candidate first, List<Notes> imagined, Exposure.Settings settings,
            Map<List<NoteEvent>, MarshalBelief> beliefs, RaceRollouts race, long raceSeed) {
        FugitiveState after = s.copy();
        after.apply(first.move());
        FugitiveView view = FugitiveView.of(after);
        Option best = null;
        for (Candidate second : Candidates.of(after, 2)) {
            if (second.isPass() || second.isEscape()) {
                continue;
            }
            MarshalBelief b;
            try {
                b = beliefs.computeIfAbsent(List.of(first.event(), second.event()),
                        e -> MarshalBelief.after(view.rules, imagined, e, settings.workLimit()));
            } catch (WorkLimitExceeded e) {
                continue;
            }
            long truth = Outcomes.truthAfter(view, second);
            int last = Outcomes.lastAfter(view, second);
            double loss = NextGuess.chance(b, truth, r -> Outcomes.lost(view.rules, truth, last, r));
            double hit = NextGuess.chance(b, truth, r -> r != 0);
            // both hideouts are new to him: the more exposed of the two
            double exposed = Math.max(b.probability(view.routeLength() - 1, first.move().value()),
                    b.probability(view.routeLength(), second.move().value()));
            double turns = race.expectedTurns(last, Outcomes.handAfter(view, second), 100, new Rng(raceSeed));
            Option o = new Option(first.move(), loss, hit, exposed, turns, second.move());
            if (best == null || Exposure.SAFEST_FIRST.compare(o, best) < 0) {
                best = o;
            }
        }
        return best != null ? best : new Option(first.move(), Double.NaN, Double.NaN, Double.NaN, Double.NaN, null);
    }
}
