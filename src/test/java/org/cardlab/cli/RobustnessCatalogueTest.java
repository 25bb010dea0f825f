package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The robustness catalogue: every malformed input of {@link Catalogue} must give exit 2, one
 * line on stderr naming the input, no stack trace, and leave its folder exactly as it was (no
 * file created, none changed or half-written). Each row runs the CLI in-process in a fresh
 * folder. Rows live in {@link Catalogue} and {@link CatalogueValues}. Every third row runs in every
 * build; the others are tagged slow ({@code mvn test} runs them all): a quarter of them here, the
 * rest in {@link RobustnessCatalogueMoreRowsTest}, so that two test JVMs share the catalogue, the
 * longest class of the suite's last package, instead of one running it alone at the end.
 */
class RobustnessCatalogueTest {
    /** A row that runs longer than this hangs (the slowest rows finish in well under a second). */
    static final Duration HANG = Duration.ofSeconds(60);

    @TempDir
    Path root;

    /** One row in {@link #SAMPLE} runs in every build; the others are tagged slow (the whole catalogue runs in mvn test). */
    static final int SAMPLE = 3;

    @TestFactory
    Stream<DynamicTest> everyMalformedInputIsOneLineExitTwoAndLeavesNothing() {
        return rows(i -> i % SAMPLE == 0, root);
    }

    /**
     * Every other row after a sample row; the rest of the slow rows are {@link RobustnessCatalogueMoreRowsTest}'s,
     * so that the two classes run about as long.
     */
    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> theOtherMalformedInputs() {
        return rows(i -> here(i) && i % SAMPLE != 0, root);
    }

    /** Whether row {@code i} runs in this class: every SAMPLE-th row, and every other row after one. */
    static boolean here(int i) {
        return i % SAMPLE == 0 || i % (2 * SAMPLE) == 1;
    }

    /** The rows of the catalogue whose index passes {@code which}, each in a folder of its own under {@code root}. */
    static Stream<DynamicTest> rows(java.util.function.IntPredicate which, Path root) {
        List<CatalogueRow> rows = Catalogue.rows();
        return java.util.stream.IntStream.range(0, rows.size()).filter(which)
                .mapToObj(i -> DynamicTest.dynamicTest(rows.get(i).name, () -> check(rows.get(i), root.resolve("row" + i))));
    }

    @Test
    void theCatalogueIsLargeAndItsValidInputsAreValid() throws IOException {
        assertTrue(Catalogue.rows().size() >= 1000, "rows: " + Catalogue.rows().size());
        List<Catalogue.Loader> loaders = new java.util.ArrayList<>(Catalogue.LOADERS);
        loaders.add(CatalogueDeduction.SAMPLE);
        loaders.add(CatalogueBots.EXPOSURE);
        loaders.add(CatalogueBots.EXPOSURE_GAME);
        for (Catalogue.Loader l : loaders) { // a malformed row means something only if the valid file works
            Path dir = Files.createDirectories(root.resolve("valid-" + l.name().replace(' ', '-')));
            Files.writeString(dir.resolve(l.fileName()), l.validText());
            Cli r = Cli.run(CatalogueRow.row(l.name()).run(l.command()).argsIn(dir));
            assertEquals(0, r.code(), l.name() + ": " + r.err());
        }
    }

