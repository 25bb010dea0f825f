package org.cardlab.fugitive.respond;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import org.cardlab.core.IndexedGames;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.core.Stats;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.deduce.model.FugitiveModel;
import org.cardlab.fugitive.solve.Clock;
import org.cardlab.fugitive.solve.SolvedBot;
import org.cardlab.fugitive.solve.SolvedStrategy;

/**
 * A best response to one frozen bot, played on seeded deals, beside every existing bot of the
 * responder's seat on the same deals: game i of every line-up is dealt from the same seed, so the
 * responder and each bot meet the same deals (paired), and the figures do not depend on the threads.
 * The exploitability lower bound is the responder's win rate less the best existing bot's.
 */
public final class Respond {
    /**
     * The frozen bot, the responder's seat, the games, the seed, the budget asked for, the threads, and the
     * clock of a solved game ({@link Clock}: its games end there, won by the Marshal; 0 for none).
     */
    public record Plan(String against, FugitiveSeat side, long games, long seed, int budget, int threads, int turns) {
        public Plan(String against, FugitiveSeat side, long games, long seed, int budget, int threads) {
            this(against, side, games, seed, budget, threads, 0);
        }

        /**
         * New asks of the frozen bot a responder's decision may make where its simulations recall it ({@link RecalledBot});
         * past them its stand-in plays. 0 where the bot plays itself, unrecalled.
         */
        public long askCap() {
            return side == FugitiveSeat.FUGITIVE ? FugitiveResponder.askCap(against, budget) : MarshalResponder.askCap(against, budget);
        }
    }

    /** One line-up's games won by the responder's seat, game by game. */
    public record Wins(String bot, boolean[] won) {
        public long count() {
            long n = 0;
            for (boolean w : won) {
                n += w ? 1 : 0;
            }
            return n;
        }

        public Stats.Proportion rate() {
            return Stats.wilson(count(), won.length);
        }
    }

    /**
     * The responder's games, every existing bot's on the same deals (registry order), the particles the Fugitive's
     * responder settled for although the Marshal's guesses refuse them (the Marshal's responder draws his particles
     * exactly from the notes and never settles: 0), the frozen bot's simulated moves and chances its stand-in gave
     * for want of an ask ({@link RecalledBot}), and the game's exact value when a shipped solved strategy solves the
     * spec under the plan's clock (null otherwise).
     */
    public record Result(Plan plan, String spec, Wins responder, List<Wins> bots, long particleMisses, long standIns, double seconds,
            Double value) {
        /** The existing bot that won most on these deals (the first of the registry on a tie). */
        public Wins best() {
            Wins best = bots.get(0);
            for (Wins w : bots) {
                best = w.count() > best.count() ? w : best;
            }
            return best;
        }

        public double lowerBound() {
            return responder.rate().estimate() - best().rate().estimate();
        }

        /**
         * On a solved game, what the responder's seat wins beyond its value under optimal play (the Fugitive's
         * value, or the Marshal's, 1 less it): a sound lower bound on the frozen bot's exploitability, where the
         * best existing bot's rate need not be above the value. Null on a game not solved.
         */
        public Double gainOverValue() {
            return value == null ? null : responder.rate().estimate() - seatValue();
        }

        /** The responder's 95% interval less the seat's value: the gain's interval. */
        public double[] gainOverValueInterval() {
            Stats.Proportion r = responder.rate();
            return new double[] {r.low() - seatValue(), r.high() - seatValue()};
        }

        private double seatValue() {
            return plan.side() == FugitiveSeat.FUGITIVE ? value : 1 - value;
        }

        /** A 95% interval of the lower bound from the paired differences, game by game (normal approximation). */
        public double[] lowerBoundInterval() {
            boolean[] a = responder.won();
            boolean[] b = best().won();
            int n = a.length;
            double mean = lowerBound();
            double ss = 0;
            for (int i = 0; i < n; i++) {
                double d = (a[i] ? 1 : 0) - (b[i] ? 1 : 0) - mean;
                ss += d * d;
            }
            double half = n > 1 ? 1.96 * Math.sqrt(ss / (n - 1) / n) : 1;
            return new double[] {mean - half, mean + half};
        }
    }

