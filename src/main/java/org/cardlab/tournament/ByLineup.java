package org.cardlab.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Side;
import org.cardlab.core.Stats;

/**
 * A tournament's figures by line-up (its seatings summed: every rotation of it) and by bot in
 * it: the seats the bot held in all the line-up's games, the games its side won alone, and its
 * side's mean place.
 */
public final class ByLineup {
    /**
     * One bot within one line-up under one spec: the seats it played (games times its seats), the
     * games of the sides it played on (a side counted once however many of its seats the bot held:
     * those seats share one result, so counting each would narrow the interval falsely), how many
     * of those its side won alone, and its seats' mean place.
     */
    public record Row(String spec, List<String> lineup, String bot, long seatGames, long sideGames, long wins, double meanPlace) {
        public Stats.Proportion winRate() {
            return Stats.wilson(wins, sideGames);
        }
    }

    private ByLineup() {}

    public static List<Row> of(Tournament.Result r, List<Side> sides) {
        List<List<String>> lineups = r.lineups().lineups();
        Map<String, SeatSums> sums = new LinkedHashMap<>(); // spec, line-up, bot -> its sums
        Map<String, Row> keys = new LinkedHashMap<>();
        for (Tournament.Outcome o : r.outcomes()) {
            Tournament.Entry e = o.entry();
            List<String> lineup = lineups.get(e.lineup());
            SeatSums.Seating seating = new SeatSums.Seating();
            for (int s = 0; s < e.seats().size(); s++) {
                String bot = e.seats().get(s);
                String key = e.spec() + "\u0000" + e.lineup() + "\u0000" + bot;
                keys.putIfAbsent(key, new Row(e.spec(), lineup, bot, 0, 0, 0, 0));
                sums.computeIfAbsent(key, k -> new SeatSums()).add(o.tally(), s, side(sides, s), bot, seating);
            }
        }
        List<Row> out = new ArrayList<>();
        keys.forEach((k, row) -> {
            SeatSums c = sums.get(k);
            out.add(new Row(row.spec(), row.lineup(), row.bot(), c.seatGames, c.sideGames, c.wins, c.meanPlace()));
        });
        return out;
    }

    static int side(List<Side> sides, int seat) {
        for (int k = 0; k < sides.size(); k++) {
            for (int s : sides.get(k).seats()) {
                if (s == seat) {
                    return k;
                }
            }
        }
        throw new IllegalArgumentException("seat " + seat + " is on no side");
    }
}
