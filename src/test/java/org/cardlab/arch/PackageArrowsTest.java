package org.cardlab.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
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
 * that adds or removes an arrow fails here until the doc (and its picture) says so. A game added
 * in a folder of its own needs no row (a new game is its folder and its service entry): its
 * packages keep to the layout of a game instead, the engine using core only.
 */
class PackageArrowsTest {
    private static final String ROOT = "org.cardlab";
    private static final Path DOC = Path.of("docs/architecture.md");
    private static final String HEADING = "## Package arrows";
    private static final Path MAIN_CLASSES = Path.of("target/classes");

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        // The main classes' folder alone: scanning the whole class path for the package takes far longer.
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPath(MAIN_CLASSES);
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
                String why = newGameFolder(p, doc.keySet()) ? whyNotAGameFolder(p, code.get(p)) : "no row";
                if (why != null) {
                    diff.append("\n  ").append(p).append(": ").append(why).append("; it uses ").append(code.get(p));
                }
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

    /** The folder (first part) of a package: {@code fugitive} for {@code fugitive/deduce}. */
    static String folder(String p) {
        int slash = p.indexOf('/');
        return slash < 0 ? p : p.substring(0, slash);
    }

    /** A package of a folder the table does not name at all: a game added since (its folder and one service entry). */
    static boolean newGameFolder(String p, Set<String> listed) {
        return listed.stream().noneMatch(q -> folder(q).equals(folder(p)));
    }

    /**
     * Why a package of a new game's folder breaks the layout every game keeps, or null: its engine
     * (the folder itself) uses {@code core} only; its other packages use {@code core}, {@code cli}
     * (a command's options) and their own folder.
     */
    static String whyNotAGameFolder(String p, Set<String> uses) {
        String game = folder(p);
        for (String q : uses) {
            boolean ok = q.equals("core") || !p.equals(game) && (q.equals("cli") || folder(q).equals(game));
            if (!ok) {
                return p.equals(game) ? "a new game's engine that uses more than core" : "a new game's package that uses " + q;
            }
        }
        return null;
    }

    @Test
    void aNewGameNeedsNoRow() {
        Set<String> listed = Set.of("core", "cli", "scout", "scout/plugin");
        assertTrue(newGameFolder("duel/plugin", listed));
        assertTrue(!newGameFolder("scout/bots", listed));
        assertEquals(null, whyNotAGameFolder("duel", Set.of("core")));
        assertEquals(null, whyNotAGameFolder("duel/plugin", Set.of("core", "cli", "duel", "duel/bots")));
        assertEquals("a new game's engine that uses more than core", whyNotAGameFolder("duel", Set.of("core", "duel/bots")));
        assertEquals("a new game's package that uses scout", whyNotAGameFolder("duel/bots", Set.of("duel", "scout")));
    }

    /**
     * The shared command line names no class of any game: a game's own commands live in its
     * folder's {@code cli/} and reach the command line through its plugin, found at run time.
     */
    @Test
    void cliNamesNoGameClass() {
        String[] gamePackages = org.cardlab.core.Games.all().stream().map(t -> ROOT + "." + t.id() + "..").toArray(String[]::new);
        assertTrue(gamePackages.length >= 3, "the registry lists the three shipped games: " + List.of(gamePackages));
        noClasses().that().resideInAPackage(ROOT + ".cli").should().dependOnClassesThat().resideInAnyPackage(gamePackages)
                .check(classes);
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
