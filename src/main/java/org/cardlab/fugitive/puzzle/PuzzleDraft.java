package org.cardlab.fugitive.puzzle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.cardlab.core.Counts;
import org.cardlab.core.FileKinds;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * A position to solve, before any answer is stored: the kind, the Marshal's notes and (for a
 * manhunt) what each reveal will show. Read from a notes file ({@code cardlab.fugitive.notes/1},
 * the kind follows from where the notes stop) or from a puzzle file whose answer, grade and proof
 * may be missing (when present they must be well formed, but the solver ignores them). Checked against the notes: the turn structure, the kind, and
 * that each listed reveal has the number of sprint cards its hideout was placed with.
 */
public record PuzzleDraft(PuzzleKind kind, Notes notes, Map<Integer, Long> beneath, FugitiveRules rules, String where) {

    /**
     * Reads a draft. {@code kindOverride} and {@code specOverride} (null when not given) replace
     * what the file says or implies; {@code extraBeneath} adds to (or replaces) its reveals.
     */
    public static PuzzleDraft read(Path file, PuzzleKind kindOverride, String specOverride, Map<Integer, Long> extraBeneath) {
        String where = file.toString();
        JsonNode root = Json.read(file);
        String format = FileKinds.requireOneOf(root, where, Notes.FORMAT, Puzzle.FORMAT);
        Notes notes;
        PuzzleKind kind = kindOverride;
        Map<Integer, Long> beneath = new LinkedHashMap<>();
        if (Notes.FORMAT.equals(format)) {
            notes = Notes.parse(root, where);
        } else if (Puzzle.FORMAT.equals(format) && (root.has("answer") || root.has("grade") || root.has("proof"))) {
            Puzzle p = Puzzle.parse(root, where); // a stored answer or grade is ignored, but must still make sense
            notes = p.notes();
            kind = kind == null ? p.kind() : kind;
            beneath.putAll(p.beneath());
        } else {
            Json.onlyFields(root, where, Set.of("format", "id", "kind", "spec", "notes", "beneath", "answer", "grade", "proof", "source"));
            notes = Notes.parse(Json.field(root, "notes", where), where + ": notes");
            if (kind == null && root.has("kind")) {
                kind = PuzzleKind.of(Json.text(root, "kind", where), where);
            }
            if (root.has("beneath")) {
                beneath.putAll(Puzzle.beneath(Json.arrayField(root, "beneath", where), where));
            }
        }
        if (specOverride != null) {
            notes = new Notes(specOverride, notes.events());
        }
        beneath.putAll(extraBeneath);
        return of(kind, notes, beneath, where);
    }

