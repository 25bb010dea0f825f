package org.cardlab.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.IntervalChart;
import org.cardlab.core.Side;
import org.cardlab.core.Stats;

/** A tournament as a chart of win rates with their 95% Wilson intervals ({@link IntervalChart}), grouped by spec. */
public final class TournamentChart {
    private TournamentChart() {}

    /**
     * Two seats with bots of their own: a bar per pairing, how often seat 1 won, each of seat 1's
     * bots in its colour fixed by {@code botOrder} (the game's bot names) ({@code role0}, {@code role1}:
     * the seats' names, e.g. Fugitive and Marshal).
     */
    public static String twoSeats(Tournament.Result r, List<Side> sides, String role0, String role1, List<String> botOrder) {
        Map<String, List<IntervalChart.Bar>> bySpec = new LinkedHashMap<>();
        for (Tournament.Outcome o : r.outcomes()) {
            String b1 = o.entry().seats().get(1);
            Stats.Proportion rate = Stats.wilson(o.tally().sideWins(ByLineup.side(sides, 1)), o.tally().games());
            bySpec.computeIfAbsent(o.entry().spec(), k -> new ArrayList<>()).add(new IntervalChart.Bar(
                    b1 + " " + role1 + " vs " + o.entry().seats().get(0) + " " + role0, rate, b1));
        }
        List<IntervalChart.Group> groups = new ArrayList<>();
        bySpec.forEach((spec, bars) -> groups.add(new IntervalChart.Group("spec " + spec, bars)));
        return IntervalChart.svg(String.format("%s win rate by pairing: %,d games each, seed %d (bars: 95%% Wilson intervals)", role1,
                r.run().games(), r.run().seed()), List.of("Each row: " + role1 + " bot vs " + role0 + " bot, on the same seeded deals."),
                role1 + " wins", groups, botOrder);
    }

    /** A line-up in a row's label: its seats, or for teams of one bot each its teams ("greedy vs search"), which stays short. */
    private static String lineupLabel(Lineups lineups, List<String> lineup) {
        return lineups.isTeams() ? String.join(" vs ", lineup.stream().distinct().toList()) : String.join(", ", lineup);
    }

    /** Any tournament: a bar per bot in each line-up, how often the bot's side won alone, each bot in its colour fixed by {@code botOrder}. */
    public static String byLineup(Tournament.Result r, List<Side> sides, String game, List<String> botOrder) {
        Map<String, List<IntervalChart.Bar>> bySpec = new LinkedHashMap<>();
        for (ByLineup.Row row : ByLineup.of(r, sides)) {
            bySpec.computeIfAbsent(row.spec(), k -> new ArrayList<>()).add(new IntervalChart.Bar(
                    row.bot() + " in " + lineupLabel(r.lineups(), row.lineup()), row.winRate(), row.bot()));
        }
        List<IntervalChart.Group> groups = new ArrayList<>();
        bySpec.forEach((spec, bars) -> groups.add(new IntervalChart.Group("spec " + spec, bars)));
        String deals = String.format("%,d deals per seating", r.run().games()) + (r.lineups().isTeams() ? ", teams rotated"
                : r.lineups().isRotated() ? ", seats rotated" : "");
        return IntervalChart.svg(String.format("%s: win rate of each bot by line-up, %s, seed %d (bars: 95%% Wilson intervals)", game,
                deals, r.run().seed()), List.of("Each row: a bot and the line-up it played in (its seats in every seating of it), on the"
                + " same seeded deals."), "games its side won alone", groups, botOrder);
    }
}
