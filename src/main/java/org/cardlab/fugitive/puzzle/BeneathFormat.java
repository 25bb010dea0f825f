package org.cardlab.fugitive.puzzle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.Cards;

/**
 * A "what lies beneath" puzzle's answer, grade and proof in the puzzle file (docs/puzzle-format.md):
 * {@code answer: {position, hideout, sprintCards: [{cards, count}], named}} and {@code proof.steps}:
 * first the hideouts settled as in a route answer ({@code position}, {@code hideout}, {@code depth}),
 * then the bounds ({@code position}, {@code cards}, {@code atLeast}, {@code atMost}), each with
 * {@code by} and {@code uses}.
 */
final class BeneathFormat {
    private BeneathFormat() {}

    static void write(ObjectNode o, Solution s, String oracle) {
        Beneath b = s.sprints();
        ObjectNode a = o.putObject("answer");
        a.put("position", b.position()).put("hideout", b.hideout());
        ArrayNode mix = a.putArray("sprintCards");
        for (int c = 0; c < Beneath.CATEGORIES; c++) {
            int n = ExhaustiveOracle.count(b.mix(), c);
            if (n > 0) {
                mix.addObject().put("cards", Beneath.className(c / 2, c & 1)).put("count", n);
            }
        }
        a.set("named", Puzzle.cards(b.named()));
        ArrayNode steps = Puzzle.gradeAndProof(o, s, oracle);
        for (Solution.Step st : s.steps()) {
            steps.addObject().put("position", st.position()).put("hideout", st.value()).put("depth", st.depth())
                    .put("by", st.technique().label).set("uses", Puzzle.cards(st.uses()));
        }
        for (Beneath.Bound bd : b.bounds()) {
            steps.addObject().put("position", b.position()).put("cards", Beneath.className(bd.source(), bd.parity()))
                    .put("atLeast", bd.atLeast()).put("atMost", bd.atMost()).put("by", bd.technique().label).set("uses", Puzzle.cards(bd.uses()));
        }
    }

    static Solution read(JsonNode root, String where) {
        JsonNode a = Json.field(root, "answer", where);
        String aw = where + ": answer";
        Json.onlyFields(a, aw, Set.of("position", "hideout", "sprintCards", "named"));
        int position = Puzzle.inRange(Json.integer(a, "position", aw), 1, 41, aw, "position");
        int hideout = Puzzle.inRange(Json.integer(a, "hideout", aw), 1, 42, aw, "hideout");
        long mix = 0;
        ArrayNode ms = Json.arrayField(a, "sprintCards", aw);
        for (int i = 0; i < ms.size(); i++) {
            String w = aw + ".sprintCards[" + i + "]";
            Json.onlyFields(ms.get(i), w, Set.of("cards", "count"));
            int[] cls = cls(Json.text(ms.get(i), "cards", w), w);
            if (cls[0] < 0 || cls[1] < 0) {
                throw new UserError(w + ": field 'cards' must name where from and odd or even (\"odd deck-2 cards\")");
            }
            mix += (long) Puzzle.inRange(Json.integer(ms.get(i), "count", w), 1, 15, w, "count") << (4 * (cls[0] * 2 + cls[1]));
        }
        if (mix == 0) {
            throw new UserError(aw + ": sprintCards is empty");
        }
        long named = Puzzle.cardSet(Json.arrayField(a, "named", aw), aw + ".named");
        JsonNode proof = Json.field(root, "proof", where);
        List<Solution.Step> steps = new ArrayList<>();
        List<Beneath.Bound> bounds = new ArrayList<>();
        ArrayNode ps = Json.arrayField(proof, "steps", where + ": proof");
        int hardest = 1;
        for (int i = 0; i < ps.size(); i++) {
            String w = where + ": proof.steps[" + i + "]";
            JsonNode s = ps.get(i);
            Json.onlyFields(s, w, Set.of("position", "hideout", "depth", "cards", "atLeast", "atMost", "by", "uses"));
            Technique by = Technique.ofLabel(Json.text(s, "by", w));
            if (by == null || by.level > 2) {
                throw new UserError(w + ": '" + s.get("by").asText() + "' in field 'by' is not a technique of grade 1 or 2");
            }
            hardest = Math.max(hardest, by.level);
            long uses = Puzzle.cardSetOrZero(Json.arrayField(s, "uses", w), w);
            int p = Puzzle.inRange(Json.integer(s, "position", w), 1, 41, w, "position");
            if (s.has("cards")) {
                int[] cls = cls(Json.text(s, "cards", w), w);
                bounds.add(new Beneath.Bound(cls[0], cls[1], Json.integer(s, "atLeast", w), Json.integer(s, "atMost", w), by, uses, null));
            } else if (!bounds.isEmpty()) {
                throw new UserError(w + ": a hideout settled after the bounds; the hideouts come first");
            } else {
                steps.add(new Solution.Step(p, Puzzle.inRange(Json.integer(s, "hideout", w), 1, 41, w, "hideout"),
                        Puzzle.inRange(Json.integer(s, "depth", w), 1, 41, w, "depth"), by, null, uses, null));
            }
        }
        Grade grade = Puzzle.grade(root, where, hardest);
        long work = Json.longInt(proof, "work", where + ": proof");
        Beneath b = new Beneath(position, hideout, mix, named, bounds, null);
        return new Solution(steps, new int[0], grade, work, null, Map.of(), null, b);
    }

    /** A class of card from its name: {source (-1 any), parity (-1 either)}. */
    static int[] cls(String name, String where) {
        for (int source = -1; source <= 3; source++) {
            for (int parity = -1; parity <= 1; parity++) {
                if (Beneath.className(source, parity).equals(name)) {
                    return new int[] {source, parity};
                }
            }
        }
        throw new UserError(where + ": unknown class of card '" + name + "' (e.g. \"even cards\", \"deck-3 cards\", \"odd starting cards\")");
    }

    /** The answer's and the proof's facts (no words), to compare a stored puzzle with a fresh solve. */
    static List<String> facts(Solution s) {
        Beneath b = s.sprints();
        List<String> out = new ArrayList<>();
        out.add("#" + b.position() + "=" + b.hideout() + " mix " + Long.toHexString(b.mix()) + " named " + Cards.toString(b.named()));
        for (Solution.Step st : s.steps()) {
            out.add("#" + st.position() + "=" + st.value() + " by " + st.technique().label + " uses " + Cards.toString(st.uses()));
        }
        b.bounds().forEach(bd -> out.add(bd.fact()));
        return out;
    }
}
