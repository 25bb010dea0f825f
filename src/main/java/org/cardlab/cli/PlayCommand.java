package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.cardlab.core.ExtraFile;
import org.cardlab.core.Game;
import org.cardlab.core.GameLog;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import com.fasterxml.jackson.databind.JsonNode;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Seeds;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code cardlab <game> play}: one seeded game between bots, the same for every game. */
@Command(name = "play",
        resourceBundle = "org.cardlab.cli.PlayHelp",
        description = {"Plays one seeded game between bots and prints its log.",
            "The same spec, setup and seed always give the same game: the deal comes from the seed and the bots draw"
                + " from a stream derived from it. --out writes the game file (format cardlab.game/1), which 'replay'"
                + " reads; --json prints that file with the game's result instead of the log."})
final class PlayCommand extends OneGameCommand {
    @Mixin
    SeedOption seed = new SeedOption();

    @Mixin
    OutputOptions output = new OutputOptions();

    PlayCommand(GameType type) {
        super(type);
    }

    @Override
    <S extends GameState<M>, M> int run(Game<S, M> g) {
        List<String> bots = game.bots(g);
        List<Policy<S, M>> seats = Playout.seats(g, bots);
        List<Map.Entry<Path, Function<S, JsonNode>>> files = new ArrayList<>();
        if (output.out != null) {
            files.add(Map.entry(output.out, s -> g.record(s).toJson()));
        }
        for (ExtraFile f : game.type.extraFiles()) {
            Path p = game.command.findOption("--" + f.name()).getValue();
            if (p != null) {
                files.add(Map.entry(p, s -> f.content().apply(s)));
            }
        }
        files.forEach(f -> OutputFiles.check(f.getKey())); // a bad output path is refused before playing
        S start = g.newGame(seed.seed);
        @SuppressWarnings("unchecked")
        S s = (S) start.copy();
        Playout.play(g, s, seats, Seeds.bots(seed.seed));
        PrintWriter out = game.out();
        try (OutputFiles staged = new OutputFiles()) {
            for (var f : files) {
                staged.stage(f.getKey(), Json.write(f.getValue().apply(s)));
            }
            if (output.json) {
                ObjectNode o = Json.object();
                o.set("game", g.record(s).toJson());
                o.put("bots", String.join(",", bots));
                o.setAll(g.summary(s));
                out.print(Json.write(o));
            } else {
                GameLog.lines(g, start, s.moves()).forEach(out::println);
            }
            Outputs.commit(staged, out); // the files go in place only once the output is written
        }
        out.flush();
        return 0;
    }
}