    private Respond() {}

    /**
     * Plays the plan under {@code game}'s spec with every existing bot of the responder's seat
     * ({@code seatBots}, the registry's order); {@code progress} hears each finished game's count.
     */
    public static Result run(FugitiveGame game, Plan plan, List<String> seatBots, IntConsumer progress) {
        int opponent = plan.side().other().index();
        game.bot(plan.against(), opponent); // a bot that cannot play the other seat is a one-line error before anything runs
        if (plan.side() == FugitiveSeat.MARSHAL && !FugitiveModel.shipped().population().styleNames().contains(plan.against())) {
            throw new UserError("--against: the Marshal's responder draws the Fugitive's histories from his style, and the model has no style '"
                    + plan.against() + "' (it has: " + String.join(", ", FugitiveModel.shipped().population().styleNames()) + ")");
        }
        int games = Math.toIntExact(plan.games());
        boolean[] responder = new boolean[games];
        Map<String, boolean[]> byBot = new LinkedHashMap<>();
        seatBots.forEach(b -> byBot.put(b, new boolean[games]));
        long[] misses = new long[games];
        long[] standIns = new long[games];
        long start = System.nanoTime();
        IndexedGames.run(games, plan.threads(), index -> {
            Policy<FugitiveState, FugitiveMove> r = responder(game, plan);
            responder[index] = won(game, plan, r, index);
            misses[index] = r instanceof FugitiveResponder f ? f.particleMisses() : 0;
            standIns[index] = r instanceof FugitiveResponder f ? f.standIns() : ((MarshalResponder) r).standIns();
            for (String b : seatBots) {
                byBot.get(b)[index] = won(game, plan, game.bot(b, plan.side().index()), index);
            }
        }, progress);
        List<Wins> bots = new ArrayList<>();
        byBot.forEach((b, w) -> bots.add(new Wins(b, w)));
        return new Result(plan, game.spec().name(), new Wins("responder", responder), bots, sum(misses), sum(standIns),
                (System.nanoTime() - start) / 1e9, solvedValue(game, plan));
    }

    private static long sum(long[] xs) {
        long n = 0;
        for (long x : xs) {
            n += x;
        }
        return n;
    }

    /** The value of the shipped solved strategy for the spec, when its clock is the plan's; else null. */
    private static Double solvedValue(FugitiveGame game, Plan plan) {
        try {
            SolvedStrategy s = SolvedBot.shippedFor(game.spec());
            return s.turns == plan.turns() ? s.value : null;
        } catch (UserError notSolved) {
            return null;
        }
    }

    /** A fresh responder for one game. */
    static Policy<FugitiveState, FugitiveMove> responder(FugitiveGame game, Plan plan) {
        if (plan.side() == FugitiveSeat.FUGITIVE) {
            return new FugitiveResponder(game, plan.against(), plan.budget(), plan.turns());
        }
        return new MarshalResponder(game, plan.against(), plan.budget(), plan.turns());
    }

    /**
     * Whether the responder's seat won game {@code index} of the plan, played by {@code player} against the frozen bot:
     * dealt and played as {@link Playout#ofStudy} does, and ended by the plan's clock if it has one.
     */
    private static boolean won(FugitiveGame game, Plan plan, Policy<FugitiveState, FugitiveMove> player, int index) {
        List<Policy<FugitiveState, FugitiveMove>> seats = new ArrayList<>(List.of(player, player));
        seats.set(plan.side().other().index(), game.bot(plan.against(), plan.side().other().index()));
        FugitiveState s = game.newGame(Seeds.deal(plan.seed(), index));
        Rng rng = Seeds.bots(plan.seed(), index);
        for (int n = 0; !s.isTerminal() && !Clock.expired(s, plan.turns()); n++) {
            if (n >= game.maxMoves()) {
                throw new IllegalStateException("a game ran past " + game.maxMoves() + " moves");
            }
            s.apply(seats.get(s.currentPlayer()).choose(s, rng));
        }
        return (s.isTerminal() ? s.winningSeat() : FugitiveSeat.MARSHAL) == plan.side();
    }
}
