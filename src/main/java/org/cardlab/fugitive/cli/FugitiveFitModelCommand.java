package org.cardlab.fugitive.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.Outputs;
import org.cardlab.cli.Progress;
import org.cardlab.cli.RunOptions;
import org.cardlab.cli.SeedOption;
import org.cardlab.cli.SpecOption;
import org.cardlab.cli.ThreadsOption;
import org.cardlab.core.Counts;
import org.cardlab.core.Home;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.model.FugitiveModel;
import org.cardlab.fugitive.deduce.model.ModelFit;
import org.cardlab.fugitive.deduce.model.Population;
import org.cardlab.games.Games;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "fit-model",
        resourceBundle = "org.cardlab.fugitive.cli.FugitiveFitModelHelp",
        description = {"Fits the Fugitive model of the deduction's model measure from seeded bot games, and writes the model file.",
            "Each Fugitive bot plays --games games under each spec against the --marshal bot (game i of the study seeded --seed,"
                + " as 'cardlab fugitive simulate' deals it); at every Marshal guess the notes and the true hidden cards are kept."
                + " One style is fitted per bot by maximum likelihood (the true histories' likelihood given the notes, exact in"
                + " the counter's walk), then the posterior over the styles (by maximum likelihood of which bot played and of the"
                + " values given that bot; refitted, for at most 8 fits, with any bot's early or late guesses weighed up until each"
                + " scores a Brier at least 0.02 below an even spread's on the training games), for the whole population and for each population"
                + " without one bot (to score a bot the model never saw). The file (cardlab.fugitive.model/1) records the command"
                + " (its --out as the shipped file's path, and no --threads), the seed, the games and the specs, so the same command"
                + " makes the same file for any --threads."
                + " The shipped one is " + FugitiveModel.SHIPPED + ". Progress on stderr."})
public final class FugitiveFitModelCommand extends CommandWithSpec {
    @Option(names = "--games", paramLabel = "N", converter = RunOptions.PositiveConverter.class,
            description = "Games per Fugitive bot and spec.")
    long games = 300;

    @Mixin
    SeedOption seed = SeedOption.from(777);

    @Mixin
    ThreadsOption threads = new ThreadsOption();

    @Mixin
    FugitiveLineup lineup = new FugitiveLineup();

    @Option(names = "--spec", paramLabel = "SPEC", split = SpecOption.LIST_SPLIT, splitSynopsisLabel = ",",
            descriptionKey = SpecOption.LIST_KEY, description = "Rule specs, separated by commas (default: every spec under specs/fugitive/ built from a rulebook).")
    List<RuleSpec> specs;

    @Option(names = "--steps", paramLabel = "N", converter = RunOptions.PositiveConverter.class,
            description = "Most L-BFGS steps of each style's fit.")
    long steps = 300;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The model file to write.")
    Path out;

    @Option(names = "--styles-from", paramLabel = "FILE", description = "Take the styles' weights from this model file (one fitted"
            + " with the same games) and fit only the posteriors: the same result as a whole fit, in a fraction of the time.")
    Path reuse;

    @Override
    public Integer call() {
        List<FugitiveGame> gs = new ArrayList<>();
        if (specs == null) {
            // the rulebooks' specs, as the shipped model was fitted (the reduced mini is asked for by name)
            Home.specNames("fugitive").stream().map(Games.get("fugitive")::spec).filter(s -> s.rulebook() != null)
                    .forEach(s -> gs.add(FugitiveGame.of(s)));
        } else {
            specs.forEach(s -> gs.add(FugitiveGame.of(s)));
        }
        if (gs.isEmpty()) {
            throw new UserError("--spec: no Fugitive spec found under " + Home.specsDir().resolve("fugitive"));
        }
        if (gs.stream().map(g -> g.spec().name()).distinct().count() < gs.size()) {
            throw new UserError("--spec: a spec is named twice");
        }
        List<String> fugitives = lineup.checked(gs);
        if (games > 1_000_000) {
            throw new UserError("--games: at most 1,000,000 games per bot and spec");
        }
        OutputFiles.check(out);
        PrintWriter err = spec.commandLine().getErr();
        String command = "cardlab fugitive fit-model --games " + games + " --seed " + seed.seed + " --fugitive " + String.join(",", fugitives)
                + " --spec " + String.join(",", gs.stream().map(g -> g.spec().name()).toList()) + " --marshal " + lineup.marshal.bot
                + " --steps " + steps + " --out " + FugitiveModel.SHIPPED;
        FugitiveModel styles = reuse == null ? null : FugitiveModel.read(reuse);
        if (styles != null && !styles.training().get("command").asText().equals(command)) {
            // the file records the command that makes it again: styles from other games would make that a lie
            throw new UserError("--styles-from: " + reuse + " was fitted by '" + styles.training().get("command").asText()
                    + "', not by this command's games and settings");
        }
        FugitiveModel m = ModelFit.fit(new ModelFit.Settings(games, seed.seed, fugitives, gs, lineup.marshal.bot, threads.threads, (int) steps,
                Deduction.COMMAND_WORK_LIMIT, styles), command, line -> {
                    err.println(line);
                    err.flush();
                });
        PrintWriter o = spec.commandLine().getOut();
        try (OutputFiles files = new OutputFiles()) {
            files.stage(out, Json.write(m.toJson()));
            Population all = m.population();
            o.println("Fitted " + Counts.plain(all.styleNames().size(), "style") + " (" + String.join(", ", all.styleNames()) + ") on "
                    + Counts.plain(games, "game") + " per bot and spec ("
                    + String.join(", ", gs.stream().map(g -> g.spec().name()).toList()) + "), seed " + seed.seed
                    + "; " + Counts.plain(m.populations().size() - 1, "held-out posterior") + ". Written to " + out + ".");
            Outputs.commit(files, o);
        }
        return 0;
    }
}
