package org.cardlab.daguai;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import org.cardlab.core.Json;

/**
 * The rules lawyer behind {@code daguai classify} and {@code daguai compare}: names a play and
 * what it reads as, or why it is not legal; says which of two plays beats the other and why.
 */
public final class Lawyer {
    private Lawyer() {}

    public static ObjectNode classify(int[] faces, ComboRules order) {
        ObjectNode o = Json.object();
        o.put("cards", Card.names(faces));
        o.put("level", Card.rankName(order.level()));
        Combo c = ComboClassifier.classify(faces, order);
        o.put("legal", c != null);
        if (c == null) {
            o.put("reason", ComboClassifier.whyNot(faces, order));
            return o;
        }
        o.put("kind", c.kind.id);
        ArrayNode reads = o.putArray("reads");
        for (int i = 0; i < c.faces.length; i++) {
            if (Card.isJoker(c.faces[i])) {
                reads.add(Card.name(c.reads[i]));
            }
        }
        o.put("readsAs", Card.names(c.reads));
        o.put("rank", Comparison.describe(c, order));
        return o;
    }

    public static String classifyText(ObjectNode o) {
        if (!o.get("legal").asBoolean()) {
            return shown(o.get("cards").asText()) + ": not a legal play: " + o.get("reason").asText();
        }
        String rank = o.get("rank").asText(); // "single 3, the level card" names the level already
        StringBuilder sb = new StringBuilder(o.get("cards").asText() + ": " + rank
                + (rank.endsWith(", the level card") ? "" : " (level card " + o.get("level").asText() + ")"));
        if (o.get("reads").size() > 0) {
            sb.append(", reads as ").append(o.get("readsAs").asText()).append(" (the jokers stand for ");
            for (int i = 0; i < o.get("reads").size(); i++) {
                sb.append(i > 0 ? ", " : "").append(o.get("reads").get(i).asText());
            }
            sb.append(')');
        }
        return sb.toString();
    }

    /** The cards as given, or their first ten and how many there are when a long list would bury the ruling. */
    private static String shown(String cards) {
        String[] each = cards.trim().split("\\s+");
        return each.length <= 12 ? cards : String.join(" ", Arrays.asList(each).subList(0, 10)) + " ... (" + each.length + " cards)";
    }

    public static ObjectNode compare(int[] first, int[] second, ComboRules order, boolean equalBeats) {
        ObjectNode o = Json.object();
        o.set("first", classify(first, order));
        o.set("second", classify(second, order));
        Combo a = ComboClassifier.classify(first, order);
        Combo b = ComboClassifier.classify(second, order);
        if (a == null || b == null) {
            o.put("winner", "none");
            o.put("reason", (a == null ? "the first play is not legal: " + ComboClassifier.whyNot(first, order)
                    : "the second play is not legal: " + ComboClassifier.whyNot(second, order)));
            return o;
        }
        Comparison.Result r = Comparison.compare(a, b, order, equalBeats);
        o.put("winner", r.winner().name().toLowerCase());
        o.put("reason", r.reason());
        return o;
    }

    public static String compareText(ObjectNode o) {
        String w = o.get("winner").asText();
        String head = switch (w) {
            case "first" -> o.get("first").get("cards").asText() + " beats " + o.get("second").get("cards").asText();
            case "second" -> o.get("second").get("cards").asText() + " beats " + o.get("first").get("cards").asText();
            default -> "neither beats the other";
        };
        return head + ": " + o.get("reason").asText();
    }
}
