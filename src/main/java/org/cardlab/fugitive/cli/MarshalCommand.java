package org.cardlab.fugitive.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.ServeCommand;
import org.cardlab.cli.SpecOption;
import org.cardlab.core.Counts;
import org.cardlab.core.Home;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.MarshalSession;
import org.cardlab.fugitive.deduce.NotesFiles;
import org.cardlab.fugitive.search.MarshalSearch;
import org.cardlab.fugitive.search.SearchAdvice;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "marshal",
        mixinStandardHelpOptions = true,
        description = {"An interactive session for the Marshal at the table.",
            "Note each event with a short command (f 2, h 1, d 17, g 12 15 miss, ...). After each one a compact table"
                    + " fits a 80x24 terminal: the event in words, the row, the likeliest values of each face-down hideout,"
                    + " the advice after your turn, and what comes next. The chances are the model measure's unless --measure"
                    + " uniform; 'measure' switches between the model's and logic only. Type 'help' for the commands.",
            "The notes are autosaved after every event: beside the --load file (NAME.autosave.json) when its folder"
                    + " can be written and is not the shipped specs/, else in DATA/marshal/ (notes-TIME.json). 'save FILE' writes them with the spec's rule values. Reads standard input, so it works"
                    + " on a terminal and with piped input. For a phone or a browser, see 'cardlab serve'."})
public final class MarshalCommand extends CommandWithSpec {
    @Mixin
    SpecOption specOption = new SpecOption();

    @Option(names = "--load", paramLabel = "NOTES", description = "Start from these notes.")
    Path load;

    @Mixin
    MeasureOption measure = new MeasureOption();

    @Option(names = "--data", paramLabel = "DIR", description = "Where autosaves go when they cannot go beside the --load file: DIR/marshal/ (default: .cardlab in the home folder, Java's user.home).")
    Path data;

    /** Where the lines come from: standard input unless a test sets another stream. */
    public static volatile java.io.InputStream input;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        FugitiveRules rules;
        List<NoteEvent> events = List.of();
        Path loaded = null;
        if (load != null && spec.commandLine().getParseResult().hasMatchedOption("--spec")) {
            throw new UserError("--spec and --load: the notes name the rules they were taken under; give one or the other");
        }
        if (load != null) {
            loaded = NotesFiles.resolve(load);
            Notes notes = Notes.read(loaded);
            rules = notes.loadRules(load.toString());
            events = notes.events();
        } else {
            rules = new FugitiveRules(specOption.spec);
        }
        MarshalSession session = new MarshalSession(rules, events, String.valueOf(load)).withLookAhead(
                t -> SearchAdvice.of(t, MarshalSearch.Settings.DEFAULT.withMeasure(measure.measure), t.events.size()).oneLine());
        if (measure.model()) {
            org.cardlab.fugitive.deduce.model.FugitiveModel.shipped(); // a missing model file is an error now, not at the first event
            session.withModel(org.cardlab.fugitive.deduce.model.Belief::of); // the view shows the model's chances; 'measure' switches
        }
        session.autosaveTo(autosaveFile(loaded));
        out.println("Marshal's notes under spec " + rules.name() + (events.isEmpty() ? "" : ", " + Counts.plain(events.size(), "event") + " loaded")
                + "; autosaved to " + session.autosaveFile() + ". Type 'help' for the commands.");
        out.println(session.status());
        BufferedReader in = new BufferedReader(new InputStreamReader(input != null ? input : System.in, StandardCharsets.UTF_8));
        while (!session.quit()) {
            out.print(session.prompt());
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                if (session.unsaved() > 0) {
                    out.println(Counts.plain(session.unsaved(), "event") + " not written with 'save'; they are in " + session.autosaveFile());
                }
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

    /**
     * Beside the loaded file when its folder can be written (and it is not a shipped example);
     * otherwise a new file in DATA/marshal/.
     */
    private Path autosaveFile(Path loaded) {
        if (loaded != null) {
            Path dir = loaded.toAbsolutePath().getParent();
            boolean shipped = dir.normalize().startsWith(Home.dir().toAbsolutePath().normalize().resolve("specs"));
            if (!shipped && Files.isDirectory(dir) && Files.isWritable(dir)) {
                String name = loaded.getFileName().toString().replaceFirst("(\\.autosave)?\\.json$", "");
                return dir.resolve(name + ".autosave.json");
            }
        }
        Path dir = (data != null ? data : ServeCommand.defaultData()).resolve("marshal");
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UserError(dir + ": cannot create the autosave directory (" + e.getMessage() + ")");
        }
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path f = dir.resolve("notes-" + stamp + ".json");
        for (int i = 2; Files.exists(f); i++) {
            f = dir.resolve("notes-" + stamp + "-" + i + ".json");
        }
        return f;
    }
}
