package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.Counts;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.Study;
import org.cardlab.verify.AgreementJson;
import org.cardlab.verify.Gaps;
import org.cardlab.verify.TextWrap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "gaps",
        description = {"Situations met in play that a spec's text leaves open (any game).",
            "Plays seeded games under one spec and counts the situations its rulebook text leaves open (rules the"
                + " spec marks silent, or settles only by its own reading): how often each arose (with its 95%% interval), the"
                + " default the engine applied and why (the spec's note; for a reading, the words of the text it reads),"
                + " each rule under its own name, within 80 columns. Fugitive has a detector for each such rule; for the other games a what-if variant"
                + " of the spec with another value of a silent rule plays alongside, and the situation arose where the"
                + " two would part. Progress on stderr. The figures do not depend on --threads or --engine; --checkpoint"
                + " keeps finished ranges of games, so a stopped run resumes.",
            "--json prints {\"spec\", \"games\", \"seed\", \"bots\", \"gaps\": [{\"rule\", \"applied\", \"why\" (when the spec gives"
                + " a reason), \"situations\": [{\"situation\", \"games\", \"occurrences\", \"gameRate\"}]}], \"notLookedFor\", \"params\"},"
                + " gameRate a {count, of, rate, low95, high95}."})
public final class SpecsGapsCommand implements Callable<Integer>, PlaysAnyGame {
    @Mixin
    GameStudyOptions study = new GameStudyOptions();

    @Mixin
    JsonOption output = new JsonOption();

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
        if (output.json) {
            // the same object as a gap study in specs report --json, with the setup played beside it
            ObjectNode json = AgreementJson.gaps(r, bots);
            json.set("params", g.params());
            OutputOptions.print(study.out(), json);
        } else {
            print(r, g, bots, study.out());
        }
        return 0;
    }

    /**
     * Each rule, then under it each situation with how often it arose, the default applied and why,
     * every line within 80 columns (the situations and defaults are sentences, not table cells).
     */
    static void print(Gaps.Result r, Game<?, ?> g, List<String> bots, PrintWriter out) {
        TextWrap.wrap("", "  ", String.format("Rule gaps met in play under '%s'%s: bots %s, %s (seed %d)", r.spec(),
                SimulateCommand.setup(g), SimulateCommand.seats(g, bots), Counts.of(r.games(), "game"), r.seed())).forEach(out::println);
        for (Gaps.Gap gap : r.gaps()) {
            out.println("  " + gap.rule());
            for (Gaps.Situation s : gap.situations()) {
                TextWrap.wrap("    ", "      ", String.format("%s of the games, %s: %s", s.gameRate(),
                        Counts.of(s.occurrences(), "time"), s.situation())).forEach(out::println);
            }
            TextWrap.wrap("    default applied: ", "      ", gap.applied()).forEach(out::println);
            TextWrap.wrap("    why: ", "      ", gap.why() != null ? gap.why() : "the spec gives no reason beyond its default")
                    .forEach(out::println);
        }
        if (r.gaps().isEmpty()) {
            out.println("  (no rule of this spec is left open by its text, or none was looked for in play)");
        }
        for (String n : r.notLookedFor()) {
            TextWrap.wrap("  silent, not looked for in play: ", "    ", n).forEach(out::println);
        }
        out.flush();
    }
}
