package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.cardlab.core.Home;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.UserError;
import org.cardlab.verify.AgreementReport;
import org.cardlab.verify.FugitiveWitnessSearch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "report",
        mixinStandardHelpOptions = true,
        description = {"One Markdown report over every game's shipped specs.",
            "Citations checked, each pair of specs of a game compared, and for Fugitive the witness of each",
            "difference, impact studies and rule gaps met in play.",
            "Progress on stderr. Exit 1 when a quote is not found in its rulebook text (the report still lists all)."})
public final class SpecsReportCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the report here (default: standard output).")
    Path out;

    @Option(names = "--dir", paramLabel = "DIR", description = "The specs folder (default: the shipped specs/).")
    Path dir;

    @Option(names = "--games", defaultValue = "500", description = "Games per impact study and gap count (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "Study seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--deals", defaultValue = "40", description = "Deals for the witness search (default: ${DEFAULT-VALUE}).")
    int deals;

    @Option(names = "--max-positions", defaultValue = "1000000", description = "Witness search budget per rule (default: ${DEFAULT-VALUE}).")
    long maxNodes;

    @Option(names = "--threads", defaultValue = "1", description = "Worker threads for the impact studies (default: ${DEFAULT-VALUE}).")
    int threads;

    @Override
    public Integer call() {
        if (games < 1 || deals < 1 || maxNodes < 1 || threads < 1) {
            throw new UserError("--games, --deals, --max-positions and --threads must be at least 1");
        }
        if (out != null) {
            OutputFiles.check(out); // before the long build
        }
        PrintWriter err = spec.commandLine().getErr();
        var budget = new AgreementReport.Budget(games, seed, new FugitiveWitnessSearch.Bound(deals, 60, maxNodes), threads);
        AgreementReport.Report report = AgreementReport.build(dir != null ? dir : Home.specsDir(), budget, msg -> {
            err.println("report: " + msg);
            err.flush();
        });
        String md = report.markdown();
        if (out != null) {
            OutputFiles.write(out, md);
            spec.commandLine().getOut().println("wrote " + out);
        } else {
            spec.commandLine().getOut().print(md);
        }
        spec.commandLine().getOut().flush();
        return report.quotesNotFound() == 0 ? 0 : 1; // like 'specs check': a quote missing from its text fails
    }
}
