package org.cardlab.fugitive.respond;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;

/**
 * A frozen bot as the responder's simulations play it: the bot itself, asked {@link #ANSWERS} times at
 * each view of its seat (each time with a random stream fixed by the view and the ask), its answers
 * kept, and one of them drawn at each visit. So the simulations meet the bot's own mixture at each
 * view, as the exact solver measures a bot (it asks every bot 4 times at each information set), and a
 * view met again in another simulation, or at a later decision of the same game, costs nothing.
 *
 * <p>The bot reads only what its seat sees, so its answers are a function of the view and the ask:
 * the same whichever simulation asked first, and whatever the order of the decisions. Where the bot is
 * too costly to ask at every new view (the full game, where views seldom repeat), at most
 * {@code callsPerDecision} new answers are asked for between two {@link #nextDecision} calls; past
 * that, a view with no answer kept is played by {@code standIn} (its quick model) and counted.
 */
final class RecalledBot implements Policy<FugitiveState, FugitiveMove> {
    /** Answers kept at each view: the same number of asks as the solver's and {@link MarshalLikelihood}'s. */
    static final int ANSWERS = MarshalLikelihood.ASKS;
    /**
     * New asks a responder's decision may make, for each particle of its budget: on mini2 no decision reaches it (the
     * views repeat); in the full game it bounds the bot's cost a decision (docs/responders.md has the figures).
     */
    static final int ASKS_PER_PARTICLE = 4;

    private final Policy<FugitiveState, FugitiveMove> bot;
    private final Function<FugitiveState, String> view;
    private final Policy<FugitiveState, FugitiveMove> standIn;
    private final long callsPerDecision;
    private final Map<String, FugitiveMove[]> answers = new HashMap<>();
    private long calls;
    private long callsThisDecision;
    private long standIns;

    /**
     * {@code bot} played by itself at each view ({@code view}: what its seat sees, in full), at most
     * {@code callsPerDecision} new asks a decision, then by {@code standIn}.
     */
    RecalledBot(Policy<FugitiveState, FugitiveMove> bot, Function<FugitiveState, String> view, Policy<FugitiveState, FugitiveMove> standIn,
            long callsPerDecision) {
        this.bot = bot;
        this.view = view;
        this.standIn = standIn;
        this.callsPerDecision = callsPerDecision;
    }

    /** One of the bot's kept answers at this view, drawn alike; the stand-in's move where none can be asked for. */
    @Override
    public FugitiveMove choose(FugitiveState s, Rng rng) {
        int a = rng.nextInt(ANSWERS); // drawn first, forced move or not, so the stream's use does not depend on what follows
        FugitiveMove forced = forced(s);
        if (forced != null) {
            return forced; // no ask spent where the bot has no choice
        }
        FugitiveMove m = answer(s, view.apply(s), a);
        return m != null ? m : standIn.choose(s, rng);
    }

    /**
     * How many of the bot's {@link #ANSWERS} answers at {@code s} are {@code played}, or -1 where they cannot all
     * be asked for within this decision's calls.
     */
    int agreeing(FugitiveState s, FugitiveMove played) {
        FugitiveMove forced = forced(s);
        if (forced != null) {
            return forced.equals(played) ? ANSWERS : 0;
        }
        String key = view.apply(s);
        int same = 0;
        for (int a = 0; a < ANSWERS; a++) {
            FugitiveMove m = answer(s, key, a);
            if (m == null) {
                return -1;
            }
            same += m.equals(played) ? 1 : 0;
        }
        return same;
    }

    /**
     * The bot's answer {@code a} at this view, asked for now if need be; null past this decision's calls
     * (a view is kept only once an answer is: the full game's stand-in visits, millions, keep nothing).
     */
    private FugitiveMove answer(FugitiveState s, String key, int a) {
        FugitiveMove[] kept = answers.get(key);
        if (kept != null && kept[a] != null) {
            return kept[a];
        }
        if (callsThisDecision >= callsPerDecision) {
            standIns++;
            return null;
        }
        callsThisDecision++;
        calls++;
        if (kept == null) {
            kept = new FugitiveMove[ANSWERS];
            answers.put(key, kept);
        }
        kept[a] = bot.choose(s.copy(), new Rng(key.hashCode() * 0x9E3779B97F4A7C15L + a));
        return kept[a];
    }

    /** The only legal move at {@code s}, or null where there is a choice. */
    private static FugitiveMove forced(FugitiveState s) {
        List<FugitiveMove> two = s.legalMoves().limit(2).toList();
        return two.size() == 1 ? two.get(0) : null;
    }

    /** Starts a new decision of the responder: its asks are counted afresh. */
    void nextDecision() {
        callsThisDecision = 0;
    }

    /** The bot's answers asked for so far. */
    long calls() {
        return calls;
    }

    /** Visits (and stated chances) the stand-in answered for want of an ask within the decision's calls. */
    long standIns() {
        return standIns;
    }
}
