package org.cardlab.fugitive.deduce;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Json;
import org.cardlab.fugitive.FugitiveRules;

/**
 * What the Marshal can deduce from his notes under the uniform consistent history measure:
 * the number of consistent hidden histories, each face-down position's values with their
 * probabilities, and each number's probability of being a face-down hideout now.
 */
public final class Deduction {
    public static final String MEASURE = "uniform over consistent hidden histories (the Fugitive's strategy is not modelled)";

    public final PublicTrack track;
    public final BigInteger histories;
    private final Map<Integer, BigInteger[]> counts;

    private Deduction(PublicTrack track, ExactCounter.Result r) {
        this.track = track;
        this.histories = r.histories();
        this.counts = r.valueCounts();
    }

    /** The work limit of the commands' exact counts, in DP states (a few hundred MB at most). */
    public static final long COMMAND_WORK_LIMIT = 8_000_000;

    public static Deduction of(PublicTrack track) {
        return new Deduction(track, ExactCounter.count(track, Assumptions.NONE, true));
    }

    /** As {@link #of}, giving up past a work limit ({@link org.cardlab.core.WorkLimitExceeded}). */
    public static Deduction of(PublicTrack track, long workLimit) {
        return new Deduction(track, ExactCounter.count(track, Assumptions.NONE, true, workLimit));
    }

    /** As {@link #of}, for a command: past {@link #COMMAND_WORK_LIMIT} a one-line error naming the notes. */
    public static Deduction forCommand(PublicTrack track, String where) {
        try {
            return of(track, COMMAND_WORK_LIMIT);
        } catch (org.cardlab.core.WorkLimitExceeded e) {
            throw tooLarge(where);
        }
    }

    static org.cardlab.core.UserError tooLarge(String where) {
        return new org.cardlab.core.UserError(where + ": the exact count passed its work limit of " + COMMAND_WORK_LIMIT
                + " DP states; these notes are beyond what the deduction can count exactly here");
    }

    public boolean consistent() {
        return histories.signum() > 0;
    }

    /** Face-down positions now, in route order. */
    public List<Integer> faceDown() {
        return track.faceDown();
    }

    public BigInteger count(int position, int value) {
        return counts.get(position)[value];
    }

    public double probability(int position, int value) {
        return ratio(count(position, value), histories);
    }

    /** Histories in which {@code number} is a face-down hideout now. */
    public BigInteger numberCount(int number) {
        BigInteger s = BigInteger.ZERO;
        for (int p : faceDown()) {
            s = s.add(count(p, number));
        }
        return s;
    }

    public double numberProbability(int number) {
        return ratio(numberCount(number), histories);
    }

    /** The possible values of a position (positive probability), as a bit mask. */
    public long possible(int position) {
        long m = 0;
        for (int v = 0; v < FugitiveRules.CARDS; v++) {
            if (count(position, v).signum() > 0) {
                m |= 1L << v;
            }
        }
        return m;
    }

    public static double ratio(BigInteger a, BigInteger b) {
        if (b.signum() == 0) {
            return 0;
        }
        return new BigDecimal(a).divide(new BigDecimal(b), MathContext.DECIMAL64).doubleValue();
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.object();
        o.put("consistent", consistent());
        o.put("histories", histories.toString());
        o.put("measure", MEASURE);
        ArrayNode ps = o.putArray("positions");
        for (int p : faceDown()) {
            ObjectNode po = ps.addObject();
            po.put("position", p);
            po.put("sprints", track.positions.get(p).sprints);
            ObjectNode pr = po.putObject("probabilities");
            long poss = possible(p);
            for (int v = 0; v < FugitiveRules.CARDS; v++) {
                if (count(p, v).signum() > 0) {
                    pr.put(Integer.toString(v), probability(p, v));
                }
            }
            po.put("forced", Long.bitCount(poss) == 1);
        }
        ObjectNode nums = o.putObject("numbers");
        for (int n = 1; n <= 41; n++) {
            if (numberCount(n).signum() > 0) {
                nums.put(Integer.toString(n), numberProbability(n));
            }
        }
        return o;
    }

    /** The human report: one row per face-down position, then the numbers, as aligned tables. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add("Consistent hidden histories: " + histories);
        out.add("Measure: " + MEASURE);
        out.add("");
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"position", "sprints", "values (probability)"});
        for (int p : faceDown()) {
            List<int[]> vs = new ArrayList<>();
            for (int v = 0; v < FugitiveRules.CARDS; v++) {
                if (count(p, v).signum() > 0) {
                    vs.add(new int[] {v});
                }
            }
            vs.sort((a, b) -> count(p, b[0]).compareTo(count(p, a[0])));
            StringBuilder sb = new StringBuilder();
            if (vs.size() == 1) {
                sb.append(vs.get(0)[0]).append(" (forced)");
            } else {
                for (int[] v : vs) {
                    sb.append(sb.length() == 0 ? "" : "  ").append(v[0]).append(' ').append(percent(probability(p, v[0])));
                }
            }
            rows.add(new String[] {Integer.toString(p), Integer.toString(track.positions.get(p).sprints), sb.toString()});
        }
        if (rows.size() == 1) {
            out.add("No face-down hideout.");
        } else {
            out.addAll(Table.render(rows));
        }
        out.add("");
        List<int[]> nums = new ArrayList<>();
        for (int n = 1; n <= 41; n++) {
            if (numberCount(n).signum() > 0) {
                nums.add(new int[] {n});
            }
        }
        nums.sort((a, b) -> numberCount(b[0]).compareTo(numberCount(a[0])));
        List<String[]> nrows = new ArrayList<>();
        nrows.add(new String[] {"number", "face-down hideout now"});
        for (int[] n : nums) {
            nrows.add(new String[] {Integer.toString(n[0]), percent(numberProbability(n[0]))});
        }
        if (nrows.size() > 1) {
            out.addAll(Table.render(nrows));
        }
        return out;
    }

    public static String percent(double p) {
        if (p >= 1) {
            return "100%";
        }
        if (p > 0 && p < 0.0005) {
            return "<0.1%";
        }
        return String.format("%.1f%%", 100 * p);
    }
}
