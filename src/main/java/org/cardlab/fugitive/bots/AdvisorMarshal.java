package org.cardlab.fugitive.bots;

import java.util.concurrent.atomic.AtomicLong;
import org.cardlab.core.Rng;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.deduce.Advice;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * A Marshal that follows the deduction's advice: it guesses the multi-number set with the
 * most expected reveals (a single number when that is best, every certain number together
 * when some are certain), and in the manhunt the likeliest single number. It reads only its
 * notes (the Marshal's view). Draws are the heuristic Marshal's (the advice says nothing about
 * them). When a state's exact count would pass a work limit, it falls back to the heuristic
 * Marshal's guess for that turn and counts the fallback.
 */
public final class AdvisorMarshal extends FallbackMarshal {
    /** Work limit of one exact count, in DP states visited. */
    public static final long WORK_LIMIT = 400_000;
    public static final AtomicLong GUESSES = new AtomicLong();
    public static final AtomicLong FALLBACKS = new AtomicLong();

    @Override
    protected FugitiveMove decide(FugitiveState s, Rng rng) {
        if (s.phase() == Phase.MARSHAL_DRAW) {
            return heuristic(s, rng);
        }
        GUESSES.incrementAndGet();
        try {
            PublicTrack t = PublicTrack.read(s.rules(), s.notes(), "game");
            Deduction d = Deduction.of(t, WORK_LIMIT);
            Advice a = new Advice(d, false, 0, WORK_LIMIT);
            if (a.single.isEmpty()) {
                return heuristic(s, rng);
            }
            long guess = a.multi != null ? a.multi.numbers() : 1L << a.single.get(0).number();
            if (s.phase() == Phase.MANHUNT || Long.bitCount(guess) == 1) {
                guess = 1L << a.single.get(0).number();
            }
            FugitiveMove m = FugitiveMove.guessSet(guess);
            return s.whyIllegal(m) == null ? m : heuristic(s, rng);
        } catch (WorkLimitExceeded e) {
            FALLBACKS.incrementAndGet();
            return fallBack(s, rng);
        }
    }
}
