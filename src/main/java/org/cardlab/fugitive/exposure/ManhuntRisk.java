package org.cardlab.fugitive.exposure;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The chance that a manhunt catches the Fugitive, as he can foresee it: on each imagined copy of
 * the Marshal's notes, the Marshal names his likeliest number (ties shared equally), sees the
 * true hideout and its sprint cards turned up on a hit, and names the next; a miss lets the
 * Fugitive go. The belief is the exact deduction after each reveal. A stronger Marshal than
 * this greedy one (he could plan his order) catches more often, a weaker one less.
 */
public final class ManhuntRisk {
    /** Counts allowed for one estimate; past them the rest of a branch is taken as the product of the chances. */
    static final int BUDGET = 40;

    private final FugitiveRules rules;
    private final FugitiveView view;
    private final long workLimit;
    private int used;

    private ManhuntRisk(FugitiveRules rules, FugitiveView view, long workLimit) {
        this.rules = rules;
        this.view = view;
        this.workLimit = workLimit;
    }

    /** The capture chance after {@code then} (the escape, or the notes as they stand in a manhunt), averaged over the copies. */
    public static double capture(FugitiveView view, List<Notes> imagined, List<NoteEvent> then, long workLimit) {
        double sum = 0;
        for (Notes n : imagined) {
            List<NoteEvent> events = new ArrayList<>(n.events());
            events.addAll(then);
            sum += new ManhuntRisk(view.rules, view, workLimit).walk(new Notes(n.spec(), events));
        }
        return sum / imagined.size();
    }

    private double walk(Notes notes) {
        DeductionMemo.Counted kept = DeductionMemo.kept(rules, notes, workLimit);
        PublicTrack t = kept != null ? kept.deduction.track : PublicTrack.read(rules, notes, "imagined notes");
        List<Integer> down = faceDown(t);
        if (down.isEmpty()) {
            return 1;
        }
        used++;
        DeductionMemo.Counted counted = kept != null ? kept : DeductionMemo.counted(t, workLimit);
        Deduction d = counted.deduction;
        if (used > BUDGET) {
            double prod = 1;
            for (int p : down) {
                prod *= d.probability(p, view.hideout(p));
            }
            return prod;
        }
        double best = -1;
        List<Integer> likeliest = new ArrayList<>();
        double[] chance = counted.numberProbabilities();
        for (int n = 1; n <= 41; n++) {
            double q = chance[n];
            if (q > best + 1e-12) {
                best = q;
                likeliest.clear();
                likeliest.add(n);
            } else if (Math.abs(q - best) <= 1e-12) {
                likeliest.add(n);
            }
        }
        double sum = 0;
        for (int n : likeliest) {
            int p = positionOf(down, n);
            if (p < 0) {
                continue; // a miss: the Fugitive escapes
            }
            List<NoteEvent> events = new ArrayList<>(notes.events());
            events.add(new NoteEvent.Guess(1L << n, true, List.of(new NoteEvent.Reveal(p, n, view.sprintCards(p)))));
            sum += walk(new Notes(notes.spec(), events));
        }
        return sum / likeliest.size();
    }

    private List<Integer> faceDown(PublicTrack t) {
        List<Integer> out = new ArrayList<>();
        for (PublicTrack.Position p : t.positions) {
            if (p.index > 0 && p.faceDown()) {
                out.add(p.index);
            }
        }
        return out;
    }

    private int positionOf(List<Integer> down, int n) {
        for (int p : down) {
            if (view.hideout(p) == n) {
                return p;
            }
        }
        return -1;
    }
}