    /** Each command of {@link CatalogueReaders} takes its valid file (exit 0 or 1): the broken ones mean something. */
    @TestFactory
    Stream<DynamicTest> everyReaderTakesItsValidFile() {
        return CatalogueReaders.all().stream().map(ku -> {
            CatalogueRow r = CatalogueReaders.valid((CatalogueReaders.Kind) ku[0], (CatalogueReaders.Use) ku[1]);
            return DynamicTest.dynamicTest(r.name, () -> {
                Path dir = Files.createDirectories(root.resolve("valid-" + Math.abs(r.name.hashCode())));
                for (Map.Entry<String, CatalogueRow.Content> f : r.files.entrySet()) {
                    Path p = dir.resolve(f.getKey());
                    Files.createDirectories(p.getParent());
                    f.getValue().makeAt(p);
                }
                Cli c;
                try {
                    org.cardlab.fugitive.cli.MarshalCommand.input = new java.io.ByteArrayInputStream(r.stdin.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                    c = Cli.run(r.argsIn(dir));
                } finally {
                    org.cardlab.fugitive.cli.MarshalCommand.input = null;
                }
                assertTrue(c.code() == 0 || c.code() == 1, r.name + ": exit " + c.code() + ": " + c.err());
            });
        });
    }

    static void check(CatalogueRow row, Path dir) throws Exception {
        Files.createDirectories(dir);
        for (Map.Entry<String, CatalogueRow.Content> f : row.files.entrySet()) {
            Path p = dir.resolve(f.getKey());
            Files.createDirectories(p.getParent());
            f.getValue().makeAt(p);
        }
        Map<String, String> before = snapshot(dir);
        Map<String, String> saved = new java.util.HashMap<>();
        row.properties.forEach((k, v) -> saved.put(k, System.setProperty(k, v)));
        Cli r;
        try {
            org.cardlab.fugitive.cli.MarshalCommand.input = new java.io.ByteArrayInputStream(row.stdin.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            r = Assertions.assertTimeoutPreemptively(HANG, () -> Cli.run(row.argsIn(dir)), "hangs");
        } finally {
            org.cardlab.fugitive.cli.MarshalCommand.input = null;
            saved.forEach((k, v) -> {
                if (v == null) {
                    System.clearProperty(k);
                } else {
                    System.setProperty(k, v);
                }
            });
        }
        String err = row.progress ? withoutProgress(r.err()) : r.err();
        String where = "\nstderr: " + err + "\nstdout (start): " + r.out().substring(0, Math.min(300, r.out().length()));
        assertEquals(2, r.code(), "exit code" + where);
        assertFalse(err.contains("\tat ") || err.contains("Exception") || r.out().contains("\tat "), "a stack trace" + where);
        List<String> lines = err.strip().lines().toList();
        if (Boolean.getBoolean("catalogue.print")) { // -Dcatalogue.print=true lists each row's message for review
            System.out.println(row.name + "\n    " + err.strip());
        }
        assertEquals(1, lines.size(), "one line" + where);
        assertTrue(lines.get(0).startsWith("cardlab: "), where);
        for (String m : row.expectedMentions()) {
            assertTrue(lines.get(0).contains(m), "the line names '" + m + "'" + where);
        }
        assertEquals(before, snapshot(dir), "the folder is as it was: nothing created, changed or half-written");
    }

    /** Stderr without the progress lines a command prints as it goes ("verify: 1/2", "games: 500/1000"). */
    static String withoutProgress(String err) {
        return String.join("\n", err.lines().filter(l -> !l.matches("[a-z][a-z ]*: \\d+/\\d+( \\(.*\\))?")).toList());
    }

    /** Every path under {@code dir} (files, folders, temporary files) with a digest of its content. */
    static Map<String, String> snapshot(Path dir) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.toList()) {
                String key = dir.relativize(p).toString();
                if (Files.isDirectory(p)) {
                    out.put(key + "/", "folder");
                } else if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    out.put(key, "special"); // a device or FIFO: its kind is what must not change (reading it never ends)
                } else if (Files.size(p) > (1 << 20)) { // the huge inputs: a write would change the size or the time
                    out.put(key, Files.size(p) + " bytes, modified " + Files.getLastModifiedTime(p).toMillis());
                } else {
                    MessageDigest md = MessageDigest.getInstance("SHA-256");
                    try (InputStream in = Files.newInputStream(p)) {
                        byte[] buf = new byte[1 << 16];
                        for (int n; (n = in.read(buf)) > 0; ) {
                            md.update(buf, 0, n);
                        }
                    }
                    out.put(key, HexFormat.of().formatHex(md.digest()));
                }
            }
        }
        return out;
    }
}
