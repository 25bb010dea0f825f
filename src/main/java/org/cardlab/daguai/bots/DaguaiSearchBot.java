package org.cardlab.daguai.bots;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cardlab.core.FlatMonteCarlo;
import org.cardlab.core.Game;
import org.cardlab.core.HistoryFeed;
import org.cardlab.core.PairedHalving;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.Combo;
import org.cardlab.daguai.DaguaiMove;
import org.cardlab.daguai.DaguaiRoundResult;
import org.cardlab.daguai.DaguaiState;
import org.cardlab.daguai.GreedyPlay;
import org.cardlab.daguai.PlayGenerator;
import org.cardlab.daguai.Scoring;
import org.cardlab.daguai.track.DaguaiTracker;
import org.cardlab.daguai.track.DaguaiWorlds;

/**
 * Flat Monte Carlo over determinized worlds: each playout deals the cards the seat has not seen
 * anew from its card tracker ({@link DaguaiWorlds}), makes one candidate play and lets all six
 * seats play greedy ({@link DaguaiGreedyBot}) to the end of the round. Its value for the seat's
 * team: +1 for a won round, -1 for a lost one, 0 for a draw, moved up to 0.3 by the levels the
 * two teams gain. The budget is the number of playouts per decision, shared out by sequential
 * halving on common worlds ({@link PairedHalving}): every candidate still in is played out on the
 * same worlds, so they are compared pairwise. Playouts stop at the round's end: the next deal
 * comes from the seed.
 *
 * <p>Candidates: greedy's move first (it wins ties), then a pass when following, then the
 * lowest plays that beat (following) or the lowest plays of each size (leading), at most
 * {@link #CANDIDATES}. When a partner holds the trick only the pass and the plays that empty the
 * hand are tried: beating a partner otherwise gives the trick away for nothing. The exchange
 * between rounds is left to greedy.
 */
public final class DaguaiSearchBot implements Policy<DaguaiState, DaguaiMove> {
    public static final int DEFAULT_BUDGET = 400;
    public static final int MAX_BUDGET = 1_000_000;
    static final int CANDIDATES = 10;
    static final int PER_LEAD_SIZE = 3;
    /** A playout's moves after the candidate, at most: a round ends far sooner. */
    private static final int PLAYOUT_MOVES = 5_000;

    private final int budget;
    private final DaguaiGreedyBot greedy = new DaguaiGreedyBot();
    private final HistoryFeed<DaguaiState, DaguaiMove, DaguaiTracker> tracking;

    public DaguaiSearchBot(Game<DaguaiState, DaguaiMove> game, int seat, int budget) {
        this.budget = budget;
        this.tracking = new HistoryFeed<>(game, start -> new DaguaiTracker(start, seat), t -> t::observe);
    }

    @Override
    public DaguaiMove choose(DaguaiState s, Rng rng) {
        DaguaiMove first = greedy.choose(s, rng);
        if (s.phase() != DaguaiState.Stage.PLAY) {
            return first;
        }
        List<DaguaiMove> candidates = candidates(s, first);
        if (candidates.size() == 1) {
            return first;
        }
        DaguaiTracker tracker = tracking.at(s);
        int team = Scoring.team(s.currentPlayer());
        int round = s.results().size();
        int[] levels = {s.level(0), s.level(1)};
        DaguaiWorlds worlds = new DaguaiWorlds(s, tracker);
        FlatMonteCarlo.Result r = PairedHalving.search(candidates.size(), budget, (i, prng) -> {
            DaguaiState w = worlds.sample(prng);
            w.apply(candidates.get(i));
            if (w.roundsPlayed() == round) { // the candidate did not end the round
                GreedyPlay.finishRound(w, PLAYOUT_MOVES);
            }
            return w.roundsPlayed() == round ? 0 : value(w.results().get(round), team, levels);
        }, rng);
        return candidates.get(r.best());
    }

    static double value(DaguaiRoundResult res, int team, int[] levelsBefore) {
        int winner = res.winnerTeam();
        double win = winner < 0 ? 0 : winner == team ? 1 : -1;
        int gain = (res.levelsAfter()[team] - levelsBefore[team]) - (res.levelsAfter()[1 - team] - levelsBefore[1 - team]);
        return 0.7 * win + 0.3 * Math.tanh(gain / 2.0);
    }

    private static List<DaguaiMove> candidates(DaguaiState s, DaguaiMove first) {
        List<DaguaiMove> out = new ArrayList<>(List.of(first));
        int[] hand = s.hand(s.currentPlayer());
        Combo last = s.lastPlay();
        if (last != null && Scoring.team(s.lastSeat()) == Scoring.team(s.currentPlayer()) && s.handSize(s.lastSeat()) > 0) {
            // a partner holds the trick: beating it only helps when it empties the hand
            add(out, DaguaiMove.PASS);
            for (Combo c : PlayGenerator.plays(hand, last.size(), last, s.order(), s.rules().equalBeats)) {
                if (c.size() == s.handSize(s.currentPlayer())) {
                    add(out, DaguaiMove.play(c.faces));
                }
            }
        } else if (last != null) {
            add(out, DaguaiMove.PASS);
            for (Combo c : distinctShapes(PlayGenerator.plays(hand, last.size(), last, s.order(), s.rules().equalBeats))) {
                add(out, DaguaiMove.play(c.faces));
            }
        } else {
            for (int n : new int[] {1, 2, 3, 5}) {
                List<Combo> plays = distinctShapes(PlayGenerator.plays(hand, n, null, s.order(), false));
                for (int i = 0; i < Math.min(PER_LEAD_SIZE, plays.size()); i++) {
                    add(out, DaguaiMove.play(plays.get(i).faces));
                }
            }
        }
        return out;
    }

    /**
     * The first play of each shape: its kind and its cards' ranks, suits aside but for the kinds
     * that need them. Plays that differ only in suits leave hands that play alike, so without this
     * the few candidates of a size were spent on one play (4S 4H, 4S 4D, 4S 4C) and the line that
     * empties the hand was never tried.
     */
    static List<Combo> distinctShapes(List<Combo> plays) {
        Set<String> seen = new HashSet<>();
        List<Combo> out = new ArrayList<>();
        for (Combo c : plays) {
            if (seen.add(shape(c))) {
                out.add(c);
            }
        }
        return out;
    }

    private static String shape(Combo c) {
        boolean suited = c.kind == Combo.Kind.FLUSH || c.kind == Combo.Kind.STRAIGHT_FLUSH;
        StringBuilder b = new StringBuilder(c.kind.id);
        for (int f : c.faces) {
            b.append(' ').append(suited || Card.isJoker(f) ? f : Card.FACES + Card.rank(f));
        }
        return b.toString();
    }

    private static void add(List<DaguaiMove> out, DaguaiMove m) {
        if (out.size() < CANDIDATES && !out.contains(m)) {
            out.add(m);
        }
    }
}
