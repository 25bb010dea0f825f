package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.Rng;
import org.cardlab.scout.RoundResult;
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutMove;
import org.cardlab.scout.ScoutNarrator;
import org.cardlab.scout.ScoutRules;
import org.cardlab.scout.ScoutState;
import org.cardlab.scout.bots.ScoutBot;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "play",
        mixinStandardHelpOptions = true,
        description = {"Plays one seeded SCOUT match between bots, with a readable log.",
            "Every hand is shown. --replay FILE replays a saved game instead; --json prints the replayable game",
            "(cardlab.scout.game/1), each round's scores, the totals and the winners."})
public final class ScoutPlayCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--players", defaultValue = "4", description = "Number of players (default: ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the deals and the bots (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--spec", defaultValue = "official", description = "Rule spec: a name under specs/scout or a file (default: ${DEFAULT-VALUE}).")
    String specName;

    @Option(names = "--bots", defaultValue = "greedy",
            description = "random or greedy, for every seat or one per seat: random,greedy,... (default: ${DEFAULT-VALUE}).")
    String bots;

    @Option(names = "--replay", paramLabel = "FILE", description = "Replay a saved game (cardlab.scout.game/1) instead of playing.")
    Path replay;

    @Option(names = "--save", paramLabel = "FILE", description = "Also write the replayable game to FILE.")
    Path save;

    @Option(names = "--json", description = "Machine-readable output: the game, each round's scores, totals and winners.")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (save != null) {
            OutputFiles.check(save);
        }
        ScoutState s;
        List<ScoutMove> script = null;
        if (replay != null) {
            ScoutState done = ScoutGame.read(replay);
            script = done.moves();
            s = ScoutGame.fromJson(startOf(done), replay.toString());
        } else {
            s = ScoutGame.newGame(ScoutRules.load(specName), players, seed);
        }
        List<ScoutBot> seats = script == null ? ScoutBot.seats(bots, s.numPlayers()) : null;
        Rng rng = ScoutGame.botRng(seed);
        boolean log = !json;
        if (log) {
            ScoutNarrator.hands(s).forEach(out::println);
        }
        int i = 0;
        while (!s.isTerminal()) {
            ScoutMove m = script != null ? script.get(i++) : seats.get(s.currentPlayer()).choose(s, rng);
            int roundsBefore = s.results().size();
            String line = log ? ScoutNarrator.move(s, m) : null;
            s.apply(m);
            if (log) {
                out.println("  " + line);
                if (s.results().size() > roundsBefore) {
                    ScoutNarrator.round(s.results().get(roundsBefore)).forEach(out::println);
                    if (!s.isTerminal()) {
                        ScoutNarrator.hands(s).forEach(out::println);
                    }
                }
            }
        }
        if (json) {
            ObjectNode o = Json.object();
            o.set("game", s.toJson());
            if (script == null) {
                o.put("bots", bots);
            }
            ArrayNode rounds = o.putArray("rounds");
            for (RoundResult r : s.results()) {
                ObjectNode rn = rounds.addObject();
                rn.put("ender", r.ender());
                rn.put("reason", r.reason());
                ArrayNode sc = rn.putArray("scores");
                for (int v : r.scores()) {
                    sc.add(v);
                }
            }
            ArrayNode totals = o.putArray("totals");
            for (double v : s.returns()) {
                totals.add((int) v);
            }
            ArrayNode w = o.putArray("winners");
            s.winners().forEach(w::add);
            out.print(Json.write(o));
        } else {
            StringBuilder t = new StringBuilder("final:");
            for (int p = 0; p < s.numPlayers(); p++) {
                t.append("  player ").append(p).append(' ').append(s.total(p));
            }
            out.println(t);
            List<Integer> w = s.winners();
            out.println(w.isEmpty() ? "no winner (a tie, and this spec does not share wins)"
                    : w.size() == 1 ? "winner: player " + w.get(0)
                    : "winners (tied, sharing the win): players " + String.join(", ", w.stream().map(String::valueOf).toList()));
        }
        try (OutputFiles files = new OutputFiles()) {
            if (save != null) {
                files.stage(save, Json.write(s.toJson()));
            }
            Outputs.commit(files, out);
        }
        return 0;
    }

    /** The saved game without its moves: the same spec, players and seed, ready to be replayed move by move. */
    private static ObjectNode startOf(ScoutState done) {
        ObjectNode o = ((ObjectNode) done.toJson()).deepCopy();
        o.putArray("moves");
        return o;
    }
}
