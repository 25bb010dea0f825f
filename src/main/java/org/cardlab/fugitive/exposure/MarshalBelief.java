package org.cardlab.fugitive.exposure;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;

/**
 * The Marshal's belief as the Fugitive estimates it: the deduction's probabilities (the exact
 * counter, uniform consistent history measure) on each imagined copy of the Marshal's notes
 * ({@link MarshalNotes}), optionally after events still to come (a placement the Fugitive is
 * weighing). Averages over the copies, and each copy alone (the Marshal holds one hand, not an
 * average: his next guess is taken copy by copy).
 */
public final class MarshalBelief {
    /** Per imagined copy: per route position (null when face up), the probability of each value. */
    private final List<double[][]> copies;
    private final int routeLength;

    /** Per copy, the Marshal's next guess as {@link NextGuess} foresees it, worked out on first ask. */
    private final NextGuess.Guess[] guesses;

    private MarshalBelief(List<double[][]> copies, int routeLength) {
        this.copies = copies;
        this.routeLength = routeLength;
        this.guesses = new NextGuess.Guess[copies.size()];
    }

    /** The next guess in copy i (each candidate's belief is asked it for the loss and again for the freedom). */
    NextGuess.Guess guess(int copy) {
        if (guesses[copy] == null) {
            guesses[copy] = NextGuess.Guess.of(this, copy);
        }
        return guesses[copy];
    }

    /**
     * The belief after {@code then} is appended to each imagined copy of the notes. Throws
     * {@link org.cardlab.core.WorkLimitExceeded} when one count passes
     * {@code workLimit}.
     */
    public static MarshalBelief after(FugitiveRules rules, List<Notes> imagined, List<NoteEvent> then, long workLimit) {
        List<double[][]> copies = new ArrayList<>(imagined.size());
        int length = 0;
        for (Notes n : imagined) {
            List<NoteEvent> events = new ArrayList<>(n.events());
            events.addAll(then);
            DeductionMemo.Counted d = DeductionMemo.counted(rules, new Notes(n.spec(), events), "imagined notes", workLimit);
            length = d.deduction.track.routeLength();
            copies.add(d.probabilities()); // kept with the count and shared: read only
        }
        return new MarshalBelief(copies, length);
    }

    public int copies() {
        return copies.size();
    }

    public int routeLength() {
        return routeLength;
    }

    /** Whether the Marshal sees position p face down (it has a distribution). */
    public boolean faceDown(int p) {
        return p < routeLength && copies.get(0)[p] != null;
    }

    /** The Marshal's probability that face-down position p holds value v, averaged over the copies. */
    public double probability(int p, int v) {
        if (!faceDown(p)) {
            return 0;
        }
        double s = 0;
        for (double[][] c : copies) {
            s += c[p][v];
        }
        return s / copies.size();
    }

    /** In copy i, the Marshal's probability that number n is a face-down hideout now. */
    public double numberProbability(int copy, int n) {
        double s = 0;
        for (double[] row : copies.get(copy)) {
            if (row != null) {
                s += row[n];
            }
        }
        return s;
    }

    /** The same, averaged over the copies. */
    public double numberProbability(int n) {
        double s = 0;
        for (int i = 0; i < copies.size(); i++) {
            s += numberProbability(i, n);
        }
        return s / copies.size();
    }
}
