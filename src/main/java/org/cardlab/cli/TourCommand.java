package org.cardlab.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code cardlab tour}: runs what cardlab can do on the shipped defaults, one step after another. */
@Command(name = "tour",
        mixinStandardHelpOptions = true,
        description = "Runs the main jobs on the shipped specs: the citation check, a logged game, win-rate studies,"
            + " where the Catalan and Portuguese rulebooks part (witness games, impact), and rulings.")
public final class TourCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Each step: a title and the cardlab arguments it runs. */
    static final List<String[]> STEPS = List.of(
            new String[] {"Every rule value quotes its rulebook", "specs", "check"},
            new String[] {"A game between the heuristic bots (Portuguese rules)", "fugitive", "play", "--spec", "pt", "--seed", "7"},
            new String[] {"The Marshal's deduction on a shipped example (mid game)", "fugitive", "deduce", "specs/fugitive/examples/mid.json"},
            new String[] {"Win rates under the Catalan rules", "fugitive", "simulate", "--spec", "ca", "--games", "2000"},
            new String[] {"Win rates under the Portuguese rules", "fugitive", "simulate", "--spec", "pt", "--games", "2000"},
            new String[] {"Where the Catalan and Portuguese rulebooks part: a witness game for each difference",
                "specs", "witness", "fugitive", "ca", "pt"},
            new String[] {"How much the two rulebooks' differences change the winner", "specs", "impact", "fugitive", "ca", "pt",
                "--games", "1000"},
            new String[] {"A SCOUT ruling: which set beats which", "scout", "compare", "3 4 5", "6 6"},
            new String[] {"A Da Guai Lu Zi ruling: a wild joker in a straight", "daguai", "classify", "BJ 6H 7H 8S 9D"},
            new String[] {"A shipped endgame puzzle, solved from its notes alone", "puzzles", "solve", TourPuzzle.FILE},
            new String[] {"The same puzzle drawn as a picture of the table", "puzzles", "render", TourPuzzle.FILE, "--svg", TourPuzzle.SVG_DIR});

    /** The puzzle the tour shows, found under the checkout (the launcher sets cardlab.home); its picture goes to a temp folder. */
    private static final class TourPuzzle {
        static final String FILE = org.cardlab.core.Home.dir().resolve("puzzles/fugitive/pt-route-e1bb584d.json").toString();
        static final String SVG_DIR = java.nio.file.Path.of(System.getProperty("java.io.tmpdir"), "cardlab-tour").toString();
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            java.nio.file.Files.createDirectories(java.nio.file.Path.of(TourPuzzle.SVG_DIR)); // render --svg needs it to exist
        } catch (java.io.IOException e) {
            throw new org.cardlab.core.UserError(TourPuzzle.SVG_DIR + ": cannot create (" + e.getMessage() + ")");
        }
        int worst = 0;
        for (String[] step : STEPS) {
            String[] args = java.util.Arrays.copyOfRange(step, 1, step.length);
            out.println();
            out.println("== " + step[0] + "   (cardlab " + String.join(" ", args) + ")");
            out.flush();
            CommandLine cl = Main.commandLine();
            cl.setOut(out);
            cl.setErr(spec.commandLine().getErr());
            worst = Math.max(worst, cl.execute(args));
        }
        return worst;
    }
}
