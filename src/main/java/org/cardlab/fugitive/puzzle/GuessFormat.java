package org.cardlab.fugitive.puzzle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.Cards;

/**
 * A best-guess puzzle's answer, grade and proof in the puzzle file (docs/puzzle-format.md):
 * {@code answer: {guess, routes, catches}} and {@code proof.steps}, each either a position's
 * values ({@code position}, {@code values}) or a route ruled out ({@code ruledOut}), with
 * {@code by} and {@code uses}.
 */
final class GuessFormat {
    private GuessFormat() {}

    static void write(ObjectNode o, Solution s, String oracle) {
        Guess g = s.guess();
        ObjectNode a = o.putObject("answer");
        a.put("guess", g.number());
        ArrayNode routes = a.putArray("routes");
        for (int[] r : g.routes()) {
            ArrayNode ra = routes.addArray();
            for (int v : r) {
                ra.add(v);
            }
        }
        ArrayNode catches = a.putArray("catches");
        g.catches().forEach((n, c) -> catches.addObject().put("number", n).put("routes", c));
        ArrayNode steps = Puzzle.gradeAndProof(o, s, oracle);
        for (Guess.Line l : g.lines()) {
            ObjectNode st = steps.addObject();
            if (l.ruledOut() == null) {
                st.put("position", l.position());
                st.set("values", Puzzle.cards(l.values()));
            } else {
                ArrayNode r = st.putArray("ruledOut");
                for (int v : l.ruledOut()) {
                    r.add(v);
                }
            }
            st.put("by", l.technique().label);
            st.set("uses", Puzzle.cards(l.uses()));
        }
    }

    static Solution read(JsonNode root, String where) {
        JsonNode a = Json.field(root, "answer", where);
        String aw = where + ": answer";
        Json.onlyFields(a, aw, Set.of("guess", "routes", "catches"));
        int guess = Puzzle.inRange(Json.integer(a, "guess", aw), 1, 41, aw, "guess");
        List<int[]> routes = new ArrayList<>();
        ArrayNode rs = Json.arrayField(a, "routes", aw);
        for (int i = 0; i < rs.size(); i++) {
            if (!rs.get(i).isArray()) {
                throw new UserError(aw + ".routes[" + i + "]: not a list of cards");
            }
            int[] r = Puzzle.route((ArrayNode) rs.get(i), aw + ".routes[" + i + "]");
            if (!routes.isEmpty() && r.length != routes.get(0).length) {
                throw new UserError(aw + ".routes[" + i + "]: " + r.length + " cards, routes[0] " + routes.get(0).length);
            }
            routes.add(r);
        }
        if (routes.isEmpty()) {
            throw new UserError(aw + ": routes is empty");
        }
        Map<Integer, Integer> catches = new TreeMap<>();
        ArrayNode cs = Json.arrayField(a, "catches", aw);
        for (int i = 0; i < cs.size(); i++) {
            String w = aw + ".catches[" + i + "]";
            Json.onlyFields(cs.get(i), w, Set.of("number", "routes"));
            catches.put(Puzzle.inRange(Json.integer(cs.get(i), "number", w), 1, 41, w, "number"),
                    Puzzle.inRange(Json.integer(cs.get(i), "routes", w), 1, routes.size(), w, "routes"));
        }
        if (!catches.containsKey(guess)) {
            throw new UserError(aw + ": the guess " + guess + " is not among the catches");
        }
        JsonNode proof = Json.field(root, "proof", where);
        List<Guess.Line> lines = new ArrayList<>();
        List<Integer> positions = new ArrayList<>();
        ArrayNode ps = Json.arrayField(proof, "steps", where + ": proof");
        for (int i = 0; i < ps.size(); i++) {
            String w = where + ": proof.steps[" + i + "]";
            JsonNode s = ps.get(i);
            Json.onlyFields(s, w, Set.of("position", "values", "ruledOut", "by", "uses"));
            Technique by = Technique.ofLabel(Json.text(s, "by", w));
            if (by == null || by.level > 2) {
                throw new UserError(w + ": '" + s.get("by").asText() + "' in field 'by' is not a technique of grade 1 or 2");
            }
            long uses = Puzzle.cardSetOrZero(Json.arrayField(s, "uses", w), w);
            if (s.has("ruledOut")) {
                ArrayNode r = Json.arrayField(s, "ruledOut", w);
                int[] out = new int[r.size()];
                for (int k = 0; k < out.length; k++) {
                    out[k] = r.get(k).asInt();
                }
                lines.add(new Guess.Line(0, 0, out, by, uses, null));
            } else {
                int p = Puzzle.inRange(Json.integer(s, "position", w), 1, 41, w, "position");
                positions.add(p);
                lines.add(new Guess.Line(p, Puzzle.cardSet(Json.arrayField(s, "values", w), w), null, by, uses, null));
            }
        }
        int[] base = routes.get(0).clone();
        for (int p : positions) {
            if (p >= base.length) {
                throw new UserError(where + ": proof.steps names #" + p + ", beyond the routes");
            }
            base[p] = -1;
        }
        int hardest = lines.stream().mapToInt(Guess.Line::level).max().orElse(1);
        Grade grade = Puzzle.grade(root, where, hardest);
        long work = Json.longInt(proof, "work", where + ": proof");
        return new Solution(List.of(), base, grade, work, null, Map.of(), new Guess(positions, routes, guess, catches, Map.of(), lines, List.of()));
    }

    /** The lines' facts (no words), to compare a stored proof with a fresh one. */
    static List<String> facts(Guess g) {
        List<String> out = new ArrayList<>();
        for (Guess.Line l : g.lines()) {
            out.add((l.ruledOut() == null ? "#" + l.position() + "=" + java.util.Arrays.toString(Cards.toArray(l.values()))
                    : "not " + java.util.Arrays.toString(l.ruledOut())) + " by " + l.technique().label + " uses " + java.util.Arrays.toString(Cards.toArray(l.uses())));
        }
        return out;
    }
}
