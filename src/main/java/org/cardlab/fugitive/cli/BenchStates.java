package org.cardlab.fugitive.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.cardlab.cli.RunOptions;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.deduce.PublicTrack;
import picocli.CommandLine.ITypeConverter;

/** The Marshal's notes at the turns of seeded bot games, for the deduction benchmarks. */
public final class BenchStates {
    private BenchStates() {}

    /** The most games a deduction benchmark plays: every state met is kept for the timed passes. */
    static final int MAX_GAMES = 10_000;

    /** {@code --games} of the deduction benchmarks: 1 to {@link #MAX_GAMES}, checked while parsing. */
    public static final class GamesConverter implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 1, MAX_GAMES);
        }
    }

    /**
     * The notes at every Marshal guess (and manhunt guess) of {@code games} seeded games, the
     * deals and bot moves seeded as every study seeds them ({@link Seeds}); with
     * {@code manhuntOnly}, at manhunt guesses only. {@code bots}: one name for both seats, or
     * the Fugitive's and the Marshal's.
     */
    public static List<PublicTrack> marshalTurns(FugitiveRules rules, List<String> bots, int games, long seed, boolean manhuntOnly) {
        return marshalTurns(rules, bots, games, seed, manhuntOnly, new ArrayList<>());
    }

    /** As above, adding to {@code gameOf} the index of the game each state comes from. */
    public static List<PublicTrack> marshalTurns(FugitiveRules rules, List<String> bots, int games, long seed, boolean manhuntOnly,
            List<Integer> gameOf) {
        FugitiveGame game = new FugitiveGame(rules);
        List<Policy<FugitiveState, FugitiveMove>> seats = Playout.seats(game, bots);
        List<PublicTrack> states = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            FugitiveState s = game.newGame(Seeds.deal(seed, i));
            Rng rng = Seeds.bots(seed, i);
            for (int moves = 0; !s.isTerminal(); moves++) {
                if (moves >= game.maxMoves()) {
                    throw new UserError("a fugitive game under spec '" + rules.name() + "' ran past " + game.maxMoves()
                            + " moves, the stated bound on a game's length");
                }
                boolean wanted = manhuntOnly ? s.phase() == Phase.MANHUNT
                        : s.phase() == Phase.MARSHAL_GUESS || s.phase() == Phase.MANHUNT;
                if (wanted) {
                    states.add(PublicTrack.read(rules, s.notes(), "game " + i));
                    gameOf.add(i);
                }
                s.apply(seats.get(s.currentPlayer()).choose(s, rng));
            }
        }
        return states;
    }

    /** The bot of {@code seat} in a list of one name for both seats or one per seat. */
    static String seat(List<String> bots, int seat) {
        return bots.get(bots.size() == 1 ? 0 : seat);
    }

    /**
     * Runs the work over the states until the JIT compiler has settled (a whole pass after the
     * third compiled nothing new), so that timing starts with the code it will keep: on a busy
     * machine the compiler threads lag, and three passes left some turns' code half-compiled
     * (medians of the same build then varied by half from run to run). Stops after about 20 s
     * or 30 passes.
     */
    public static void warmUp(List<PublicTrack> states, Consumer<PublicTrack> work) {
        long until = System.nanoTime() + 20_000_000_000L;
        java.lang.management.CompilationMXBean jit = java.lang.management.ManagementFactory.getCompilationMXBean();
        boolean watch = jit != null && jit.isCompilationTimeMonitoringSupported();
        long compiled = -1;
        for (int pass = 0; pass < 30; pass++) {
            for (PublicTrack t : states) {
                work.accept(t);
                if (System.nanoTime() > until) {
                    return;
                }
            }
            if (pass >= 2) {
                long now = watch ? jit.getTotalCompilationTime() : compiled;
                if (now == compiled) {
                    return;
                }
                compiled = now;
            }
        }
    }
}
