package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.cardlab.core.Json;
import org.cardlab.fugitive.deduce.Contradiction;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.GameOver;
import org.cardlab.fugitive.deduce.NotesFiles;
import org.cardlab.fugitive.deduce.PublicTrack;

/** What the commands on the Marshal's notes (deduce, advise, sample) print alike: a game already over, and notes no history explains. */
final class NotesOutput {
    private NotesOutput() {}

    /**
     * The notes of {@code file}, or null when the game they tell is over: then how it ended is
     * printed (as JSON with {@code json}). A game over that no hidden history explains (42 played
     * with too few sprint cards to reach it, so that no hideout is left to hunt) has no winner:
     * {@link #contradiction} reports it instead, and {@code unexplained} is called.
     */
    static PublicTrack openGame(Path file, PrintWriter out, boolean json, Runnable unexplained) {
        PublicTrack track = NotesFiles.read(file);
        GameOver over = GameOver.of(track);
        if (over == null) {
            return track;
        }
        if (!Deduction.forCommand(track, file.toString()).consistent()) {
            contradiction(out, track, json);
            unexplained.run();
            return null;
        }
        out.println(json ? Json.write(over.toJson()) : over.sentence());
        return null;
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
