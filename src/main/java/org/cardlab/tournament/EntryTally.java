package org.cardlab.tournament;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToLongFunction;
import org.cardlab.core.Counts;
import org.cardlab.core.GameState;
import org.cardlab.core.Json;
import org.cardlab.core.Policy;
import org.cardlab.core.Side;
import org.cardlab.core.Tally;

/**
 * What a tournament keeps of the games of one seating: how often each side won alone, the
 * finishing orders of the sides (by their seats' mean return, best first, equal ones tied) and
 * how often each came, each seat's place summed, the time of each seat's decisions, and how often
 * a seat's bot fell back to another's move. Counts only, so the workers' tallies merge exactly.
 */
public final class EntryTally<S extends GameState<?>> implements Tally<S, EntryTally<S>> {
    private final List<Side> sides;
    private final int seats;
    private final long[] sideWins;
    private long noWinner;
    private long games;
    /** Twice each seat's place summed (a tie shares the places it spans: twice their mean is whole). */
    private final long[] placesTwice;
    /** Each finishing order ("0|1,2" : side 0 first, sides 1 and 2 tied next) and how often it came. */
    private final Map<String, Long> orders = new TreeMap<>();
    private final DecisionTimes[] times;
    /** This worker's bots and how to ask them their fallbacks: they stay where the games were played. */
    private transient List<Policy<?, ?>> bots = new ArrayList<>();
    private final transient ToLongFunction<Policy<?, ?>> fallbacksOf;
    /** Each seat's own fallbacks as they were when this tally was serialized (-1: never falls back); null while live. */
    private long[] ownFallbacks;
    private final long[] mergedFallbacks;

    /** {@code fallbacksOf}: a bot's fallbacks so far, or -1 for a bot that never falls back. */
    EntryTally(List<Side> sides, int seats, ToLongFunction<Policy<?, ?>> fallbacksOf) {
        this.sides = List.copyOf(sides);
        this.seats = seats;
        this.sideWins = new long[sides.size()];
        this.placesTwice = new long[seats];
        this.times = new DecisionTimes[seats];
        Arrays.setAll(times, s -> new DecisionTimes());
        this.fallbacksOf = fallbacksOf;
        this.mergedFallbacks = new long[seats];
    }

    /** The bot of {@code seat} in this worker, timed into this tally. */
    <T extends GameState<M>, M> Policy<T, M> timed(int seat, Policy<T, M> bot) {
        while (bots.size() <= seat) {
            bots.add(null);
        }
        bots.set(seat, bot);
        DecisionTimes t = times[seat];
        return (state, rng) -> {
            long t0 = System.nanoTime();
            M m = bot.choose(state, rng);
            t.add(System.nanoTime() - t0);
            return m;
        };
    }

    @Override
    public void add(S finished) {
        double[] r = finished.returns();
        int w = Side.winner(sides, r);
        if (w < 0) {
            noWinner++;
        } else {
            sideWins[w]++;
        }
        games++;
        int[][] groups = order(r);
        StringBuilder key = new StringBuilder();
        int place = 1;
        for (int[] g : groups) {
            key.append(key.length() == 0 ? "" : "|");
            for (int i = 0; i < g.length; i++) {
                key.append(i == 0 ? "" : ",").append(g[i]);
                for (int seat : sides.get(g[i]).seats()) {
                    placesTwice[seat] += 2L * place + g.length - 1; // twice the mean of places place..place+len-1
                }
            }
            place += g.length;
        }
        orders.merge(key.toString(), 1L, Long::sum);
    }

    /** The sides in finishing order by their seats' mean return, best first; sides of equal return in one group. */
    private int[][] order(double[] returns) {
        double[] score = new double[sides.size()];
        for (int k = 0; k < sides.size(); k++) {
            for (int seat : sides.get(k).seats()) {
                score[k] += returns[seat] / sides.get(k).seats().length;
            }
        }
        Integer[] idx = new Integer[sides.size()];
        Arrays.setAll(idx, i -> i);
        Arrays.sort(idx, (a, b) -> Double.compare(score[b], score[a]));
        List<int[]> groups = new ArrayList<>();
        for (int i = 0; i < idx.length; ) {
            int j = i;
            while (j < idx.length && score[idx[j]] == score[idx[i]]) {
                j++;
            }
            int[] g = new int[j - i];
            for (int x = i; x < j; x++) {
                g[x - i] = idx[x];
            }
            Arrays.sort(g);
            groups.add(g);
            i = j;
        }
        return groups.toArray(int[][]::new);
    }

    @Override
    public void addAll(EntryTally<S> o) {
        for (int k = 0; k < sideWins.length; k++) {
            sideWins[k] += o.sideWins[k];
        }
        noWinner += o.noWinner;
        games += o.games;
        for (int s = 0; s < seats; s++) {
            placesTwice[s] += o.placesTwice[s];
            times[s].addAll(o.times[s]);
            long f = o.fallbacks(s);
            mergedFallbacks[s] += Math.max(0, f);
        }
        o.orders.forEach((k, v) -> orders.merge(k, v, Long::sum));
    }

    public long games() {
        return games;
    }

    /** Games side {@code k} won alone. */
    public long sideWins(int k) {
        return sideWins[k];
    }

    public long noWinner() {
        return noWinner;
    }

    /** The mean place of {@code seat}'s side (1 is first; tied sides share the mean of their places). */
    public double meanPlace(int seat) {
        return games == 0 ? Double.NaN : placesTwice[seat] / (2.0 * games);
    }

    public DecisionTimes times(int seat) {
        return times[seat];
    }

    /** Decisions where {@code seat}'s bot fell back to another's move; -1 for a bot that never does. */
    public long fallbacks(int seat) {
        long own = own(seat);
        return own < 0 ? -1 : own + mergedFallbacks[seat];
    }

    private long own(int seat) {
        if (ownFallbacks != null) {
            return ownFallbacks[seat];
        }
        Policy<?, ?> bot = seat < bots.size() ? bots.get(seat) : null;
        return bot == null ? -1 : fallbacksOf.applyAsLong(bot);
    }

    /** The bots stay behind: their fallbacks so far travel as counts. */
    private void writeObject(ObjectOutputStream out) throws IOException {
        long[] own = new long[seats];
        for (int s = 0; s < seats; s++) {
            own[s] = own(s);
        }
        ownFallbacks = own;
        out.defaultWriteObject();
    }

    /** The finishing orders (groups of tied sides, best first) and how often each came. */
    public Map<int[][], Long> orders() {
        Map<int[][], Long> out = new java.util.LinkedHashMap<>();
        orders.forEach((k, v) -> out.put(Arrays.stream(k.split("\\|")).map(g -> Arrays.stream(g.split(","))
                .mapToInt(Integer::parseInt).toArray()).toArray(int[][]::new), v));
        return out;
    }

    @Override
    public ObjectNode toJson() {
        ObjectNode o = Json.object();
        o.put("games", games);
        ArrayNode w = o.putArray("sideWins");
        for (long x : sideWins) {
            w.add(x);
        }
        o.put("noWinner", noWinner);
        return o;
    }

    @Override
    public List<String> lines() {
        return List.of(Counts.plain(games, "game") + ", side wins " + Arrays.toString(sideWins) + ", no winner " + noWinner);
    }
}
