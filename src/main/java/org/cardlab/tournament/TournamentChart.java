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
     * Two seats with bots of their own: a row per pairing, how often seat 1 won, each of seat 1's
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
        return IntervalChart.svg(String.format("%s win rate by pairing, with 95%% Wilson intervals", role1),
                List.of(String.format("%,d games each, seed %d. Each row: %s bot vs %s bot, on the same seeded deals; colour: the %s bot.",
                        r.run().games(), r.run().seed(), role1, role0, role1)),
                role1 + " wins", groups, botOrder);
    }

    /** A line-up in a row's label: its seats, or for teams of one bot each its teams ("greedy vs search"), which stays short. */
    private static String lineupLabel(Lineups lineups, List<String> lineup) {
        return lineups.isTeams() ? String.join(" vs ", lineup.stream().distinct().toList()) : String.join(", ", lineup);
    }

    /**
     * Any tournament: a row per bot in each line-up, how often the bot's side won alone, each bot in
     * its colour fixed by {@code botOrder} (the game's bot names); {@code unit} names a game ("round").
     */
    public static String byLineup(Tournament.Result r, List<Side> sides, String game, String unit, List<String> botOrder) {
        Map<String, List<IntervalChart.Bar>> bySpec = new LinkedHashMap<>();
        for (ByLineup.Row row : ByLineup.of(r, sides)) {
            bySpec.computeIfAbsent(row.spec(), k -> new ArrayList<>()).add(new IntervalChart.Bar(
                    row.bot() + " in " + lineupLabel(r.lineups(), row.lineup()), row.winRate(), row.bot()));
        }
        List<IntervalChart.Group> groups = new ArrayList<>();
        bySpec.forEach((spec, bars) -> groups.add(new IntervalChart.Group("spec " + spec, bars)));
        int players = sides.stream().mapToInt(s -> s.seats().length).sum();
        Lineups l = r.lineups();
        String seating = l.isTeams() ? "teams rotated" : l.isRotated() ? "seats rotated" : "seats not rotated" + fixedSeats(l);
        return IntervalChart.svg(String.format("%s, %d players: win rate of each bot by line-up, with 95%% Wilson intervals", game, players),
                List.of(String.format("%,d deals per seating, %s, seed %d.", r.run().games(), seating, r.run().seed()),
                        "Each row: a bot and the line-up it played in (" + (l.isTeams() ? "its teams, swapped" : l.isRotated()
                                ? "by seat, played in every rotation" : "by seat") + "), on the same seeded deals; colour: the bot."),
                unit + "s its side won alone", groups, botOrder);
    }

    /** For seats not rotated: the seats that always hold the same bot (", seats 1, 2 always greedy"), or "". */
    private static String fixedSeats(Lineups l) {
        Map<String, List<String>> byBot = new LinkedHashMap<>();
        for (int s = 0; s < l.seats(); s++) {
            if (l.bots(s).size() == 1) {
                byBot.computeIfAbsent(l.bots(s).get(0), k -> new ArrayList<>()).add(String.valueOf(s));
            }
        }
        StringBuilder out = new StringBuilder();
        byBot.forEach((bot, seats) -> out.append(seats.size() == 1 ? "; seat " : "; seats ").append(String.join(", ", seats))
                .append(" always ").append(bot));
        return out.toString();
    }
}
