package org.cardlab.scout.bots;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.cardlab.core.FlatMonteCarlo;
import org.cardlab.core.Game;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.scout.ScoutMove;
import org.cardlab.scout.ScoutState;
import org.cardlab.core.HistoryFeed;
import org.cardlab.scout.track.ScoutTracker;
import org.cardlab.scout.track.ScoutWorlds;

/**
 * Flat Monte Carlo over determinized worlds: each playout deals the cards the seat has not seen
 * anew from its card tracker ({@link ScoutWorlds}), makes one candidate move and lets every seat
 * play greedy ({@link ScoutGreedyBot}) to the end of the round; its value is the seat's round
 * score less the best other round score (squashed to -1..1). The budget is the number of
 * playouts per decision, shared out by UCB1 ({@link FlatMonteCarlo}). Playouts stop at the round's
 * end because the next deal comes from the match's seed, which no seat may read.
 *
 * <p>Candidates: greedy's move first (it wins ties), then the other legal moves by how good the
 * hand is afterwards (greedy's measure) and how many cards they show, at most
 * {@link #CANDIDATES} in all, so that a small budget still plays each a few times.
 */
public final class ScoutSearchBot implements Policy<ScoutState, ScoutMove> {
    public static final int DEFAULT_BUDGET = 200;
    public static final int MAX_BUDGET = 1_000_000;
    static final int CANDIDATES = 10;
    /** UCB1's exploration for values in -1..1. */
    static final double EXPLORATION = 0.5;
    /** Round points at which a margin counts about 0.76 (tanh 1). */
    static final double MARGIN_SCALE = 6;

    private final int budget;
    private final ScoutGreedyBot greedy = new ScoutGreedyBot();
    private final HistoryFeed<ScoutState, ScoutMove, ScoutTracker> tracking;

    public ScoutSearchBot(Game<ScoutState, ScoutMove> game, int seat, int budget) {
        this.budget = budget;
        this.tracking = new HistoryFeed<>(game, start -> new ScoutTracker(start, seat), t -> t::observe);
    }

    @Override
    public ScoutMove choose(ScoutState s, Rng rng) {
        List<ScoutMove> legal = s.legalMoves().toList();
        ScoutMove first = greedy.choose(s, rng);
        if (legal.size() == 1) {
            return legal.get(0);
        }
        var tracker = tracking.at(s);
        List<ScoutMove> candidates = candidates(s, legal, first);
        int me = s.currentPlayer();
        int round = s.results().size();
        FlatMonteCarlo.Result r = FlatMonteCarlo.search(candidates.size(), budget, EXPLORATION, (i, prng) -> {
            ScoutState w = ScoutWorlds.sample(s, tracker, prng);
            w.apply(candidates.get(i));
            return playOut(w, me, round, prng);
        }, rng);
        return candidates.get(r.best());
    }

    private double playOut(ScoutState w, int me, int round, Rng rng) {
        for (int k = 0; w.results().size() == round && !w.isTerminal() && k < 5_000; k++) {
            w.apply(greedy.choose(w, rng));
        }
        if (w.results().size() == round) {
            return 0; // not reached: greedy ends rounds long before; a stuck playout counts as even
        }
        int[] scores = w.results().get(round).scores();
        int best = Integer.MIN_VALUE;
        for (int p = 0; p < scores.length; p++) {
            if (p != me) {
                best = Math.max(best, scores[p]);
            }
        }
        return Math.tanh((scores[me] - best) / MARGIN_SCALE);
    }

    /** Greedy's move, then the best others by the hand they leave (the seat's own cards only). */
    private static List<ScoutMove> candidates(ScoutState s, List<ScoutMove> legal, ScoutMove first) {
        int me = s.currentPlayer();
        int[] seg = new int[s.deckSize() + 2];
        List<ScoutMove> others = new ArrayList<>();
        List<Integer> prior = new ArrayList<>();
        for (ScoutMove m : legal) {
            if (m.equals(first)) {
                continue;
            }
            ScoutState after = s.copy();
            after.apply(m);
            int shown = m.isShow() ? m.to() - m.from() + 1 : 0;
            int[] hand = after.round() == s.round() ? after.hand(me) : new int[0];
            prior.add(ScoutGreedyBot.quality(hand, hand.length, s.strength(), s.deck(), seg) + 4 * shown);
            others.add(m);
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < others.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparing((Integer i) -> -prior.get(i)).thenComparing(i -> i));
        List<ScoutMove> out = new ArrayList<>(List.of(first));
        for (int i = 0; i < order.size() && out.size() < CANDIDATES; i++) {
            out.add(others.get(order.get(i)));
        }
        return out;
    }
}