    /** Checks a draft given in parts; {@code kind} null: from where the notes stop. */
    public static PuzzleDraft of(PuzzleKind kind, Notes notes, Map<Integer, Long> beneath, String where) {
        if (kind == PuzzleKind.SAFE_ROUTE) {
            throw new UserError(where + ": a safe-route puzzle needs the Fugitive's hand and route, which the Marshal's notes do not hold;"
                    + " `puzzles generate --kind safe-route` makes them, and `puzzles solve` and `verify` read their files");
        }
        FugitiveRules rules = namedRules(notes, where);
        rules.requirePublishedEscape("a puzzle");
        notes = new Notes(notes.spec(), notes.events()); // a puzzle names its spec: same position, same id
        PublicTrack track = PublicTrack.read(rules, notes, where);
        PuzzleKind stops = track.phase() == Phase.MANHUNT ? PuzzleKind.MANHUNT
                // Where the Marshal is to act, his draw included: where a player's notes naturally stop.
                : (track.phase() == Phase.MARSHAL_GUESS || track.phase() == Phase.MARSHAL_DRAW) && !track.escaped() ? PuzzleKind.ROUTE : null;
        if (stops == null) {
            throw new UserError(where + ": the notes stop where no puzzle starts (" + phaseText(track)
                    + "); a route puzzle stops when the Marshal is about to draw or guess, a manhunt right after 42 starts one");
        }
        if (kind == PuzzleKind.BEST_GUESS && stops == PuzzleKind.ROUTE) {
            if (track.phase() != Phase.MARSHAL_GUESS) {
                throw new UserError(where + ": a best-guess puzzle's notes stop when the Marshal is about to guess (these stop at his draw)");
            }
            stops = PuzzleKind.BEST_GUESS;
        }
        if (kind == PuzzleKind.BENEATH) {
            stops = PuzzleKind.BENEATH; // wherever the Marshal is to act, the manhunt's start included: the table shows no reveal
        }
        if (kind != null && kind != stops) {
            throw new UserError(where + ": a " + kind.label + " puzzle, but the notes stop "
                    + (stops == PuzzleKind.MANHUNT ? "at the start of a manhunt" : "when the Marshal is about to draw or guess (a route puzzle)"));
        }
        if (track.faceDownCount() == 0) {
            throw new UserError(where + ": no hideout is face down: nothing to find");
        }
        Map<Integer, Long> checked = new TreeMap<>();
        if (stops == PuzzleKind.MANHUNT) {
            for (Map.Entry<Integer, Long> e : beneath.entrySet()) {
                int p = e.getKey();
                if (p >= track.positions.size() || !track.positions.get(p).faceDown()) {
                    throw new UserError(where + ": beneath: #" + p + " is not a face-down hideout (face down: " + faceDownText(track) + ")");
                }
                int n = Long.bitCount(e.getValue());
                if (n != track.positions.get(p).sprints) {
                    throw new UserError(where + ": beneath: #" + p + " was placed with "
                            + Counts.plain(track.positions.get(p).sprints, "sprint card") + ", but " + n + " " + Counts.noun(n, "is", "are")
                            + " listed (" + Cards.toString(e.getValue()) + ")");
                }
                checked.put(p, e.getValue());
            }
        } else if (!beneath.isEmpty()) {
            throw new UserError(where + ": beneath: a " + stops.label + " puzzle reveals nothing, so it lists no sprint cards");
        }
        return new PuzzleDraft(stops, notes, checked, rules, where);
    }

    /**
     * The rules of the spec the notes name. Notes saved by {@code marshal} or the web table also
     * embed the rule values they were taken under; a puzzle is proven under a spec it names, so
     * those values must be that spec's.
     */
    private static FugitiveRules namedRules(Notes notes, String where) {
        FugitiveRules named;
        try {
            named = FugitiveRules.load(notes.spec());
        } catch (UserError e) {
            if (notes.rules() == null) {
                throw e;
            }
            throw new UserError(where + ": the notes were taken under rules named '" + notes.spec() + "', which is neither a"
                    + " shipped spec nor a spec file; a puzzle is proven under a spec it names (give --spec pt or --spec ca)");
        }
        ObjectNode embedded = notes.rules();
        if (embedded != null) {
            ObjectNode values = Notes.of(named, List.of()).rules();
            Set<String> differ = new TreeSet<>();
            embedded.fieldNames().forEachRemaining(differ::add);
            values.fieldNames().forEachRemaining(differ::add);
            differ.removeIf(r -> java.util.Objects.equals(embedded.get(r), values.get(r)));
            if (!differ.isEmpty()) {
                throw new UserError(where + ": the notes embed rule values that differ from the spec '" + notes.spec() + "' they name ("
                        + String.join(", ", differ) + "); a puzzle is proven under a spec it names (give --spec to choose one)");
            }
        }
        return named;
    }

    /** The face-down positions a manhunt's reveals do not cover yet. */
    public String missingBeneath() {
        if (kind != PuzzleKind.MANHUNT) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (int p : PublicTrack.read(rules, notes, "puzzle notes").faceDown()) {
            if (!beneath.containsKey(p)) {
                sb.append(sb.length() == 0 ? "#" : ", #").append(p);
            }
        }
        return sb.toString();
    }

    private static String faceDownText(PublicTrack t) {
        StringBuilder sb = new StringBuilder();
        for (PublicTrack.Position p : t.positions) {
            if (p.index > 0 && p.faceDown()) {
                sb.append(sb.length() == 0 ? "#" : ", #").append(p.index);
            }
        }
        return sb.toString();
    }

    private static String phaseText(PublicTrack t) {
        return switch (t.phase()) {
            case OVER -> "the game is over: " + t.outcome();
            case FUGITIVE_FIRST, FUGITIVE_DRAW, FUGITIVE_PLACE, PASS_BONUS -> "the Fugitive is to play";
            case MARSHAL_DRAW -> "the Marshal is to draw";
            default -> t.phase().toString().toLowerCase();
        };
    }
}
