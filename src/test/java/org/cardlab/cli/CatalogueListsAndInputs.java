package org.cardlab.cli;

import static org.cardlab.cli.CatalogueRow.row;

import java.util.ArrayList;
import java.util.List;

/**
 * Issue 19's rows (item 7 and the stop-17 note): a list of specs or bots with an empty entry or
 * a name given twice, whichever command takes it; a what-if that sets a rule twice or nothing;
 * a number thousands of digits long; a FIFO nobody writes, given as input.
 */
final class CatalogueListsAndInputs {
    private CatalogueListsAndInputs() {}

    /** The wait for a FIFO while the catalogue runs, so that each FIFO row takes a second, not ten. */
    static final String WAIT = "1";

    static List<CatalogueRow> rows() {
        List<CatalogueRow> rows = new ArrayList<>();
        rows.addAll(lists());
        rows.addAll(whatIfs());
        rows.addAll(numbers());
        rows.addAll(fifos());
        return rows;
    }

    /** {@code command} with these arguments (a '|' between them) and --games 1, refused naming {@code mention}. */
    private static CatalogueRow list(String command, String args, String mention) {
        List<String> a = new ArrayList<>(List.of(command.split(" ")));
        a.addAll(List.of(args.split("\\|", -1)));
        a.addAll(List.of("--games", "1")); // were it accepted, the run would stay short
        return row(command + " " + args.replace('|', ' ')).run(a.toArray(String[]::new)).mentionsOnly(mention);
    }

    static List<CatalogueRow> lists() {
        List<CatalogueRow> rows = new ArrayList<>();
        for (String c : new String[] {"bench search", "bench shadow", "bench manhunt", "fugitive tournament"}) {
            rows.add(list(c, "--spec|pt,pt", "'pt' is named twice"));
            rows.add(list(c, "--spec|pt,", "empty entry"));
            rows.add(list(c, "--spec|,pt", "empty entry")); // picocli converts the empty name first: RuleSpec names it
            rows.add(list(c, "--spec|pt,,ca", "--spec"));
            rows.add(list(c, "--spec|pt|--spec|pt", "'pt' is named twice"));
            rows.add(list(c, "--spec|pt,specs/fugitive/pt.json", "'pt' is named twice"));
        }
        for (String c : new String[] {"bench search", "bench manhunt", "bench calibration", "fugitive tournament"}) {
            rows.add(list(c, "--fugitive|heuristic,", "empty entry")); // the stop-17 note: it ran with one bot
            rows.add(list(c, "--fugitive|heuristic,heuristic", "'heuristic' is named twice"));
            rows.add(list(c, "--fugitive|,", "--fugitive"));
        }
        rows.add(list("scout tournament", "--spec|official,official", "'official' is named twice"));
        rows.add(list("daguai tournament", "--spec|pl,", "empty entry"));
        rows.add(list("bench search", "--model|random,", "empty entry"));
        rows.add(list("bench search", "--model|random,random", "--model"));
        rows.add(list("fugitive tournament", "--marshal|,heuristic", "empty entry"));
        rows.add(list("bench manhunt", "--marshal|heuristic,", "empty entry"));
        rows.add(list("bench manhunt", "--marshal|random,random", "'random' is named twice"));
        rows.add(list("bench manhunt", "--marshal|shadow", "shadow"));
        rows.add(list("bench manhunt", "--marshal|nosuch", "nosuch"));
        rows.add(row("fugitive advise --model random,").file("n.json", Catalogue.NOTES.validText())
                .run("fugitive", "advise", "{n.json}", "--model", "random,").mentionsOnly("empty entry"));
        return rows;
    }

    static List<CatalogueRow> whatIfs() {
        List<CatalogueRow> rows = new ArrayList<>();
        rows.add(row("fugitive play --spec pt+stepLimit=3+stepLimit=4").run("fugitive", "play", "--spec", "pt+stepLimit=3+stepLimit=4")
                .mentionsOnly("'stepLimit' is set twice"));
        rows.add(row("fugitive play --spec pt+").run("fugitive", "play", "--spec", "pt+").mentionsOnly("'pt+'"));
        rows.add(row("fugitive play --spec pt+stepLimit=3+").run("fugitive", "play", "--spec", "pt+stepLimit=3+")
                .mentionsOnly("empty what-if"));
        rows.add(row("scout compare --spec official+equalBeats=true+equalBeats=false")
                .run("scout", "compare", "3", "4", "--spec", "official+equalBeats=true+equalBeats=false").mentionsOnly("equalBeats"));
        rows.add(row("daguai classify --spec pl+").run("daguai", "classify", "5H", "--spec", "pl+").mentionsOnly("'pl+'"));
        rows.add(row("specs diff fugitive pt+ pt").run("specs", "diff", "fugitive", "pt+", "pt").mentionsOnly("'pt+'"));
        rows.add(list("bench manhunt", "--spec|pt+stepLimit=3+stepLimit=4", "stepLimit"));
        return rows;
    }

    static List<CatalogueRow> numbers() {
        String digits = "9".repeat(3000);
        List<CatalogueRow> rows = new ArrayList<>();
        String notes = Catalogue.NOTES.validText().replaceFirst("\"sprints\": 0", "\"sprints\": " + digits);
        rows.add(row("fugitive deduce: a 3,000-digit number").file("n.json", notes).run("fugitive", "deduce", "{n.json}")
                .mentions("a number of 3000 characters"));
        String mark = "123456789123"; // a value found nowhere else in the files, replaced by the digits
        rows.add(Catalogue.DAGUAI_SPEC.row("a 3,000-digit rule value").file("spec.json", Catalogue.setRule(Catalogue.DAGUAI_SPEC,
                "cardCountVisible", mark).replace(mark, digits)).mentions("3000 characters"));
        rows.add(Catalogue.GAME.row("a 3,000-digit seed").file("game.json", Catalogue.set(Catalogue.GAME, "seed", mark)
                .replace(mark, digits)).mentions("3000 characters"));
        return rows;
    }

    static List<CatalogueRow> fifos() {
        List<CatalogueRow> rows = new ArrayList<>();
        rows.add(row("fugitive deduce: a FIFO nobody writes").fifo("f.json").run("fugitive", "deduce", "{f.json}")
                .property("cardlab.specialFileWaitSeconds", WAIT).mentions("within " + WAIT + " s"));
        rows.add(row("daguai replay: a FIFO nobody writes").fifo("g.json").run("daguai", "replay", "{g.json}")
                .property("cardlab.specialFileWaitSeconds", WAIT).mentions("within " + WAIT + " s"));
        rows.add(row("scout play --spec: a FIFO nobody writes").fifo("s.json").run("scout", "play", "--spec", "{s.json}")
                .property("cardlab.specialFileWaitSeconds", WAIT).mentions("within " + WAIT + " s"));
        rows.add(row("puzzles solve: a FIFO nobody writes").fifo("p.json").run("puzzles", "solve", "{p.json}")
                .property("cardlab.specialFileWaitSeconds", WAIT).mentions("within " + WAIT + " s"));
        return rows;
    }
}
