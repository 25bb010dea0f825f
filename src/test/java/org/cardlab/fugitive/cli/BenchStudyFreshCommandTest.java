package org.cardlab.fugitive.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.cli.Main;
import org.cardlab.core.Home;
import org.cardlab.fugitive.FugitiveGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** bench study's fresh command times the spec the user gave: a file's path or a what-if name, not the name inside it. */
class BenchStudyFreshCommandTest {

    private static List<String> fresh(String... args) {
        CommandLine cl = Main.commandLine();
        CommandLine.ParseResult parsed = cl.parseArgs(args);
        while (parsed.hasSubcommand()) {
            parsed = parsed.subcommand();
        }
        BenchStudyCommand c = parsed.commandSpec().commandLine().getCommand();
        return c.freshArguments(FugitiveGame.of(c.specOption.spec), false);
    }

    private static String specOf(List<String> words) {
        return words.get(words.indexOf("--spec") + 1);
    }

    @Test
    void aSpecFileIsPassedAsItsPathNotTheNameInside(@TempDir Path dir) throws Exception {
        Path house = dir.resolve("house.json");
        String ca = Files.readString(Home.dir().resolve("specs/fugitive/ca.json"));
        Files.writeString(house, ca.replaceFirst("\"name\"\\s*:\\s*\"ca\"", "\"name\": \"houserules\""));
        assertEquals(house.toString(), specOf(fresh("bench", "study", "--spec", house.toString(), "--games", "10")));
        Path copy = dir.resolve("copy.json"); // a copy keeping the name "ca" is timed as the copy, not as the shipped ca
        Files.writeString(copy, ca);
        assertEquals(copy.toString(), specOf(fresh("bench", "study", "--spec", copy.toString(), "--games", "10")));
    }

    @Test
    void aWhatIfNameAndTheDefaultArePassedAsGiven() {
        assertEquals("ca+overpay=false", specOf(fresh("bench", "study", "--spec", "ca+overpay=false", "--games", "10")));
        List<String> byDefault = fresh("bench", "study", "--games", "10");
        assertEquals("pt", specOf(byDefault));
    }
}
