package org.cardlab.cli;

import org.cardlab.core.Study;
import picocli.CommandLine.Option;

/**
 * {@code --threads} (default 1, 1 to {@link Study#MAX_THREADS}, refused while parsing in one line naming
 * the option), declared once for every command that plays on worker threads. What does not depend on
 * the threads is the command's to say: one that words it otherwise than a run of games does so under
 * {@link #KEY} in its own bundle ({@code @Command(resourceBundle = ...)}).
 */
public final class ThreadsOption {
    public static final String KEY = "option.threads";

    @Option(names = "--threads", paramLabel = "T", descriptionKey = KEY, converter = RunOptions.ThreadsConverter.class,
            description = "Worker threads (1 to " + Study.MAX_THREADS + "); the results do not depend on it.")
    public int threads = 1;
}
