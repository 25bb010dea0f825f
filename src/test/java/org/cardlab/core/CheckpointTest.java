package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.games.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A study stopped halfway resumes from its checkpoint to the figures of one uninterrupted run; a wrong folder is refused. */
class CheckpointTest {
    private static final class Stop extends RuntimeException {}

    private static com.fasterxml.jackson.databind.node.ObjectNode study(long games) {
        com.fasterxml.jackson.databind.node.ObjectNode o = Json.object();
        o.put("command", "test").put("games", games);
        return o;
    }

    private static long ranges(Path dir) throws Exception {
        return files(dir, "range-\\d+\\.bin");
    }

    private static long files(Path dir, String pattern) throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.getFileName().toString().matches(pattern)).count();
        }
    }

    @Test
    void aStudyStoppedHalfwayResumesToTheSameFigures(@TempDir Path dir) throws Exception {
        Game<?, ?> g = Games.get("fugitive").game(Games.get("fugitive").spec("pt"));
        check(g, dir.resolve("ck"));
    }

    private static <S extends GameState<M>, M> void check(Game<S, M> g, Path ck) throws Exception {
        List<String> bots = List.of("heuristic", "random");
        Study.Run run = new Study.Run(300, 7, 2);
        Simulation.Result<S> whole = Simulation.run(g, bots, run, null);

        Study.Plan plan = new Study.Plan(StudyEngine.threads(), Checkpoint.open(ck, study(300), "the test study"), "games");
        assertThrows(Stop.class, () -> Simulation.run(g, bots, run, plan, done -> {
            if (done >= 150) {
                throw new Stop(); // Ctrl-C halfway
            }
        }));
        long kept = ranges(ck);
        assertEquals(0, files(ck, ".*\\.tmp"), "the stop returns only once no thread still writes a range");
        assertTrue(kept > 0 && kept < Study.ranges(300).size(), "some ranges finished, not all: " + kept);

        long[] first = {-1};
        Study.Plan again = new Study.Plan(StudyEngine.threads(), Checkpoint.open(ck, study(300), "the test study"), "games");
        Simulation.Result<S> resumed = Simulation.run(g, bots, run, again, new Study.Resumable() {
            @Override
            public void resumed(long done) {
                first[0] = done;
            }

            @Override
            public void accept(long done) {}
        });
        assertTrue(first[0] >= kept, "the kept ranges count as done: " + first[0]);
        assertEquals(Json.write(whole.tally().toJson()), Json.write(resumed.tally().toJson()));
        assertEquals(whole.moves(), resumed.moves());
        assertEquals(Study.ranges(300).size(), ranges(ck), "every range kept at the end");
    }

    @Test
    void rangesCoverTheGamesOnceInOrder() {
        for (long games : new long[] {1, 7, 256, 257, 20_000}) {
            List<Study.Range> rs = Study.ranges(games);
            assertEquals(0, rs.get(0).from());
            assertEquals(games, rs.get(rs.size() - 1).to());
            for (int k = 1; k < rs.size(); k++) {
                assertEquals(rs.get(k - 1).to(), rs.get(k).from());
                assertTrue(rs.get(k).size() >= 1);
            }
        }
    }

    @Test
    void aFolderOfAnotherStudyIsRefusedNamingIt(@TempDir Path dir) throws Exception {
        Path ck = dir.resolve("ck");
        Checkpoint.open(ck, study(300), "fugitive simulate under pt, 300 games");
        UserError e = assertThrows(UserError.class, () -> Checkpoint.open(ck, study(301), "fugitive simulate under pt, 301 games"));
        assertTrue(e.getMessage().contains("fugitive simulate under pt, 300 games"), e.getMessage());
        Path other = Files.createDirectories(dir.resolve("other"));
        Files.writeString(other.resolve("notes.txt"), "mine");
        UserError notOne = assertThrows(UserError.class, () -> Checkpoint.open(other, study(1), "x"));
        assertTrue(notOne.getMessage().contains("not a checkpoint"), notOne.getMessage());
        assertEquals(List.of("notes.txt"), Files.list(other).map(p -> p.getFileName().toString()).toList(), "nothing written");
    }
}
