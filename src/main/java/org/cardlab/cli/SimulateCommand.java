package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import org.cardlab.core.Counts;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import org.cardlab.core.Json;
import org.cardlab.core.Playout;
import org.cardlab.core.Simulation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code cardlab <game> simulate}: many seeded games between bots, the same for every game. */
@Command(name = "simulate",
        description = {"Plays many seeded games between bots and sums them up.",
            "Prints the game's own figures (win rates with 95%% confidence intervals, scores), the average length and"
                + " the speed. Game i is dealt from a seed derived from --seed and i, so the figures do not depend on"
                + " --threads or --engine. Progress on stderr. --checkpoint keeps finished ranges of games, so a stopped"
                + " run resumes."})
final class SimulateCommand extends OneGameCommand {
    @Mixin
    StudyOptions study = new StudyOptions(1000);

    @Mixin
    JsonOption output = new JsonOption();

    SimulateCommand(GameType type) {
        super(type);
    }

    @Override
    <S extends GameState<M>, M> int run(Game<S, M> g) {
        List<String> bots = game.bots(g);
        Simulation.Result<S> r;
        String where;
        try (EngineOptions.Session s = study.engine.open(identity(g, bots), String.format("%s simulate under %s, bots %s, %,d games, seed %d",
                game.type.id(), g.spec().name(), String.join(",", bots), study.run.games, study.run.seed()))) {
            r = Simulation.run(g, bots, study.run.run(), s.plan(), new Progress(game.err(), "games", study.run.games));
            where = s.where(study.run.threads.threads);
        }
        PrintWriter out = game.out();
        if (output.json) {
            ObjectNode o = Json.object();
            o.put("game", game.type.id());
            o.put("spec", g.spec().name());
            o.setAll(g.params());
            o.put("games", r.games());
            o.put("seed", r.seed());
            o.put("bots", String.join(",", bots));
            o.setAll(r.tally().toJson());
            o.put("averageMoves", r.averageMoves());
            o.put("gamesPerSecond", r.gamesPerSecond());
            OutputOptions.print(out, o);
            return 0;
        }
        out.printf("%s under spec %s%s: %s, seed %d; bots: %s%n", game.type.title(), g.spec().name(), setup(g),
                Counts.of(r.games(), "game"), r.seed(), seats(g, bots));
        r.tally().lines().forEach(l -> out.println("  " + l));
        out.printf("  average length %.1f moves%n", r.averageMoves());
        out.printf("  speed          %.0f games/s on %s%n", r.gamesPerSecond(), where);
        out.flush();
        return 0;
    }

    /** What decides the figures, for the checkpoint. */
    private ObjectNode identity(Game<?, ?> g, List<String> bots) {
        ObjectNode o = Json.object();
        o.put("command", "simulate");
        o.set("game", EngineOptions.game(g));
        bots.forEach(o.putArray("bots")::add);
        o.put("games", study.run.games).put("seed", study.run.seed());
        return o;
    }

    /** The setup in words, e.g. " (players 4)"; empty when the game has none. */
    static String setup(Game<?, ?> g) {
        String setup = Playout.setupInWords(g);
        return setup.isEmpty() ? "" : " (" + setup + ")";
    }

    /** The bots by seat, e.g. "heuristic (the Fugitive), random (the Marshal)"; one name when all seats share it. */
    static String seats(Game<?, ?> g, List<String> bots) {
        return Playout.inWords(g, bots);
    }
}
