package org.cardlab.fugitive.puzzle;

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

/**
 * A safe-route puzzle's seat, answer, grade and proof in the puzzle file (docs/puzzle-format.md):
 * {@code fugitive: {hand, route}}; {@code answer: {hideout, sprintCards, plays: [{hideout, sprintCards, safe}]}} (the safe
 * play, then every play in order); {@code proof.steps}: for each unsafe play in order, its index ({@code play}) and the
 * step that settles a hideout after it ({@code position}, {@code hideout}, {@code depth}, {@code by}, {@code uses}).
 */
final class SafeRouteFormat {
    private SafeRouteFormat() {}

    static void write(ObjectNode o, Solution s, String oracle) {
        SafeRoute sr = s.safe();
        ObjectNode f = o.putObject("fugitive");
        f.set("hand", Puzzle.cards(sr.hand()));
        ArrayNode route = f.putArray("route");
        for (int v : sr.route()) {
            route.add(v);
        }
        ObjectNode a = o.putObject("answer");
        SafeRoute.Play safe = sr.safePlay();
        a.put("hideout", safe.hideout());
        a.set("sprintCards", mix(safe.mix()));
        ArrayNode plays = a.putArray("plays");
        for (SafeRoute.Play p : sr.plays()) {
            ObjectNode po = plays.addObject().put("hideout", p.hideout());
            po.set("sprintCards", mix(p.mix()));
            po.put("safe", p.safe());
        }
        ArrayNode steps = Puzzle.gradeAndProof(o, s, oracle);
        for (int i = 0; i < sr.plays().size(); i++) {
            Solution.Step st = sr.plays().get(i).refutation();
            if (st != null) {
                steps.addObject().put("play", i).put("position", st.position()).put("hideout", st.value()).put("depth", st.depth())
                        .put("by", st.technique().label).set("uses", Puzzle.cards(st.uses()));
            }
        }
    }

    private static ArrayNode mix(long mix) {
        ArrayNode out = Json.array();
        for (int c = 0; c < Beneath.CATEGORIES; c++) {
            int n = ExhaustiveOracle.count(mix, c);
            if (n > 0) {
                out.addObject().put("cards", Beneath.className(c / 2, c & 1)).put("count", n);
            }
        }
        return out;
    }

    static Solution read(JsonNode root, String where) {
        JsonNode f = Json.field(root, "fugitive", where);
        String fw = where + ": fugitive";
        Json.onlyFields(f, fw, Set.of("hand", "route"));
        long hand = Puzzle.cardSet(Json.arrayField(f, "hand", fw), fw + ".hand");
        int[] route = Puzzle.route(Json.arrayField(f, "route", fw), fw + ".route");
        JsonNode a = Json.field(root, "answer", where);
        String aw = where + ": answer";
        Json.onlyFields(a, aw, Set.of("hideout", "sprintCards", "plays"));
        ArrayNode ps = Json.arrayField(a, "plays", aw);
        JsonNode proof = Json.field(root, "proof", where);
        ArrayNode ss = Json.arrayField(proof, "steps", where + ": proof");
        List<SafeRoute.Play> plays = new ArrayList<>();
        List<Solution.Step> steps = new ArrayList<>();
        int next = 0;
        int hardest = 1;
        for (int i = 0; i < ps.size(); i++) {
            String w = aw + ".plays[" + i + "]";
            JsonNode p = ps.get(i);
            Json.onlyFields(p, w, Set.of("hideout", "sprintCards", "safe"));
            int hideout = Puzzle.inRange(Json.integer(p, "hideout", w), 1, 42, w, "hideout");
            long mix = mix(Json.arrayField(p, "sprintCards", w), w);
            if (!p.has("safe") || !p.get("safe").isBoolean()) {
                throw new UserError(w + ": field 'safe' must be true or false");
            }
            Solution.Step step = null;
            if (!p.get("safe").asBoolean()) {
                if (next >= ss.size()) {
                    throw new UserError(where + ": proof.steps has no step for the unsafe play " + i);
                }
                step = step(ss.get(next), where + ": proof.steps[" + next + "]", i);
                hardest = Math.max(hardest, step.level());
                steps.add(step);
                next++;
            }
            plays.add(new SafeRoute.Play(hideout, mix, step, Map.of()));
        }
        if (next != ss.size()) {
            throw new UserError(where + ": proof.steps has " + Counts.plain(ss.size(), "step") + ", the answer "
                    + Counts.plain(next, "unsafe play"));
        }
        SafeRoute sr = new SafeRoute(hand, route, plays);
        if (sr.safeCount() != 1) {
            throw new UserError(aw + ".plays: " + sr.safeCount() + " plays are marked safe; a safe route has exactly one");
        }
        if (Json.integer(a, "hideout", aw) != sr.safePlay().hideout() || mix(Json.arrayField(a, "sprintCards", aw), aw) != sr.safePlay().mix()) {
            throw new UserError(aw + ": hideout and sprintCards are not the play marked safe");
        }
        Grade grade = Puzzle.grade(root, where, hardest);
        return new Solution(steps, route, grade, Json.longInt(proof, "work", where + ": proof"), null, Map.of(), null, null, sr);
    }

    private static Solution.Step step(JsonNode s, String w, int play) {
        Json.onlyFields(s, w, Set.of("play", "position", "hideout", "depth", "by", "uses"));
        if (Json.integer(s, "play", w) != play) {
            throw new UserError(w + ": field 'play' is " + s.get("play") + ", expected " + play + " (the next unsafe play)");
        }
        Technique by = Technique.ofLabel(Json.text(s, "by", w));
        if (by == null) {
            throw new UserError(w + ": unknown technique '" + s.get("by").asText() + "' in field 'by'");
        }
        return new Solution.Step(Puzzle.inRange(Json.integer(s, "position", w), 1, 41, w, "position"),
                Puzzle.inRange(Json.integer(s, "hideout", w), 1, 41, w, "hideout"), Puzzle.inRange(Json.integer(s, "depth", w), 1, 41, w, "depth"),
                by, null, Puzzle.cardSetOrZero(Json.arrayField(s, "uses", w), w), null);
    }

    /** A mix from its {cards, count} list. */
    private static long mix(ArrayNode ms, String where) {
        long mix = 0;
        for (int i = 0; i < ms.size(); i++) {
            String w = where + ".sprintCards[" + i + "]";
            Json.onlyFields(ms.get(i), w, Set.of("cards", "count"));
            int[] cls = BeneathFormat.cls(Json.text(ms.get(i), "cards", w), w);
            if (cls[0] < 0 || cls[1] < 0) {
                throw new UserError(w + ": field 'cards' must name where from and odd or even (\"odd deck-2 cards\")");
            }
            mix += (long) Puzzle.inRange(Json.integer(ms.get(i), "count", w), 1, 15, w, "count") << (4 * (cls[0] * 2 + cls[1]));
        }
        return mix;
    }

    /** The seat, the plays and the refutations' facts (no words), to compare a stored puzzle with a fresh solve. */
    static List<String> facts(Solution s) {
        SafeRoute sr = s.safe();
        List<String> out = new ArrayList<>();
        out.add("hand " + Cards.toString(sr.hand()) + " route " + java.util.Arrays.toString(sr.route()));
        for (SafeRoute.Play p : sr.plays()) {
            Solution.Step st = p.refutation();
            out.add(p.hideout() + " mix " + Long.toHexString(p.mix()) + (st == null ? " safe"
                    : " #" + st.position() + "=" + st.value() + " by " + st.technique().label + " uses " + Cards.toString(st.uses())));
        }
        return out;
    }
}
