package org.cardlab.daguai;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cardlab.core.Narrator;

/** A game told in card notation: the draw, each round's tribute, every move, each result. */
final class DaguaiNarrator implements Narrator<DaguaiState, DaguaiMove> {
    private final String spec;

    DaguaiNarrator(String spec) {
        this.spec = spec;
    }

    /** What was played (as every game's log opens: the spec, the seed, a round or a match), the draw and the first round. */
    @Override
    public List<String> start(DaguaiState g) {
        String head = "Da Guai Lu Zi under the '" + spec + "' spec" + (g.seed() != 0 ? ", seed " + g.seed() : "") + ", "
                + (g.isMatch() ? "a whole match" : "one round");
        StringBuilder draw = new StringBuilder("draw for the first leader:");
        for (int[] pass : g.leaderDraw()) {
            for (int s = 0; s < 6; s++) {
                if (pass[s] >= 0) {
                    draw.append(" seat ").append(s).append(' ').append(Card.name(pass[s])).append(';');
                }
            }
        }
        return List.of(head, draw.toString(), roundHeader(g));
    }

    @Override
    public List<String> move(int number, DaguaiState g, DaguaiMove m, DaguaiState after) {
        int seat = g.currentPlayer();
        boolean leads = g.lastPlay() == null;
        ComboRules order = g.order(); // judged at its own round's level, before a round-ending play deals the next
        String what = switch (m.type) {
            case PASS -> "passes";
            case RETURN -> "gives back " + Card.name(m.faces[0]);
            case OFFER -> "offers " + Card.names(m.faces) + " for the joker";
            case KEEP -> m.faces.length == 1 ? "keeps " + Card.name(m.faces[0])
                    : "keeps " + Card.name(m.faces[0]) + " and " + Card.name(m.faces[1]) + ", gives back "
                            + Card.name(m.faces[2]);
            case PLAY -> (leads ? "leads " : "plays ") + m + " ("
                    + Comparison.describe(ComboClassifier.classify(m.faces, order), order) + ")";
        };
        int results = g.results().size();
        boolean ended = after.results().size() > results;
        List<String> out = new ArrayList<>(3);
        out.add("  seat " + seat + " " + what + (m.type == DaguaiMove.Type.PLAY && !ended && after.handSize(seat) == 0
                ? "  -- escapes" : ""));
        if (ended) {
            DaguaiRoundResult r = after.results().get(results);
            out.add("  seat " + seat + " escapes; round " + r.round() + ": " + r.outcome().words + "; escape order "
                    + Arrays.toString(r.escapeOrder()) + ", trapped " + Arrays.toString(r.trapped()) + ", " + r.tricks()
                    + " tricks; levels now " + Card.rankName(r.levelsAfter()[0]) + " / " + Card.rankName(r.levelsAfter()[1]));
            if (!after.isTerminal()) {
                out.add(roundHeader(after));
            }
        }
        return out;
    }

    @Override
    public List<String> end(DaguaiState g, int moves) {
        if (g.isTerminal()) {
            return List.of(g.isMatch() ? "match won by team " + g.matchWinner() + " (seats " + seats(g.matchWinner()) + ")"
                    : "round over");
        }
        return List.of("(game not finished: seat " + g.currentPlayer() + " to move)");
    }

    private static String roundHeader(DaguaiState g) {
        StringBuilder sb = new StringBuilder("round " + g.round() + ": offense team " + g.offenseTeam() + " (seats "
                + seats(g.offenseTeam()) + "), level card " + Card.rankName(g.order().level()));
        for (Tribute.Payment p : g.payments()) {
            sb.append("; tribute ").append(Card.name(p.face())).append(" from seat ").append(p.giver()).append(" to seat ")
                    .append(p.receiver()).append(p.twoOffered() ? " (a joker: two cards are offered)"
                            : p.returnDue() ? "" : " (a joker: nothing comes back)");
        }
        return sb.toString();
    }

    private static String seats(int team) {
        return team == 0 ? "0, 2, 4" : "1, 3, 5";
    }
}
