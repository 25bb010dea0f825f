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
        ObjectNode a = o.putObject("answer");
        ArrayNode guesses = a.putArray(kind == PuzzleKind.MANHUNT ? "guesses" : "forced");
        for (Solution.Step s : solution.steps()) {
            guesses.addObject().put("position", s.position()).put("hideout", s.value());
        }
        ArrayNode route = a.putArray("route");
        for (int v : solution.route()) {
            route.add(v);
        }
        Grade g = solution.grade();
        ObjectNode go = o.putObject("grade");
        go.put("level", g.level()).put("name", g.name()).put("depth", g.depth()).put("searchSteps", g.searchSteps());
        ArrayNode needs = go.putArray("needs");
        g.needLabels().forEach(needs::add);
        ObjectNode proof = o.putObject("proof");
        proof.put("oracle", oracle);
        proof.put("work", solution.work());
        ArrayNode steps = proof.putArray("steps");
        for (Solution.Step s : solution.steps()) {
            steps.addObject().put("position", s.position()).put("hideout", s.value()).put("depth", s.depth())
                    .put("by", s.propagation() ? "propagation" : "search").put("candidates", s.candidates());
        }
        o.put("source", source);
        return o;
    }

    private static ArrayNode cards(long set) {
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
        Json.onlyFields(root, where, Set.of("format", "id", "kind", "spec", "notes", "beneath", "answer", "grade", "proof", "source"));
        String id = Json.text(root, "id", where);
        PuzzleKind kind = PuzzleKind.of(Json.text(root, "kind", where), where);
        Notes notes = Notes.parse(Json.field(root, "notes", where), where + ": notes");
        String spec = Json.text(root, "spec", where);
        if (!spec.equals(notes.spec())) {
            throw new UserError(where + ": field 'spec' is '" + spec + "' but the notes say '" + notes.spec() + "'");
        }
        Map<Integer, Long> beneath = new LinkedHashMap<>();
        if (kind == PuzzleKind.MANHUNT) {
            ArrayNode b = Json.arrayField(root, "beneath", where);
            for (int i = 0; i < b.size(); i++) {
                String w = where + ": beneath[" + i + "]";
                Json.onlyFields(b.get(i), w, Set.of("position", "sprintCards"));
                beneath.put(Json.integer(b.get(i), "position", w), cardSet(Json.arrayField(b.get(i), "sprintCards", w), w));
            }
        }
        JsonNode a = Json.field(root, "answer", where);
        String stepsField = kind == PuzzleKind.MANHUNT ? "guesses" : "forced";
        Json.onlyFields(a, where + ": answer", Set.of(stepsField, "route"));
        List<Solution.Step> steps = new ArrayList<>();
        ArrayNode gs = Json.arrayField(a, stepsField, where + ": answer");
        JsonNode proofSteps = root.path("proof").path("steps");
        for (int i = 0; i < gs.size(); i++) {
            String w = where + ": answer." + stepsField + "[" + i + "]";
            JsonNode ps = proofSteps.path(i);
            steps.add(new Solution.Step(Json.integer(gs.get(i), "position", w), Json.integer(gs.get(i), "hideout", w),
                    ps.path("depth").asInt(0), "propagation".equals(ps.path("by").asText()), ps.path("candidates").asInt(0)));
        }
        ArrayNode r = Json.arrayField(a, "route", where + ": answer");
        int[] route = new int[r.size()];
        for (int i = 0; i < route.length; i++) {
            if (!r.get(i).isIntegralNumber() || !r.get(i).canConvertToInt()) {
                throw new UserError(where + ": answer.route[" + i + "] must be a card number, not " + r.get(i));
            }
            route[i] = r.get(i).asInt();
        }
        JsonNode go = Json.field(root, "grade", where);
        String gw = where + ": grade";
        Json.onlyFields(go, gw, Set.of("level", "name", "depth", "searchSteps", "needs"));
        Set<NoteKind> needs = EnumSet.noneOf(NoteKind.class);
        for (JsonNode n : Json.arrayField(go, "needs", gw)) {
            NoteKind k = NoteKind.ofLabel(n.asText());
            if (k == null) {
                throw new UserError(gw + ": unknown note kind '" + n.asText() + "'");
            }
            needs.add(k);
        }
        Grade grade = new Grade(Json.integer(go, "level", gw), Json.integer(go, "depth", gw), Json.integer(go, "searchSteps", gw), needs);
        JsonNode proof = Json.field(root, "proof", where);
        String oracle = Json.text(proof, "oracle", where + ": proof");
        long work = Json.longInt(proof, "work", where + ": proof");
        String source = root.has("source") ? root.get("source").asText() : "";
        return new Puzzle(id, kind, notes, beneath, new Solution(steps, route, grade, work, null), oracle, source);
    }

    private static long cardSet(ArrayNode arr, String where) {
        long s = 0;
        for (JsonNode n : arr) {
            if (!n.isIntegralNumber() || !n.canConvertToInt() || n.asInt() < 1 || n.asInt() > 42) {
                throw new UserError(where + ": sprintCards must list cards 1 to 42");
            }
            s |= 1L << n.asInt();
        }
        return s;
    }
}
