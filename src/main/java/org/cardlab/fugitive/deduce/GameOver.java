package org.cardlab.fugitive.deduce;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.core.Json;
import org.cardlab.fugitive.FugitiveRules;

/** Notes of a finished game: how it ended and who won, in a player's words (deduce and advise say this instead of an empty table). */
public record GameOver(String how, boolean marshalWins) {

    /** The end of the game the notes record, or null while it goes on. */
    public static GameOver of(PublicTrack t) {
        if (t.phase != PublicTrack.Phase.OVER) {
            return null;
        }
        FugitiveRules r = t.rules;
        boolean marshal;
        if (!t.escaped()) {
            marshal = true; // only the Marshal's reveals end a game before the escape
        } else {
            int compared = r.manhuntRevealed == FugitiveRules.ManhuntRevealed.HIGHEST ? t.highestRevealed() : t.lastRevealed;
            boolean manhuntGuesses = t.guesses.stream().anyMatch(PublicTrack.Guess::manhunt);
            if (!r.manhuntStarts(compared)) {
                marshal = false;
            } else if (!manhuntGuesses) {
                marshal = r.manhuntNothingHiddenMarshalWins; // nothing was face down when 42 came
            } else {
                marshal = t.faceDownCount() == 0;
            }
        }
        return new GameOver(t.outcome, marshal);
    }

    public String winner() {
        return marshalWins ? "the Marshal" : "the Fugitive";
    }

    public String sentence() {
        return "The game is over (" + how + "): " + winner() + " wins.";
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.object();
        o.put("over", true);
        o.put("outcome", how);
        o.put("winner", marshalWins ? "marshal" : "fugitive");
        return o;
    }
}
