package org.cardlab.fugitive.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.Outputs;
import org.cardlab.core.Json;
import org.cardlab.core.Numbers;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.puzzle.Oracles;
import org.cardlab.fugitive.puzzle.PuzzleDraft;
import org.cardlab.fugitive.puzzle.PuzzleKind;
import org.cardlab.fugitive.puzzle.PuzzleMaker;
import org.cardlab.fugitive.puzzle.PuzzleVerifier;
import org.cardlab.fugitive.puzzle.TextRenderer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "make",
        description = {"Turns your own position into a puzzle, proven unique and graded, or says why it is not one.",
            "Reads the Marshal's notes (or a puzzle file without an answer), proves the answer unique with all three exact"
                + " oracles, grades it and writes the puzzle file (exit 0); or explains why it is not uniquely solvable, naming"
                + " each position left open and the values it can still hold (exit 1, nothing written). A manhunt also needs"
                + " what each reveal shows: --beneath for every face-down hideout."})
public final class PuzzlesMakeCommand extends CommandWithSpec {
    @Parameters(index = "0", paramLabel = "NOTES", description = "The Marshal's notes (cardlab.fugitive.notes/1), or a puzzle file.")
    Path notes;

    @Option(names = "--kind", paramLabel = "KIND", required = true,
            description = "route (the notes stop when you are about to guess), manhunt (they stop right after 42 starts one), best-guess"
                    + " (you are about to guess and no hideout is certain) or beneath (you are to act: which kind of card lies"
                    + " face down beneath a hideout).")
    String kind;

    @Option(names = "--spec", paramLabel = "SPEC", description = "Prove it under these rules instead of those the notes name."
            + " A name under specs/fugitive/ or a spec file (not a what-if variant: a puzzle names its spec).")
    RuleSpec otherSpec;

    @Option(names = "--beneath", paramLabel = "POS=CARDS", showDefaultValue = CommandLine.Help.Visibility.NEVER,
            description = "A manhunt: the sprint cards beneath face-down hideout POS, e.g. 3=17,20 (3= when none). Repeat for each.")
    List<String> beneath = List.of();

    @Option(names = "--trim", description = "Empty the misses the answer does not need (each becomes a guess of a card you hold,"
            + " which says nothing) before the puzzle is graded and written. Without it they are only reported.")
    boolean trim;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The puzzle file to write.")
    Path out;

    @Override
    public Integer call() {
        PrintWriter o = spec.commandLine().getOut();
        if (Files.isDirectory(out)) {
            throw new UserError(out + ": is a directory; --out names the puzzle file to write");
        }
        OutputFiles.check(out); // before the proof, which can take a while
        PuzzleDraft d = PuzzleDraft.read(notes, PuzzleKind.of(kind, "--kind"), PuzzlesGenerateCommand.namedSpecText(spec, otherSpec), parseBeneath(beneath));
        PuzzleMaker.Outcome m = PuzzleMaker.make(d, Oracles.checked(), "made by hand from " + notes.getFileName(), trim);
        if (!m.made()) {
            o.println((m.contradiction() ? "Contradiction, nothing written: " : "Not uniquely solvable, nothing written: ") + m.why());
            return 1;
        }
        try (OutputFiles staged = new OutputFiles()) {
            staged.stage(out, Json.write(m.puzzle().toJson()));
            o.print(TextRenderer.steps(m.solution()));
            if (!m.unneeded().isEmpty()) {
                // Events count from 1 in every message, as a person counts the notes.
                o.printf("The answer does not need %d miss(es): event%s %s%s%n", m.unneeded().size(), m.unneeded().size() == 1 ? "" : "s",
                        String.join(", ", m.unneeded().stream().map(i -> String.valueOf(i + 1)).toList()),
                        trim ? " (emptied: each is now a guess of a card you hold)" : " (--trim empties them)");
            }
            o.printf("Proven unique: %s puzzle %s, grade %s, written to %s%n", d.kind().label, m.puzzle().id(),
                    PuzzleVerifier.describe(m.solution().grade()), out);
            Outputs.commit(staged, o);
        }
        return 0;
    }

    /** "3=17,20" -> {3: {17, 20}}; "3=" -> {3: {}}. */
    static Map<Integer, Long> parseBeneath(List<String> specs) {
        Map<Integer, Long> out = new LinkedHashMap<>();
        for (String s : specs) {
            String[] kv = s.split("=", -1);
            try {
                if (kv.length != 2) {
                    throw new NumberFormatException();
                }
                int p = number(kv[0].strip().replaceFirst("^#", ""));
                long cards = 0;
                for (String c : kv[1].split("[,\\s]+")) {
                    if (!c.isBlank()) {
                        int v = number(c.strip());
                        if (v < 1 || v > 42 || (cards >>> v & 1) != 0) {
                            throw new NumberFormatException();
                        }
                        cards |= 1L << v;
                    }
                }
                if (p < 1 || p > 41 || out.put(p, cards) != null) {
                    throw new NumberFormatException();
                }
            } catch (NumberFormatException e) {
                throw new UserError("--beneath '" + s + "': expected POSITION=CARDS, e.g. 3=17,20 (each card 1 to 42 once, each position once)");
            }
        }
        return out;
    }

    /** ASCII digits only (no '+', no other scripts' digits), as every cardlab notation. */
    private static int number(String text) {
        Integer n = Numbers.parse(text);
        if (n == null) {
            throw new NumberFormatException(text);
        }
        return n;
    }
}
