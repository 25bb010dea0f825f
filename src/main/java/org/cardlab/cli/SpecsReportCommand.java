package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.function.LongConsumer;
import org.cardlab.core.Home;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.verify.AgreementReport;
import org.cardlab.verify.CitationCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "report",
        description = {"One Markdown report over every game's shipped specs (--json: the same as JSON).",
            "Citations checked; each pair of a game's translations (specs that quote a rulebook) and its reference spec (its default) compared (--all-specs: every spec) (differences that change play and of evidence"
                + " only); and for every game with an engine the witness of each difference, impact studies and rule"
                + " gaps met in play. Progress on stderr. Exit 1 when a quote is not found in its rulebook text (the"
                + " report still lists all). The impact and gap studies play on --engine; --checkpoint keeps their finished"
                + " ranges, so a stopped report resumes them.",
            "By default the studies and the witnesses' play-outs play each game's strongest bots (Fugitive: the shadow"
                + " Fugitive against the search Marshal; SCOUT and Da Guai Lu Zi: search in every seat), 100 games a study:"
                + " on the shipped specs about 7 minutes of one core's CPU (4 s for each game of --games, 18 s besides), so"
                + " --threads helps. --bots quick plays the quick bots"
                + " instead (each bot but the searches in every seat for the impact, the game's first bot for the gaps and"
                + " the play-outs), far cheaper a game. The report names the bots in every table."})
public final class SpecsReportCommand extends CommandWithSpec {
    @Option(names = "--out", paramLabel = "FILE", description = "Write the report to FILE instead of standard output.")
    Path out;

    @Option(names = "--dir", paramLabel = "DIR",
            description = "The specs folder (default: the shipped specs/); one game's folder, e.g. specs/scout, reports on that game alone.")
    Path dir;

    @Option(names = "--all-specs", description = "Compare every spec of a game, cardlab's reduced specs too"
            + " (by default only the translations, which quote a rulebook, and the game's reference spec, its default, are compared"
            + " and studied; the report names the others in one line). Citations are checked for every spec either way.")
    boolean allSpecs;

    @Option(names = "--json", description = "The report as JSON instead of Markdown: specs, gamesPerStudy, seed, bots, citations,"
            + " quotesNotFound, and games (game, specs, leftOut (the specs not compared), engine, pairs (diff, witnessSearch where a witness was searched,"
            + " witnesses, impact), gaps).")
    boolean json;

    /** Games per study when --games is not given: the strongest bots cost seconds a game, the quick ones far less. */
    static final int STRONGEST_GAMES = 100;
    static final int QUICK_GAMES = 500;

    /** The bots' choice as the option spells it. */
    enum BotsChoice { strongest, quick }

    @Mixin
    StudyOptions study = new StudyOptions(STRONGEST_GAMES);

    @Option(names = "--bots", paramLabel = "WHICH", description = "strongest (each game's strongest bots) or quick (the quick bots).")
    BotsChoice bots = BotsChoice.strongest;

    /**
     * {@code --games} is {@link RunOptions}', whose help would show the strongest bots' count as the
     * default whatever {@code --bots} says: here it states both defaults, in place of picocli's one.
     */
    @picocli.CommandLine.Spec
    void wordGames(picocli.CommandLine.Model.CommandSpec self) {
        picocli.CommandLine.Model.OptionSpec games = self.findOption("--games");
        self.remove(games);
        self.addOption(games.toBuilder().showDefaultValue(picocli.CommandLine.Help.Visibility.NEVER)
                .description("Games a study (1 to " + String.format("%,d", RunOptions.MAX_GAMES) + "; default: " + STRONGEST_GAMES
                        + " with --bots strongest, " + QUICK_GAMES + " with --bots quick).").build());
    }

    @Option(names = "--deals", paramLabel = "N", converter = RunOptions.PositiveIntConverter.class,
            description = "Deals for the witness search (default: each game's).")
    Integer deals;

    @Option(names = "--max-positions", paramLabel = "N", converter = RunOptions.PositiveConverter.class,
            description = "Witness search budget per rule (default: each game's).")
    Long maxNodes;

    @Override
    public Integer call() {
        if (out != null) {
            OutputFiles.check(out); // before the long build
        }
        PrintWriter err = spec.commandLine().getErr();
        Path specs = dir != null ? dir : Home.specsDir();
        if (CitationCheck.specFiles(specs).isEmpty()) {
            throw new UserError(specs + ": no rule spec (" + RuleSpec.FORMAT + ") in this folder or below: nothing to report on");
        }
        if (bots == BotsChoice.quick && !spec.commandLine().getParseResult().hasMatchedOption("--games")) {
            study.run.games = QUICK_GAMES;
        }
        AgreementReport.Bots players = bots == BotsChoice.strongest ? AgreementReport.Bots.STRONGEST : AgreementReport.Bots.QUICK;
        AgreementReport.Report report;
        try (EngineOptions.Session s = study.engine.open(identity(specs), "specs report over " + AgreementReport.shown(specs) + ", "
                + study.run.games + " games, seed " + study.run.seed() + ", " + bots + " bots")) {
            var budget = new AgreementReport.Budget((int) Math.min(study.run.games, Integer.MAX_VALUE), study.run.seed(), deals, maxNodes,
                    study.run.threads.threads, s.plan(), players);
            report = AgreementReport.build(specs, budget, allSpecs, new AgreementReport.Progress() {
                @Override
                public void step(String message) {
                    err.println("report: " + message);
                    err.flush();
                }

                @Override
                public LongConsumer games(String study, long total) {
                    return new Progress(err, "report: " + study, total);
                }
            });
        }
        String md = json ? Json.write(report.json()) : report.markdown();
        if (out != null) {
            OutputFiles.write(out, md);
            spec.commandLine().getOut().println("wrote " + out);
        } else {
            spec.commandLine().getOut().print(md);
        }
        spec.commandLine().getOut().flush();
        return report.quotesNotFound() == 0 ? 0 : 1; // like 'specs check': a quote missing from its text fails
    }

    /** What decides the report's studies, for its checkpoint: every spec file's content, the games and the seed. */
    private ObjectNode identity(Path specs) {
        ObjectNode o = Json.object();
        o.put("command", "specs report");
        ObjectNode files = o.putObject("specs");
        for (Path f : CitationCheck.specFiles(specs)) {
            files.set(specs.relativize(f).toString(), Json.read(f));
        }
        o.put("games", study.run.games).put("seed", study.run.seed()).put("bots", bots.name());
        return o;
    }
}
