package org.cardlab.fugitive.solve;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Policy;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;

/**
 * A small Fugitive solved: its tree, CFR+ run until the average strategy's exploitability is
 * below a target, the game's value (the Fugitive's win probability under optimal play, as the
 * average profile gives it, within the exploitability) and each bot's exact exploitability.
 */
public final class Solved {
    public final FugitiveTree tree;
    public final Strategy equilibrium;
    public final double value;
    /**
     * What the game's value surely lies between: what the Fugitive's equilibrium strategy wins against a
     * best-responding Marshal, and what a best-responding Fugitive wins against the Marshal's (exact up to
     * rounding; the interval is twice the exploitability wide).
     */
    public final double valueLow;
    public final double valueHigh;
    public final double exploitability;
    public final int iterations;
    /** The clock: Fugitive turns after the first before he has lost ({@link Clock}). */
    public final int turns;
    /** The exploitability CFR+ ran to reach. */
    public final double target;

    /** One bot on one side: what a best responder gains against it beyond the value, or why it cannot play. */
    public record BotFigure(String bot, int seat, Double exploitability, String cannotPlay) {
        public String label() {
            return bot + " " + (FugitiveSeat.FUGITIVE.is(seat) ? "Fugitive" : "Marshal");
        }
    }

    private Solved(FugitiveTree tree, int turns, double target, Strategy equilibrium, double exploitability, int iterations) {
        this.tree = tree;
        this.turns = turns;
        this.target = target;
        this.equilibrium = equilibrium;
        this.value = equilibrium.value(tree.tree);
        this.valueLow = BestResponse.value(tree.tree, equilibrium, 1);
        this.valueHigh = BestResponse.value(tree.tree, equilibrium, 0);
        this.exploitability = exploitability;
        this.iterations = iterations;
    }

    /**
     * CFR+ from the start until the exploitability is below {@code target}, checked every
     * {@code every} iterations. At each check three profiles are measured exactly: CFR+'s average,
     * and the average with either side replaced by its best response to the other's average. Where
     * one side has a pure optimal strategy (in the mini the Marshal can force a win) the average
     * approaches it slowly, while the best response to the other's average is it already; the
     * profile kept is the one whose exact exploitability is lowest.
     */
    public static Solved of(FugitiveRules rules, int turns, double target, int maxIterations, int every) {
        FugitiveTree ft = FugitiveTree.of(rules, turns, FugitiveTree.DEFAULT_NODE_LIMIT);
        GameTree g = ft.tree;
        CfrPlus cfr = new CfrPlus(g);
        Strategy best = null;
        double bestE = Double.POSITIVE_INFINITY;
        while (cfr.iterations() < maxIterations && bestE >= target) {
            cfr.run(Math.min(every, maxIterations - cfr.iterations()));
            Candidates check = Candidates.of(g, cfr.average());
            for (int c = 0; c < check.profiles().size(); c++) {
                if (check.exploitability()[c] < bestE) {
                    best = check.profiles().get(c);
                    bestE = check.exploitability()[c];
                }
            }
        }
        if (bestE >= target) {
            throw new UserError(rules.name() + ": CFR+ did not reach an exploitability below " + target + " in " + maxIterations
                    + " iterations (it reached " + bestE + ")");
        }
        return new Solved(ft, turns, target, best, bestE, cfr.iterations());
    }

    /**
     * A check's profiles (CFR+'s average, then the average with the Marshal's rows and with the Fugitive's replaced by
     * each one's best response to the other's average) and the exploitability of each, as {@link Exploitability#of}
     * gives it. A best response reads only the other side's rows, so the value against a side a profile kept from the
     * average is the average's: four best responses a check instead of eight.
     */
    record Candidates(List<Strategy> profiles, double[] exploitability) {
        static Candidates of(GameTree g, Strategy avg) {
            BestResponse.Answer againstMarshal = BestResponse.solved(g, avg, 0);
            BestResponse.Answer againstFugitive = BestResponse.solved(g, avg, 1);
            Strategy marshalResponds = againstFugitive.strategy();
            Strategy fugitiveResponds = againstMarshal.strategy();
            return new Candidates(List.of(avg, marshalResponds, fugitiveResponds), new double[] {
                (againstMarshal.value - againstFugitive.value) / 2,
                (BestResponse.value(g, marshalResponds, 0) - againstFugitive.value) / 2,
                (againstMarshal.value - BestResponse.value(g, fugitiveResponds, 1)) / 2});
        }
    }

    /** Every registered bot on each side it can take, with {@code draws} seeded questions an information set. */
    public List<BotFigure> bots(int draws, long seed) {
        FugitiveGame game = FugitiveGame.of(tree.rules.spec);
        List<BotFigure> out = new ArrayList<>();
        for (int seat = 0; seat < 2; seat++) {
            for (String name : game.type().bots().names()) {
                Policy<FugitiveState, FugitiveMove> bot;
                try {
                    bot = game.bot(name, seat);
                } catch (UserError e) {
                    continue; // a bot of the other side only
                }
                try {
                    Strategy s = BotStrategy.of(tree, bot, seat, draws, seed, equilibrium);
                    out.add(new BotFigure(name, seat, Exploitability.ofPlayer(tree.tree, s, seat, value), null));
                } catch (BotStrategy.CannotPlay e) {
                    out.add(new BotFigure(name, seat, null, e.getMessage()));
                }
            }
        }
        return out;
    }
}
