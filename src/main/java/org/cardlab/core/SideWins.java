package org.cardlab.core;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The default summary of many games: how often each side won alone (the seats holding the
 * highest return, {@link Side#winner}), and how often nobody did, with 95% intervals.
 */
public final class SideWins<S extends GameState<?>> implements Tally<S, SideWins<S>> {
    private final List<Side> sides;
    private final long[] wins;
    private long ties;
    private long games;

    public SideWins(List<Side> sides) {
        this.sides = List.copyOf(sides);
        this.wins = new long[sides.size()];
    }

    @Override
    public void add(S finished) {
        int w = Side.winner(sides, finished.returns());
        if (w < 0) {
            ties++;
        } else {
            wins[w]++;
        }
        games++;
    }

    @Override
    public void addAll(SideWins<S> other) {
        for (int k = 0; k < wins.length; k++) {
            wins[k] += other.wins[k];
        }
        ties += other.ties;
        games += other.games;
    }

    public long wins(int side) {
        return wins[side];
    }

    public long ties() {
        return ties;
    }

    @Override
    public ObjectNode toJson() {
        ObjectNode o = Json.object();
        ObjectNode w = o.putObject("wins");
        for (int k = 0; k < sides.size(); k++) {
            Stats.Proportion p = Stats.wilson(wins[k], games);
            ObjectNode side = w.putObject(sides.get(k).name());
            side.put("games", wins[k]).put("rate", p.estimate());
            side.putArray("interval").add(p.low()).add(p.high());
        }
        o.put("noWinner", ties);
        return o;
    }

    @Override
    public List<String> lines() {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"side", "wins", "rate [95% interval]"});
        for (int k = 0; k < sides.size(); k++) {
            rows.add(new String[] {sides.get(k).name(), String.valueOf(wins[k]), Stats.wilson(wins[k], games).toString()});
        }
        rows.add(new String[] {"nobody (a tie)", String.valueOf(ties), Stats.wilson(ties, games).toString()});
        return TextTable.render(rows);
    }
}
