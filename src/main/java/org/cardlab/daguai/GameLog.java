package org.cardlab.daguai;

import java.util.ArrayList;
import java.util.List;

/** A readable log of a game, in card notation: the draw, each round's tribute, every move, each result. */
public final class GameLog {
    private GameLog() {}

    public static List<String> lines(DaguaiGame game) {
        List<String> out = new ArrayList<>();
        DaguaiGame g = new DaguaiGame(game.rules(), seedOf(game), game.isMatch());
        StringBuilder draw = new StringBuilder("draw for the first leader:");
        for (int[] pass : g.leaderDraw()) {
            for (int s = 0; s < 6; s++) {
                if (pass[s] >= 0) {
                    draw.append(" seat ").append(s).append(' ').append(Card.name(pass[s])).append(';');
                }
            }
        }
        out.add(draw.toString());
        int round = 0;
        int results = 0;
        for (DaguaiMove m : game.moves()) {
            if (g.round() != round) {
                round = g.round();
                out.add(roundHeader(g));
            }
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
            g.apply(m);
            boolean ended = g.results().size() > results;
            out.add("  seat " + seat + " " + what + (m.type == DaguaiMove.Type.PLAY && !ended && g.handSize(seat) == 0
                    ? "  -- escapes" : ""));
            if (g.results().size() > results) {
                RoundResult r = g.results().get(results++);
                out.add("  seat " + seat + " escapes; round " + r.round() + ": " + r.outcome().words + "; escape order "
                        + java.util.Arrays.toString(r.escapeOrder()) + ", trapped " + java.util.Arrays.toString(r.trapped())
                        + ", " + r.tricks() + " tricks; levels now " + Card.rankName(r.levelsAfter()[0]) + " / "
                        + Card.rankName(r.levelsAfter()[1]));
            }
        }
        if (g.isTerminal()) {
            out.add(g.isMatch() ? "match won by team " + g.matchWinner() + " (seats " + seats(g.matchWinner()) + ")"
                    : "round over");
        } else {
            out.add("(game not finished: seat " + g.currentPlayer() + " to move)");
        }
        return out;
    }

    private static String roundHeader(DaguaiGame g) {
        StringBuilder sb = new StringBuilder("round " + g.round() + ": offense team " + g.offenseTeam() + " (seats "
                + seats(g.offenseTeam()) + "), level card " + Card.rankName(g.order().level()));
        for (Tribute.Payment p : g.payments()) {
            sb.append("; tribute ").append(Card.name(p.face())).append(" from seat ").append(p.giver()).append(" to seat ")
                    .append(p.receiver()).append(p.twoOffered() ? " (a joker: two cards are offered)" : p.returnDue() ? "" : " (a joker: nothing comes back)");
        }
        return sb.toString();
    }

    private static String seats(int team) {
        return team == 0 ? "0, 2, 4" : "1, 3, 5";
    }

    private static long seedOf(DaguaiGame g) {
        return g.toJson().get("seed").asLong();
    }
}
