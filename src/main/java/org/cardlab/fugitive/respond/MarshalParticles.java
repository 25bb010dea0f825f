package org.cardlab.fugitive.respond;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.MoveOdds;
import org.cardlab.fugitive.bots.Tempered;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.WeightedWalk;
import org.cardlab.fugitive.deduce.model.FugitiveModel;
import org.cardlab.fugitive.deduce.model.HistoryReplay;
import org.cardlab.fugitive.deduce.model.Importance;

/**
 * The Marshal's belief over the Fugitive's hidden history, as weighted particles: complete hidden
 * histories of the notes drawn exactly from the frozen bot's fitted style (its weighted walk, as
 * {@code deduce --as-bot} draws them), each made into an engine state by replaying the notes with
 * its cards ({@link HistoryReplay}), and weighed by the frozen bot's own stated chance of each of the
 * Fugitive's moves along it ({@link MoveOdds}) over the style's weight of it: importance sampling of
 * the bot's posterior. Where the responder asks the bot itself ({@link RecalledBot}: the racer and the
 * shadow), a move's chance is the share of the bot's kept answers instead, the answers the simulations
 * play: their tempered softmax of scores is flatter than the bot, which plays its best score. Only the
 * notes are read, never the true game's hidden cards.
 *
 * <p>A bot's stated chance depends only on what the Fugitive saw ({@link Tempered} fixes its own
 * randomness by that), so the chances are kept by his view and the move, and a decision met again in
 * another particle, or at a later turn of the same game, costs nothing.
 */
final class MarshalParticles {
    /** States of the game as the notes could be, and each one's weight (not normalised: the largest is 1). */
    record Belief(List<FugitiveState> states, double[] weights) {
        /** The effective sample size of the weights. */
        double effective() {
            return Importance.effectiveSize(weights);
        }
    }

    private final MoveOdds odds;
    private final double[] style;
    private final long workLimit;
    private final Map<String, Double> chances = new HashMap<>();
    private final RecalledBot recalled;

    /** Particles weighed as the Fugitive bot {@code bot} plays; the exact walks give up past {@code workLimit} DP states. */
    MarshalParticles(String bot, long workLimit) {
        this(bot, workLimit, null);
    }

    /**
     * As {@link #MarshalParticles(String, long)}, the Fugitive's moves weighed by {@code recalled}'s kept answers (the
     * bot itself, as the simulations play it) where it may ask for them, else by the bot's stated chances.
     */
    MarshalParticles(String bot, long workLimit, RecalledBot recalled) {
        this.odds = FugitiveBots.odds(bot, Tempered.Settings.DEFAULT);
        this.style = FugitiveModel.shipped().style(bot);
        this.workLimit = workLimit;
        this.recalled = recalled;
    }

    /** {@code count} particles of {@code track}'s hidden histories (throws WorkLimitExceeded past the work limit). */
    Belief draw(PublicTrack track, int count, Rng rng) {
        Importance.Proposal proposal = Importance.style(track, WeightedWalk.of(track, workLimit).weigh(style), style);
        List<FugitiveState> states = new ArrayList<>(count);
        double[] log = new double[count];
        double top = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < count; k++) {
            HistorySampler.Sample h = proposal.draw(rng);
            double[] own = {0};
            states.add(HistoryReplay.replay(track, h, rng, (s, m) -> {
                if (s.currentPlayer() == FugitiveSeat.FUGITIVE.index()) {
                    own[0] += Math.log(chance(s, m));
                }
            }));
            log[k] = own[0] - proposal.log(h);
            top = Math.max(top, log[k]);
        }
        double[] weights = new double[count];
        for (int k = 0; k < count; k++) {
            weights[k] = Math.exp(log[k] - top);
        }
        return new Belief(states, weights);
    }

    /**
     * The bot's chance of {@code m} at {@code s}, kept by what the Fugitive sees there: the share of its kept answers
     * that are {@code m}, with the stated chances' uniform share (so that no history the notes allow gets 0), or where
     * those answers cannot be asked for, its stated chance.
     */
    private double chance(FugitiveState s, FugitiveMove m) {
        return chances.computeIfAbsent(view(s) + '>' + m, k -> {
            int same = recalled == null ? -1 : recalled.agreeing(s, m);
            if (same < 0) {
                return odds.probability(s, m);
            }
            double uniform = Tempered.Settings.DEFAULT.epsilon();
            return uniform / s.legalMoves().count() + (1 - uniform) * same / RecalledBot.ANSWERS;
        });
    }

    /** What the Fugitive sees: his hand, his route with its sprint cards, the public events. */
    static String view(FugitiveState s) {
        StringBuilder b = new StringBuilder().append(s.fugitiveHand());
        for (int p = 0; p < s.routeLength(); p++) {
            b.append(',').append(s.hideout(p)).append('/').append(s.sprintCards(p));
        }
        for (NoteEvent e : s.events()) {
            b.append('|').append(e);
        }
        return b.toString();
    }
}
