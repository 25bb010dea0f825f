package org.cardlab.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * Who sits where in a tournament. Either each seat has bots of its own (a game whose seats are
 * roles, as Fugitive's: every bot of seat 0 meets every bot of seat 1, and so on), or every seat
 * takes its bot from one list: then each line-up (a choice of bots for the seats, with at least
 * two different bots when two or more are named) is also played with its seats rotated, every
 * rotation on the same deals, so that each bot meets the same cards from every seat and the
 * luck of the deal and of the seat cancels out (duplicate play).
 */
public final class Lineups {
    private final List<List<String>> perSeat;
    private final boolean rotated;

    private Lineups(List<List<String>> perSeat, boolean rotated) {
        this.perSeat = perSeat.stream().map(List::copyOf).toList();
        this.rotated = rotated;
    }

    /** Seat s takes each bot of {@code perSeat.get(s)}: every combination, seats not rotated. */
    public static Lineups bySeat(List<List<String>> perSeat) {
        return new Lineups(perSeat, false);
    }

    /** Every seat of {@code seats} from {@code bots}: every choice of bots for the seats, each with its seats rotated. */
    public static Lineups rotated(List<String> bots, int seats) {
        List<List<String>> same = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            same.add(bots);
        }
        return new Lineups(same, true);
    }

    public boolean isRotated() {
        return rotated;
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
        multisets(bots, 0, new ArrayList<>(), out);
        if (bots.size() > 1) {
            out.removeIf(l -> l.stream().distinct().count() == 1);
        }
        return out;
    }

    /** The seatings a line-up is played in: itself, then (rotated) each rotation r, seat s taking the line-up's bot s + r. */
    public List<List<String>> seatings(List<String> lineup) {
        List<List<String>> out = new ArrayList<>();
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

    private void multisets(List<String> bots, int from, List<String> head, List<List<String>> out) {
        if (head.size() == perSeat.size()) {
            out.add(List.copyOf(head));
            return;
        }
        for (int i = from; i < bots.size(); i++) {
            head.add(bots.get(i));
            multisets(bots, i, head, out);
            head.remove(head.size() - 1);
        }
    }
}
