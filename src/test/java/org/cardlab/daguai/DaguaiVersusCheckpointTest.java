package org.cardlab.daguai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code daguai versus --checkpoint DIR}: a run stopped and resumed prints what one straight run prints; a folder of other
 * settings, or fewer deals than it holds, or a damaged file is refused in one line, exit 2, nothing written.
 */
class DaguaiVersusCheckpointTest {
    /**
     * A small run: greedy against random, seed 5, unless {@code more} says otherwise. It plays a deal in milliseconds, and
     * the checkpoint does not care what the bots are.
     */
    private static Cli versus(Path ck, String... more) {
        List<String> args = new ArrayList<>(List.of("daguai", "versus", "--threads", "2", "--json"));
        if (ck != null) {
            args.addAll(List.of("--checkpoint", ck.toString()));
        }
        args.addAll(List.of(more));
        for (String[] d : new String[][] {{"--bot", "greedy"}, {"--field", "random"}, {"--seed", "5"}}) {
            if (!args.contains(d[0])) {
                args.addAll(List.of(d));
            }
        }
        return Cli.run(args.toArray(String[]::new));
    }

    private static void refused(Cli r, String names) {
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains(names), "names " + names + ": " + r.err());
    }

    private static List<String> files(Path dir) throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.map(p -> dir.relativize(p) + ":" + p.toFile().length()).sorted().toList();
        }
    }

    @Test
    void aRunStoppedAndResumedPrintsWhatAStraightRunPrints(@TempDir Path dir) throws Exception {
        Cli straight = versus(null, "--deals", "6");
        assertEquals(0, straight.code(), straight.err());
        Path ck = dir.resolve("ck");
        Cli firstPart = versus(ck, "--deals", "3");
        assertEquals(0, firstPart.code(), firstPart.err());
        // a stop after deals 0 and 2 were kept, while deal 1 was being written: its temporary file is left, its file is not
        Path deals = ck.resolve("deals");
        Files.move(deals.resolve("range-1.bin"), deals.resolve("range-1.bin1234.tmp"));
        Files.writeString(deals.resolve("range-1.bin1234.tmp"), "half", java.nio.file.StandardOpenOption.APPEND);

        Cli resumed = versus(ck, "--deals", "6");
        assertEquals(0, resumed.code(), resumed.err());
        assertEquals(straight.out(), resumed.out(), "the figures of one straight run");
        assertTrue(resumed.err().contains("deals: 2/6 (resumed from the checkpoint)"), resumed.err());
        assertTrue(resumed.err().contains("deals: 6/6"), resumed.err());
        for (int i = 0; i < 6; i++) {
            assertTrue(Files.isRegularFile(deals.resolve("range-" + i + ".bin")), "deal " + i + " kept");
        }
        Cli again = versus(ck, "--deals", "6");
        assertEquals(straight.out(), again.out(), "every deal read back");
        assertTrue(again.err().contains("deals: 6/6 (resumed from the checkpoint)"), again.err());
    }

    @Test
    void otherSettingsFewerDealsAndDamagedFilesAreRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path ck = dir.resolve("ck");
        assertEquals(0, versus(ck, "--deals", "4").code());
        List<String> before = files(ck);
        refused(versus(ck, "--deals", "4", "--seed", "6"), "its seed differs");
        refused(versus(ck, "--deals", "4", "--bot", "search:20"), "its bot differs");
        refused(versus(ck, "--deals", "4", "--field", "greedy"), "its field differs");
        refused(versus(ck, "--deals", "4", "--match"), "its match differs");
        refused(versus(ck, "--deals", "4", "--mixed"), "its mixed differs");
        refused(versus(ck, "--deals", "4", "--spec", "pl+matchEnd=reach-level"), "its spec differs");
        refused(versus(ck, "--deals", "3"), "--deals 3: the checkpoint " + ck + " already holds deals up to 4");
        assertEquals(before, files(ck), "nothing written by a refused run");

        Files.writeString(ck.resolve("deals").resolve("range-2.bin"), "not a deal");
        refused(versus(ck, "--deals", "4"), "range-2.bin");
        Files.delete(ck.resolve("deals").resolve("range-2.bin"));
        Files.writeString(ck.resolve("study.json"), "{\"format\": \"cardlab.checkpoint/1\", \"stu");
        refused(versus(ck, "--deals", "4"), "study.json");
    }
}
