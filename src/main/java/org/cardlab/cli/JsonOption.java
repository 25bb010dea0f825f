package org.cardlab.cli;

import picocli.CommandLine.Option;

/** {@code --json} alone, for commands that write no file: it always prints JSON to standard output. */
public class JsonOption {
    @Option(names = "--json", description = "Print JSON to standard output instead of text.")
    public boolean json;
}
