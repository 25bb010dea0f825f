package org.cardlab.fugitive.deduce;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.fugitive.FugitiveRules;

/**
 * A measure's figures as {@code deduce} prints them, as JSON and as aligned tables: the count of
 * consistent histories, the measure, each face-down position's possible values with their chances
 * (forced ones marked), each number's chance of being a face-down hideout now.
 */
public final class ChancesReport {
    private ChancesReport() {}

    public static ObjectNode toJson(Chances c) {
        ObjectNode o = Json.object();
        o.put("consistent", c.consistent());
        o.put("histories", c.histories().toString());
        o.put("measure", c.measure());
        c.describe(o);
        ArrayNode ps = o.putArray("positions");
        for (int p : c.faceDown()) {
            ObjectNode po = ps.addObject();
            po.put("position", p);
            po.put("sprints", c.track().positions.get(p).sprints);
            ObjectNode pr = po.putObject("probabilities");
            long poss = c.possible(p);
            for (int v = 0; v < FugitiveRules.CARDS; v++) {
                if ((poss >> v & 1) != 0) {
                    pr.put(Integer.toString(v), Long.bitCount(poss) == 1 ? 1.0 : shown(c.chance(p, v)));
                }
            }
            po.put("forced", Long.bitCount(poss) == 1);
        }
        ObjectNode nums = o.putObject("numbers");
        for (int n = 1; n <= 41; n++) {
            if (c.possibleNumber(n)) {
                nums.put(Integer.toString(n), shown(c.numberChance(n)));
            }
        }
        return o;
    }

    /**
     * A chance as printed: a mixture of the model's members sums in floating point, so a certain
     * one can come out as 0.9999999999999991 or 1.0000000000000013; within 1e-9 of 1 it is 1, and
     * never outside 0 to 1.
     */
    static double shown(double chance) {
        return chance >= Deduction.CERTAIN ? 1.0 : Math.max(0, chance);
    }

    /** The possible values of face-down position p, likeliest first (ties: lower first). */
    public static List<Integer> likeliestValues(Chances c, int p) {
        List<Integer> vs = new ArrayList<>();
        long poss = c.possible(p);
        for (int v = 0; v < FugitiveRules.CARDS; v++) {
            if ((poss >> v & 1) != 0) {
                vs.add(v);
            }
        }
        vs.sort((a, b) -> Double.compare(c.chance(p, b), c.chance(p, a)));
        return vs;
    }

    /**
     * What the model's chances rest on, measured (docs/bots.md): styles fitted to the bots, which against a bot held out of
     * the fit forecast worse than an even spread and than logic only, early and late. logicSwitch is how the reader gets
     * logic only where he reads it ("--measure uniform" on the command line, "measure uniform" in the marshal session).
     */
    public static String modelCaveat(String logicSwitch) {
        return "  Styles fitted to cardlab's bots; \"plays like\" is each style's weight given these notes.\n"
                + "  Against a Fugitive unlike the bots these chances, early and late, can be worse than an\n"
                + "  even spread and than logic only. " + logicSwitch + " gives logic only.";
    }

    /** One row per face-down position, then the numbers, as aligned tables. */
    public static List<String> lines(Chances c) {
        return lines(c, "--measure uniform");
    }

    /** As {@link #lines(Chances)}, naming logicSwitch as the way to logic only. */
    public static List<String> lines(Chances c, String logicSwitch) {
        List<String> out = new ArrayList<>();
        out.add("Consistent hidden histories: " + c.histories());
        out.add("Measure: " + (c.measure().equals(Deduction.UNIFORM) ? Deduction.MEASURE : c.measure() + " (" + c.label() + ")"));
        if (c.measure().equals("model")) {
            out.addAll(modelCaveat(logicSwitch).lines().toList());
        }
        out.add("");
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"position", "sprints", "values (probability)"});
        for (int p : c.faceDown()) {
            List<Integer> vs = likeliestValues(c, p);
            StringBuilder sb = new StringBuilder();
            if (vs.size() == 1) {
                sb.append(vs.get(0)).append(" (forced)");
            } else {
                for (int v : vs) {
                    sb.append(sb.length() == 0 ? "" : "  ").append(v).append(' ').append(Deduction.percent(c.chance(p, v)));
                }
            }
            rows.add(new String[] {Integer.toString(p), Integer.toString(c.track().positions.get(p).sprints), sb.toString()});
        }
        if (rows.size() == 1) {
            out.add("No face-down hideout.");
        } else {
            out.addAll(Table.render(rows));
        }
        out.add("");
        List<Integer> nums = new ArrayList<>();
        for (int n = 1; n <= 41; n++) {
            if (c.possibleNumber(n)) {
                nums.add(n);
            }
        }
        nums.sort(c.likelierFirst());
        List<String[]> nrows = new ArrayList<>();
        nrows.add(new String[] {"number", "face-down hideout now"});
        for (int n : nums) {
            nrows.add(new String[] {Integer.toString(n), Deduction.percent(c.numberChance(n))});
        }
        if (nrows.size() > 1) {
            out.addAll(Table.render(nrows));
        }
        return out;
    }
}
