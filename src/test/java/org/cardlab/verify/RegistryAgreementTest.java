package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.cli.Main;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Replay;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rulebook-agreement commands over every registered game with two specs or more, on small
 * budgets: the diff, a witness for each rule whose difference changes play (a replayable game
 * file), the impact study and the gap finder. A game added to the registry gets them all.
 */
class RegistryAgreementTest {

    @Test
    void everyGameWithTwoSpecsHasItsAgreementCommands(@TempDir Path dir) throws Exception {
        int games = 0;
        for (GameType t : Games.all()) {
            List<String> specs = t.specNames();
            if (specs.size() < 2) {
                continue;
            }
            games++;
            String a = specs.get(0);
            String b = specs.get(1);
            String[] spec = {t.spec(a).file().toString(), t.spec(b).file().toString()}; // files, so any home works
            Object[] diff = SpecDiffTest.run("specs", "diff", t.id(), spec[0], spec[1]);
            assertTrue((int) diff[0] == 0 || (int) diff[0] == 1, t.id() + " diff: " + diff[1]);
            Object[] impact = SpecDiffTest.run("specs", "impact", t.id(), spec[0], spec[1], "--games", "20");
            assertEquals(0, impact[0], t.id() + " impact: " + impact[1]);
            assertTrue(((String) impact[2]).contains("winner changed"), (String) impact[2]);
            Object[] gaps = SpecDiffTest.run("specs", "gaps", t.id(), spec[0], "--games", "20");
            assertEquals(0, gaps[0], t.id() + " gaps: " + gaps[1]);
            if (t.id().equals("duel")) { // the cheap one: a witness for each rule a what-if changes
                Path out = Files.createDirectories(dir.resolve(t.id()));
                String house = t.spec("house").file().toString();
                Object[] w = SpecDiffTest.run("specs", "witness", t.id(), house, house + "+winnerLeads=true+mustBeat=false", "--out",
                        out.toString());
                assertEquals(0, w[0], "both differences have a witness: " + w[1] + w[2]);
                assertTrue(((String) w[2]).contains("-- winnerLeads") && ((String) w[2]).contains("-- mustBeat"), (String) w[2]);
                try (var files = Files.list(out)) {
                    for (Path f : files.toList()) {
                        GameRecord r = Games.read(f, t);
                        Replay.of(t.game(r.spec(), r.params()), r, f.toString(), true); // the witness replays under its spec
                    }
                }
            }
        }
        assertTrue(games >= 3, "fugitive, scout and the tests' duel have two specs each: " + games);
        assertTrue(Main.commandLine().getSubcommands().containsKey("duel"), "the tests' game is on the command line");
    }
}
