package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import org.cardlab.cli.RunOptions;
import org.cardlab.cli.SeedOption;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.Tempered;
import org.cardlab.fugitive.deduce.Chances;
import org.cardlab.fugitive.deduce.ChancesReport;
import org.cardlab.fugitive.deduce.ChocoModel;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.model.Importance;
import org.cardlab.fugitive.deduce.model.PageChances;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "deduce",
        resourceBundle = "org.cardlab.fugitive.cli.FugitiveDeduceHelp",
        mixinStandardHelpOptions = true,
        description = {"What the Marshal's notes say about the hidden cards.",
            "For each face-down position its possible values with their chances (forced ones marked), each number's chance of being"
                + " a face-down hideout, and the number of consistent hidden histories. The chances are the model measure's (the"
                + " Fugitive model's mixture of styles, and which one he plays like) or, with --measure uniform, logic only (every"
                + " consistent history counts once); both are computed exactly, with no sampling (how far the model's chances hold against a"
                + " Fugitive unlike the bots it was fitted to: docs/bots.md, Calibration). Exit 1 with the conflicting events when no history fits."})
public final class FugitiveDeduceCommand extends NotesCommand {
    @picocli.CommandLine.Mixin
    MeasureOption measure = new MeasureOption();

    @Option(names = "--as-bot", paramLabel = "BOT", description = "Weigh the histories by this Fugitive bot's own stated move"
            + " probabilities (its play, tempered where it is deterministic) instead of the model's styles: estimated by importance"
            + " sampling from the exact sampler of the bot's fitted style, each figure with its 95 percent interval and the effective"
            + " sample size, none when that is under " + (int) Importance.THIN + " (too thin).")
    String asBot;

    /** The most histories --as-bot draws: every one is kept in memory to weigh (2^31 of them ran out of memory). */
    static final int MAX_SAMPLES = 100_000;

    @Option(names = "--samples", paramLabel = "N", converter = SamplesConverter.class,
            description = "Histories drawn for --as-bot (1 to 100,000).")
    int samples = 2000;

    static final class SamplesConverter implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 1, MAX_SAMPLES);
        }
    }

    @Mixin
    SeedOption seed = new SeedOption();

    @Option(names = "--choco", description = "Also prove the possible values with the Choco model and check they match the exact counts.")
    boolean choco;

    @Override
    int run(PrintWriter out, PublicTrack track) {
        var given = spec.commandLine().getParseResult();
        if (asBot == null && (given.hasMatchedOption("--samples") || given.hasMatchedOption("--seed"))) {
            throw new UserError("--samples and --seed set the sample --as-bot draws; without --as-bot nothing is sampled");
        }
        if (asBot != null && (given.hasMatchedOption("--measure") || choco)) {
            throw new UserError("--as-bot weighs the histories by the bot's own chances: it takes no --measure, and --choco goes without it");
        }
        if (asBot != null) {
            return asBot(out, track);
        }
        Chances d = measure.of(track, notesFile.toString());
        if (!d.consistent()) {
            return NotesOutput.contradiction(out, track, json);
        }
        ObjectNode proof = null;
        boolean agree = true;
        if (choco) {
            java.util.Map<Integer, Long> possible = new ChocoModel(track).possibleValues();
            proof = Json.object();
            for (int p : d.faceDown()) {
                long v = possible == null ? 0 : possible.getOrDefault(p, 0L);
                var arr = proof.putArray(Integer.toString(p));
                for (int c : Cards.toArray(v)) {
                    arr.add(c);
                }
                agree &= v == d.possible(p);
            }
        }
        if (json) {
            ObjectNode o = ChancesReport.toJson(d);
            if (proof != null) {
                o.set("chocoPossible", proof);
                o.put("chocoAgrees", agree);
            }
            out.println(Json.write(o));
        } else {
            out.println("Spec " + track.rules.name() + ", " + Counts.plain(track.events.size(), "event") + ", "
                    + Counts.plain(d.faceDown().size(), "face-down hideout"));
            ChancesReport.lines(d).forEach(out::println);
            if (proof != null) {
                out.println();
                out.println(agree ? "Choco proves the same possible values (and so the same forced ones)."
                        : "Choco's possible values DIFFER from the exact counts: " + proof);
            }
        }
        return agree ? 0 : 1;
    }

    private int asBot(PrintWriter out, PublicTrack track) {
        try { // checked before the count, in one line naming the option
            FugitiveBots.odds(asBot.strip(), Tempered.Settings.DEFAULT);
        } catch (UserError e) {
            throw e.within("--as-bot");
        }
        ObjectNode o = Deduction.withinCommandLimit(notesFile.toString(),
                limit -> PageChances.asBot(track, asBot.strip(), samples, seed.seed, limit));
        if (!o.get("consistent").asBoolean()) {
            return NotesOutput.contradiction(out, track, json);
        }
        if (json) {
            out.println(Json.write(o));
            return 0;
        }
        var est = o.get("estimated");
        out.println("Spec " + track.rules.name() + ", " + Counts.plain(track.events.size(), "event") + "; " + o.get("label").asText() + ": "
                + Counts.plain(est.get("samples").asInt(), "history", "histories") + " drawn from the " + asBot.strip()
                + " style's exact sampler, effective"
                + String.format(" sample size %.1f", est.get("effectiveSamples").asDouble())
                + (est.get("tooThin").asBoolean() ? "" : "; each chance with its 95% interval in brackets"));
        boolean thin = est.get("tooThin").asBoolean();
        if (thin) {
            out.println("Too thin: under " + (int) Importance.THIN + " effective samples, no chance is"
                    + " given (more --samples, or the model measure); the values logic leaves:");
        }
        // every value logic leaves, a value no sample holds too: "0.0% [0.0%, 2.1%]" says how little the samples rule out
        for (var p : o.get("positions")) {
            StringBuilder sb = new StringBuilder(String.format("position %d:", p.get("position").asInt()));
            for (var v : p.get("values")) {
                sb.append("  ").append(v.get("value").asInt());
                if (!thin) {
                    double c = v.get("chance").asDouble();
                    sb.append(String.format(" %s [%s, %s]", c == 0 ? "0.0%" : Deduction.percent(c),
                            Deduction.percent(v.get("interval").get(0).asDouble()), Deduction.percent(v.get("interval").get(1).asDouble())));
                }
            }
            out.println(sb);
        }
        return 0;
    }

    /** Shared by deduce, advise and the session: how a contradiction is shown. */
}
