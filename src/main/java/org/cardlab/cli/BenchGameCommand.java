package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import org.cardlab.core.Benchmark;
import org.cardlab.core.Counts;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import org.cardlab.core.Json;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Seeds;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code cardlab <game> bench}: games per second on one thread, the same for every game. */
@Command(name = "bench",
        resourceBundle = "org.cardlab.cli.BenchGameHelp",
        description = {"Measures games per second on one thread, for each bot playing every seat (by default every bot"
                + " but the budgeted search bots; name those with --bots).",
            "Each figure is the median of --runs timed runs after a warm-up run, by wall clock and by the thread's CPU"
                + " time (what one core gives when other work shares the machine), with the ratio to the first bot's"
                + " figure and the peak heap used."})
final class BenchGameCommand extends OneGameCommand {
    @Option(names = "--games", paramLabel = "N", converter = RunOptions.GamesConverter.class,
            description = "Games per timed run (1 to 1,000,000,000).")
    long games;

    @Option(names = "--runs", paramLabel = "R", converter = RunOptions.RunsConverter.class,
            description = "Timed runs; the median is reported (1 to 1,000).")
    int runs = 5;

    @Mixin
    SeedOption seed = new SeedOption();

    @Mixin
    JsonOption output = new JsonOption();

    BenchGameCommand(GameType type, long games) {
        super(type);
        this.games = games;
    }

    @Override
    <S extends GameState<M>, M> int run(Game<S, M> g) {
        String given = game.command.findOption("--bots").getValue();
        List<List<String>> lineups = given != null || hasSeatOption()
                ? List.of(game.bots(g))
                : game.type.bots().quickNames().stream().filter(b -> playsEverySeat(g, b)).map(List::of).toList();
        lineups.forEach(bots -> Playout.seats(g, bots)); // a wrong line-up is refused before anything is printed
        PrintWriter out = game.out();
        PrintWriter err = game.err();
        if (!output.json) {
            out.printf("%s under spec %s%s: %s per run, %d %s after a warm-up, 1 thread%n", game.type.title(),
                    g.spec().name(), SimulateCommand.setup(g), Counts.of(games, "game"), runs, Counts.noun(runs, "run"));
            out.flush();
        }
        ObjectNode o = Json.object();
        o.put("game", game.type.id());
        o.put("spec", g.spec().name());
        o.put("gamesPerRun", games);
        o.put("runs", runs);
        ArrayNode rows = o.putArray("bots");
        double base = 0;
        for (List<String> bots : lineups) {
            err.println("bench " + game.type.id() + ": " + String.join(",", bots) + "...");
            err.flush();
            List<Policy<S, M>> seats = Playout.seats(g, bots);
            long[] moves = new long[1];
            Benchmark.Figure f = Benchmark.measure(runs, r -> {
                long study = r < 0 ? seed.seed - 1 : seed.seed + r;
                long n = r < 0 ? Math.max(1, games / 4) : games;
                moves[0] = 0;
                for (long i = 0; i < n; i++) {
                    S s = g.newGame(Seeds.deal(study, i));
                    moves[0] += Playout.play(g, s, seats, Seeds.bots(study, i));
                }
                return n;
            });
            double perGame = (double) moves[0] / games;
            base = base == 0 ? f.median() : base;
            ObjectNode row = rows.addObject();
            row.put("bots", String.join(",", bots));
            row.put("gamesPerSecond", Math.round(f.median()));
            row.put("min", Math.round(f.min()));
            row.put("max", Math.round(f.max()));
            row.put("gamesPerCpuSecond", Math.round(f.cpuMedian()));
            row.put("movesPerGame", perGame);
            row.put("ratioToFirst", f.median() / base);
            if (!output.json) {
                out.printf("  %-22s %,9.0f games/s median (min %,.0f, max %,.0f), %,.0f per CPU second, %.1f moves/game"
                        + " = %.2fM moves/s, %.2fx the first%n", SimulateCommand.seats(g, bots), f.median(), f.min(),
                        f.max(), f.cpuMedian(), perGame, f.median() * perGame / 1e6, f.median() / base);
                out.flush();
            }
        }
        long peak = Benchmark.peakHeapBytes();
        o.put("peakHeapMB", Math.round(peak / 1e6));
        if (output.json) {
            OutputOptions.print(out, o);
        } else {
            out.printf("  peak heap used: %.1f MB (sum of heap pools' peaks)%n", peak / 1e6);
            out.flush();
        }
        return 0;
    }

    private boolean hasSeatOption() {
        return game.type.seatRoles().stream().anyMatch(s -> game.command.findOption("--" + s).getValue() != null);
    }

    private static boolean playsEverySeat(Game<?, ?> g, String bot) {
        try {
            for (int p = 0; p < g.numPlayers(); p++) {
                g.bot(bot, p);
            }
            return true;
        } catch (org.cardlab.core.UserError e) {
            return false;
        }
    }
}
