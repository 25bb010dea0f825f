package org.cardlab.scout;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cardlab.core.Json;
import org.cardlab.core.Stats;
import org.cardlab.core.Tally;

/**
 * SCOUT self-play figures: each seat's score distribution (kept as counts per total, so the
 * quantiles are exact and memory does not grow with the games) and its wins. A seat wins a
 * match outright with the most points alone; when k seats tie for the most, the spec says
 * whether they share the win (each gets 1/k of it) or nobody wins.
 */
final class ScoutTally implements Tally<ScoutState, ScoutTally> {
    private final int players;
    private final boolean tiesShared;
    private long games;
    private long rounds;
    private long moves;
    private final List<TreeMap<Integer, Long>> totals = new ArrayList<>();
    private final long[] sums;
    private final long[] outright;
    /** tied[p][k]: matches in which seat p tied for the most points with k seats in all. */
    private final long[][] tied;

    ScoutTally(int players, boolean tiesShared) {
        this.players = players;
        this.tiesShared = tiesShared;
        for (int p = 0; p < players; p++) {
            totals.add(new TreeMap<>());
        }
        sums = new long[players];
        outright = new long[players];
        tied = new long[players][players + 1];
    }

    @Override
    public void add(ScoutState s) {
        games++;
        rounds += s.results().size();
        moves += s.moveCount();
        int best = Integer.MIN_VALUE;
        for (int p = 0; p < players; p++) {
            best = Math.max(best, s.total(p));
        }
        int k = 0;
        for (int p = 0; p < players; p++) {
            totals.get(p).merge(s.total(p), 1L, Long::sum);
            sums[p] += s.total(p);
            k += s.total(p) == best ? 1 : 0;
        }
        for (int p = 0; p < players; p++) {
            if (s.total(p) == best) {
                if (k == 1) {
                    outright[p]++;
                } else {
                    tied[p][k]++;
                }
            }
        }
    }

    @Override
    public void addAll(ScoutTally o) {
        games += o.games;
        rounds += o.rounds;
        moves += o.moves;
        for (int p = 0; p < players; p++) {
            for (Map.Entry<Integer, Long> e : o.totals.get(p).entrySet()) {
                totals.get(p).merge(e.getKey(), e.getValue(), Long::sum);
            }
            sums[p] += o.sums[p];
            outright[p] += o.outright[p];
            for (int k = 0; k <= players; k++) {
                tied[p][k] += o.tied[p][k];
            }
        }
    }

    /** The nearest-rank q-quantile of a seat's totals. */
    int quantile(int seat, double q) {
        long rank = Stats.rank(games, q);
        long seen = 0;
        for (Map.Entry<Integer, Long> e : totals.get(seat).entrySet()) {
            seen += e.getValue();
            if (seen > rank) {
                return e.getKey();
            }
        }
        throw new IllegalStateException("no games");
    }

    double mean(int seat) {
        return Stats.mean(sums[seat], games);
    }

    long tiedFirst(int seat) {
        long t = 0;
        for (int k = 2; k <= players; k++) {
            t += tied[seat][k];
        }
        return t;
    }

    /** Outright wins plus, when ties are shared, 1/k of each k-way tie for the most points; per match. */
    double winShare(int seat) {
        double share = outright[seat];
        if (tiesShared) {
            for (int k = 2; k <= players; k++) {
                share += (double) tied[seat][k] / k;
            }
        }
        return share / games;
    }

    private String tieRule() {
        return tiesShared ? "seats tied for the most points share the win, each of k tied seats getting 1/k of it,"
                + " so the win shares add up to 100% (up to rounding)"
                : "under this spec a tie for the most points is nobody's win, so the win shares add up to the matches won";
    }

    @Override
    public ObjectNode toJson() {
        ObjectNode o = Json.object();
        ArrayNode seats = o.putArray("seats");
        for (int p = 0; p < players; p++) {
            ObjectNode s = seats.addObject();
            s.put("seat", p);
            s.put("mean", mean(p));
            s.put("min", quantile(p, 0));
            s.put("p10", quantile(p, 0.1));
            s.put("median", quantile(p, 0.5));
            s.put("p90", quantile(p, 0.9));
            s.put("max", quantile(p, 1));
            Stats.Proportion w = Stats.wilson(outright[p], games);
            s.put("outrightWins", outright[p]);
            s.put("outrightRate", w.estimate());
            s.put("outrightLow95", w.low());
            s.put("outrightHigh95", w.high());
            s.put("tiedFirst", tiedFirst(p));
            s.put("winShare", winShare(p));
        }
        o.put("ties", tieRule());
        o.put("averageRounds", (double) rounds / games);
        o.put("averageMovesPerRound", (double) moves / Math.max(rounds, 1));
        return o;
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add(String.format("%-5s %7s %5s %5s %7s %5s %5s  %-24s %8s %10s", "seat", "mean", "min", "p10", "median", "p90",
                "max", "outright wins (95% CI)", "tied 1st", "win share"));
        for (int p = 0; p < players; p++) {
            out.add(String.format("%-5d %7.2f %5d %5d %7d %5d %5d  %-24s %8d %9.1f%%", p, mean(p), quantile(p, 0),
                    quantile(p, 0.1), quantile(p, 0.5), quantile(p, 0.9), quantile(p, 1), Stats.wilson(outright[p], games),
                    tiedFirst(p), 100 * winShare(p)));
        }
        out.add("ties: " + tieRule());
        out.add(String.format("rounds per game %.2f, moves per round %.1f", (double) rounds / games,
                (double) moves / Math.max(rounds, 1)));
        return out;
    }
}
