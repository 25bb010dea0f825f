package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.cardlab.core.Json;
import picocli.CommandLine.Option;

/**
 * The output options, the same everywhere: {@code --json} prints JSON to standard output
 * instead of text; {@code --out FILE} writes the game file.
 */
public final class OutputOptions extends JsonOption {
    @Option(names = "--out", paramLabel = "FILE", description = "Also write the game file (cardlab.game/1) to FILE.")
    Path out;

    public static void print(PrintWriter w, com.fasterxml.jackson.databind.JsonNode node) {
        w.print(Json.write(node));
        w.flush();
    }
}
