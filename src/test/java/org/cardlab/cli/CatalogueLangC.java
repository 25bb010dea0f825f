package org.cardlab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs the rows of {@link CatalogueOptions#langC} in this JVM, which the catalogue starts with
 * LANG=C (the file-name encoding of a JVM is fixed when it starts, so these rows cannot run in
 * the test's own). Prints one line per row: {@code ok N} or {@code fail N why}.
 */
public final class CatalogueLangC {
    private CatalogueLangC() {}

    public static void main(String[] args) throws Exception {
        Path root = Files.createDirectories(Path.of(args[0]));
        List<CatalogueRow> rows = CatalogueOptions.langC();
        for (int i = 0; i < rows.size(); i++) {
            try {
                RobustnessCatalogueTest.check(rows.get(i), root.resolve("row" + i));
                System.out.println("ok " + i);
            } catch (Throwable t) {
                System.out.println("fail " + i + " " + String.valueOf(t.getMessage()).replaceAll("\\R", " | "));
            }
        }
    }
}
