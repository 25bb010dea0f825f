package org.cardlab.fugitive.solve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;

/**
 * A solved strategy as a file ({@code cardlab.fugitive.strategy/2}): the spec's name and rule
 * values, the clock, the solver's target and iterations, the value and exploitability of the strategy written, then
 * for each side one line per key of what it has seen ({@link SeenKey}) with the whole weight of each
 * move it plays there. Keys in sorted order, so the same solve writes the same bytes.
 */
public final class StrategyFile {
    public static final String FORMAT = "cardlab.fugitive.strategy/2";

    private StrategyFile() {}

    public static String write(SolvedStrategy s) {
        ObjectNode head = Json.object().put("format", FORMAT).put("spec", s.spec);
        ObjectNode rules = head.putObject("rules");
        s.rules.forEach(rules::set);
        head.put("turns", s.turns).put("target", s.target).put("iterations", s.iterations).put("value", s.value)
                .put("exploitability", s.exploitability);
        String text = Json.write(head).strip();
        StringBuilder b = new StringBuilder(text.substring(0, text.length() - 1).stripTrailing()); // the sides follow the closing brace's place
        for (FugitiveSeat seat : List.of(FugitiveSeat.FUGITIVE, FugitiveSeat.MARSHAL)) {
            b.append(",\n  ").append(Json.compact(TextNode.valueOf(side(seat)))).append(": {");
            String sep = "\n";
            for (var e : s.rows(seat).entrySet()) {
                ObjectNode moves = Json.object();
                for (int a = 0; a < e.getValue().moves().size(); a++) {
                    moves.put(e.getValue().moves().get(a).toString(), e.getValue().weights()[a]);
                }
                b.append(sep).append("    ").append(Json.compact(TextNode.valueOf(e.getKey()))).append(": ").append(Json.compact(moves));
                sep = ",\n";
            }
            b.append("\n  }");
        }
        return b.append("\n}\n").toString();
    }

    private static String side(FugitiveSeat seat) {
        return seat == FugitiveSeat.FUGITIVE ? "fugitive" : "marshal";
    }

    /** Reads a strategy file; anything but this format is a one-line error naming the file. */
    public static SolvedStrategy read(Path file) {
        JsonNode o = Json.read(file);
        if (!FORMAT.equals(o.path("format").asText())) {
            throw new UserError(file + ": not a " + FORMAT + " file (format '" + o.path("format").asText() + "')");
        }
        Map<String, JsonNode> rules = new LinkedHashMap<>();
        o.path("rules").properties().forEach(e -> rules.put(e.getKey(), e.getValue()));
        return new SolvedStrategy(o.path("spec").asText(), rules, o.path("turns").asInt(), o.path("target").asDouble(),
                o.path("value").asDouble(), o.path("exploitability").asDouble(), o.path("iterations").asInt(),
                rows(o, FugitiveSeat.FUGITIVE, file), rows(o, FugitiveSeat.MARSHAL, file));
    }

    private static Map<String, SolvedStrategy.Row> rows(JsonNode o, FugitiveSeat seat, Path file) {
        JsonNode side = o.path(side(seat));
        if (!side.isObject()) {
            throw new UserError(file + ": field '" + side(seat) + "' is missing");
        }
        Map<String, SolvedStrategy.Row> out = new TreeMap<>();
        side.properties().forEach(e -> {
            List<FugitiveMove> moves = new ArrayList<>();
            int[] weights = new int[e.getValue().size()];
            e.getValue().properties().forEach(m -> {
                if (!m.getValue().canConvertToInt() || !m.getValue().isIntegralNumber() || m.getValue().asInt() < 1) {
                    throw new UserError(file + ": the weight of '" + m.getKey() + "' at '" + e.getKey() + "' is not a whole number above 0");
                }
                weights[moves.size()] = m.getValue().asInt();
                moves.add(FugitiveMove.parse(m.getKey()));
            });
            out.put(e.getKey(), new SolvedStrategy.Row(List.copyOf(moves), weights));
        });
        return out;
    }
}
