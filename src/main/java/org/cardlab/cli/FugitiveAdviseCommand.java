package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.Advice;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.GameOver;
import org.cardlab.fugitive.deduce.Manhunt;
import org.cardlab.fugitive.deduce.PublicTrack;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "advise",
        mixinStandardHelpOptions = true,
        description = {"The Marshal's guesses worth making from his notes.",
            "Single numbers by hit chance, the best multi-number guess by expected reveals with its joint chance, the numbers certain to hit, and in a manhunt the capture chance of the best guessing order with its first guess (exact, or a proven interval)."})
public final class FugitiveAdviseCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "NOTES", description = "The Marshal's notes (cardlab.fugitive.notes/1).")
    Path notesFile;

    @Option(names = "--json", description = "Print JSON: single, multi, certain and (in a manhunt) manhunt.")
    boolean json;

    @Option(names = "--top", paramLabel = "N", defaultValue = "10", converter = RunOptions.PositiveIntConverter.class,
            description = "Single guesses to list.")
    int top;

    @Option(names = "--budget", paramLabel = "COUNTS", converter = RunOptions.PositiveConverter.class,
            description = "Manhunt work budget, in exact counts; past it the capture chance is a proven interval.")
    long budget = Manhunt.DEFAULT_BUDGET;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PublicTrack track = org.cardlab.fugitive.deduce.NotesFiles.read(notesFile);
        GameOver over = GameOver.of(track);
        if (over != null) {
            out.println(json ? Json.write(over.toJson()) : over.sentence());
            return 0;
        }
        Deduction d = Deduction.forCommand(track, notesFile.toString());
        if (!d.consistent()) {
            return FugitiveDeduceCommand.DeduceOutput.contradiction(out, track, json);
        }
        Advice a = new Advice(d, true, budget);
        if (json) {
            out.println(Json.write(a.toJson()));
        } else {
            a.lines(top).forEach(out::println);
        }
        return 0;
    }
}
