package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.nio.file.Path;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.RunOptions;
import org.cardlab.cli.SeedOption;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.GameOver;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.NotesFiles;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.model.Belief;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "sample",
        resourceBundle = "org.cardlab.fugitive.cli.FugitiveSampleHelp",
        mixinStandardHelpOptions = true,
        description = {"Complete hidden histories drawn from those consistent with the Marshal's notes, seeded, exactly.",
            "Under the model measure (the default) a style is drawn from the posterior over the Fugitive model's styles, then a"
                + " history from that style's weighted count; under --measure uniform each consistent history has the same chance."
                + " Each sample gives every position's card (0 first, 42 for the escape), the sprint cards beneath each, and the"
                + " Fugitive's draws in the order made. Exit 1 with the conflicting events when no history fits."})
public final class FugitiveSampleCommand extends CommandWithSpec {
    @Parameters(paramLabel = "NOTES", description = "The Marshal's notes (cardlab.fugitive.notes/1).")
    Path notesFile;

    /** The most histories one run draws (each is printed as it is drawn: memory does not grow with the count). */
    static final int MAX_COUNT = 1_000_000;

    @Option(names = "--count", paramLabel = "N", converter = CountConverter.class,
            description = "Histories to draw (1 to 1,000,000).")
    int count = 10;

    @Mixin
    SeedOption seed = new SeedOption();

    @Option(names = "--json", description = "Print JSON: {\"histories\", \"measure\", \"samples\": [{\"route\": [0, v1, ...],"
            + " \"sprints\": [[...], ...], \"draws\": [{\"event\", \"deck\", \"card\"}, ...]}, ...]}.")
    boolean json;

    @picocli.CommandLine.Mixin
    MeasureOption measure = new MeasureOption();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PublicTrack track = NotesFiles.read(notesFile);
        if (!Deduction.forCommand(track, notesFile.toString()).consistent()) {
            return NotesOutput.contradiction(out, track, json);
        }
        Rng rng = new Rng(seed.seed);
        Source source;
        if (measure.model()) {
            Belief b = Belief.forCommand(track, notesFile.toString());
            source = new Source(b.histories(), "drawn from the model measure (" + b.playsLike() + ")", each -> {
                for (long k = 0; k < count; k++) {
                    each.accept(b.sample(rng));
                }
            });
        } else {
            HistorySampler sampler = HistorySampler.of(track);
            source = new Source(sampler.histories(), "drawn uniformly", each -> sampler.forEach(count, rng, each));
        }
        if (json) {
            printJson(out, track, source);
            return 0;
        }
        out.println("Spec " + track.rules.name() + ", " + Counts.plain(track.events.size(), "event") + ": " + source.histories()
                + (source.histories().equals(BigInteger.ONE) ? " consistent hidden history; " : " consistent hidden histories; ")
                + count + " " + source.how() + " (seed " + seed.seed + ").");
        int[] i = {0};
        source.draw().accept(s -> out.println(line(++i[0], s)));
        return 0;
    }

    /** Where the samples come from: the count of histories, how they are drawn, and the drawing (each handed on as drawn). */
    private record Source(java.math.BigInteger histories, String how,
            java.util.function.Consumer<java.util.function.Consumer<HistorySampler.Sample>> draw) {}

    /** One sample as a line of the human output. */
    private static String line(int number, HistorySampler.Sample s) {
        StringBuilder sb = new StringBuilder(String.format("%3d  route", number));
        for (int p = 0; p < s.route().length; p++) {
            sb.append(' ').append(s.route()[p]);
            if (s.sprints()[p] != 0) {
                sb.append('[').append(Cards.toString(s.sprints()[p]).replace(' ', ',')).append(']');
            }
        }
        sb.append("  draws");
        for (int[] d : s.draws()) {
            sb.append(' ').append(d[2]);
        }
        return sb.toString();
    }

    /**
     * The JSON document, written as the samples are drawn (a million of them would not fit in memory
     * as one tree): the same text a tree of the whole document would print.
     */
    private void printJson(PrintWriter out, PublicTrack track, Source source) {
        try {
            JsonGenerator g = Json.MAPPER.getFactory().createGenerator(CloseShieldWriter.of(out));
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeStringField("histories", source.histories().toString());
            g.writeStringField("measure", measure.measure);
            GameOver over = GameOver.of(track);
            if (over != null) {
                g.writeFieldName("over");
                Json.MAPPER.writeTree(g, over.toJson());
            }
            g.writeArrayFieldStart("samples");
            source.draw().accept(s -> {
                try {
                    Json.MAPPER.writeTree(g, toJson(s));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            g.writeEndArray();
            g.writeEndObject();
            g.close();
            out.println(); // as Json.write ends a document, then the line every command's JSON ends with
            out.println();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ObjectNode toJson(HistorySampler.Sample s) {
        ObjectNode so = Json.object();
        ArrayNode route = so.putArray("route");
        ArrayNode sprints = so.putArray("sprints");
        for (int p = 0; p < s.route().length; p++) {
            route.add(s.route()[p]);
            ArrayNode sp = sprints.addArray();
            for (int c : Cards.toArray(s.sprints()[p])) {
                sp.add(c);
            }
        }
        ArrayNode draws = so.putArray("draws");
        for (int[] d : s.draws()) {
            draws.addObject().put("event", d[0]).put("deck", d[1]).put("card", d[2]);
        }
        return so;
    }

    /** A writer over standard output that the generator may close without closing standard output. */
    private static final class CloseShieldWriter extends java.io.FilterWriter {
        private CloseShieldWriter(java.io.Writer w) {
            super(w);
        }

        static CloseShieldWriter of(java.io.Writer w) {
            return new CloseShieldWriter(w);
        }

        @Override
        public void close() {
            // standard output stays open for the command's last line and the exit check
        }
    }

    static final class CountConverter implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 1, MAX_COUNT);
        }
    }
}
