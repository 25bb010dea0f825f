package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.cardlab.core.Json;
import org.cardlab.fugitive.deduce.Contradiction;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.GameOver;
import org.cardlab.fugitive.deduce.PublicTrack;

/** What the commands on the Marshal's notes (deduce, advise, sample) print alike: a game already over, and notes no history explains. */
final class NotesOutput {
    private NotesOutput() {}

    /**
     * How the game the notes of {@code file} tell ended (as JSON with {@code json}), exit code 0. A
     * game over that no hidden history explains (42 played with too few sprint cards to reach it,
     * so that no hideout is left to hunt) has no winner: {@link #contradiction} reports it instead.
     */
    static int gameOver(Path file, PublicTrack track, GameOver over, PrintWriter out, boolean json) {
        if (!Deduction.forCommand(track, file.toString()).consistent()) {
            return contradiction(out, track, json);
        }
        out.println(json ? Json.write(over.toJson()) : over.sentence());
        return 0;
    }

    /** The events no hidden history explains, and exit code 1. */
    static int contradiction(PrintWriter out, PublicTrack track, boolean json) {
        Contradiction.Result c = new Contradiction(track).find();
        if (json) {
            ObjectNode o = Json.object();
            o.put("consistent", false);
            o.put("histories", "0");
            ObjectNode co = o.putObject("contradiction");
            var arr = co.putArray("events");
            c.events().forEach(arr::add);
            co.put("smallest", c.smallest());
            co.put("text", c.text());
            out.println(Json.write(o));
        } else {
            out.println("No hidden history explains these notes: " + c.text() + "."
                    + (c.smallest() ? "" : " (a minimal set; a smaller one may exist)"));
        }
        return 1;
    }
}
