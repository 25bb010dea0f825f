package org.cardlab.fugitive.bots;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.UserError;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.exposure.Candidates;
import org.cardlab.fugitive.exposure.Candidates.Candidate;
import org.cardlab.fugitive.exposure.FugitiveView;
import org.cardlab.fugitive.exposure.ManhuntRisk;
import org.cardlab.fugitive.exposure.MarshalBelief;
import org.cardlab.fugitive.exposure.MarshalNotes;
import org.cardlab.fugitive.exposure.NextGuess;
import org.cardlab.fugitive.exposure.Outcomes;
import org.cardlab.fugitive.exposure.RaceRollouts;
import org.cardlab.fugitive.exposure.Racer;

/**
 * A Fugitive who reads the Marshal's notes as the Marshal does and plays against that reading.
 * It sees only what the Fugitive sees: the Marshal's drawn cards are imagined ({@link MarshalNotes}),
 * and the exact deduction runs on each imagined copy ({@link MarshalBelief}).
 *
 * <ul>
 * <li>Draws: from the deck most likely to give a next step ({@link Racer#deck}).</li>
 * <li>Placements: each candidate ({@link Candidates}: every reachable hideout with its fewest
 * sprint cards and up to two more dead ones as a bluff, or a pass) is scored by the race, the
 * mean turns still needed to play 42 ({@link RaceRollouts}), a penalty for passing, and the
 * chance that the Marshal's next guess ends the game ({@link NextGuess}).</li>
 * <li>The escape: when 42 can be played but a manhunt would follow, it weighs escaping now (the
 * chance the manhunt catches him, {@link ManhuntRisk}) against one more hideout that keeps 42 in
 * reach: the Marshal may then reveal a hideout that calls the manhunt off (a bluff that shows
 * him a high hideout), or miss and face a longer manhunt, or end the game.</li>
 * </ul>
 *
 * When a count passes the work limit, the turn is decided by the race alone (or the escape taken)
 * and counted in {@link #FALLBACKS}.
 */
public final class ShadowFugitive implements Policy<FugitiveState, FugitiveMove> {
    /** Placement decisions that consulted the deduction, and those that gave up on it at the work limit. */
    public static final AtomicLong DECISIONS = new AtomicLong();
    public static final AtomicLong FALLBACKS = new AtomicLong();

    /**
     * The bot's settings: whether it reads the Marshal's belief at all (without it, the race alone
     * decides and 42 is played as soon as it can be), imagined copies of the Marshal's notes, extra
     * (bluff) sprint cards, play-outs per candidate, the weights of a turn of race, a pass, a
     * foreseen loss and a foreseen reveal that calls the manhunt off, and the work limit of one
     * exact count.
     */
    public record Settings(boolean belief, int copies, int extraSprints, int rollouts, double turn, double pass, double loss,
            double freedom, long workLimit) {
        public static final Settings DEFAULT = new Settings(true, 2, 2, 30, 0.1, 0.2, 1.0, 0.3, 2_000_000);
        /** The race alone: the {@code racer} bot, a baseline that shows what the belief adds. */
        public static final Settings RACE_ONLY = new Settings(false, 0, 2, 30, 0.1, 0.2, 0, 0, 0);
    }

    private final Settings settings;

    public ShadowFugitive(Settings settings) {
        this.settings = settings;
    }

    /** The bot for a seat (it plays the Fugitive only): {@code racer} without the belief, {@code shadow} with it. */
    public static ShadowFugitive forSeat(String name, Settings settings, int seat) {
        if (!FugitiveSeat.FUGITIVE.is(seat)) {
            throw new UserError("the " + name + " bot plays the Fugitive only");
        }
        return new ShadowFugitive(settings);
    }

    /**
     * What the bot weighs at one decision: the moves it may play and a score each; it plays the one
     * with the highest score (the first of equal ones). A decision its rules settle alone (a draw, an
     * escape it takes at once) is a single move.
     */
    public record Choice(List<FugitiveMove> moves, double[] scores) {
        static Choice only(FugitiveMove m) {
            return new Choice(List.of(m), new double[] {0});
        }

        public FugitiveMove best() {
            return moves.get(argmax(scores));
        }
    }

    @Override
    public FugitiveMove choose(FugitiveState s, Rng rng) {
        Choice c = choice(s, rng);
        return c == null ? s.randomLegalMove(rng) : c.best();
    }

