package org.cardlab.cli;

import static org.cardlab.cli.CatalogueRow.row;

import java.util.ArrayList;
import java.util.List;

/**
 * Rows from a walk through the Fugitive and puzzle commands with bad input: outputs refused
 * before long work, files of another kind given where a model file is read, and a book of
 * no candidates.
 */
final class CatalogueFugitiveCommands {
    private CatalogueFugitiveCommands() {}

    static List<CatalogueRow> rows() {
        List<CatalogueRow> rows = new ArrayList<>();
        // --turns 6 solves for far longer than a row may run: the output path is refused before the solve
        rows.add(row("fugitive solve: --strategy into a missing folder").run("fugitive", "solve", "--turns", "6", "--strategy",
                "{missing}/strategy.json").mentionsOnly("missing"));
        rows.add(row("fugitive solve: --strategy names a folder").folder("out")
                .run("fugitive", "solve", "--turns", "6", "--strategy", "{out}").mentionsOnly("out: is a folder"));
        String notes = Catalogue.NOTES.validText();
        rows.add(row("fugitive fit-model: --styles-from given notes").file("notes.json", notes)
                .run("fugitive", "fit-model", "--games", "1", "--styles-from", "{notes.json}", "--out", "{model.json}")
                .mentions(" is a Marshal's notes file"));
        rows.add(row("bench calibration: --model given notes").file("notes.json", notes)
                .run("bench", "calibration", "--games", "1", "--model", "{notes.json}").mentions(" is a Marshal's notes file"));
        // every --as-bot history is kept to weigh: 2^31 - 1 of them ran out of memory with a stack trace
        for (String n : new String[] {"2147483647", "100001", "0"}) {
            rows.add(row("fugitive deduce: --samples " + n).file("notes.json", notes)
                    .run("fugitive", "deduce", "{notes.json}", "--as-bot", "heuristic", "--samples", n).mentionsOnly("--samples"));
        }
        // an unknown or Marshal-only --as-bot was refused without naming the option
        for (String bot : new String[] {"nosuch", "advisor"}) {
            rows.add(row("fugitive deduce: --as-bot " + bot).file("notes.json", notes)
                    .run("fugitive", "deduce", "{notes.json}", "--as-bot", bot).mentionsOnly("--as-bot: '" + bot + "' is not a Fugitive bot"));
        }
        // a mistyped or empty candidates folder made "0 of 0 candidates kept" and exit 0
        rows.add(row("puzzles curate: a candidates folder without puzzles").folder("cand").folder("book").file("cand/readme.txt", "x")
                .run("puzzles", "curate", "{cand}", "--out", "{book}").mentionsOnly("cand: no puzzle files"));
        return rows;
    }
}
