package org.cardlab.fugitive.deduce;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.core.Json;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;

/** Notes of a finished game: how it ended and who won, in a player's words (deduce and advise say this instead of an empty table). */
public record GameOver(String how, boolean marshalWins) {

    /** The end of the game the notes record, or null while it goes on; the turn structure decides who won. */
    public static GameOver of(PublicTrack t) {
        if (t.phase() != Phase.OVER) {
            return null;
        }
        return new GameOver(t.outcome(), t.table().winningSeat() == FugitiveSeat.MARSHAL);
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
