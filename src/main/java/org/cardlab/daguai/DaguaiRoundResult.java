package org.cardlab.daguai;

/**
 * How a round ended.
 *
 * @param round          1-based round number
 * @param offenseTeam    the team that led the round
 * @param level          the level card's rank during the round
 * @param outcome        one of the four cases
 * @param escapeOrder    seats in the order they escaped
 * @param trapped        trapped seats, last place first
 * @param tricks         tricks won during the round
 * @param levelsAfter    both teams' levels after the round
 */
public record DaguaiRoundResult(int round, int offenseTeam, int level, Scoring.Outcome outcome, int[] escapeOrder,
        int[] trapped, int tricks, int[] levelsAfter) {

    public int winnerTeam() {
        return Scoring.winner(outcome, offenseTeam);
    }
}
