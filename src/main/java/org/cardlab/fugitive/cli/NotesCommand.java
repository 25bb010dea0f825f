package org.cardlab.fugitive.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.fugitive.deduce.GameOver;
import org.cardlab.fugitive.deduce.NotesFiles;
import org.cardlab.fugitive.deduce.PublicTrack;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A command on the Marshal's notes (deduce, advise): it reads them and, when the game they tell is
 * already over, says how it ended and stops (exit 0); otherwise the command runs on them.
 */
abstract class NotesCommand extends CommandWithSpec {
    @Parameters(paramLabel = "NOTES", description = "The Marshal's notes (cardlab.fugitive.notes/1).")
    Path notesFile;

    /** What the JSON holds is the command's to say, in its own bundle under {@link #JSON_KEY}. */
    static final String JSON_KEY = "option.json";

    @Option(names = "--json", descriptionKey = JSON_KEY, description = "Print JSON instead of text.")
    boolean json;

    /** The command on notes of a game still going on; returns the exit code. */
    abstract int run(PrintWriter out, PublicTrack track);

    @Override
    public final Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PublicTrack track = NotesFiles.read(notesFile);
        GameOver over = GameOver.of(track);
        return over == null ? run(out, track) : NotesOutput.gameOver(notesFile, track, over, out, json);
    }
}
