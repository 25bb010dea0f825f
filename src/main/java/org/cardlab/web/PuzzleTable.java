package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.puzzle.Notepad;
import org.cardlab.fugitive.puzzle.ExhaustiveOracle;
import org.cardlab.fugitive.puzzle.Page;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PositionOracle;
import org.cardlab.fugitive.puzzle.PuzzleKind;
import org.cardlab.fugitive.puzzle.Solution;
import org.cardlab.fugitive.puzzle.TextRenderer;

/**
 * A shipped puzzle being played: the person names face-down hideouts (a number, or a card and
 * a number); a right one turns the card up (in a manhunt with the sprint cards beneath it), a
 * wrong one ends the puzzle and shows the answer with its reasoning. Judged against the
 * puzzle's proven route. A right name that was not yet certain (some face-down hideout could
 * still hold another value, given the notes and the cards turned up) is a lucky guess: it
 * turns the card up, and the page says what else was possible, since the puzzle asks for
 * certainty. Saved as {@code cardlab.web.puzzle/1}: the puzzle's id and the guesses.
 */
final class PuzzleTable extends WebTable {
    static final String FORMAT = "cardlab.web.puzzle/1";
    /** The exact oracle the puzzles are proven with, fast on endgames. */
    private static final ExhaustiveOracle ORACLE = new ExhaustiveOracle();

    record Guess(int number, int position) {}

    private final Puzzle puzzle;
    private final PublicTrack track;
    private final List<Guess> guesses = new ArrayList<>();
    /** Position to value, for the positions turned up so far. */
    private final Map<Integer, Integer> up = new java.util.LinkedHashMap<>();
    /** For each lucky guess, what else the table allowed when it was named. */
    private final List<String> lucky = new ArrayList<>();
    private String failure;

    PuzzleTable(String id, Puzzle puzzle) {
        super(id);
        this.puzzle = puzzle;
        this.track = PublicTrack.read(puzzle.notes(), puzzle.id());
    }

    static PuzzleTable fromFile(String id, JsonNode json, String where, Puzzles puzzles) {
        Json.onlyFields(json, where, Set.of("format", "puzzle", "guesses"));
        String format = Json.text(json, "format", where);
        if (!FORMAT.equals(format)) {
            throw new UserError(where + ": field 'format' is '" + format + "', expected '" + FORMAT + "'");
        }
        String name = Json.text(json, "puzzle", where);
        if (!puzzles.has(name)) {
            throw new UserError(where + ": puzzle '" + Api.printable(name) + "' is not shipped any more");
        }
        PuzzleTable t = new PuzzleTable(id, puzzles.get(name));
        for (JsonNode g : Json.arrayField(json, "guesses", where)) {
            t.guess(Json.integer(g, "number", where), g.has("position") ? Json.integer(g, "position", where) : 0);
        }
        return t;
    }

    @Override
    String mode() {
        return "puzzle";
    }

    @Override
    String suffix() {
        return ".puzzle.json";
    }

    @Override
    int count() {
        return guesses.size();
    }

    @Override
    Notes notes() {
        return puzzle.notes();
    }

    @Override
    ObjectNode file() {
        ObjectNode o = Json.object();
        o.put("format", FORMAT);
        o.put("puzzle", puzzle.id());
        ArrayNode gs = o.putArray("guesses");
        for (Guess g : guesses) {
            ObjectNode go = gs.addObject().put("number", g.number());
            if (g.position() > 0) {
                go.put("position", g.position());
            }
        }
        return o;
    }

    private int faceDownLeft() {
        return track.faceDownCount() - up.size();
    }

    @Override
    void act(String action, JsonNode body) {
        if (action.equals("retry")) {
            Json.onlyFields(body, "retry", Set.of());
            guesses.clear();
            up.clear();
            lucky.clear();
            failure = null;
            return;
        }
        if (!action.equals("guess")) {
            throw ApiError.notFound("no action '" + Api.printable(action) + "' on a puzzle (guess, retry)");
        }
        Json.onlyFields(body, "guess", Set.of("number", "position"));
        int number = Json.integer(body, "number", "guess", 1, 41);
        int position = body.has("position") ? Json.integer(body, "position", "guess") : 0;
        if (position != 0 && (position < 0 || position >= track.routeLength() || !track.positions.get(position).faceDown())) {
            throw ApiError.bad("guess: position " + position + " is not a face-down hideout of this puzzle");
        }
        if (failure != null || faceDownLeft() == 0) {
            throw ApiError.refused("the puzzle is over");
        }
        String visible = visible(number);
        if (visible != null) { // not a guess: a face-down hideout is a card nobody sees, and the puzzle goes on
            throw ApiError.refused(visible + ", so it is not a face-down hideout: the puzzle goes on");
        }
        guess(number, position);
    }

    /** Where the person can see {@code number} (his hand, face up on the table, a sprint card), or null. */
    private String visible(int number) {
        if (Cards.has(track.marshalCards, number)) {
            return number + " is in your hand";
        }
        for (PublicTrack.Position p : track.positions) {
            int at = p.index;
            boolean faceUp = !p.faceDown() || up.containsKey(at);
            int value = up.containsKey(at) ? up.get(at) : p.value;
            long beneath = up.containsKey(at) ? puzzle.beneath().getOrDefault(at, 0L) : p.revealed() || at == 0 ? p.sprintCards : 0;
            if (faceUp && value == number) {
                return number + " lies face up " + (at == 0 ? "at the start of the row" : "at #" + at);
            }
            if (Cards.has(beneath, number)) {
                return number + " is a sprint card under " + (at == 0 ? "the start" : "#" + at);
            }
        }
        return Cards.has(track.seen, number) ? number + " has been seen face up" : null;
    }

