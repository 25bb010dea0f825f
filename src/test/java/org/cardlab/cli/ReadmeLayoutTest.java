package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.junit.jupiter.api.Test;

/**
 * The README's layout names every package folder under src/main/java/org/cardlab and no folder
 * that is gone: by its own entry ("  fugitive/solve/  ...") or as a sub-folder in the text of an
 * entry above it ("bots/ the greedy bot" under "  scout/"). A game added as a plugin is its own
 * folder plus a services line and changes no other file (docs/adding-a-game.md), so the folder of a
 * registered game that the layout does not list, and its sub-folders, need no entry; the shipped
 * games' folders are listed and checked like the others.
 */
class ReadmeLayoutTest {
    private static final Path MAIN = Path.of("src/main/java/org/cardlab");
    private static final String ROOT_PACKAGE = "org.cardlab.";

    @Test
    void theLayoutNamesEveryPackageFolderAndNoOther() throws IOException {
        Map<String, String> entries = entries(Files.readString(Path.of("README.md")));
        assertFalse(entries.isEmpty(), "no layout of src/main/java/org/cardlab/ in README.md");
        Set<String> addedGames = addedGameFolders(entries);
        List<String> unnamed = new ArrayList<>();
        try (Stream<Path> dirs = Files.walk(MAIN)) {
            for (Path d : dirs.filter(Files::isDirectory).filter(d -> !d.equals(MAIN)).toList()) {
                String pkg = MAIN.relativize(d).toString().replace('\\', '/') + "/";
                if (!named(entries, pkg) && !addedGames.contains(pkg.substring(0, pkg.indexOf('/') + 1))) {
                    unnamed.add(pkg);
                }
            }
        }
        assertTrue(unnamed.isEmpty(), "README.md's layout does not name: " + unnamed);
        for (String entry : entries.keySet()) {
            assertTrue(Files.isDirectory(MAIN.resolve(entry)), "README.md's layout names a folder that is not there: " + entry);
        }
    }

    /**
     * The games the README covers (named in bold in its opening paragraph) are listed, so none of them is left to its folder;
     * a game added as a plugin (not in that paragraph) is, and the check holds with it registered (a newcomer's added game
     * failed here: the check asked that every registered game be listed).
     */
    @Test
    void everyGameTheReadmeCoversIsListedAndOnlyAnAddedOneIsLeftToItsFolder() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        assertTrue(covered(readme).size() >= 3, "the README's opening names the games it covers: " + covered(readme));
        assertEquals(Set.of(), coveredButUnlisted(readme));
        String withoutScoutsEntry = readme.replaceFirst("(?m)^  scout/", "  scout-gone/");
        assertEquals(Set.of("scout/"), coveredButUnlisted(withoutScoutsEntry), "a covered game's folder left out is found");
        String scoutAdded = withoutScoutsEntry.replaceFirst("\\*\\*SCOUT\\*\\*", "SCOUT");
        assertEquals(Set.of(), coveredButUnlisted(scoutAdded), "a game the opening does not cover is left to its folder");
        assertTrue(addedGameFolders(entries(scoutAdded)).contains("scout/"), "an unlisted game not covered is left to its folder");
    }

    /** The top folders of the registered games the README's opening paragraph names in bold ("**SCOUT**"). */
    private static Set<String> covered(String readme) {
        String opening = readme.substring(0, readme.indexOf("\n\n", readme.indexOf("\n\n") + 2));
        Set<String> out = new HashSet<>();
        for (GameType type : Games.all()) {
            if (opening.contains("**" + type.title() + "**")) {
                out.add(topFolder(type.getClass()));
            }
        }
        return out;
    }

    /** The covered games' folders that the layout does not list (left to their folders as if added). */
    private static Set<String> coveredButUnlisted(String readme) {
        Set<String> out = new HashSet<>(addedGameFolders(entries(readme)));
        out.retainAll(covered(readme));
        return out;
    }

    /** The top folder under org/cardlab of a class's package ("scout/" for org.cardlab.scout.cli), or null outside it. */
    static String topFolder(Class<?> c) {
        String pkg = c.getPackageName();
        return pkg.startsWith(ROOT_PACKAGE) ? pkg.substring(ROOT_PACKAGE.length()).split("\\.")[0] + "/" : null;
    }

    /** The top folders ("oddone/") of the registered games under src/main whose folder the layout does not list. */
    static Set<String> addedGameFolders(Map<String, String> entries) {
        Set<String> out = new HashSet<>();
        for (GameType type : Games.all()) {
            String top = topFolder(type.getClass());
            if (top != null && !entries.containsKey(top) && Files.isDirectory(MAIN.resolve(top))) {
                out.add(top);
            }
        }
        return out;
    }

    /** Named by its own entry, or by its path below an entry's folder written in that entry's text. */
    private static boolean named(Map<String, String> entries, String pkg) {
        for (Map.Entry<String, String> e : entries.entrySet()) {
            if (e.getKey().equals(pkg)
                    || pkg.startsWith(e.getKey()) && (" " + e.getValue()).matches("(?s).*[\\s(;,]" + pkg.substring(e.getKey().length()) + "\\s.*")) {
                return true;
            }
        }
        return false;
    }

    /** The layout's entries under src/main/java/org/cardlab/: each folder with its text (its line and the lines indented below it). */
    static Map<String, String> entries(String readme) {
        Map<String, String> out = new LinkedHashMap<>();
        String layout = readme.substring(readme.indexOf("## Layout"));
        boolean in = false;
        String current = null;
        for (String line : layout.split("\n")) {
            if (line.startsWith("src/main/java/org/cardlab/")) {
                in = true;
                continue;
            }
            if (!in || !line.startsWith(" ")) {
                if (in) {
                    break;
                }
                continue;
            }
            String[] head = line.strip().split("\\s+", 2);
            if (line.startsWith("  ") && !line.startsWith("   ") && head[0].endsWith("/")) {
                current = head[0];
                out.put(current, head.length > 1 ? head[1] : "");
            } else if (current != null) {
                out.put(current, out.get(current) + " " + line.strip());
            }
        }
        return out;
    }
}
