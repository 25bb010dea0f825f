package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * The kinds of file cardlab reads, by format tag (and, for a file without its tag, by shape),
 * so that a file given to the wrong command is named for what it is and the command that reads
 * it, instead of failing on its first unexpected field.
 */
public final class FileKinds {
    /**
     * One kind of file.
     *
     * @param format  its format tag
     * @param name    what a person calls it ("a Marshal's notes file")
     * @param command the command that reads it
     * @param shape   top-level fields that only this kind has together (for a file without a tag)
     */
    public record Kind(String format, String name, String command, List<String> shape) {}

    /**
     * Every format cardlab reads. A new format adds its row here. Shapes are tried in this order
     * (the most specific first: every game file has moves).
     */
    public static final List<Kind> KINDS = List.of(
            new Kind("cardlab.game/1", "a game file", "cardlab <game> replay", List.of("game", "rules", "moves")),
            new Kind("cardlab.spec/1", "a rule spec", "cardlab specs check", List.of("game", "rules")), // or any spec file a command is given
            new Kind("cardlab.fugitive.notes/1", "a Marshal's notes file", "cardlab fugitive deduce", List.of("events")),
            new Kind("cardlab.fugitive.puzzle/1", "a Fugitive puzzle", "cardlab puzzles solve", List.of("notes", "answer")),
            new Kind("cardlab.scout.game/1", "a SCOUT game file of cardlab 0.1", "cardlab scout replay",
                    List.of("players", "moves")),
            new Kind("cardlab.daguai.game/1", "a Da Guai Lu Zi game file of cardlab 0.1", "cardlab daguai replay",
                    List.of("mode", "moves")),
            new Kind("cardlab.fugitive.game/1", "a Fugitive game file of cardlab 0.1", "cardlab fugitive replay",
                    List.of("moves")),
            new Kind("cardlab.fugitive.model/1", "a Fugitive model", "cardlab bench calibration --model",
                    List.of("styles", "posteriors")));

    private FileKinds() {}

    /** The kind with this format tag, or null. */
    public static Kind byFormat(String format) {
        for (Kind k : KINDS) {
            if (k.format().equals(format)) {
                return k;
            }
        }
        return null;
    }

    /** The kind a parsed file is: by its format tag, else by its shape; null when neither tells. */
    public static Kind of(JsonNode root) {
        if (root == null || !root.isObject()) {
            return null;
        }
        JsonNode f = root.get("format");
        if (f != null && f.isTextual()) {
            return byFormat(f.asText());
        }
        for (Kind k : KINDS) {
            if (k.shape().stream().allMatch(root::has)) {
                return k;
            }
        }
        return null;
    }

    /**
     * Requires {@code root} to be a JSON object tagged {@code expected}. A file of another known
     * kind gets one line saying what it is and which command reads it; an unknown or missing tag
     * says what was expected.
     */
    public static void require(JsonNode root, String where, String expected) {
        requireOneOf(root, where, expected);
    }

    /**
     * As {@link #require}, for a command that reads more than one kind of file (puzzles solve and
     * make read the Marshal's notes or a puzzle); returns the format tag {@code root} has.
     */
    public static String requireOneOf(JsonNode root, String where, String... accepted) {
        List<String> tags = List.of(accepted);
        String wanted = String.join(" or ", tags.stream().map(t -> {
            Kind k = byFormat(t);
            return k == null ? "'" + t + "'" : k.name() + " (" + t + ")";
        }).toList());
        if (root == null || !root.isObject()) {
            throw new UserError(where + ": expected " + wanted + ", a JSON object, but the file holds "
                    + describe(root));
        }
        JsonNode f = root.get("format");
        if (f != null && f.isTextual() && tags.contains(f.asText())) {
            return f.asText();
        }
        Kind is = of(root);
        if (is != null && !tags.contains(is.format())) {
            String command = is.command().replace("<game>", root.path("game").asText("<game>")); // a game file names its game
            throw new UserError(where + " is " + is.name() + " (" + is.format() + "), not " + wanted
                    + "; read it with `" + command + "`");
        }
        String expected = tags.size() == 1 ? "'" + tags.get(0) + "'" : wanted;
        if (f == null || f.isNull()) {
            throw new UserError(where + ": missing field 'format' (expected " + expected + ")");
        }
        if (!f.isTextual()) {
            throw new UserError(where + ": field 'format' must be a string (expected " + expected + ")");
        }
        throw new UserError(where + ": field 'format' is '" + f.asText() + "', expected " + expected);
    }

    private static String describe(JsonNode n) {
        if (n == null) {
            return "nothing";
        }
        return switch (n.getNodeType()) {
            case ARRAY -> "a list";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "true or false";
            case NULL -> "null";
            default -> "something else";
        };
    }
}
