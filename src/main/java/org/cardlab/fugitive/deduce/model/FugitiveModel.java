package org.cardlab.fugitive.deduce.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.cardlab.core.Home;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.deduce.StyleFeatures;

/**
 * The fitted model of how Fugitives play, as a file ({@code cardlab.fugitive.model/1}, shipped as
 * {@code models/fugitive-styles.json}): one parametric style per bot, each with its weights by
 * feature name; the posterior's weights for the whole population and for each population that
 * leaves one bot out (to score a bot the model never saw); and how it was trained (the command,
 * the seed, the games per bot and spec, the specs, the Marshal), so that anyone can make it again
 * with {@code cardlab fugitive fit-model}.
 */
public record FugitiveModel(int version, ObjectNode training, List<Population> populations) {
    public static final String FORMAT = "cardlab.fugitive.model/1";
    /** Where the shipped model lives, under the cardlab home. */
    public static final String SHIPPED = "models/fugitive-styles.json";

    private static volatile FugitiveModel shipped;

    /** The shipped model (read once). */
    public static FugitiveModel shipped() {
        FugitiveModel m = shipped;
        if (m == null) {
            Path file = Home.dir().resolve(SHIPPED);
            if (!Files.isRegularFile(file)) {
                throw new UserError(file + ": the Fugitive model is missing (make it with 'cardlab fugitive fit-model --out "
                        + SHIPPED + "')");
            }
            m = shipped = read(file);
        }
        return m;
    }

    /** The whole population (every style). */
    public Population population() {
        return population(null);
    }

    /** The population fitted without {@code bot} (null: the whole one). */
    public Population population(String heldOut) {
        for (Population p : populations) {
            if (heldOut == null ? p.heldOut() == null : heldOut.equals(p.heldOut())) {
                return p;
            }
        }
        throw new UserError("the Fugitive model has no population fitted without '" + heldOut + "' (it has: " + heldOutNames() + ")");
    }

    /** The bots some population was fitted without. */
    public List<String> heldOutNames() {
        List<String> out = new ArrayList<>();
        populations.forEach(p -> {
            if (p.heldOut() != null) {
                out.add(p.heldOut());
            }
        });
        return out;
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.object();
        o.put("format", FORMAT);
        o.put("version", version);
        o.set("training", training);
        ObjectNode styles = o.putObject("styles");
        for (Population.Style s : population().styles()) {
            ObjectNode w = styles.putObject(s.name());
            for (int f = 0; f < StyleFeatures.COUNT; f++) {
                w.put(StyleFeatures.NAMES.get(f), round(s.theta()[f]));
            }
        }
        ArrayNode ps = o.putArray("posteriors");
        for (Population p : populations) {
            ObjectNode po = ps.addObject();
            if (p.heldOut() == null) {
                po.putNull("heldOut");
            } else {
                po.put("heldOut", p.heldOut());
            }
            ObjectNode sc = po.putObject("scores");
            for (Population.Style s : p.styles()) {
                ObjectNode w = sc.putObject(s.name());
                for (int j = 0; j < PublicStats.COUNT; j++) {
                    w.put(PublicStats.NAMES.get(j), round(s.score()[j]));
                }
                w.put("log weighted count over uniform", round(s.score()[PublicStats.COUNT]));
            }
        }
        return o;
    }

    private static double round(double x) {
        return Math.round(x * 1e6) / 1e6;
    }

    /** Reads a model file, strictly: unknown fields, features or styles are errors naming the file. */
    public static FugitiveModel read(Path file) {
        String where = file.toString();
        JsonNode o = Json.read(file);
        Json.requireObject(o, where);
        Json.onlyFields(o, where, Set.of("format", "version", "training", "styles", "posteriors"));
        if (!FORMAT.equals(Json.text(o, "format", where))) {
            throw new UserError(where + ": not a Fugitive model (format '" + o.get("format").asText() + "', expected " + FORMAT + ")");
        }
        int version = Json.integer(o, "version", where);
        JsonNode training = Json.field(o, "training", where);
        Json.requireObject(training, where + ": training");
        JsonNode styles = Json.field(o, "styles", where);
        Json.requireObject(styles, where + ": styles");
        java.util.Map<String, double[]> theta = new java.util.LinkedHashMap<>();
        styles.fields().forEachRemaining(e -> theta.put(e.getKey(), weights(e.getValue(), StyleFeatures.NAMES, where + ": styles." + e.getKey())));
        List<String> scoreNames = new ArrayList<>(PublicStats.NAMES);
        scoreNames.add("log weighted count over uniform");
        List<Population> pops = new ArrayList<>();
        JsonNode ps = Json.field(o, "posteriors", where);
        if (!ps.isArray() || ps.isEmpty()) {
            throw new UserError(where + ": posteriors must be a non-empty list");
        }
        for (JsonNode p : ps) {
            String at = where + ": posteriors[" + pops.size() + "]";
            Json.requireObject(p, at);
            Json.onlyFields(p, at, Set.of("heldOut", "scores"));
            if (!p.has("heldOut")) {
                throw new UserError(at + ": missing field 'heldOut' (a bot's name, or null for the whole population)");
            }
            String heldOut = p.get("heldOut").isNull() ? null : Json.text(p, "heldOut", at);
            JsonNode sc = Json.field(p, "scores", at);
            Json.requireObject(sc, at + ".scores");
            List<Population.Style> members = new ArrayList<>();
            sc.fields().forEachRemaining(e -> {
                if (!theta.containsKey(e.getKey())) {
                    throw new UserError(at + ".scores: style '" + e.getKey() + "' is not among the styles");
                }
                members.add(new Population.Style(e.getKey(), theta.get(e.getKey()), weights(e.getValue(), scoreNames, at + ".scores." + e.getKey())));
            });
            if (members.isEmpty()) {
                throw new UserError(at + ": a population needs a style");
            }
            pops.add(new Population(members, heldOut));
        }
        FugitiveModel m = new FugitiveModel(version, (ObjectNode) training, pops);
        m.population(); // the whole population must be there
        return m;
    }

    private static double[] weights(JsonNode w, List<String> names, String where) {
        Json.requireObject(w, where);
        Json.onlyFields(w, where, Set.copyOf(names));
        double[] out = new double[names.size()];
        for (int i = 0; i < names.size(); i++) {
            JsonNode x = w.get(names.get(i));
            if (x == null || !x.isNumber()) {
                throw new UserError(where + ": '" + names.get(i) + "' must be a number");
            }
            out[i] = x.asDouble();
        }
        return out;
    }
}
