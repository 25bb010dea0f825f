package org.cardlab.arch;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The package arrows of docs/architecture.md's table "Package arrows" are the code's: every
 * package of src/main that uses another lists it there, and lists nothing it does not use; and
 * the arrows make no cycle, so every package sits above what it uses (no upward arrow). A change
 * that adds or removes an arrow fails here until the doc (and its picture) says so.
 */
class PackageArrowsTest {
    private static final String ROOT = "org.cardlab";
    private static final Path DOC = Path.of("docs/architecture.md");
    private static final String HEADING = "## Package arrows";

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages(ROOT);
    }

    /** A package as the doc names it: its path below org/cardlab ({@code fugitive/deduce}). */
    static String docName(String javaPackage) {
        return javaPackage.equals(ROOT) ? "." : javaPackage.substring(ROOT.length() + 1).replace('.', '/');
    }

    /** Each main package and the other main packages its classes use, as the compiled classes show. */
    static Map<String, Set<String>> codeArrows(JavaClasses classes) {
        Map<String, Set<String>> out = new TreeMap<>();
        for (JavaClass c : classes) {
            String from = c.getPackageName();
            if (!from.startsWith(ROOT)) {
                continue;
            }
            Set<String> uses = out.computeIfAbsent(docName(from), k -> new TreeSet<>());
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                String to = d.getTargetClass().getBaseComponentType().getPackageName();
                if (to.startsWith(ROOT) && !to.equals(from)) {
                    uses.add(docName(to));
                }
            }
        }
        return out;
    }

    private static final Pattern ROW = Pattern.compile("^\\|\\s*`([^`]+)`\\s*\\|(.*)\\|\\s*$");
    private static final Pattern NAME = Pattern.compile("`([^`]+)`");

    /** The doc's table: rows {@code | `package` | `used`, `used` |} ("—" for none) under {@link #HEADING}. */
    static Map<String, Set<String>> docArrows(List<String> lines) {
        int start = lines.indexOf(HEADING);
        assertTrue(start >= 0, DOC + " has no section '" + HEADING + "'");
        Map<String, Set<String>> out = new TreeMap<>();
        for (String line : lines.subList(start + 1, lines.size())) {
            if (line.startsWith("## ")) {
                break;
            }
            Matcher m = ROW.matcher(line);
            if (!m.matches()) {
                continue;
            }
            Set<String> uses = new TreeSet<>();
            for (Matcher n = NAME.matcher(m.group(2)); n.find(); ) {
                uses.add(n.group(1));
            }
            assertTrue(out.put(m.group(1), uses) == null, DOC + ": package '" + m.group(1) + "' has two rows");
        }
        assertTrue(!out.isEmpty(), DOC + ": the section '" + HEADING + "' has no table rows");
        return out;
    }

    @Test
    void theDocListsTheArrowsOfTheCode() throws IOException {
        Map<String, Set<String>> code = codeArrows(classes);
        Map<String, Set<String>> doc = docArrows(Files.readAllLines(DOC));
        StringBuilder diff = new StringBuilder();
        Set<String> packages = new TreeSet<>(code.keySet());
        packages.addAll(doc.keySet());
        for (String p : packages) {
            if (!code.containsKey(p)) {
                diff.append("\n  ").append(p).append(": in the table, but no such package");
                continue;
            }
            if (!doc.containsKey(p)) {
                diff.append("\n  ").append(p).append(": no row; it uses ").append(code.get(p));
                continue;
            }
            Set<String> missing = new TreeSet<>(code.get(p));
            missing.removeAll(doc.get(p));
            Set<String> stale = new TreeSet<>(doc.get(p));
            stale.removeAll(code.get(p));
            if (!missing.isEmpty()) {
                diff.append("\n  ").append(p).append(" uses, and the table does not say: ").append(missing);
            }
            if (!stale.isEmpty()) {
                diff.append("\n  ").append(p).append(" does not use, and the table says it does: ").append(stale);
            }
        }
        assertEquals("", diff.toString(), DOC + " and the code disagree on the package arrows:");
    }

    @Test
    void thePackagesMakeNoCycle() {
        slices().matching(ROOT + ".(**)").should().beFreeOfCycles().check(classes);
    }

    /** The table's own arrows make no cycle either, so the doc cannot show a layering the code lacks. */
    @Test
    void theTableHasNoUpwardArrow() throws IOException {
        Map<String, Set<String>> doc = docArrows(Files.readAllLines(DOC));
        Map<String, Integer> state = new TreeMap<>();
        for (String p : doc.keySet()) {
            String cycle = cycleFrom(p, doc, state, new java.util.ArrayDeque<>());
            assertEquals(null, cycle, DOC + ": the arrows make a cycle");
        }
    }

    /** Depth-first search: 1 on the path, 2 done; the cycle in words when one closes. */
    private static String cycleFrom(String p, Map<String, Set<String>> arrows, Map<String, Integer> state, java.util.Deque<String> path) {
        Integer s = state.get(p);
        if (s != null && s == 2) {
            return null;
        }
        if (s != null) {
            List<String> loop = new java.util.ArrayList<>(path);
            java.util.Collections.reverse(loop);
            return String.join(" -> ", loop.subList(loop.indexOf(p), loop.size())) + " -> " + p;
        }
        state.put(p, 1);
        path.push(p);
        for (String q : arrows.getOrDefault(p, Set.of())) {
            String cycle = cycleFrom(q, arrows, state, path);
            if (cycle != null) {
                return cycle;
            }
        }
        path.pop();
        state.put(p, 2);
        return null;
    }

    /** The doc's reader itself: a row with no arrows, and one with two. */
    @Test
    void theTableReaderReadsRows() {
        Map<String, Set<String>> t = docArrows(List.of("intro", HEADING, "", "| package | uses |", "|---|---|",
                "| `core` | — |", "| `scout/plugin` | `core`, `scout` |", "## Next", "| `x` | `y` |"));
        assertEquals(Map.of("core", Set.of(), "scout/plugin", Set.of("core", "scout")), t);
    }
}
