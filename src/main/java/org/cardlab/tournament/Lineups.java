package org.cardlab.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * Who sits where in a tournament. Either each seat has bots of its own (a game whose seats are
 * roles, as Fugitive's: every bot of seat 0 meets every bot of seat 1, and so on), or every seat
 * takes its bot from one list: then each line-up (a choice of bots for the seats, with at least
 * two different bots when two or more are named) is also played with its seats rotated, every
 * rotation on the same deals, so that each bot meets the same cards from every seat and the
 * luck of the deal and of the seat cancels out (duplicate play). Or, for a game of teams, each team
 * takes one bot of the list for all its seats: every choice of bots for the teams is played with
 * the teams rotated (Da Guai Lu Zi: three of one bot against three of another, then the other way
 * round), since a team of one bot is how team play shows a bot's strength.
 */
public final class Lineups {
    private final List<List<String>> perSeat;
    private final boolean rotated;
    /** The seats of each team when each team takes one bot; empty otherwise. */
    private final List<int[]> teams;

    private Lineups(List<List<String>> perSeat, boolean rotated, List<int[]> teams) {
        this.perSeat = perSeat.stream().map(List::copyOf).toList();
        this.rotated = rotated;
        this.teams = teams.stream().map(int[]::clone).toList();
    }

    /** Seat s takes each bot of {@code perSeat.get(s)}: every combination, seats not rotated. */
    public static Lineups bySeat(List<List<String>> perSeat) {
        return new Lineups(perSeat, false, List.of());
    }

    /** Every seat of {@code seats} from {@code bots}: every choice of bots for the seats, each with its seats rotated. */
    public static Lineups rotated(List<String> bots, int seats) {
        List<List<String>> same = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            same.add(bots);
        }
        return new Lineups(same, true, List.of());
    }

    /**
     * Each team (its seats, every seat in one team) takes one bot of {@code bots}: every choice of
     * bots for the teams, each with the teams rotated.
     */
    public static Lineups teams(List<String> bots, List<int[]> teams) {
        int seats = teams.stream().mapToInt(t -> t.length).sum();
        boolean[] seen = new boolean[seats];
        for (int[] t : teams) {
            for (int s : t) {
                if (s < 0 || s >= seats || seen[s]) {
                    throw new IllegalArgumentException("the teams' seats must be 0 to " + (seats - 1) + ", each in one team");
                }
                seen[s] = true;
            }
        }
        Lineups l = rotated(bots, seats);
        return new Lineups(l.perSeat, true, teams);
    }

    /** Whether the seats (or, for teams, the teams) are rotated, so that a bot is rated whatever its seat. */
    public boolean isRotated() {
        return rotated;
    }

    /** Whether each team takes one bot ({@link #teams}). */
    public boolean isTeams() {
        return !teams.isEmpty();
    }

    public int seats() {
        return perSeat.size();
    }

    /** The bots named for {@code seat}. */
    public List<String> bots(int seat) {
        return perSeat.get(seat);
    }

    /**
     * The line-ups, each one bot per seat. By seat: every combination, seat 0 varying slowest.
     * Rotated: every choice of bots for the seats up to rotation's order (the bots' indices never
     * decrease along the seats), leaving out those of one bot alone when there are others.
     */
    public List<List<String>> lineups() {
        List<List<String>> out = new ArrayList<>();
        if (!rotated) {
            product(0, new ArrayList<>(), out);
            return out;
        }
        List<String> bots = perSeat.get(0);
        multisets(bots, 0, isTeams() ? teams.size() : perSeat.size(), new ArrayList<>(), out);
        if (bots.size() > 1) {
            out.removeIf(l -> l.stream().distinct().count() == 1);
        }
        return isTeams() ? out.stream().map(this::seatsOf).toList() : out;
    }

    /** The line-up by seat where team k takes {@code byTeam.get(k)}. */
    private List<String> seatsOf(List<String> byTeam) {
        String[] seats = new String[perSeat.size()];
        for (int k = 0; k < teams.size(); k++) {
            for (int s : teams.get(k)) {
                seats[s] = byTeam.get(k);
            }
        }
        return List.of(seats);
    }

    /**
     * The seatings a line-up is played in: itself, then (rotated) each rotation r, seat s taking the
     * line-up's bot s + r; for teams, team k taking the bot of team k + r.
     */
    public List<List<String>> seatings(List<String> lineup) {
        List<List<String>> out = new ArrayList<>();
        if (isTeams()) {
            int k = teams.size();
            for (int r = 0; r < k; r++) {
                List<String> byTeam = new ArrayList<>();
                for (int t = 0; t < k; t++) {
                    byTeam.add(lineup.get(teams.get((t + r) % k)[0]));
                }
                out.add(seatsOf(byTeam));
            }
            return out;
        }
        int n = lineup.size();
        for (int r = 0; r < (rotated ? n : 1); r++) {
            List<String> seating = new ArrayList<>();
            for (int s = 0; s < n; s++) {
                seating.add(lineup.get((s + r) % n));
            }
            out.add(List.copyOf(seating));
        }
        return out;
    }

    private void product(int seat, List<String> head, List<List<String>> out) {
        if (seat == perSeat.size()) {
            out.add(List.copyOf(head));
            return;
        }
        for (String b : perSeat.get(seat)) {
            head.add(b);
            product(seat + 1, head, out);
            head.remove(head.size() - 1);
        }
    }

    private void multisets(List<String> bots, int from, int size, List<String> head, List<List<String>> out) {
        if (head.size() == size) {
            out.add(List.copyOf(head));
            return;
        }
        for (int i = from; i < bots.size(); i++) {
            head.add(bots.get(i));
            multisets(bots, i, size, head, out);
            head.remove(head.size() - 1);
        }
    }
}
