package org.cardlab.daguai.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.cardlab.cli.EngineOptions;
import org.cardlab.cli.Progress;
import org.cardlab.cli.VersusOptions;
import org.cardlab.core.Checkpoint;
import org.cardlab.core.DuplicateDeals;
import org.cardlab.core.Json;
import org.cardlab.core.Parallel;
import org.cardlab.core.Study;
import org.cardlab.core.UserError;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiState;

/**
 * {@code daguai versus --checkpoint DIR}: each finished deal's row is kept in DIR (core's {@link Checkpoint}, part
 * {@code deals}, one file a deal, written to a temporary file and renamed), so a run stopped at any moment and run again
 * with the same DIR plays only the deals it lacks and prints the figures of one uninterrupted run: deal i is played from
 * the seed and i alone. DIR keeps the settings that decide the figures (spec, bot, field, seed, --mixed, --match); --deals
 * may grow (the deals kept stay deals 0 to k-1 of the longer run) but not fall below the deals kept.
 */
final class VersusCheckpoint {
    /** The checkpoint's part that keeps the deals, one "range" of one deal each. */
    static final String PART = "deals";

    private VersusCheckpoint() {}

    /** What decides the figures of a run, as the checkpoint keeps it: everything but the deals and the threads. */
    static ObjectNode settings(DaguaiGame game, VersusOptions run, boolean mixed, boolean match) {
        ObjectNode o = Json.object();
        o.put("command", "daguai versus");
        o.put("bot", run.bot).put("field", run.field).put("seed", run.seed).put("mixed", mixed).put("match", match);
        // last: the game's params repeat --match, and a refusal names the first setting that differs
        o.set("spec", EngineOptions.game(game));
        return o;
    }

    /**
     * The rows of {@code run}'s deals, as {@link VersusOptions#play} gives them, those kept in {@code dir} read back and the
     * others played and kept as each ends; progress on {@code err} (deals done of all, the time left at this run's rate).
     */
    static List<List<int[]>> play(Path dir, ObjectNode settings, String description, DaguaiGame game, List<List<String>> lineups,
            VersusOptions run, Function<DaguaiState, int[]> result, PrintWriter err) {
        run.check(game);
        Checkpoint.Part part = Checkpoint.open(dir, settings, description).part(PART);
        List<Integer> kept = part.keptIndices();
        if (!kept.isEmpty() && kept.get(kept.size() - 1) >= run.deals) {
            int needed = kept.get(kept.size() - 1) + 1;
            throw new UserError("--deals " + run.deals + ": the checkpoint " + dir + " already holds deals up to " + needed + "; give --deals "
                    + needed + " or more, or a new folder");
        }
        List<List<int[]>> rows = new ArrayList<>(Collections.nCopies(run.deals, null));
        for (int i : kept) {
            rows.set(i, read(part, i, lineups.size(), dir));
        }
        List<Integer> todo = new ArrayList<>();
        for (int i = 0; i < run.deals; i++) {
            if (rows.get(i) == null) {
                todo.add(i);
            }
        }
        // a line every hundredth: a 2,000-deal match run takes hours, and a tenth of it is too long to wait for news
        Progress progress = new Progress(err, "deals", run.deals, run.deals / 100);
        AtomicLong done = new AtomicLong(kept.size());
        if (!kept.isEmpty()) {
            progress.resumed(kept.size());
        }
        List<List<int[]>> played = Parallel.indexed(todo.size(), run.threads.threads, k -> {
            int deal = todo.get(k);
            List<int[]> row = DuplicateDeals.row(game, lineups, run.seed, deal, result);
            part.save(range(deal), row);
            progress.accept(done.incrementAndGet());
            return row;
        });
        for (int k = 0; k < todo.size(); k++) {
            rows.set(todo.get(k), played.get(k));
        }
        return rows;
    }

    /** Deal {@code deal} as the checkpoint names it: a range of that one deal. */
    private static Study.Range range(int deal) {
        return new Study.Range(deal, deal, deal + 1);
    }

    /** Kept deal {@code deal}: one row of four counts per line-up, or a one-line refusal naming the deal and the folder. */
    private static List<int[]> read(Checkpoint.Part part, int deal, int lineups, Path dir) {
        Object kept = part.load(range(deal));
        if (kept instanceof List<?> row && row.size() == lineups && row.stream().allMatch(r -> r instanceof int[] a && a.length == 4)) {
            List<int[]> out = new ArrayList<>();
            row.forEach(r -> out.add((int[]) r));
            return out;
        }
        throw new UserError("--checkpoint " + dir + ": deal " + deal + " is not kept as this command keeps its deals; remove " + PART
                + "/range-" + deal + ".bin to play it again");
    }
}
