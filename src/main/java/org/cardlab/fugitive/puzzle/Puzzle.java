package org.cardlab.fugitive.puzzle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.core.Counts;
import org.cardlab.core.FileKinds;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.Notes;

/**
 * A Fugitive endgame puzzle in format {@code cardlab.fugitive.puzzle/1}: the Marshal's notes,
 * the spec (the notes name it), what each manhunt reveal shows (the sprint cards beneath each
 * face-down hideout: the table shows them when the hideout is named), the answer, the grade and
 * the proof statistics, and where it came from.
 */
public record Puzzle(String id, PuzzleKind kind, Notes notes, Map<Integer, Long> beneath, Solution solution, String oracle,
        String source) {
    public static final String FORMAT = "cardlab.fugitive.puzzle/1";

    public String spec() {
        return notes.spec();
    }

    /** A safe route's Fugitive seat (his hand and route), which its solver needs beside the notes; null for the other kinds. */
    public SafeRoute.Seat seat() {
        return solution.safe() == null ? null : solution.safe().seat();
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.object();
        o.put("format", FORMAT);
        o.put("id", id);
        o.put("kind", kind.label);
        o.put("spec", notes.spec());
        o.set("notes", notes.toJson());
        if (kind == PuzzleKind.MANHUNT) {
            ArrayNode b = o.putArray("beneath");
            for (Map.Entry<Integer, Long> e : beneath.entrySet()) {
                ObjectNode r = b.addObject();
                r.put("position", e.getKey());
                r.set("sprintCards", cards(e.getValue()));
            }
        }
        if (kind == PuzzleKind.BEST_GUESS) {
            GuessFormat.write(o, solution, oracle);
            o.put("source", source);
            return o;
        }
        if (kind == PuzzleKind.BENEATH) {
            BeneathFormat.write(o, solution, oracle);
            o.put("source", source);
            return o;
        }
        if (kind == PuzzleKind.SAFE_ROUTE) {
            SafeRouteFormat.write(o, solution, oracle);
            o.put("source", source);
            return o;
        }
        ObjectNode a = o.putObject("answer");
        ArrayNode guesses = a.putArray(kind == PuzzleKind.MANHUNT ? "guesses" : "forced");
        for (Solution.Step s : solution.steps()) {
            guesses.addObject().put("position", s.position()).put("hideout", s.value());
        }
        ArrayNode route = a.putArray("route");
        for (int v : solution.route()) {
            route.add(v);
        }
        ArrayNode steps = gradeAndProof(o, solution, oracle);
        for (Solution.Step s : solution.steps()) {
            ObjectNode st = steps.addObject().put("position", s.position()).put("hideout", s.value()).put("depth", s.depth())
                    .put("by", s.technique().label);
            ArrayNode uses = st.putArray("uses");
            for (int u : Cards.toArray(s.uses())) {
                uses.add(u);
            }
        }
        o.put("source", source);
        return o;
    }

    /** Writes "grade" and "proof" (its oracle and work); gives the proof's empty "steps" to fill. */
    static ArrayNode gradeAndProof(ObjectNode o, Solution solution, String oracle) {
        Grade g = solution.grade();
        ObjectNode go = o.putObject("grade");
        go.put("level", g.level()).put("name", g.name()).put("depth", g.depth()).put("idea", g.idea());
        ArrayNode needs = go.putArray("needs");
        g.needLabels().forEach(needs::add);
        ObjectNode proof = o.putObject("proof");
        proof.put("oracle", oracle);
        proof.put("work", solution.work());
        return proof.putArray("steps");
    }

    static ArrayNode cards(long set) {
        ArrayNode a = Json.array();
        for (int c : Cards.toArray(set)) {
            a.add(c);
        }
        return a;
    }

    public static Puzzle read(Path file) {
        return parse(Json.read(file), file.toString());
    }

    /** Parses a puzzle; every error names {@code where} and the field. */
    public static Puzzle parse(JsonNode root, String where) {
        FileKinds.require(root, where, FORMAT);
        Json.onlyFields(root, where, Set.of("format", "id", "kind", "spec", "notes", "beneath", "fugitive", "answer", "grade", "proof", "source"));
        String id = checkId(Json.text(root, "id", where), where);
        PuzzleKind kind = PuzzleKind.of(Json.text(root, "kind", where), where);
        Notes notes = Notes.parse(Json.field(root, "notes", where), where + ": notes");
        String spec = Json.text(root, "spec", where);
        if (!spec.equals(notes.spec())) {
            throw new UserError(where + ": field 'spec' is '" + spec + "' but the notes say '" + notes.spec() + "'");
        }
        Map<Integer, Long> beneath = kind == PuzzleKind.MANHUNT ? beneath(Json.arrayField(root, "beneath", where), where) : Map.of();
        String source = root.has("source") ? root.get("source").asText() : "";
        if (kind == PuzzleKind.BEST_GUESS) {
            return new Puzzle(id, kind, notes, beneath, GuessFormat.read(root, where), Json.text(Json.field(root, "proof", where), "oracle", where + ": proof"), source);
        }
        if (kind == PuzzleKind.BENEATH) {
            return new Puzzle(id, kind, notes, beneath, BeneathFormat.read(root, where), Json.text(Json.field(root, "proof", where), "oracle", where + ": proof"), source);
        }
        if (kind == PuzzleKind.SAFE_ROUTE) {
            return new Puzzle(id, kind, notes, beneath, SafeRouteFormat.read(root, where), Json.text(Json.field(root, "proof", where), "oracle", where + ": proof"), source);
        }
        if (root.has("fugitive")) {
            throw new UserError(where + ": field 'fugitive' (the Fugitive's seat) belongs to a safe-route puzzle only");
        }
        JsonNode a = Json.field(root, "answer", where);
        String stepsField = kind == PuzzleKind.MANHUNT ? "guesses" : "forced";
        Json.onlyFields(a, where + ": answer", Set.of(stepsField, "route"));
        List<Solution.Step> steps = new ArrayList<>();
        ArrayNode gs = Json.arrayField(a, stepsField, where + ": answer");
        for (int i = 0; i < gs.size(); i++) {
            String w = where + ": answer." + stepsField + "[" + i + "]";
            steps.add(new Solution.Step(inRange(Json.integer(gs.get(i), "position", w), 1, 41, w, "position"),
                    inRange(Json.integer(gs.get(i), "hideout", w), 1, 41, w, "hideout"), 1, Technique.WINDOW, null, 0, null));
        }
        steps = proofSteps(root, where, steps);
        int[] route = route(Json.arrayField(a, "route", where + ": answer"), where + ": answer.route");
        int hardest = steps.stream().mapToInt(Solution.Step::level).max().orElse(1);
        Grade grade = grade(root, where, hardest);
        JsonNode proof = Json.field(root, "proof", where);
        String oracle = Json.text(proof, "oracle", where + ": proof");
        long work = Json.longInt(proof, "work", where + ": proof");
        return new Puzzle(id, kind, notes, beneath, new Solution(steps, route, grade, work, null), oracle, source);
    }

    /** The "grade" object; its level must be {@code hardest}, the hardest step's. */
    static Grade grade(JsonNode root, String where, int hardest) {
        JsonNode go = Json.field(root, "grade", where);
        String gw = where + ": grade";
        Json.onlyFields(go, gw, Set.of("level", "name", "depth", "idea", "needs"));
        int level = inRange(Json.integer(go, "level", gw), 1, Grade.NAMES.size(), gw, "level");
        int depth = inRange(Json.integer(go, "depth", gw), 1, 41, gw, "depth");
        String idea = Json.text(go, "idea", gw);
        if (!Grade.isIdea(idea)) {
            throw new UserError(gw + ": unknown idea '" + idea + "' (a technique named in docs/puzzles.md, or cases/TECHNIQUE)");
        }
        if (level != hardest) {
            throw new UserError(gw + ": level " + level + " does not match the proof, whose hardest step is of grade " + hardest);
        }
        if (go.has("name") && !Grade.NAMES.get(level - 1).equals(go.get("name").asText())) {
            throw new UserError(gw + ": name '" + go.get("name").asText() + "' is not level " + level + "'s ('" + Grade.NAMES.get(level - 1) + "')");
        }
        Set<NoteKind> needs = EnumSet.noneOf(NoteKind.class);
        for (JsonNode n : Json.arrayField(go, "needs", gw)) {
            NoteKind k = NoteKind.ofLabel(n.asText());
            if (k == null) {
                throw new UserError(gw + ": unknown note kind '" + n.asText() + "'");
            }
            needs.add(k);
        }
        Grade grade = new Grade(level, depth, needs, idea);
        return grade;
    }

    /** The proof's steps: for each answer step, its depth, the technique that settled it and the positions it uses. */
    private static List<Solution.Step> proofSteps(JsonNode root, String where, List<Solution.Step> answer) {
        JsonNode proof = Json.field(root, "proof", where);
        ArrayNode ps = Json.arrayField(proof, "steps", where + ": proof");
        if (ps.size() != answer.size()) {
            throw new UserError(where + ": proof.steps has " + Counts.plain(ps.size(), "step") + ", the answer " + answer.size());
        }
        List<Solution.Step> out = new ArrayList<>();
        for (int i = 0; i < ps.size(); i++) {
            String w = where + ": proof.steps[" + i + "]";
            JsonNode s = ps.get(i);
            Json.onlyFields(s, w, Set.of("position", "hideout", "depth", "by", "uses"));
            Solution.Step a = answer.get(i);
            if (Json.integer(s, "position", w) != a.position() || Json.integer(s, "hideout", w) != a.value()) {
                throw new UserError(w + ": names #" + s.get("position") + " = " + s.get("hideout") + ", the answer #" + a.position() + " = " + a.value());
            }
            Technique by = Technique.ofLabel(Json.text(s, "by", w));
            if (by == null) {
                throw new UserError(w + ": unknown technique '" + s.get("by").asText() + "' in field 'by'");
            }
            long uses = 0;
            for (JsonNode u : Json.arrayField(s, "uses", w)) {
                if (!u.isIntegralNumber() || u.asInt() < 0 || u.asInt() > 42) {
                    throw new UserError(w + ": uses lists " + u + ", not a position 0 to 42");
                }
                uses |= 1L << u.asInt();
            }
            out.add(new Solution.Step(a.position(), a.value(), inRange(Json.integer(s, "depth", w), 1, 41, w, "depth"), by, null, uses, null));
        }
        return out;
    }

    /** An id becomes a file name (SVG pictures): a plain name, so it can never leave the output folder. */
    static String checkId(String id, String where) {
        if (!ID.matcher(id).matches()) {
            throw new UserError(where + ": field 'id' is " + Json.compact(Json.MAPPER.getNodeFactory().textNode(id))
                    + "; an id is a file name of 1 to 80 letters, digits, '-', '_' or '.', not starting with '.'");
        }
        return id;
    }

    private static final java.util.regex.Pattern ID = java.util.regex.Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,79}");

    /** A route: whole numbers from card 0, each higher than the one before, up to 42. */
    static int[] route(ArrayNode r, String where) {
        int[] route = new int[r.size()];
        for (int i = 0; i < route.length; i++) {
            JsonNode v = r.get(i);
            if (!v.isIntegralNumber() || !v.canConvertToInt() || v.asInt() < 0 || v.asInt() > 42) {
                throw new UserError(where + ": entry " + i + " is " + v + ", not a card 0 to 42");
            }
            route[i] = v.asInt();
            if (i == 0 && route[0] != 0 || i > 0 && route[i] <= route[i - 1]) {
                throw new UserError(where + ": not a route: it starts at card 0 and each hideout is higher than the one before (entry " + i
                        + " is " + route[i] + ")");
            }
        }
        if (route.length < 2) {
            throw new UserError(where + ": not a route (card 0 and at least one hideout)");
        }
        return route;
    }

    static int inRange(int v, int lo, int hi, String where, String field) {
        if (v < lo || v > hi) {
            throw new UserError(where + ": field '" + field + "' is " + v + ", expected " + lo + " to " + hi);
        }
        return v;
    }

    /** The "beneath" list: what each manhunt reveal shows (position, sprint cards). */
    static Map<Integer, Long> beneath(ArrayNode b, String where) {
        Map<Integer, Long> beneath = new LinkedHashMap<>();
        for (int i = 0; i < b.size(); i++) {
            String w = where + ": beneath[" + i + "]";
            Json.onlyFields(b.get(i), w, Set.of("position", "sprintCards"));
            int p = inRange(Json.integer(b.get(i), "position", w), 1, 41, w, "position");
            if (beneath.put(p, cardSet(Json.arrayField(b.get(i), "sprintCards", w), w)) != null) {
                throw new UserError(w + ": position " + p + " is listed twice");
            }
        }
        return beneath;
    }

    /** A "uses" list: positions 0 to 42, each once. */
    static long cardSetOrZero(ArrayNode arr, String where) {
        long s = 0;
        for (JsonNode n : arr) {
            if (!n.isIntegralNumber() || n.asInt() < 0 || n.asInt() > 42) {
                throw new UserError(where + ": uses lists " + n + ", not a position 0 to 42");
            }
            s |= 1L << n.asInt();
        }
        return s;
    }

    static long cardSet(ArrayNode arr, String where) {
        long s = 0;
        for (JsonNode n : arr) {
            if (!n.isIntegralNumber() || !n.canConvertToInt() || n.asInt() < 1 || n.asInt() > 42) {
                throw new UserError(where + ": sprintCards must list cards 1 to 42");
            }
            if (Cards.has(s, n.asInt())) {
                throw new UserError(where + ": sprintCards lists " + n.asInt() + " twice");
            }
            s |= 1L << n.asInt();
        }
        return s;
    }
}
