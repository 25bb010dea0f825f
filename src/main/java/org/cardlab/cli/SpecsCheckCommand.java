package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.Home;
import org.cardlab.core.RuleSpec;
import org.cardlab.verify.CitationCheck;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "check",
        mixinStandardHelpOptions = true,
        description = {"Checks that every quoted rule value occurs in its rulebook text (whitespace-normalised).",
            "Exit 0 when all quotes are found, 1 listing each one that is not, 2 on a malformed spec."})
public final class SpecsCheckCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "DIR", description = "The specs folder (default: the shipped specs/).")
    Path dir;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Path specsDir = dir != null ? dir : Home.specsDir();
        List<Path> files = CitationCheck.specFiles(specsDir);
        int missing = 0;
        int quotes = 0;
        for (Path f : files) {
            CitationCheck.SpecResult r = CitationCheck.check(RuleSpec.load(f));
            quotes += r.quotes();
            missing += r.missing().size();
            out.printf("%-40s %3d quoted, %2d silent, %2d sourced  %s%n", specsDir.relativize(f), r.quotes(), r.silent(),
                    r.sourced(), r.missing().isEmpty() ? "ok" : r.missing().size() + " NOT FOUND");
            for (CitationCheck.Missing m : r.missing()) {
                out.printf("  rules.%s: quote not in %s: \"%s\"%n", m.rule(), r.spec().rulebook(), m.quote());
            }
        }
        out.printf("%d spec files, %d quotes, %d not found%n", files.size(), quotes, missing);
        return missing == 0 ? 0 : 1;
    }
}
