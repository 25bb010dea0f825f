package org.cardlab.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import org.cardlab.core.OutputFiles;
import picocli.CommandLine.Option;

/**
 * The output of a study with a chart (the tournaments): {@code --json} prints JSON instead of
 * text, {@code --svg FILE} also writes the chart. The chart's path is checked before the study
 * runs, and the file goes in place only once the printed output is written.
 */
public final class ChartOutput extends JsonOption {
    @Option(names = "--svg", paramLabel = "FILE", description = "Also write the chart of win rates with their intervals to FILE.")
    Path svg;

    /** Refuses a chart path that cannot be written, before any work. */
    public void check() {
        if (svg != null) {
            OutputFiles.check(svg);
        }
    }

    /** Prints the JSON or the text lines, and writes the chart (made only when asked for). */
    public void write(PrintWriter out, Supplier<JsonNode> json, Supplier<List<String>> lines, Supplier<String> chart) {
        try (OutputFiles files = new OutputFiles()) {
            if (svg != null) {
                files.stage(svg, chart.get());
            }
            if (this.json) {
                OutputOptions.print(out, json.get());
            } else {
                lines.get().forEach(out::println);
                if (svg != null) {
                    out.println("Chart: " + svg);
                }
                out.flush();
            }
            Outputs.commit(files, out);
        }
    }
}
