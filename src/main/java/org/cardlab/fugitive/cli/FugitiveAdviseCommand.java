package org.cardlab.fugitive.cli;

import java.io.PrintWriter;
import java.util.List;
import org.cardlab.cli.RunOptions;
import org.cardlab.cli.SeedOption;
import org.cardlab.core.Json;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.Advice;
import org.cardlab.fugitive.deduce.Chances;
import org.cardlab.fugitive.deduce.Manhunt;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.search.MarshalSearch;
import org.cardlab.fugitive.search.SearchAdvice;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "advise",
        resourceBundle = "org.cardlab.fugitive.cli.FugitiveAdviseHelp",
        mixinStandardHelpOptions = true,
        description = {"The Marshal's guesses worth making from his notes.",
            "Single numbers by hit chance, the best multi-number guess by expected reveals with its joint chance, the numbers certain to hit, and in a manhunt the capture chance of the best guessing order with its first guess (exact, or a proven interval).",
            "Then the search: at the Marshal's draw or guess, the chance of winning the game after each move worth trying, with its 95%% interval, estimated by playing out games from worlds drawn from the notes (the move of the search Marshal bot, seeded).",
            "The chances and the worlds come from the model measure (the Fugitive model's styles; each world played out by its style) or, with --measure uniform, from logic only. The manhunt's capture chance is logic only under both."})
public final class FugitiveAdviseCommand extends NotesCommand {
    @Option(names = "--top", paramLabel = "N", defaultValue = "10", converter = RunOptions.PositiveIntConverter.class,
            description = "Single guesses to list.")
    int top;

    @Option(names = "--budget", paramLabel = "COUNTS", converter = RunOptions.PositiveConverter.class,
            description = "Manhunt work budget, in exact counts; past it the capture chance is a proven interval.")
    long budget = Manhunt.DEFAULT_BUDGET;

    @Option(names = "--worlds", paramLabel = "N", defaultValue = "128", converter = WorldsConverter.class,
            description = "Worlds the search draws from the notes and plays out for each move, per look (1 to 100,000); where the"
                    + " decision is close it takes up to 4 looks. More narrow the win chances' intervals and take longer.")
    int worlds;

    @Mixin
    SeedOption seed = new SeedOption();

    @Mixin
    SearchModelOption model = new SearchModelOption();

    @picocli.CommandLine.Mixin
    MeasureOption measure = new MeasureOption();

    @Option(names = "--no-search", description = "Leave out the search (the win chance of each move by lookahead).")
    boolean noSearch;

    @Override
    int run(PrintWriter out, PublicTrack track) {
        List<String> bots = model.given(spec, new FugitiveGame(track.rules));
        Chances d = measure.of(track, notesFile.toString());
        if (!d.consistent()) {
            return NotesOutput.contradiction(out, track, json);
        }
        Advice a = new Advice(d, true, budget);
        SearchAdvice search = noSearch ? null : SearchAdvice.of(track, MarshalSearch.Settings.DEFAULT
                .withWorlds(worlds, MarshalSearch.Settings.DEFAULT.looks()).withManhuntBudget(budget).withModel(bots)
                .withMeasure(measure.measure), seed.seed);
        if (json) {
            var o = a.toJson();
            if (search != null) {
                o.set("search", search.toJson());
            }
            out.println(Json.write(o));
        } else {
            a.lines(top).forEach(out::println);
            if (a.manhunt != null && !a.manhunt.exact()) {
                out.println("(--budget sets the manhunt's work budget, now " + budget + " exact counts.)");
            }
            if (search != null) {
                out.println();
                search.lines(top).forEach(out::println);
            }
        }
        return 0;
    }

    /** The search's worlds per look: 1 to 100,000, checked while parsing. */
    static final class WorldsConverter implements picocli.CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 1, 100_000);
        }
    }
}
