package org.cardlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cardlab.core.Home;
import org.cardlab.core.UserError;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code cardlab tour}: runs what cardlab can do on the shipped defaults, one step after another. */
@Command(name = "tour",
        description = {"Runs the main jobs on the shipped specs, one after another.",
            "The citation check, a logged game, win-rate studies, where the Catalan and Portuguese rulebooks part"
                + " (witness games, impact), rulings, and a shipped puzzle solved and drawn. Each step prints the"
                + " command it runs, quoted so that it can be pasted into a shell."})
public final class TourCommand extends CommandWithSpec {
    @Option(names = "--out", paramLabel = "DIR",
            description = "Where the tour writes its files (default: a fresh temporary folder, named in the output).")
    Path out;

    /** The puzzle the tour shows, found under the checkout (the launcher sets cardlab.home). */
    private static String puzzle() {
        return Home.dir().resolve("puzzles/fugitive/pt-route-e1bb584d.json").toString();
    }

    /** Each step: a title and the cardlab arguments it runs; {@code svgDir} receives the picture. */
    static List<String[]> steps(Path svgDir) {
        return List.of(
                new String[] {"Every rule value quotes its rulebook", "specs", "check"},
                new String[] {"A game between the heuristic bots (Portuguese rules)", "fugitive", "play", "--spec", "pt", "--seed", "7"},
                new String[] {"The Marshal's deduction on a shipped example (mid game)", "fugitive", "deduce",
                    "specs/fugitive/examples/mid.json"},
                new String[] {"Win rates under the Catalan rules", "fugitive", "simulate", "--spec", "ca", "--games", "2000"},
                new String[] {"Win rates under the Portuguese rules", "fugitive", "simulate", "--spec", "pt", "--games", "2000"},
                new String[] {"Where the Catalan and Portuguese rulebooks part: a witness game for each difference",
                    "specs", "witness", "fugitive", "ca", "pt"},
                new String[] {"How much the two rulebooks' differences change the winner", "specs", "impact", "fugitive", "ca",
                    "pt", "--games", "1000"},
                new String[] {"A SCOUT ruling: which set beats which", "scout", "compare", "3 4 5", "6 6"},
                new String[] {"The other reading of SCOUT's Spanish text (capture only sets of the same size and kind), as a"
                    + " what-if spec: a witness game", "specs", "witness", "scout", "es", "es+capture=same-count-and-kind"},
                new String[] {"A Da Guai Lu Zi ruling: a wild joker in a straight", "daguai", "classify", "BJ 6H 7H 8S 9D"},
                new String[] {"A shipped endgame puzzle, solved from its notes alone", "puzzles", "solve", puzzle()},
                new String[] {"The same puzzle drawn as a picture of the table", "puzzles", "render", puzzle(), "--svg",
                    svgDir.toString()});
    }

    /** An argument as a POSIX shell reads it back: quoted when it holds anything but plain characters. */
    static String shellQuote(String arg) {
        if (!arg.isEmpty() && arg.matches("[A-Za-z0-9_./:=@%+,-]+")) {
            return arg;
        }
        return "'" + arg.replace("'", "'\\''") + "'";
    }

    @Override
    public Integer call() {
        PrintWriter w = spec.commandLine().getOut();
        Path dir = out;
        try {
            if (dir == null) {
                dir = Files.createTempDirectory("cardlab-tour-");
            } else {
                Outputs.requireFolder(dir, "--out");
            }
        } catch (IOException e) {
            throw new UserError("cannot make a temporary folder for the tour (" + e.getMessage() + ")");
        }
        w.println("The tour writes its files to " + dir);
        int worst = 0;
        for (String[] step : steps(dir)) {
            String[] args = Arrays.copyOfRange(step, 1, step.length);
            List<String> shown = new ArrayList<>();
            for (String a : args) {
                shown.add(shellQuote(a));
            }
            w.println();
            w.println("== " + step[0] + "   (cardlab " + String.join(" ", shown) + ")");
            w.flush();
            CommandLine cl = Main.commandLine();
            cl.setOut(w);
            cl.setErr(spec.commandLine().getErr());
            worst = Math.max(worst, cl.execute(args));
        }
        return worst;
    }
}
