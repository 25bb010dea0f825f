package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.Study;
import org.cardlab.verify.Gaps;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "gaps",
        description = {"Situations met in play that a spec's text leaves open (any game).",
            "Plays seeded games under one spec and counts the situations its rulebook text leaves open (rules the"
                + " spec marks silent, or settles only by its own reading): how often each arose and the default the"
                + " engine applied. Fugitive has a detector for each such rule; for the other games a what-if variant"
                + " of the spec with another value of a silent rule plays alongside, and the situation arose where the"
                + " two would part. Progress on stderr. The figures do not depend on --threads or --engine; --checkpoint"
                + " keeps finished ranges of games, so a stopped run resumes."})
public final class SpecsGapsCommand implements Callable<Integer>, PlaysAnyGame {
    @Mixin
    GameStudyOptions study = new GameStudyOptions();

    @Parameters(index = "0", paramLabel = "GAME", descriptionKey = RegistryHelp.GAME, description = "The game.")
    String game;

    @Parameters(index = "1", paramLabel = "SPEC", description = "A spec name or file.")
    String specName;

    @Override
    public Integer call() {
        GameType type = Games.get(game);
        return gaps(study.game(type, type.spec(specName)));
    }

    private <S extends GameState<M>, M> int gaps(Game<S, M> g) {
        List<String> bots = study.bots(g);
        Study.Run run = study.studyRun();
        ObjectNode identity = Json.object().put("command", "specs gaps");
        identity.set("game", EngineOptions.game(g));
        bots.forEach(identity.putArray("bots")::add);
        identity.put("games", run.games()).put("seed", run.seed());
        Gaps.Result r;
        try (EngineOptions.Session s = study.engine.open(identity, String.format("specs gaps %s %s, bots %s, %,d games, seed %d",
                g.type().id(), g.spec().name(), String.join(",", bots), run.games(), run.seed()))) {
            r = Gaps.run(g, bots, run, s.plan(), study.progress("games"));
        }
        print(r, g, bots, study.out());
        return 0;
    }

    static void print(Gaps.Result r, Game<?, ?> g, List<String> bots, PrintWriter out) {
        out.printf("Rule gaps met in play under '%s'%s: bots %s, %,d games (seed %d)%n", r.spec(), SimulateCommand.setup(g),
                SimulateCommand.seats(g, bots), r.games(), r.seed());
        int w = r.gaps().stream().mapToInt(x -> x.rule().length()).max().orElse(4);
        out.printf("  %-" + w + "s  %-24s %9s  %s%n", "rule", "games where it arose", "times", "situation / default applied");
        for (Gaps.Gap gap : r.gaps()) {
            String rule = gap.rule();
            for (Gaps.Situation s : gap.situations()) {
                out.printf("  %-" + w + "s  %-24s %9d  %s%n", rule, s.gameRate(), s.occurrences(), s.situation());
                rule = "";
            }
            out.printf("  %-" + w + "s  %-24s %9s  -> %s%n", "", "", "", gap.applied());
        }
        if (r.gaps().isEmpty()) {
            out.println("  (no rule of this spec is left open by its text, or none was looked for in play)");
        }
        for (String n : r.notLookedFor()) {
            out.println("  silent, not looked for in play: " + n);
        }
        out.flush();
    }
}
