package org.cardlab.daguai;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.cardlab.core.Game;

/**
 * A Da Guai Lu Zi round's end in words, for the web table: the result (the seats out in order,
 * which team went up how many levels or why none did, who leads next), then each tribute of the
 * next round, its card named only to those who see it (as the observation shows it). Everything
 * else here is public. Seat {@code you} is named "you".
 */
final class DaguaiRoundWords {
    private DaguaiRoundWords() {}

    static List<String> of(DaguaiState before, DaguaiState after, int viewer, int you) {
        int n = before.results().size();
        if (after.results().size() == n) {
            return List.of();
        }
        DaguaiRoundResult r = after.results().get(n);
        List<String> lines = new ArrayList<>(3);
        int offense = r.offenseTeam();
        int first = r.escapeOrder()[0];
        String head = "Round " + r.round() + " is over: " + r.outcome().words + ". Out in order " + names(r.escapeOrder(), you)
                + (r.trapped().length > 0 ? "; trapped " + names(r.trapped(), you) : "") + ". ";
        int gain = r.levelsAfter()[offense] - before.level(offense);
        String levels;
        if (gain > 0) {
            levels = "Team " + offense + " (attacking) goes up " + (gain == 1 ? "1 level" : gain + " levels") + ", from "
                    + Card.rankName(before.level(offense)) + " to " + Card.rankName(r.levelsAfter()[offense])
                    + (r.trapped().length > 1 && before.rules().advanceByTrapped ? ", one per trapped defender" : "") + ".";
        } else if (r.outcome() == Scoring.Outcome.DEFENSE_WINS) {
            levels = "No level moves: team " + (1 - offense) + " defended and won, and only a winning attack goes up.";
        } else if (r.outcome().isDraw()) {
            levels = "No level moves: a draw (team " + Scoring.team(first) + " was out first, but team "
                    + (r.outcome() == Scoring.Outcome.DRAW_OFFENSE_TRAPPED ? 1 - offense : offense) + " got every seat out).";
        } else {
            levels = "No level moves: team " + offense + " is at the top already.";
        }
        lines.add(head + levels);
        if (after.isTerminal()) {
            return lines;
        }
        lines.add((first == you ? "You lead" : name(first, you) + " leads") + " round " + after.round() + ": team " + after.offenseTeam() + " attacks at level "
                + Card.rankName(after.level(after.offenseTeam())) + ".");
        List<Tribute.Payment> payments = after.payments();
        if (payments.isEmpty()) {
            lines.add(Scoring.tributeDue(r.outcome()) ? "No tribute this round." : "No tribute after a draw.");
        }
        for (Tribute.Payment p : payments) {
            boolean sees = viewer == Game.EVERYONE || before.rules().tributePublic || viewer == p.giver() || viewer == p.receiver();
            String card = sees ? "the " + Card.name(p.face()) : "the highest card of the new hand";
            String back = p.twoOffered() ? "; for a joker, " + name(p.receiver(), you) + " offers two cards in return"
                    : !p.returnDue() ? "; for a joker, nothing comes back"
                    : "; " + name(p.receiver(), you) + (p.receiver() == you ? " give" : " gives") + " a card back";
            lines.add("Tribute: " + name(p.giver(), you) + (p.giver() == you ? " give " : " gives ") + name(p.receiver(), you) + " " + card + back + ".");
        }
        return lines;
    }

    private static String names(int[] seats, int you) {
        return Arrays.stream(seats).mapToObj(s -> name(s, you)).collect(Collectors.joining(", "));
    }

    static String name(int seat, int you) {
        return seat == you ? "you" : "seat " + seat + " (team " + Scoring.team(seat) + ")";
    }
}
