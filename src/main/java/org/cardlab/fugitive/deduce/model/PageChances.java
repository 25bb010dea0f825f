package org.cardlab.fugitive.deduce.model;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.MoveOdds;
import org.cardlab.fugitive.bots.Tempered;
import org.cardlab.fugitive.deduce.Chances;
import org.cardlab.fugitive.deduce.ChancesReport;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.WeightedWalk;

/**
 * The chances a page shows for the Marshal's notes under a measure, in one JSON shape: the library
 * call for the web table (and {@code deduce --as-bot}). For each face-down position its possible
 * values with their chances, and each number's chance of being a face-down hideout now:
 *
 * <pre>
 * {"measure": "uniform" | "model" | "bot",
 *  "label": "logic only" | "plays like: racer 71%" | "as the shadow bot plays, estimated",
 *  "consistent", "histories",
 *  "styles": [{"style", "weight"}, ...],                 (model: the posterior over the styles)
 *  "estimated": {"bot", "samples", "effectiveSamples", "tooThin"},   (bot only)
 *  "positions": [{"position", "sprints", "forced",
 *                 "values": [{"value", "chance", "interval": [lo, hi]}, ...]}, ...],
 *  "numbers": [{"number", "chance", "interval": [lo, hi]}, ...]}
 * </pre>
 *
 * Values and numbers are likeliest first. Exact figures (uniform, model) carry no interval; a
 * figure estimated by importance sampling ("bot": a bot's own stated move probabilities, from the
 * exact sampler of that bot's fitted style) carries its 95% interval, and when the effective sample
 * size is under {@link Importance#THIN} the figures are left out ({@code "tooThin": true}, each value
 * and number with {@code "chance": null}): too few samples to say. The values logic rules out are
 * never listed, under any measure.
 */
public final class PageChances {
    private PageChances() {}

    /** Under the uniform measure ("logic only") or the model's, exactly; past {@code workLimit} DP states, WorkLimitExceeded. */
    public static ObjectNode of(PublicTrack track, String measure, long workLimit) {
        Chances c = measure.equals(Belief.MODEL) ? Belief.of(track, workLimit) : Deduction.of(track, workLimit);
        ObjectNode o = head(c, c.measure(), c.label());
        c.describe(o);
        ArrayNode ps = o.putArray("positions");
        for (int p : c.faceDown()) {
            ObjectNode po = position(c, p, ps);
            ArrayNode vs = po.putArray("values");
            for (int v : ChancesReport.likeliestValues(c, p)) {
                vs.addObject().put("value", v).put("chance", c.chance(p, v));
            }
        }
        ArrayNode ns = o.putArray("numbers");
        for (int n : numbers(c)) {
            ns.addObject().put("number", n).put("chance", c.numberChance(n));
        }
        return o;
    }

    /**
     * As the bot {@code bot} itself plays (its stated move probabilities, {@link FugitiveBots#odds}),
     * estimated from {@code samples} histories drawn exactly from its fitted style (seeded).
     */
    public static ObjectNode asBot(PublicTrack track, String bot, int samples, long seed, long workLimit) {
        Deduction logic = Deduction.of(track, workLimit);
        MoveOdds odds = FugitiveBots.odds(bot, Tempered.Settings.DEFAULT);
        double[] twin = FugitiveModel.shipped().style(bot);
        ObjectNode o = head(logic, "bot", "as the " + bot + " bot plays, estimated");
        if (!logic.consistent()) {
            return o;
        }
        Importance is = Importance.of(track, Importance.style(track, WeightedWalk.of(track, workLimit).weigh(twin), twin),
                Importance.bot(track, odds, seed), samples, new Rng(seed));
        ObjectNode est = o.putObject("estimated");
        est.put("bot", bot).put("samples", samples).put("effectiveSamples", is.ess()).put("tooThin", is.tooThin());
        ArrayNode ps = o.putArray("positions");
        for (int p : logic.faceDown()) {
            ObjectNode po = position(logic, p, ps);
            ArrayNode vs = po.putArray("values");
            double[] q = is.chances(p);
            java.util.List<Integer> order = ChancesReport.likeliestValues(logic, p);
            if (!is.tooThin()) { // too thin, the samples say nothing: logic's order
                order.sort((a, b) -> Double.compare(q[b], q[a]));
            }
            for (int v : order) {
                estimate(vs.addObject().put("value", v), is.tooThin() ? null : is.chance(p, v));
            }
        }
        ArrayNode ns = o.putArray("numbers");
        for (int n : numbers(logic)) {
            estimate(ns.addObject().put("number", n), is.tooThin() ? null : is.numberChance(n));
        }
        return o;
    }

    private static ObjectNode head(Chances c, String measure, String label) {
        ObjectNode o = Json.object();
        o.put("measure", measure);
        o.put("label", label);
        o.put("consistent", c.consistent());
        o.put("histories", c.histories().toString());
        return o;
    }

    private static ObjectNode position(Chances c, int p, ArrayNode ps) {
        ObjectNode po = ps.addObject();
        po.put("position", p);
        po.put("sprints", c.track().positions.get(p).sprints);
        po.put("forced", Long.bitCount(c.possible(p)) == 1);
        return po;
    }

    private static java.util.List<Integer> numbers(Chances c) {
        java.util.List<Integer> out = new java.util.ArrayList<>();
        for (int n = 1; n <= 41; n++) {
            if (c.possibleNumber(n)) {
                out.add(n);
            }
        }
        out.sort(c.likelierFirst());
        return out;
    }

    private static void estimate(ObjectNode x, Importance.Estimate e) {
        if (e == null) {
            x.putNull("chance");
            return;
        }
        x.put("chance", e.value());
        x.putArray("interval").add(e.low()).add(e.high());
    }
}
