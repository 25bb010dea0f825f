package org.cardlab.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Side;
import org.cardlab.core.Stats;

/**
 * Each bot's figures over a tournament, and its rating. With the seats rotated, a bot is one
 * player whatever its seat, rated by {@link PlackettLuce} from the finishing orders (a team's
 * rating the sum of its players'). When each seat has bots of its own, a bot of one seat is a
 * player apart from the same bot at another seat: two seats are rated by {@link SeatRatings}
 * (with each spec's seat advantage), more by {@link PlackettLuce}.
 */
public final class Standings {
    /** Rating methods, in words for the output. */
    public static final String PLACEMENTS = "Plackett-Luce over the sides' finishing orders (a team's rating the sum of its"
            + " players', so its odds against another team follow the difference of the sums), fitted by maximum likelihood"
            + " with half a win and half a loss added between every two players; Elo scale"
            + " (400 points = odds x 10), centred on 1500; intervals are 95% (1.96 standard errors); no seat advantage (seats rotated)";
    public static final String SEATS = "Bradley-Terry with an advantage of seat 1 per spec, fitted by maximum likelihood (half a win"
            + " and half a loss added per pairing); Elo scale (400 points = odds x 10); each seat's bots centred on 1500; intervals"
            + " are 95% (1.96 standard errors)";

    /**
     * One player: a bot ({@code seat} -1: at every seat, the seats rotated) or a bot at one seat;
     * the seats it played (games times its seats in them), the games of the sides it played on (a
     * side once however many of its seats the bot held, as {@link ByLineup.Row} counts them) and how
     * many of those its side won alone, its seats' mean place, its decision times, its fallbacks
     * (-1: it never falls back), its rating.
     */
    public record Standing(String bot, int seat, long seatGames, long sideGames, long wins, double meanPlace, DecisionTimes times,
            long fallbacks, SeatRatings.Rating rating) {
        public Stats.Proportion winRate() {
            return Stats.wilson(wins, sideGames);
        }
    }

    private final List<Standing> standings;
    private final String method;
    private final Map<String, SeatRatings.Rating> seatAdvantage;

    private Standings(List<Standing> standings, String method, Map<String, SeatRatings.Rating> seatAdvantage) {
        this.standings = standings;
        this.method = method;
        this.seatAdvantage = seatAdvantage;
    }

    public List<Standing> all() {
        return standings;
    }

    public String method() {
        return method;
    }

    /** Seat 1's advantage per spec (two seats with bots of their own); empty otherwise. */
    public Map<String, SeatRatings.Rating> seatAdvantage() {
        return seatAdvantage;
    }

    /** The standings of a tournament of a game whose sides are {@code sides}. */
    public static Standings of(Tournament.Result r, List<Side> sides) {
        boolean rotated = r.lineups().isRotated();
        int seats = r.lineups().seats();
        Map<String, SeatSums> counts = new LinkedHashMap<>();
        Map<String, DecisionTimes> times = new LinkedHashMap<>();
        Map<String, Long> fallbacks = new LinkedHashMap<>();
        List<String> players = new ArrayList<>();
        for (int s = 0; s < seats; s++) { // the players in the order the bots were named
            for (String b : r.lineups().bots(s)) {
                String p = rotated ? b : key(b, s);
                if (!players.contains(p)) {
                    players.add(p);
                }
            }
        }
        players.forEach(p -> {
            counts.put(p, new SeatSums());
            times.put(p, new DecisionTimes());
        });
        for (Tournament.Outcome o : r.outcomes()) {
            EntryTally<?> t = o.tally();
            SeatSums.Seating seating = new SeatSums.Seating();
            for (int s = 0; s < seats; s++) {
                String p = rotated ? o.entry().seats().get(s) : key(o.entry().seats().get(s), s);
                counts.get(p).add(t, s, ByLineup.side(sides, s), p, seating);
                times.get(p).addAll(t.times(s));
                long f = t.fallbacks(s);
                if (f >= 0) {
                    fallbacks.merge(p, f, Long::sum);
                }
            }
        }
        Map<String, SeatRatings.Rating> ratings;
        Map<String, SeatRatings.Rating> advantage = new LinkedHashMap<>();
        String method;
        if (!rotated && seats == 2 && sides.size() == 2) {
            SeatRatings sr = SeatRatings.fit(pairings(r, sides));
            ratings = new LinkedHashMap<>();
            sr.seat0.forEach((b, x) -> ratings.put(key(b, 0), x));
            sr.seat1.forEach((b, x) -> ratings.put(key(b, 1), x));
            advantage.putAll(sr.seat1Advantage);
            method = SEATS;
        } else {
            ratings = PlackettLuce.fit(players, observations(r, sides, players, rotated));
            method = PLACEMENTS;
        }
        List<Standing> out = new ArrayList<>();
        for (String p : players) {
            SeatSums c = counts.get(p);
            int seat = rotated ? -1 : Integer.parseInt(p.substring(p.lastIndexOf('@') + 1));
            String bot = rotated ? p : p.substring(0, p.lastIndexOf('@'));
            out.add(new Standing(bot, seat, c.seatGames, c.sideGames, c.wins, c.meanPlace(), times.get(p),
                    fallbacks.getOrDefault(p, -1L), ratings.get(p)));
        }
        return new Standings(out, method, advantage);
    }

    private static String key(String bot, int seat) {
        return bot + "@" + seat;
    }

    /** Two seats with bots of their own: each seating as a pairing of seat 1's bot against seat 0's. */
    static List<SeatRatings.Pairing> pairings(Tournament.Result r, List<Side> sides) {
        List<SeatRatings.Pairing> out = new ArrayList<>();
        for (Tournament.Outcome o : r.outcomes()) {
            List<String> seats = o.entry().seats();
            out.add(new SeatRatings.Pairing(o.entry().spec(), seats.get(1), seats.get(0), o.tally().games(),
                    o.tally().sideWins(ByLineup.side(sides, 1))));
        }
        return out;
    }

    /** Each seating's finishing orders, its sides as counts of the players in them. */
    private static List<PlackettLuce.Observation> observations(Tournament.Result r, List<Side> sides, List<String> players,
            boolean rotated) {
        List<PlackettLuce.Observation> out = new ArrayList<>();
        for (Tournament.Outcome o : r.outcomes()) {
            int[][] members = new int[sides.size()][players.size()];
            for (int k = 0; k < sides.size(); k++) {
                for (int s : sides.get(k).seats()) {
                    String b = o.entry().seats().get(s);
                    members[k][players.indexOf(rotated ? b : key(b, s))]++;
                }
            }
            List<int[][]> orders = new ArrayList<>();
            List<Long> n = new ArrayList<>();
            o.tally().orders().forEach((order, count) -> {
                orders.add(order);
                n.add(count);
            });
            out.add(new PlackettLuce.Observation(members, orders, n));
        }
        return out;
    }
}
