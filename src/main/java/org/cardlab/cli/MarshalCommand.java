package org.cardlab.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.MarshalSession;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "marshal",
        mixinStandardHelpOptions = true,
        description = {"An interactive session for the Marshal at the table.",
            "Note each event with a short command (f 2, h 1, d 17, g 12 15 miss, ...); the deduction table follows each one. Type 'help' for the commands. Reads standard input, so it works on a terminal and with piped input."})
public final class MarshalCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--spec", defaultValue = "pt", description = "Rule spec; ignored with --load.")
    String specName;

    @Option(names = "--load", paramLabel = "NOTES", description = "Start from these notes.")
    Path load;

    /** Where the lines come from: standard input unless a test sets another stream. */
    public static volatile java.io.InputStream input;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        FugitiveRules rules;
        List<NoteEvent> events = List.of();
        if (load != null) {
            Notes notes = Notes.read(org.cardlab.fugitive.deduce.NotesFiles.resolve(load));
            rules = FugitiveRules.load(notes.spec());
            events = notes.events();
        } else {
            rules = FugitiveRules.load(specName);
        }
        MarshalSession session = new MarshalSession(rules, events, String.valueOf(load));
        out.println("Marshal's notes under spec " + rules.name() + (events.isEmpty() ? "" : ", " + events.size() + " events loaded")
                + ". Type 'help' for the commands.");
        BufferedReader in = new BufferedReader(new InputStreamReader(input != null ? input : System.in, StandardCharsets.UTF_8));
        while (!session.quit()) {
            out.print(session.prompt());
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                break;
            }
            String reply = session.handle(line);
            if (!reply.isEmpty()) {
                out.println(reply);
            }
            out.flush();
        }
        return 0;
    }
}
