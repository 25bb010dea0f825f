package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.Json;
import org.cardlab.core.Study;
import org.cardlab.verify.AgreementJson;
import org.cardlab.verify.Impact;
import org.cardlab.verify.SpecDiff;
import org.cardlab.verify.TextWrap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "impact",
        description = {"How often two specs change the winner on the same deals (any game).",
            "Plays the same seeded deals with the same bots under both specs: the specs are named once, A and B; each side's win"
                + " rate under each with 95%% confidence intervals, the paired difference B - A in percentage points of"
                + " win rate with its interval, the wins under one spec only, and the games whose winner changed (a tie or a drawn round is nobody's win), every side in every study; and the deals without a winner, their rate under each spec and its paired difference (in every study, 0 in a game that always has a winner). Progress on stderr; the figures do not"
                + " depend on --threads or --engine; --checkpoint keeps finished ranges of deals, so a stopped run resumes.",
            "--json prints {\"game\", \"specs\": [A, B], \"params\", \"games\", \"seed\", \"bots\", \"sides\": [{\"side\","
                + " \"winsA\", \"winsB\", \"onlyA\", \"onlyB\", \"difference\", \"interval\"}], \"changed\", \"draws\": {\"drawsA\","
                + " \"drawsB\", \"onlyA\", \"onlyB\", \"difference\", \"interval\"}}, each wins, drawsA, drawsB and changed a {count, of,"
                + " rate, low95, high95}; draws counts the deals without a winner (0 in a game that always has one)."})
public final class SpecsImpactCommand extends SpecPairCommand implements PlaysAnyGame {
    @Mixin
    GameStudyOptions study = new GameStudyOptions();

    @Mixin
    JsonOption output = new JsonOption();

    @Override
    public Integer call() {
        return specs.play(study::game, this::impact);
    }

    private <S extends GameState<M>, M> int impact(Game<S, M> ga, Game<S, M> gb, SpecDiff.Result diff) {
        List<String> bots = study.bots(ga);
        Study.Run run = study.studyRun();
        Impact.Result r;
        try (EngineOptions.Session s = study.engine.open(identity(ga, gb, bots, run), String.format("specs impact %s %s %s, bots %s, %,d deals,"
                + " seed %d", ga.type().id(), ga.spec().name(), gb.spec().name(), String.join(",", bots), run.games(), run.seed()))) {
            r = Impact.run(ga, gb, bots, run, s.plan(), study.progress("deals"));
        }
        if (output.json) {
            OutputOptions.print(study.out(), AgreementJson.impact(r, ga, gb, bots, run.seed()));
        } else {
            print(r, ga, gb, bots, run.seed(), study.out());
        }
        return 0;
    }

    private static ObjectNode identity(Game<?, ?> a, Game<?, ?> b, List<String> bots, Study.Run run) {
        ObjectNode o = Json.object();
        o.put("command", "specs impact");
        o.set("a", EngineOptions.game(a));
        o.set("b", EngineOptions.game(b));
        bots.forEach(o.putArray("bots")::add);
        o.put("games", run.games()).put("seed", run.seed());
        return o;
    }

    /**
     * The study in 80 columns: the specs are named once, as A and B, since a what-if's name
     * (es+capture=same-count-and-kind) in every row would push the figures off the screen; the
     * difference is in percentage points of win rate, not the game's own points.
     */
    static void print(Impact.Result r, Game<?, ?> a, Game<?, ?> b, List<String> bots, long seed, PrintWriter out) {
        TextWrap.wrap("", "  ", String.format("A = %s, B = %s%s: bots %s; the same %,d seeded deals (seed %d) under both",
                a.spec().name(), b.spec().name(), SimulateCommand.setup(a), SimulateCommand.seats(a, bots), r.games(), seed))
                .forEach(out::println);
        int w = "no winner only under A / B".length();
        for (var s : r.sides()) {
            w = Math.max(w, (s.name() + " wins under A").length());
        }
        String row = "  %-" + w + "s  %s%n";
        // every side, and the no-winner rows, in every study of a game: rows chosen from one run's counts (a side folded
        // while no deal was drawn, draw rows once one was) gave two runs of one game different rows. A game that always
        // has a winner (its GameInfo says so) has no such rows; should one of its deals end without one, they are shown
        for (int k = 0; k < r.sides().size(); k++) {
            String who = r.sides().get(k).name();
            double[] ci = r.differenceInterval(k);
            out.printf(row, who + " wins under A", r.rateA(k));
            out.printf(row, who + " wins under B", r.rateB(k));
            out.printf(row, "difference (B - A)", String.format("%+.1f percentage points [%+.1f, %+.1f]", 100 * r.difference(k),
                    100 * ci[0], 100 * ci[1]));
            out.printf(row, "wins only under A / B", r.onlyA()[k] + " / " + r.onlyB()[k]);
        }
        if (!a.info().alwaysAWinner() || r.anyDraw()) {
            double[] ci = r.drawDifferenceInterval();
            out.printf(row, "no winner under A", r.drawRateA());
            out.printf(row, "no winner under B", r.drawRateB());
            out.printf(row, "difference (B - A)", String.format("%+.1f percentage points [%+.1f, %+.1f]", 100 * r.drawDifference(),
                    100 * ci[0], 100 * ci[1]));
            out.printf(row, "no winner only under A / B", r.drawsOnlyA() + " / " + r.drawsOnlyB());
        }
        out.printf(row, "winner changed", r.changedRate() + " of the deals");
        out.flush();
    }
}
