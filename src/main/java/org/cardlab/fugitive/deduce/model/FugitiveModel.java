package org.cardlab.fugitive.deduce.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.cardlab.core.FileKinds;
import org.cardlab.core.Home;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.deduce.StyleFeatures;

/**
 * The fitted model of how Fugitives play, as a file ({@code cardlab.fugitive.model/1}, shipped as
 * {@code models/fugitive-styles.json}): one parametric style per bot, each with its weights by
 * feature name; the members of each population (a style at a temper, or logic alone) with their
 * posterior score's weights, for the whole population and for each population that leaves one bot out (to score a bot the model never saw); and how it was trained (the command,
 * the seed, the games per bot and spec, the specs, the Marshal), so that anyone can make it again
 * with {@code cardlab fugitive fit-model}.
 */
public record FugitiveModel(int version, ObjectNode training, java.util.Map<String, double[]> styles, List<Population> populations) {
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

    /** A style's weights (untempered), by the name of the bot it was fitted to. */
    public double[] style(String name) {
        double[] t = styles.get(name);
        if (t == null) {
            throw new UserError("the Fugitive model has no style '" + name + "' (it has: " + String.join(", ", styles.keySet()) + ")");
        }
        return t.clone();
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
        ObjectNode st = o.putObject("styles");
        for (java.util.Map.Entry<String, double[]> e : styles.entrySet()) {
            ObjectNode w = st.putObject(e.getKey());
            for (int f = 0; f < StyleFeatures.COUNT; f++) {
                w.put(StyleFeatures.NAMES.get(f), round(e.getValue()[f]));
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
            ArrayNode ms = po.putArray("members");
            for (Population.Member m : p.members()) {
                ObjectNode mo = ms.addObject();
                if (m.style() == null) {
                    mo.putNull("style");
                } else {
                    mo.put("style", m.style());
                }
                mo.put("temper", m.temper());
                ObjectNode w = mo.putObject("score");
                for (int j = 0; j < PublicStats.COUNT; j++) {
                    w.put(PublicStats.NAMES.get(j), round(m.score()[j]));
                }
                w.put(LOG_RATIO, round(m.score()[PublicStats.COUNT]));
            }
        }
        return o;
    }

    /** The name of the score weight on a member's log weighted count against the uniform one. */
    private static final String LOG_RATIO = "log weighted count over uniform";

    private static double round(double x) {
        return Math.round(x * 1e6) / 1e6;
    }

    /** Reads a model file, strictly: unknown fields, features or styles are errors naming the file. */
    public static FugitiveModel read(Path file) {
        return parse(Json.read(file), file.toString());
    }

    /** A model file's text parsed as {@link #read} does (a study's executors get the file's text, not the file). */
    public static FugitiveModel parse(String text, String where) {
        return parse(Json.parse(text, where), where);
    }

    private static FugitiveModel parse(JsonNode o, String where) {
        FileKinds.require(o, where, FORMAT); // another kind of file is named for what it is, not for its first unknown field
        Json.onlyFields(o, where, Set.of("format", "version", "training", "styles", "posteriors"));
        int version = Json.integer(o, "version", where);
        JsonNode training = Json.field(o, "training", where);
        Json.requireObject(training, where + ": training");
        JsonNode styles = Json.field(o, "styles", where);
        Json.requireObject(styles, where + ": styles");
        java.util.Map<String, double[]> theta = new java.util.LinkedHashMap<>();
        styles.properties().forEach(e -> theta.put(e.getKey(), weights(e.getValue(), StyleFeatures.NAMES, where + ": styles." + e.getKey())));
        List<String> scoreNames = new ArrayList<>(PublicStats.NAMES);
        scoreNames.add(LOG_RATIO);
        List<Population> pops = new ArrayList<>();
        JsonNode ps = Json.field(o, "posteriors", where);
        if (!ps.isArray() || ps.isEmpty()) {
            throw new UserError(where + ": posteriors must be a non-empty list");
        }
        for (JsonNode p : ps) {
            String at = where + ": posteriors[" + pops.size() + "]";
            Json.requireObject(p, at);
            Json.onlyFields(p, at, Set.of("heldOut", "members"));
            if (!p.has("heldOut")) {
                throw new UserError(at + ": missing field 'heldOut' (a bot's name, or null for the whole population)");
            }
            String heldOut = p.get("heldOut").isNull() ? null : Json.text(p, "heldOut", at);
            JsonNode ms = Json.field(p, "members", at);
            if (!ms.isArray() || ms.isEmpty()) {
                throw new UserError(at + ": members must be a non-empty list");
            }
            List<Population.Member> members = new ArrayList<>();
            for (JsonNode m : ms) {
                String mat = at + ".members[" + members.size() + "]";
                Json.requireObject(m, mat);
                Json.onlyFields(m, mat, Set.of("style", "temper", "score"));
                if (!m.has("style")) {
                    throw new UserError(mat + ": missing field 'style' (a style's name, or null for logic alone)");
                }
                String style = m.get("style").isNull() ? null : Json.text(m, "style", mat);
                JsonNode tn = Json.field(m, "temper", mat);
                if (!tn.isNumber() || tn.asDouble() < 0 || tn.asDouble() > 1) {
                    throw new UserError(mat + ": temper must be a number from 0 to 1");
                }
                if (style != null && !theta.containsKey(style)) {
                    throw new UserError(mat + ": style '" + style + "' is not among the styles");
                }
                double[] th = style == null ? new double[StyleFeatures.COUNT] : theta.get(style).clone();
                for (int f = 0; f < th.length; f++) {
                    th[f] *= tn.asDouble();
                }
                members.add(new Population.Member(style, tn.asDouble(), th, weights(Json.field(m, "score", mat), scoreNames, mat + ".score")));
            }
            pops.add(new Population(members, heldOut));
        }
        FugitiveModel model = new FugitiveModel(version, (ObjectNode) training, theta, pops);
        model.population(); // the whole population must be there
        return model;
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
