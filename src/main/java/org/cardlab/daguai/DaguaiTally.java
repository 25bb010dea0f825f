package org.cardlab.daguai;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.core.Stats;
import org.cardlab.core.Tally;

/**
 * Da Guai Lu Zi self-play figures, counted over rounds (a match has many): how often the
 * offense wins, the four outcomes of the text, tricks per round; and which team won each game.
 * Rates carry 95% Wilson intervals over rounds (rounds of one match are not independent, so for
 * matches the intervals are indicative).
 */
final class DaguaiTally implements Tally<DaguaiState, DaguaiTally> {
    private long games;
    private long rounds;
    private long tricks;
    private final long[] outcomes = new long[Scoring.Outcome.values().length];
    /** Games won by team 0, by team 1, and drawn (a drawn round). */
    private final long[] gameWinners = new long[3];

    @Override
    public void add(DaguaiState g) {
        games++;
        for (DaguaiRoundResult r : g.results()) {
            rounds++;
            tricks += r.tricks();
            outcomes[r.outcome().ordinal()]++;
        }
        int winner = g.isMatch() ? g.matchWinner() : g.results().get(0).winnerTeam();
        gameWinners[winner < 0 ? 2 : winner]++;
    }

    @Override
    public void addAll(DaguaiTally o) {
        games += o.games;
        rounds += o.rounds;
        tricks += o.tricks;
        for (int k = 0; k < outcomes.length; k++) {
            outcomes[k] += o.outcomes[k];
        }
        for (int k = 0; k < 3; k++) {
            gameWinners[k] += o.gameWinners[k];
        }
    }

    private long count(Scoring.Outcome o) {
        return outcomes[o.ordinal()];
    }

    Stats.Proportion offenseWins() {
        return Stats.wilson(count(Scoring.Outcome.OFFENSE_WINS), rounds);
    }

    Stats.Proportion draws() {
        return Stats.wilson(count(Scoring.Outcome.DRAW_OFFENSE_TRAPPED) + count(Scoring.Outcome.DRAW_DEFENSE_TRAPPED), rounds);
    }

    Stats.Proportion defenseWins() {
        return Stats.wilson(count(Scoring.Outcome.DEFENSE_WINS), rounds);
    }

    @Override
    public ObjectNode toJson() {
        ObjectNode o = Json.object();
        o.put("rounds", rounds);
        o.set("offenseWins", offenseWins().toJson());
        o.set("draws", draws().toJson());
        o.set("defenseWins", defenseWins().toJson());
        o.put("averageTricks", (double) tricks / Math.max(rounds, 1));
        ObjectNode cases = o.putObject("outcomes");
        for (Scoring.Outcome c : Scoring.Outcome.values()) {
            cases.put(c.words, count(c));
        }
        ObjectNode won = o.putObject("gamesWon");
        won.put("team0", gameWinners[0]);
        won.put("team1", gameWinners[1]);
        won.put("drawn", gameWinners[2]);
        return o;
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add(String.format("rounds          %,d (%.2f per game)", rounds, (double) rounds / games));
        out.add("offense wins    " + offenseWins() + " of rounds");
        out.add("draws           " + draws() + " of rounds");
        out.add("defense wins    " + defenseWins() + " of rounds");
        out.add(String.format("average tricks  %.1f per round", (double) tricks / Math.max(rounds, 1)));
        for (Scoring.Outcome c : Scoring.Outcome.values()) {
            out.add(String.format("  %-24s %d", c.words, count(c)));
        }
        out.add(String.format("games won       team 0 (seats 0, 2, 4) %d, team 1 (seats 1, 3, 5) %d, drawn %d", gameWinners[0],
                gameWinners[1], gameWinners[2]));
        return out;
    }
}
