package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.cardlab.core.Home;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.verify.AgreementReport;
import org.cardlab.verify.CitationCheck;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "report",
        description = {"One Markdown report over every game's shipped specs (--json: the same as JSON).",
            "Citations checked; each pair of specs of a game compared (differences that change play and of evidence"
                + " only); and for every game with an engine the witness of each difference, impact studies and rule"
                + " gaps met in play. Progress on stderr. Exit 1 when a quote is not found in its rulebook text (the"
                + " report still lists all). The impact and gap studies play on --engine; --checkpoint keeps their finished"
                + " ranges, so a stopped report resumes them."})
public final class SpecsReportCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the report to FILE instead of standard output.")
    Path out;

    @Option(names = "--dir", paramLabel = "DIR", description = "The specs folder (default: the shipped specs/).")
    Path dir;

    @Option(names = "--json", description = "The report as JSON instead of Markdown: specs, gamesPerStudy, seed, citations,"
            + " quotesNotFound, and games (game, specs, engine, pairs (diff, witnessSearch, witnesses, impact), gaps).")
    boolean json;

    @Mixin
    RunOptions run = RunOptions.games(500);

    @Mixin
    EngineOptions engine = new EngineOptions();

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
        AgreementReport.Report report;
        try (EngineOptions.Session s = engine.open(identity(specs), "specs report over " + specs + ", " + run.games + " games, seed "
                + run.seed)) {
            var budget = new AgreementReport.Budget((int) Math.min(run.games, Integer.MAX_VALUE), run.seed, deals, maxNodes, run.threads,
                    s.plan());
            report = AgreementReport.build(specs, budget, msg -> {
                err.println("report: " + msg);
                err.flush();
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
        o.put("games", run.games).put("seed", run.seed);
        return o;
    }
}
