package org.cardlab.daguai;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a Da Guai Lu Zi match stands between rounds, all of it public: the round played, the two
 * teams' levels, the offense (the team whose level is played), the leader of the round, the
 * draw that chose the first leader, each round's result, and the match's winner once there is one.
 */
final class DaguaiMatch {
    private int round;
    private final int[] levels;
    private int offense;
    private int leader;
    private final List<int[]> leaderDraw;
    private final List<DaguaiRoundResult> results;
    private int winner = -1;

    DaguaiMatch(List<int[]> leaderDraw, int leader) {
        this.leaderDraw = leaderDraw;
        this.leader = leader;
        this.offense = Scoring.team(leader);
        this.levels = new int[] {0, 0};
        this.results = new ArrayList<>();
    }

    private DaguaiMatch(DaguaiMatch o) {
        round = o.round;
        levels = o.levels.clone();
        offense = o.offense;
        leader = o.leader;
        leaderDraw = o.leaderDraw;
        results = new ArrayList<>(o.results);
        winner = o.winner;
    }

    DaguaiMatch copy() {
        return new DaguaiMatch(this);
    }

    void startRound(int r) {
        round = r;
    }

    /** The first to escape leads the next round, and their team is its offense. */
    void nextLeader(int first) {
        leader = first;
        offense = Scoring.team(first);
    }

    void setLevel(int team, int level) {
        levels[team] = level;
    }

    void won(int team) {
        winner = team;
    }

    void add(DaguaiRoundResult r) {
        results.add(r);
    }

    int round() {
        return round;
    }

    int level(int team) {
        return levels[team];
    }

    int[] levels() {
        return levels.clone();
    }

    int offense() {
        return offense;
    }

    int leader() {
        return leader;
    }

    List<int[]> leaderDraw() {
        return leaderDraw;
    }

    List<DaguaiRoundResult> results() {
        return results;
    }

    /** The team that won the match, or -1. */
    int winner() {
        return winner;
    }
}
