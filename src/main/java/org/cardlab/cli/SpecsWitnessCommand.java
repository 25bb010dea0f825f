package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.verify.FugitiveWitnessSearch;
import org.cardlab.verify.FugitiveWitnesses;
import org.cardlab.verify.SpecDiff;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "witness",
        mixinStandardHelpOptions = true,
        description = {"A shortest game proving each difference between two specs matters (Fugitive only).",
            "For each rule whose values differ, searches (depth-first with branch and bound over moves, across seeded",
            "deals) a game legal under both specs until they part, which then ends differently or has a move one spec",
            "refuses; the rule alone must explain it. Prints each witness as a log marking where the specs part; --out",
            "writes each as a replayable game file (check one with 'cardlab fugitive replay FILE --spec S').",
            "Exit 0 when every difference that is not cosmetic is witnessed or has nothing to witness, 1 otherwise."})
public final class SpecsWitnessCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game (only fugitive has a witness search).")
    String game;

    @Parameters(index = "1", paramLabel = "A", description = "A spec name or file.")
    String a;

    @Parameters(index = "2", paramLabel = "B", description = "The spec to compare with.")
    String b;

    @Option(names = "--out", paramLabel = "DIR", description = "Write each witness as DIR/<rule>.json (a game file under A).")
    Path out;

    @Option(names = "--deals", defaultValue = "40", description = "Seeded deals searched (1..N) (default: ${DEFAULT-VALUE}).")
    int deals;

    @Option(names = "--max-moves", defaultValue = "60", description = "Longest game searched (default: ${DEFAULT-VALUE}).")
    int maxMoves;

    @Option(names = "--max-positions", defaultValue = "1000000", description = "Position budget per rule (default: ${DEFAULT-VALUE}).")
    long maxNodes;

    @Override
    public Integer call() {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!game.equals("fugitive")) {
            throw new UserError("the witness search exists for fugitive only (not " + game + "); 'cardlab specs diff' works for every game");
        }
        if (deals < 1 || maxMoves < 1 || maxNodes < 1) {
            throw new UserError("--deals, --max-moves and --max-positions must be at least 1");
        }
        if (out != null) {
            Outputs.requireFolder(out, "--out");
        }
        long start = System.nanoTime();
        SpecDiff.Result diff = SpecDiff.compare(RuleSpec.resolve(game, a), RuleSpec.resolve(game, b));
        FugitiveRules ra = new FugitiveRules(diff.a());
        FugitiveRules rb = new FugitiveRules(diff.b());
        FugitiveWitnessSearch.Bound bound = new FugitiveWitnessSearch.Bound(deals, maxMoves, maxNodes);
        List<FugitiveWitnesses.Item> items = FugitiveWitnesses.all(diff, bound, msg -> {
            err.println(msg);
            err.flush();
        });
        print(items, ra, rb, o);
        o.printf("(search took %.1f s)%n", (System.nanoTime() - start) / 1e9);
        int missing = 0;
        try (OutputFiles files = new OutputFiles()) {
            for (FugitiveWitnesses.Item it : items) {
                if (it.outcome() != null && it.outcome().witness() != null && out != null) {
                    files.stage(out.resolve(it.entry().rule() + ".json"),
                            Json.write(FugitiveWitnesses.gameFile(it.outcome().witness(), ra.name())));
                }
                if (it.outcome() != null && it.outcome().witness() == null && !it.entry().cosmetic()) {
                    missing++;
                }
            }
            Outputs.commit(files, o);
            files.targets().forEach(f -> o.println("wrote " + f));
        }
        return missing == 0 ? 0 : 1;
    }

    static void print(List<FugitiveWitnesses.Item> items, FugitiveRules ra, FugitiveRules rb, PrintWriter o) {
        o.printf("Witnesses for %s vs %s (search: heuristic Fugitive, heuristic Marshal draws, every single-number guess)%n",
                ra.name(), rb.name());
        for (FugitiveWitnesses.Item it : items) {
            o.printf("  %-24s %s%n", it.entry().rule(), it.verdict());
        }
        for (FugitiveWitnesses.Item it : items) {
            if (it.outcome() == null || it.outcome().witness() == null) {
                continue;
            }
            FugitiveWitnessSearch.Witness w = it.outcome().witness();
            o.println();
            o.printf("-- %s: %s '%s' vs %s '%s' (%d positions searched)%n", it.entry().rule(), ra.name(),
                    Json.compact(it.entry().a().value()), rb.name(), Json.compact(it.entry().b().value()), it.outcome().nodes());
            FugitiveWitnesses.log(w, ra, rb).forEach(o::println);
        }
    }
}