    private void guess(int number, int position) {
        guesses.add(new Guess(number, position));
        int[] route = puzzle.solution().route();
        int at = -1;
        for (int p = 1; p < route.length; p++) {
            if (route[p] == number && track.positions.get(p).faceDown() && !up.containsKey(p)) {
                at = p;
            }
        }
        if (at < 0) {
            failure = number + " is not a face-down hideout"
                    + (puzzle.kind() == PuzzleKind.MANHUNT ? ": the manhunt misses and the Fugitive escapes" : "");
        } else if (position != 0 && position != at) {
            failure = "position " + position + " is not " + number + " (" + number + " lies at position " + at + ")";
        } else {
            String open = notYetCertain(number);
            if (open != null) {
                lucky.add(number + " was right, but not yet certain: " + open);
            }
            up.put(at, number);
        }
    }

    /**
     * Null when {@code number} is certain now (the only value some face-down position can hold,
     * given the notes and the cards turned up so far); else the positions still open, in words.
     */
    private String notYetCertain(int number) {
        List<NoteEvent> events = new ArrayList<>(puzzle.notes().events());
        if (puzzle.kind() == PuzzleKind.MANHUNT) { // each card turned up is a hit of the manhunt, with its sprint cards
            up.forEach((p, v) -> events.add(new NoteEvent.Guess(1L << v, true,
                    List.of(new NoteEvent.Reveal(p, v, puzzle.beneath().getOrDefault(p, 0L))))));
        }
        PublicTrack now = PublicTrack.read(new Notes(puzzle.notes().spec(), events), puzzle.id());
        PositionOracle.Possible poss = ORACLE.possible(now, Set.of());
        if (!poss.consistent()) {
            return null; // cannot happen for a proven puzzle; never blame the player for it
        }
        Map<Integer, Long> open = new java.util.TreeMap<>();
        Map<Integer, Long> without = new java.util.HashMap<>();
        for (int p : now.faceDown()) {
            long v = poss.values().get(p);
            without.put(p, v & ~(1L << number));
            if (Long.bitCount(v) > 1) {
                open.put(p, v);
            }
        }
        // Certain exactly when no history explains the table with no face-down hideout holding the number.
        return ORACLE.possible(now, Set.of(), without).consistent() ? Solution.describeOpen(open) : null;
    }

    @Override
    ObjectNode view() {
        ObjectNode v = base();
        v.put("puzzle", puzzle.id());
        v.put("kind", puzzle.kind().label);
        v.put("spec", puzzle.spec());
        v.put("title", Page.title(puzzle, 0));
        v.put("task", task());
        ObjectNode m = MarshalView.of(track, null, null); // no figures: no search
        ArrayNode lines = Json.array();
        new Notepad(puzzle.notes()).rounds.forEach(r -> lines.add(roundText(r)));
        m.set("noteLines", lines);
        long seen = track.seen & ~1L;
        for (JsonNode pos : m.get("route")) {
            int p = pos.get("position").asInt();
            if (up.containsKey(p)) {
                ObjectNode po = (ObjectNode) pos;
                po.put("faceUp", true);
                po.put("value", up.get(p));
                seen |= 1L << up.get(p);
                Long beneath = puzzle.beneath().get(p);
                if (beneath != null) {
                    po.set("sprintCards", MarshalView.cards(beneath));
                    seen |= beneath;
                }
            }
        }
        m.set("seen", MarshalView.cards(seen));
        v.set("marshal", m);
        ArrayNode gs = v.putArray("guesses");
        for (Guess g : guesses) {
            gs.add(g.number());
        }
        ArrayNode lk = v.putArray("lucky");
        lucky.forEach(lk::add);
        boolean solved = failure == null && faceDownLeft() == 0;
        v.put("state", failure != null ? "failed" : solved ? "solved" : "playing");
        if (failure != null) {
            v.put("failure", failure);
        }
        if (failure != null || solved) {
            v.put("answer", TextRenderer.answer(puzzle));
        }
        return v;
    }

    /** What to find, as played here: a right name turns the card up at once (no clues to look up, as in the book). */
    private String task() {
        int down = track.faceDownCount();
        return puzzle.kind() == PuzzleKind.MANHUNT
                ? "The Fugitive has just played 42 and the manhunt starts. Name his " + down
                        + " face-down hideouts one at a time, each guess certain from what you know (a hit shows the sprint cards beneath)."
                : "It is your turn to guess. The notes already give away all " + down + " face-down hideouts: name them.";
    }

    /** One round of the notepad on one line: "he drew deck 2 · he played #3 (1 sprint) · you drew 17 · you guessed 22: miss". */
    private static String roundText(Notepad.Round r) {
        List<String> parts = new ArrayList<>();
        part(parts, "he drew", r.heDrew());
        part(parts, "he played", r.hePlayed());
        part(parts, "you drew", r.youDrew());
        part(parts, "you guessed", r.youGuessed());
        return String.join(" · ", parts);
    }

    private static void part(List<String> parts, String label, List<String> entries) {
        if (!entries.isEmpty()) {
            parts.add(label + " " + String.join(", ", entries));
        }
    }

    @Override
    ObjectNode summary() {
        ObjectNode o = base();
        o.put("spec", puzzle.spec());
        o.put("puzzle", puzzle.id());
        o.put("events", guesses.size());
        o.put("next", failure != null ? "over: " + failure : faceDownLeft() == 0 ? "solved" : Counts.plain(faceDownLeft(), "hideout") + " to name");
        return o;
    }
}
