package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.Counts;
import org.cardlab.core.Home;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.verify.CitationCheck;
import org.cardlab.verify.SpecValues;
import org.cardlab.verify.TextWrap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "check",
        mixinStandardHelpOptions = true,
        description = {"Checks that every quoted rule value occurs in its rulebook text (whitespace-normalised).",
            "Reads the rule specs (format cardlab.spec/1) found under DIR at any depth and prints a line per spec: how many"
                + " of its rules are quoted, silent and sourced, then ok or how many quotes were not found, each of them"
                + " below with its rule and the quote; then the totals and the other JSON files it skipped.",
            "Each spec's values are also read by its game's engine: a value out of range or one that makes the game"
                + " impossible is an error naming the file and the rule.",
            "Exit 0 when all quotes are found, 1 listing each one that is not, 2 on a malformed spec or a folder with none."})
public final class SpecsCheckCommand extends CommandWithSpec {
    @Parameters(arity = "0..1", paramLabel = "DIR", description = "The specs folder (default: the shipped specs/).")
    Path dir;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Path specsDir = dir != null ? dir : Home.specsDir();
        CitationCheck.Scan scan = CitationCheck.scan(specsDir);
        List<Path> files = scan.specs();
        if (files.isEmpty()) {
            throw new UserError(specsDir + ": no rule spec (" + RuleSpec.FORMAT + ") in this folder or below"
                    + (scan.skipped().isEmpty() ? "" : " (" + Counts.plain(scan.skipped().size(), "other JSON file") + ")"));
        }
        int missing = 0;
        int quotes = 0;
        // the names as wide as the longest, not a fixed 40: a line with "2 NOT FOUND" then fits 80 columns
        int nameWidth = files.stream().mapToInt(f -> specsDir.relativize(f).toString().length()).max().orElse(0);
        for (Path f : files) {
            RuleSpec loaded = RuleSpec.load(f);
            SpecValues.check(loaded); // a value the engine cannot play with is bad input (exit 2)
            CitationCheck.SpecResult r = CitationCheck.check(loaded);
            quotes += r.quotes();
            missing += r.missing().size();
            out.printf("%-" + nameWidth + "s  %3d quoted, %2d silent, %2d sourced  %s%n", specsDir.relativize(f), r.quotes(), r.silent(),
                    r.sourced(), r.missing().isEmpty() ? "ok" : r.missing().size() + " NOT FOUND");
            for (CitationCheck.Missing m : r.missing()) {
                TextWrap.wrap("  ", "    ", String.format("rules.%s: quote not in %s: \"%s\"", m.rule(), r.spec().rulebook(),
                        m.quote())).forEach(out::println);
            }
        }
        out.printf("%s, %s, %d not found%n", Counts.plain(files.size(), "spec file"), Counts.plain(quotes, "quote"), missing);
        if (!scan.skipped().isEmpty()) {
            out.printf("skipped %s that %s not rule specs:%n", Counts.plain(scan.skipped().size(), "JSON file"),
                    Counts.noun(scan.skipped().size(), "is", "are"));
            int width = scan.skipped().stream().mapToInt(s -> specsDir.relativize(s.file()).toString().length()).max().orElse(0);
            for (CitationCheck.Skipped s : scan.skipped()) {
                out.printf("  %-" + width + "s  %s%n", specsDir.relativize(s.file()), s.what());
            }
        }
        return missing == 0 ? 0 : 1;
    }
}
