package org.cardlab.scout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** A SCOUT match's score sheet: each round's scores as played, each seat's total, and who wins. */
final class ScoutScores {
    private final int[] totals;
    private final List<ScoutRoundScore> rounds;
    private final boolean tiesShared;

    ScoutScores(int players, boolean tiesShared) {
        this.totals = new int[players];
        this.rounds = new ArrayList<>();
        this.tiesShared = tiesShared;
    }

    private ScoutScores(ScoutScores o) {
        totals = o.totals.clone();
        rounds = new ArrayList<>(o.rounds);
        tiesShared = o.tiesShared;
    }

    ScoutScores copy() {
        return new ScoutScores(this);
    }

    /** Adds a round's scores to the sheet and to the totals. */
    void record(ScoutRoundScore r) {
        rounds.add(r);
        for (int p = 0; p < totals.length; p++) {
            totals[p] += r.scores()[p];
        }
    }

    int total(int p) {
        return totals[p];
    }

    List<ScoutRoundScore> rounds() {
        return Collections.unmodifiableList(rounds);
    }

    /** The winners: the most points; tied players share the win (or, if the spec says so, nobody wins a tie). */
    List<Integer> winners() {
        int best = Arrays.stream(totals).max().orElse(0);
        List<Integer> w = new ArrayList<>();
        for (int p = 0; p < totals.length; p++) {
            if (totals[p] == best) {
                w.add(p);
            }
        }
        return w.size() > 1 && !tiesShared ? List.of() : w;
    }
}
