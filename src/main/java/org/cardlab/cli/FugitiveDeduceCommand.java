package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.Contradiction;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "deduce",
        mixinStandardHelpOptions = true,
        description = {"What the Marshal's notes say about the hidden cards: for each face-down position its possible",
            "values with exact probabilities (forced ones marked), each number's chance of being a face-down hideout,",
            "and the number of consistent hidden histories. Exit 1 with the conflicting events when no history fits."})
public final class FugitiveDeduceCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "NOTES", description = "The Marshal's notes (cardlab.fugitive.notes/1).")
    Path notesFile;

    @Option(names = "--json", description = "Print JSON: consistent, histories, positions, numbers.")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PublicTrack track = org.cardlab.fugitive.deduce.NotesFiles.read(notesFile);
        Deduction d = Deduction.of(track);
        if (!d.consistent()) {
            return DeduceOutput.contradiction(out, track, json);
        }
        if (json) {
            out.println(Json.write(d.toJson()));
        } else {
            out.println("Spec " + track.rules.name() + ", " + track.events.size() + " events, "
                    + d.faceDown().size() + " face-down hideout(s)");
            d.lines().forEach(out::println);
        }
        return 0;
    }

    /** Shared by deduce, advise and the session: how a contradiction is shown. */
    static final class DeduceOutput {
        private DeduceOutput() {}

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
}
