package org.cardlab.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rows of {@link CatalogueFugitiveCommands}, every one in every build (the whole catalogue runs
 * only a third of its rows outside mvn test), judged as {@link RobustnessCatalogueTest} judges each.
 */
class CatalogueFugitiveCommandsTest {
    @TempDir
    Path root;

    @TestFactory
    Stream<DynamicTest> eachRowIsOneLineExitTwoAndLeavesNothing() {
        List<CatalogueRow> rows = CatalogueFugitiveCommands.rows();
        return IntStream.range(0, rows.size()).mapToObj(i -> DynamicTest.dynamicTest(rows.get(i).name,
                () -> RobustnessCatalogueTest.check(rows.get(i), root.resolve("row" + i))));
    }
}
