package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.GameOver;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.NotesFiles;
import org.cardlab.fugitive.deduce.PublicTrack;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "sample",
        mixinStandardHelpOptions = true,
        description = {"Complete hidden histories drawn uniformly from those consistent with the Marshal's notes, seeded.",
            "Each consistent history has the same chance. Each sample gives every position's card (0 first, 42 for the"
                + " escape), the sprint cards beneath each, and the Fugitive's draws in the order made. Exit 1 with the"
                + " conflicting events when no history fits."})
public final class FugitiveSampleCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "NOTES", description = "The Marshal's notes (cardlab.fugitive.notes/1).")
    Path notesFile;

    /** The most histories one run draws (they are held until printed). */
    static final int MAX_COUNT = 1_000_000;

    @Option(names = "--count", paramLabel = "N", converter = CountConverter.class,
            description = "Histories to draw (1 to 1,000,000).")
    int count = 10;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the draws: the same seed draws the same histories.")
    long seed = 1;

    @Option(names = "--json", description = "Print JSON: {\"samples\": [{\"route\": [0, v1, ...], \"sprints\": [[...], ...],"
            + " \"draws\": [{\"event\", \"deck\", \"card\"}, ...]}, ...]}.")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PublicTrack track = NotesFiles.read(notesFile);
        if (!Deduction.forCommand(track, notesFile.toString()).consistent()) {
            return FugitiveDeduceCommand.DeduceOutput.contradiction(out, track, json);
        }
        HistorySampler sampler = HistorySampler.of(track);
        List<HistorySampler.Sample> samples = sampler.samples(count, new Rng(seed));
        if (json) {
            ObjectNode o = Json.object();
            o.put("histories", sampler.histories().toString());
            GameOver over = GameOver.of(track);
            if (over != null) {
                o.set("over", over.toJson());
            }
            ArrayNode arr = o.putArray("samples");
            for (HistorySampler.Sample s : samples) {
                ObjectNode so = arr.addObject();
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
            }
            out.println(Json.write(o));
            return 0;
        }
        out.println("Spec " + track.rules.name() + ", " + track.events.size() + " events: " + sampler.histories()
                + " consistent hidden histories; " + count + " drawn uniformly (seed " + seed + ").");
        for (int i = 0; i < samples.size(); i++) {
            HistorySampler.Sample s = samples.get(i);
            StringBuilder sb = new StringBuilder(String.format("%3d  route", i + 1));
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
            out.println(sb);
        }
        return 0;
    }

    static final class CountConverter implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 1, MAX_COUNT);
        }
    }
}
