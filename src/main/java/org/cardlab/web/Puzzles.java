package org.cardlab.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.cardlab.core.Home;
import org.cardlab.core.Json;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PuzzleCollection;

/** The shipped puzzles, read once; a puzzle is found by its id only (never by a path from a request). */
final class Puzzles {
    private final Map<String, Puzzle> byId = new TreeMap<>();

    Puzzles(Path dir) {
        if (Files.isDirectory(dir)) {
            for (Puzzle p : PuzzleCollection.read(dir)) {
                // A best guess and a beneath are book puzzles: the table plays hideouts found for certain, and never shows sprint cards unrevealed.
                if (p.kind() != org.cardlab.fugitive.puzzle.PuzzleKind.BEST_GUESS && p.kind() != org.cardlab.fugitive.puzzle.PuzzleKind.BENEATH
                        && p.kind() != org.cardlab.fugitive.puzzle.PuzzleKind.SAFE_ROUTE) { // the table plays the Marshal's seat
                    byId.put(p.id(), p);
                }
            }
        }
    }

    /** The puzzles shipped under the home directory's {@code puzzles/fugitive}. */
    static Puzzles shipped() {
        return new Puzzles(Home.dir().resolve("puzzles").resolve("fugitive"));
    }

    boolean has(String id) {
        return byId.containsKey(id);
    }

    /**
     * The theme a puzzle turns on, for grouping the list: the book's chapter for it ("Counting his
     * cards", "The best guess"), so the web and the book group alike.
     */
    static String themeOf(Puzzle p) {
        return org.cardlab.fugitive.puzzle.Chapter.Theme.of(p).title;
    }

    Puzzle get(String id) {
        Puzzle p = byId.get(id);
        if (p == null) {
            throw ApiError.notFound("table: field 'puzzle': no puzzle '" + Api.printable(id) + "' (GET /api/puzzles lists them)");
        }
        return p;
    }

    ArrayNode list() {
        ArrayNode a = Json.array();
        for (Puzzle p : byId.values()) {
            ObjectNode o = a.addObject();
            o.put("id", p.id());
            o.put("kind", p.kind().label);
            o.put("spec", p.spec());
            o.put("grade", p.solution().grade().level());
            o.put("gradeName", p.solution().grade().name());
            o.put("theme", themeOf(p));
        }
        return a;
    }
}
