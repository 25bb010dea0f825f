package org.cardlab.cli;

import picocli.CommandLine.Command;

/** {@code cardlab specs}: the rule specs and how they agree with their rulebooks. */
@Command(name = "specs",
        mixinStandardHelpOptions = true,
        description = "Rule specs: check citations, compare translations, and play out what each difference does.",
        subcommands = {SpecsCheckCommand.class, SpecsDiffCommand.class, SpecsWitnessCommand.class, SpecsImpactCommand.class, SpecsGapsCommand.class, SpecsReportCommand.class})
public final class SpecsCommand extends GroupCommand {}
