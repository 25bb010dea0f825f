package org.cardlab.daguai;

/**
 * The four outcome cases of a round and the level change (only the offense scores).
 * Teams: seats 0, 2, 4 are team 0; seats 1, 3, 5 team 1 (alternating seats).
 */
public final class Scoring {
    public enum Outcome {
        /** An offense player escaped first and the offense escaped completely: defenders trapped. */
        OFFENSE_WINS("offense wins"),
        /** An offense player escaped first, but the defense escaped completely: offense trapped. */
        DRAW_OFFENSE_TRAPPED("draw (offense trapped)"),
        /** A defender escaped first and the defense escaped completely: offense trapped. */
        DEFENSE_WINS("defense wins"),
        /** A defender escaped first, but the offense escaped completely: defenders trapped. */
        DRAW_DEFENSE_TRAPPED("draw (defense trapped)");

        public final String words;

        Outcome(String words) {
            this.words = words;
        }

        public boolean isDraw() {
            return this == DRAW_OFFENSE_TRAPPED || this == DRAW_DEFENSE_TRAPPED;
        }
    }

    private Scoring() {}

    public static int team(int seat) {
        return seat % 2;
    }

    /** The case, from the offense team, the first player to escape and the team that escaped completely. */
    public static Outcome outcome(int offenseTeam, int firstEscaper, int escapedTeam) {
        boolean offenseFirst = team(firstEscaper) == offenseTeam;
        boolean offenseOut = escapedTeam == offenseTeam;
        if (offenseFirst) {
            return offenseOut ? Outcome.OFFENSE_WINS : Outcome.DRAW_OFFENSE_TRAPPED;
        }
        return offenseOut ? Outcome.DRAW_DEFENSE_TRAPPED : Outcome.DEFENSE_WINS;
    }

    /** The team that won the round, or -1 for a draw. */
    public static int winner(Outcome o, int offenseTeam) {
        return switch (o) {
            case OFFENSE_WINS -> offenseTeam;
            case DEFENSE_WINS -> 1 - offenseTeam;
            default -> -1;
        };
    }

    /** Levels the offense gains: 0 unless it won; then 1, or one per trapped defender. */
    public static int levelGain(Outcome o, int trapped, DaguaiRules rules) {
        if (o != Outcome.OFFENSE_WINS) {
            return 0;
        }
        return rules.advanceByTrapped ? trapped : 1;
    }

    /** Whether trapped players pay tribute next round: only when their team lost. */
    public static boolean tributeDue(Outcome o) {
        return o == Outcome.OFFENSE_WINS || o == Outcome.DEFENSE_WINS;
    }
}
