package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The spec column of the Fugitive benches' tables ({@link BenchStats#specColumn}) is as wide as the
 * longest spec name, so the rows of a what-if variant line up under the headings with the others.
 */
class BenchSpecColumnTest {
    private static final List<String> SPECS = List.of("ca", "pt+passBonus=true");

    @Test
    void theColumnFitsTheLongestNameAndTheHeading() {
        for (List<String> names : List.of(SPECS, List.of("ca", "pt"), List.<String>of())) {
            String column = BenchStats.specColumn(names);
            int width = String.format(column, "spec").length();
            assertTrue(width >= "spec".length() + 1, column);
            names.forEach(n -> assertEquals(width, String.format(column, n).length(), column + " " + n));
            assertTrue(names.stream().anyMatch(n -> n.length() == width) || width == "spec".length() + 1,
                    "no wider than it must be: " + column + " for " + names);
        }
    }

    @Test
    void theShadowAndManhuntBenchesLineTheirRowsUpUnderTheHeadings() {
        for (String bench : List.of("shadow", "manhunt")) {
            Cli r = Cli.run("bench", bench, "--games", "1", "--spec", String.join(",", SPECS));
            assertEquals(0, r.code(), r.err());
            List<String> lines = r.out().lines().toList();
            String heading = lines.stream().filter(l -> l.startsWith("spec ")).findFirst().orElseThrow();
            int botColumn = heading.indexOf("Fugitive");
            int rows = 0;
            for (String line : lines) {
                String spec = SPECS.stream().filter(s -> line.startsWith(s + " ")).findFirst().orElse(null);
                if (spec != null) {
                    int botStarts = line.length() - line.substring(spec.length()).stripLeading().length();
                    assertEquals(botColumn, botStarts, bench + ": " + line + "\n" + r.out());
                    rows++;
                }
            }
            assertTrue(rows >= SPECS.size(), bench + ": a row per spec at least\n" + r.out());
        }
    }
}
