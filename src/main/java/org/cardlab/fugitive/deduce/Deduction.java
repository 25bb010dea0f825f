package org.cardlab.fugitive.deduce;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.FugitiveRules;

/**
 * What the Marshal can deduce from his notes under the uniform consistent history measure:
 * the number of consistent hidden histories, each face-down position's values with their
 * probabilities, and each number's probability of being a face-down hideout now.
 */
public final class Deduction implements Chances {
    /** The measure in words, as the outputs say it. */
    public static final String MEASURE = "logic only: uniform over consistent hidden histories (the Fugitive's strategy is not modelled)";
    /** The measure's name in JSON and on the command line. */
    public static final String UNIFORM = "uniform";

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
        return withinCommandLimit(where, limit -> of(track, limit));
    }

    /**
     * A count over the notes {@code where} (a deduction under any measure, an estimate) run with the
     * commands' work limit, {@link #COMMAND_WORK_LIMIT}: past it, the one-line error of {@link #tooLarge}.
     */
    public static <T> T withinCommandLimit(String where, java.util.function.LongFunction<T> count) {
        try {
            return count.apply(COMMAND_WORK_LIMIT);
        } catch (org.cardlab.core.WorkLimitExceeded e) {
            throw tooLarge(where);
        }
    }

    /** The error of notes whose exact count passes the commands' work limit. */
    public static org.cardlab.core.UserError tooLarge(String where) {
        return new org.cardlab.core.UserError(where + ": the exact count passed its work limit of " + COMMAND_WORK_LIMIT
                + " DP states; these notes are beyond what the deduction can count exactly here");
    }

    @Override
    public PublicTrack track() {
        return track;
    }

    @Override
    public String measure() {
        return UNIFORM;
    }

    @Override
    public String label() {
        return "logic only";
    }

    @Override
    public BigInteger histories() {
        return histories;
    }

    @Override
    public double chance(int p, int v) {
        return probability(p, v);
    }

    @Override
    public double numberChance(int number) {
        return numberProbability(number);
    }

    @Override
    public boolean possibleNumber(int number) {
        return numberCount(number).signum() > 0;
    }

    @Override
    public boolean certainNumber(int number) {
        return numberCount(number).equals(histories) && histories.signum() > 0;
    }

    @Override
    public double joint(long numbers, long window, long workLimit) {
        Assumptions a = Assumptions.NONE.withCover(new Assumptions.Cover(numbers, window, true));
        return ratio(ExactCounter.count(track, a, false, workLimit).histories(), histories);
    }

    /** By exact counts, so that ties are exact. */
    @Override
    public java.util.Comparator<Integer> likelierFirst() {
        return (a, b) -> numberCount(b).compareTo(numberCount(a));
    }

    @Override
    public boolean consistent() {
        return histories.signum() > 0;
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
    @Override
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
        return ChancesReport.toJson(this);
    }

    /** The human report: one row per face-down position, then the numbers, as aligned tables. */
    public List<String> lines() {
        return ChancesReport.lines(this);
    }

    /** A mixture's chance this close to 1 is a certain one that floating point summed a hair off. */
    static final double CERTAIN = 1 - 1e-9;

    /** A chance in words, as the page writes it: a mixture's certain 0.9999999999999991 is "100%", a near-certain one ">99.9%". */
    public static String percent(double p) {
        if (p >= CERTAIN) {
            return "100%";
        }
        if (p > 0.9995) {
            return ">99.9%";
        }
        if (p > 0 && p < 0.0005) {
            return "<0.1%";
        }
        return String.format("%.1f%%", 100 * p);
    }
}
