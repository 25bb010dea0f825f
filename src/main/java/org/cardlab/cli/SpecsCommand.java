package org.cardlab.cli;

import picocli.CommandLine.Command;

/** {@code cardlab specs}: the rule specs and how they agree with their rulebooks. */
@Command(name = "specs",
        mixinStandardHelpOptions = true,
        description = "Rule specs: check their citations against the rulebook texts; compare two translations.",
        subcommands = {SpecsCheckCommand.class, SpecsDiffCommand.class, SpecsWitnessCommand.class, SpecsImpactCommand.class, SpecsGapsCommand.class, SpecsReportCommand.class})
public final class SpecsCommand extends GroupCommand {}
