package org.cardlab.fugitive.deduce;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cardlab.core.Json;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.Phase;

/**
 * A study aid, not a test: collects the manhunt states of seeded games into a file (one notes
 * JSON a line), and solves a saved file, printing counts, time and the exact result of each.
 * Usage: collect SPEC FUGITIVE MARSHAL GAMES FILE | solve FILE BUDGET [compare] (compare: the search, then the joint
 * reveal table) | rows FILE LIMIT (the joint reveal table's size and counts)
 */
final class ManhuntStudy {
    private ManhuntStudy() {}

    public static void main(String[] args) throws IOException {
        if (args[0].equals("collect")) {
            FugitiveRules rules = new FugitiveRules(org.cardlab.core.Games.get("fugitive").spec(args[1]));
            List<String> lines = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            for (long seed = 1; seed <= Integer.parseInt(args[4]); seed++) {
                for (FugitiveState s : DeduceFixtures.marshalTurns(rules, args[2], args[3], seed)) {
                    String j = s.notes().toJson().toString();
                    if (s.phase() == Phase.MANHUNT && s.faceDownCount() >= 2 && seen.add(j)) {
                        lines.add(j);
                    }
                }
            }
            Files.write(Path.of(args[5]), lines);
            System.out.println(lines.size() + " states");
            return;
        }
        long budget = Long.parseLong(args[2]);
        if (args[0].equals("onepass")) {
            for (String line : Files.readAllLines(Path.of(args[1]))) {
                PublicTrack t = PublicTrack.read(Notes.parse(Json.MAPPER.readTree(line), "study"), "study");
                long t0 = System.nanoTime();
                ExactCounter.Result r = ExactCounter.count(t, Assumptions.NONE, true);
                RevealRows rows = RevealTable.build(t, r.valueCounts(), budget, 50 * budget);
                double built = (System.nanoTime() - t0) / 1e6;
                Manhunt.Result x = TableManhunt.solve(t, r, budget, 50 * budget, budget);
                double ms = (System.nanoTime() - t0) / 1e6;
                System.out.printf("onepass %d down: %s rows, built %.1f ms, solved %.1f ms: %s/%s first %d tied %s%n", t.faceDownCount(),
                        rows == null ? "-" : rows.size, built, ms, x == null ? "-" : x.captures(), r.histories(),
                        x == null ? -1 : x.firstGuess(), x == null ? "-" : org.cardlab.fugitive.Cards.toString(x.tied()));
            }
            return;
        }
        if (args[0].equals("rows")) {
            for (String line : Files.readAllLines(Path.of(args[1]))) {
                PublicTrack t = PublicTrack.read(Notes.parse(Json.MAPPER.readTree(line), "study"), "study");
                long t0 = System.nanoTime();
                ExactCounter.Result r = ExactCounter.count(t, Assumptions.NONE, true);
                ManhuntOutcomes o = new ManhuntOutcomes(t);
                o.root(r.valueCounts());
                JointReveals j = new JointReveals(t, o, budget);
                List<JointReveals.Reveal> rows = j.build(r);
                double ms = (System.nanoTime() - t0) / 1e6;
                System.out.printf("%d down: %s rows, %d counts, %.1f ms%n", t.faceDownCount(), rows == null ? "-" : rows.size(), j.counts(), ms);
            }
            return;
        }
        for (String line : Files.readAllLines(Path.of(args[1]))) {
            Notes notes = Notes.parse(Json.MAPPER.readTree(line), "study");
            PublicTrack t = PublicTrack.read(notes, "study");
            long t0 = System.nanoTime();
            Manhunt.Result r = Manhunt.searchOnly(t, budget).solve();
            double ms = (System.nanoTime() - t0) / 1e6;
            System.out.printf("search %d down %d counts %8.1f ms exact %s %s/%s first %d tied %s%n", t.faceDownCount(), r.counts(), ms,
                    r.exact(), r.captures(), r.histories(), r.firstGuess(), org.cardlab.fugitive.Cards.toString(r.tied()));
            if (args.length > 3) {
                t0 = System.nanoTime();
                Manhunt.Result x = ManhuntTable.solve(t, budget);
                ms = (System.nanoTime() - t0) / 1e6;
                System.out.printf("table  %d down %d counts %8.1f ms exact %s %s/%s first %d tied %s%n", t.faceDownCount(),
                        x.counts(), ms, x.exact(), x.captures(), x.histories(), x.firstGuess(), org.cardlab.fugitive.Cards.toString(x.tied()));
            }
        }
    }
}
