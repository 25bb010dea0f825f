package org.cardlab.fugitive.bots;

import java.util.List;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;

/**
 * The tempered form of a Fugitive bot whose choice is (nearly) deterministic, so that no legal move,
 * and so no consistent hidden history, has chance 0: with chance {@code epsilon} a legal move drawn
 * uniformly, else the bot's own move, where a bot that scores its moves (the racer and the shadow)
 * chooses by a softmax of its scores at temperature {@code temperature} instead of their maximum.
 * A scoring bot's own randomness (its play-outs, its imagined Marshal hands) is fixed by a seed drawn
 * from what the Fugitive sees, so a state always states the same chances. It is also a policy that
 * plays by these chances ({@link #choose}), which is how its chances are tested.
 */
public final class Tempered implements MoveOdds, Policy<FugitiveState, FugitiveMove> {
    /** How firmly the tempered form follows the bot: the uniform share and the softmax temperature. */
    public record Settings(double epsilon, double temperature) {
        public static final Settings DEFAULT = new Settings(0.05, 0.05);

        public Settings {
            if (!(epsilon > 0 && epsilon <= 1) || !(temperature > 0)) {
                throw new IllegalArgumentException("a tempered form needs 0 < epsilon <= 1 and temperature > 0");
            }
        }
    }

    private final ShadowFugitive scoring;
    private final HeuristicFugitive exact;
    private final Settings settings;
    private final RandomOdds random = new RandomOdds();

    /** A scoring bot (racer, shadow), its scores through a softmax. */
    public Tempered(ShadowFugitive bot, Settings settings) {
        this.scoring = bot;
        this.exact = null;
        this.settings = settings;
    }

    /** The heuristic bot, which states exact chances, mixed with the uniform share. */
    public Tempered(HeuristicFugitive exact, Settings settings) {
        this.scoring = null;
        this.exact = exact;
        this.settings = settings;
    }

    @Override
    public double probability(FugitiveState s, FugitiveMove m) {
        if (s.whyIllegal(m) != null) {
            return 0;
        }
        return settings.epsilon() / LegalMoves.count(s) + (1 - settings.epsilon()) * own(s, m);
    }

    /** The bot's own chance of m (the softmax of its scores, or its exact chance). */
    private double own(FugitiveState s, FugitiveMove m) {
        if (exact != null) {
            return exact.probability(s, m);
        }
        ShadowFugitive.Choice c = choice(s);
        if (c == null) {
            return random.probability(s, m);
        }
        double[] w = softmax(c.scores());
        double p = 0;
        for (int i = 0; i < w.length; i++) {
            p += c.moves().get(i).equals(m) ? w[i] : 0;
        }
        return p;
    }

    private double[] softmax(double[] scores) {
        double max = Double.NEGATIVE_INFINITY;
        for (double x : scores) {
            max = Math.max(max, x);
        }
        double[] w = new double[scores.length];
        double sum = 0;
        for (int i = 0; i < w.length; i++) {
            w[i] = Math.exp((scores[i] - max) / settings.temperature());
            sum += w[i];
        }
        for (int i = 0; i < w.length; i++) {
            w[i] /= sum;
        }
        return w;
    }

    /** Plays by the stated chances: a uniform legal move with chance epsilon, else the bot's (softmax) choice. */
    @Override
    public FugitiveMove choose(FugitiveState s, Rng rng) {
        if (rng.chance(settings.epsilon())) {
            return LegalMoves.uniform(s, rng);
        }
        if (exact != null) {
            return exact.choose(s, rng); // it draws its own moves by exactly the chances it states
        }
        ShadowFugitive.Choice c = choice(s);
        if (c == null) {
            return s.randomLegalMove(rng);
        }
        double[] w = softmax(c.scores());
        double r = rng.nextDouble();
        for (int i = 0; i < w.length; i++) {
            r -= w[i];
            if (r < 0) {
                return c.moves().get(i);
            }
        }
        return c.moves().get(w.length - 1);
    }

    /** The scoring bot's choice in s, kept for the last state asked (a state's chances are asked move by move). */
    private ShadowFugitive.Choice choice(FugitiveState s) {
        long key = fingerprint(s);
        if (cachedChoice == null || key != cachedKey) {
            ShadowFugitive.Choice c = scoring.choice(s, new Rng(key));
            cachedChoice = c == null ? NONE : c;
            cachedKey = key;
        }
        return cachedChoice == NONE ? null : cachedChoice;
    }

    private static final ShadowFugitive.Choice NONE = new ShadowFugitive.Choice(List.of(), new double[0]);
    private ShadowFugitive.Choice cachedChoice;
    private long cachedKey;

    /** A random stream fixed by what the Fugitive sees: his hand, his route with its sprint cards, the public events. */
    static long fingerprint(FugitiveState s) {
        long h = s.fugitiveHand() * 0x9E3779B97F4A7C15L;
        for (int p = 0; p < s.routeLength(); p++) {
            h = h * 31 + s.hideout(p);
            h = h * 31 + s.sprintCards(p);
        }
        List<NoteEvent> events = s.events();
        for (NoteEvent e : events) {
            h = h * 31 + e.toString().hashCode();
        }
        return h;
    }
}
