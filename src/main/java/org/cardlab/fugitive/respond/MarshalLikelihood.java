package org.cardlab.fugitive.respond;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;

/**
 * How likely the frozen Marshal's observed moves are in a particle: the game is played again from
 * a deal that gives the Marshal the particle's cards at his draws and the Fugitive his own, and at
 * each Marshal decision the policy is asked {@link #ASKS} times; the share of answers equal to the
 * move he made, smoothed so that no particle is ruled out by a few asks ((k + 1/2) / (asks + 1)),
 * is that decision's likelihood. A particle's weight is their product. A {@link RecalledBot} is not
 * asked again: its {@link RecalledBot#ANSWERS} kept answers at the view are the asks.
 *
 * <p>Only what the Fugitive knows is read: his own draws (the deal's cards at the places his draws
 * took), the public moves, and the particle's Marshal cards. The true Marshal's cards, which the
 * true deal also holds, are never read: the places of his draws are taken from the particle.
 * Answers are cached by the decision and the Marshal's draws up to it, which is all his view adds to
 * the public notes.
 */
final class MarshalLikelihood {
    /** Times the policy is asked at each of the Marshal's decisions. */
    static final int ASKS = 4;

    private final Policy<FugitiveState, FugitiveMove> marshal;
    private final Map<String, Double> cache = new HashMap<>();

    MarshalLikelihood(Policy<FugitiveState, FugitiveMove> marshal) {
        this.marshal = marshal;
    }

    /** The log-likelihood of the Marshal's moves so far in {@code particle}, a resample of {@code truth} for the Fugitive. */
    double logOf(FugitiveState truth, FugitiveState particle, long seed) {
        FugitiveState replay = FugitiveState.withDecks(truth.rules(), deal(truth, particle));
        List<FugitiveMove> moves = truth.moves();
        StringBuilder drawn = new StringBuilder();
        double log = 0;
        for (int i = 0; i < moves.size(); i++) {
            FugitiveMove m = moves.get(i);
            if (replay.toMove() == FugitiveSeat.MARSHAL && replay.legalMoves().limit(2).count() > 1) {
                log += Math.log(probability(i + drawn.toString(), replay, m, seed));
            }
            int before = replay.events().size();
            replay.apply(m);
            for (NoteEvent e : replay.events().subList(before, replay.events().size())) {
                if (e instanceof NoteEvent.MarshalDraw d) {
                    drawn.append(':').append(d.card());
                }
            }
        }
        return log;
    }

    private double probability(String key, FugitiveState s, FugitiveMove played, long seed) {
        return cache.computeIfAbsent(key, k -> {
            // a recalled bot states its own kept answers (the ones the simulations draw from), when it may ask for them
            int same = marshal instanceof RecalledBot r ? r.agreeing(s, played) : -1;
            if (same < 0) {
                same = 0;
                for (int a = 0; a < ASKS; a++) {
                    same += marshal.choose(s, new Rng(seed + a)).equals(played) ? 1 : 0;
                }
            }
            return (same + 0.5) / (ASKS + 1);
        });
    }

    /**
     * A deal of the game so far with the particle's Marshal cards: each deck's cards in the order they
     * were drawn (the Fugitive's opening draws, then each draw in the notes' order: his own card from
     * the true deal, the Marshal's from the particle's notes), then the cards left, in ascending order.
     */
    static int[][] deal(FugitiveState truth, FugitiveState particle) {
        FugitiveRules r = truth.rules();
        int[][] dealt = truth.dealtDecks();
        int[][] decks = new int[3][];
        int[] next = new int[3];
        long[] used = new long[3];
        for (int d = 0; d < 3; d++) {
            decks[d] = new int[dealt[d].length];
            for (; next[d] < r.initialDraws[d]; next[d]++) {
                decks[d][next[d]] = dealt[d][next[d]];
                used[d] |= 1L << dealt[d][next[d]];
            }
        }
        for (NoteEvent e : particle.events()) {
            int d;
            int card;
            if (e instanceof NoteEvent.FugitiveDraw f) {
                d = f.deck() - 1;
                card = dealt[d][next[d]]; // his own draw: he saw it
            } else if (e instanceof NoteEvent.MarshalDraw m) {
                d = r.deckOf(m.card()) - 1;
                card = m.card();
            } else {
                continue;
            }
            decks[d][next[d]++] = card;
            used[d] |= 1L << card;
        }
        for (int d = 0; d < 3; d++) {
            for (int c : Cards.toArray(Cards.range(r.deckLow[d], r.deckHigh[d]) & ~used[d])) {
                decks[d][next[d]++] = c;
            }
        }
        return decks;
    }
}