    /**
     * The decision's moves and scores (null when the state is not a decision the bot knows: it then
     * plays a random legal move). Draws one number from {@code rng} at a placement, whatever the work
     * below does with it.
     */
    public Choice choice(FugitiveState s, Rng rng) {
        FugitiveView view = FugitiveView.of(s);
        int[] left = {s.deckLeft(1), s.deckLeft(2), s.deckLeft(3)};
        if (s.phase() == Phase.FUGITIVE_DRAW) {
            return Choice.only(FugitiveMove.draw(Racer.deck(view.rules, view.lastHideout(), view.hand, ~view.cardsHeld(), left)));
        }
        List<Candidate> cands = Candidates.of(s, settings.extraSprints());
        if (cands.isEmpty()) {
            return null; // not a placement turn the bot knows
        }
        Rng own = new Rng(rng.nextLong()); // one draw from the shared stream, whatever the work below
        Candidate escape = Candidates.escapeWithMost(cands);
        List<Candidate> others = cands.stream().filter(c -> !c.isEscape()).toList();
        if (escape != null && (!settings.belief() || !Outcomes.manhuntAfterEscape(view, 0) || others.isEmpty())) {
            return Choice.only(escape.move());
        }
        RaceRollouts race = new RaceRollouts(view.rules, ~view.cardsHeld(), left);
        long raceSeed = own.nextLong();
        double[] score = new double[others.size()];
        for (int i = 0; i < others.size(); i++) {
            Candidate c = others.get(i);
            double turns = race.expectedTurns(Outcomes.lastAfter(view, c), Outcomes.handAfter(view, c), settings.rollouts(), new Rng(raceSeed));
            // Ties go to the lower hideout with fewer sprint cards: it keeps more of the hand.
            score[i] = -settings.turn() * turns - (c.isPass() ? settings.pass() : 0)
                    - 1e-5 * (Long.bitCount(c.move().cards()) + c.move().value());
        }
        if (!settings.belief() || s.phase() == Phase.FUGITIVE_FIRST && s.routeLength() < view.rules.firstTurnHideouts) {
            return choice(others, score); // (on a first turn, another hideout follows before the Marshal looks)
        }
        DECISIONS.incrementAndGet();
        List<Notes> imagined = new ArrayList<>();
        for (int i = 0; i < settings.copies(); i++) {
            imagined.add(MarshalNotes.sample(view, own));
        }
        try {
            return decide(view, escape, others, score, imagined);
        } catch (WorkLimitExceeded e) {
            FALLBACKS.incrementAndGet();
            return escape != null ? Choice.only(escape.move()) : choice(others, score);
        }
    }

    private static Choice choice(List<Candidate> cands, double[] score) {
        return new Choice(cands.stream().map(Candidate::move).toList(), score);
    }

    private Choice decide(FugitiveView view, Candidate escape, List<Candidate> others, double[] race, List<Notes> imagined) {
        Map<NoteEvent, MarshalBelief> beliefs = new HashMap<>();
        double[] loss = new double[others.size()];
        double[] freed = new double[others.size()];
        double[] score = race.clone();
        for (int i = 0; i < others.size(); i++) {
            Candidate c = others.get(i);
            MarshalBelief b = beliefs.computeIfAbsent(c.event(), e -> MarshalBelief.after(view.rules, imagined, List.of(e), settings.workLimit()));
            long truth = Outcomes.truthAfter(view, c);
            int last = Outcomes.lastAfter(view, c);
            loss[i] = NextGuess.chance(b, truth, r -> Outcomes.lost(view.rules, truth, last, r));
            freed[i] = Outcomes.escapeReachable(view, c)
                    ? NextGuess.chance(b, truth, r -> !Outcomes.lost(view.rules, truth, last, r) && Outcomes.frees(view, r)) : 0;
            score[i] += -settings.loss() * loss[i] + settings.freedom() * freed[i];
        }
        if (escape == null) {
            return choice(others, score);
        }
        // 42 is in reach and a manhunt would follow: escape now, or one more hideout first? By the chance of winning.
        double capture = ManhuntRisk.capture(view, imagined, List.of(escape.event()), settings.workLimit());
        List<FugitiveMove> moves = new ArrayList<>();
        List<Double> win = new ArrayList<>();
        moves.add(escape.move());
        win.add(1 - capture);
        for (int i = 0; i < others.size(); i++) {
            if (Outcomes.escapeReachable(view, others.get(i))) {
                // The Marshal's next guess calls the manhunt off, or ends the game, or leaves the manhunt as it is.
                moves.add(others.get(i).move());
                win.add(freed[i] + (1 - loss[i] - freed[i]) * (1 - capture));
            }
        }
        return new Choice(moves, win.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static int argmax(double[] xs) {
        int best = 0;
        for (int i = 1; i < xs.length; i++) {
            if (xs[i] > xs[best] + 1e-12) {
                best = i;
            }
        }
        return best;
    }
}
