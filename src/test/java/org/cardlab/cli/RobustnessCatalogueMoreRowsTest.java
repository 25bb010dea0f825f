package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.testing.TestJvm;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rest of the robustness catalogue's rows, judged as {@link RobustnessCatalogueTest} judges
 * each, and the rows that need a JVM of their own: a class of its own so that a second test JVM
 * takes this part while the first runs the other (the catalogue was the longest class of the suite's
 * last package, and one JVM ran it alone at the end). Tagged slow: {@code mvn test} runs it.
 */
@Tag("slow")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RobustnessCatalogueMoreRowsTest {
    @TempDir
    static Path root;

    /** The LANG=C JVM, computing while this JVM runs the rows. */
    private static Process langC;

    @BeforeAll
    static void startTheLangCJvm() throws Exception {
        ProcessBuilder pb = new ProcessBuilder(TestJvm.java("-cp", System.getProperty("java.class.path"),
                CatalogueLangC.class.getName(), root.resolve("langc").toString()));
        pb.environment().put("LANG", "C");
        pb.environment().put("LC_ALL", "C");
        pb.redirectErrorStream(true);
        langC = pb.start();
        langC.getOutputStream().close();
    }

    @AfterAll
    static void stopTheLangCJvm() {
        langC.destroyForcibly(); // it has finished unless a check above failed first
    }

    /** The rows {@link RobustnessCatalogueTest} leaves: half of the catalogue. */
    @Order(1)
    @TestFactory
    Stream<DynamicTest> theRestOfTheMalformedInputs() {
        return RobustnessCatalogueTest.rows(i -> !RobustnessCatalogueTest.here(i), root);
    }

    /**
     * The rows that need a JVM whose file-name encoding is ASCII (LANG=C): one JVM runs them all
     * ({@link CatalogueLangC}), started before the rows above and read after them, and each row is
     * reported here as its own test.
     */
    @Order(2)
    @TestFactory
    Stream<DynamicTest> nonAsciiArgumentsUnderLangC() throws Exception {
        Process p = langC;
        List<String> lines = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines().toList();
        assertTrue(p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS), "the LANG=C catalogue did not finish");
        List<CatalogueRow> rows = CatalogueOptions.langC();
        assertEquals(rows.size(), lines.stream().filter(l -> l.startsWith("ok ") || l.startsWith("fail ")).count(),
                "one report per row: " + String.join("\n", lines));
        return java.util.stream.IntStream.range(0, rows.size()).mapToObj(i -> DynamicTest.dynamicTest(rows.get(i).name, () -> {
            String line = lines.stream().filter(l -> l.equals("ok " + i) || l.startsWith("fail " + i + " ")).findFirst()
                    .orElse("missing");
            assertEquals("ok " + i, line);
        }));
    }

}
