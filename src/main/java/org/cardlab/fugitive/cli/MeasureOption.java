package org.cardlab.fugitive.cli;

import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.deduce.Chances;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.model.Belief;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** {@code --measure uniform|model}: which measure the chances come from (the model by default). */
final class MeasureOption {
    @Option(names = "--measure", paramLabel = "M", converter = Names.class,
            description = "The chances' measure: model (the Fugitive model: a mixture of styles fitted to the bots' games, weighed by"
                    + " how the notes fit each) or uniform (logic only: every consistent hidden history counts once).")
    String measure = Belief.MODEL;

    boolean model() {
        return measure.equals(Belief.MODEL);
    }

    /** The notes' chances under this measure, for a command: past the work limit, a one-line error naming the notes. */
    Chances of(PublicTrack track, String where) {
        return model() ? Belief.forCommand(track, where) : Deduction.forCommand(track, where);
    }

    /** The same under a work limit ({@link WorkLimitExceeded} past it). */
    Chances of(PublicTrack track, long workLimit) {
        return model() ? Belief.of(track, workLimit) : Deduction.of(track, workLimit);
    }

    static final class Names implements ITypeConverter<String> {
        @Override
        public String convert(String value) {
            if (!value.equals(Belief.MODEL) && !value.equals(Deduction.UNIFORM)) {
                throw new TypeConversionException("'" + value + "' is not a measure (give uniform or model)");
            }
            return value;
        }
    }
}
