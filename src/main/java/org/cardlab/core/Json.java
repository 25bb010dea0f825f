package org.cardlab.core;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Set;

/** JSON reading and writing with errors that name the file and field. */
public final class Json {
    /** The largest file cardlab reads: its files are a few kilobytes; anything far larger is not one of them. */
    public static final long MAX_FILE_BYTES = 16L << 20;
    /** The deepest nesting read: cardlab's formats nest a handful of levels (a puzzle's notes' reveals' cards). */
    public static final int MAX_DEPTH = 64;

    /**
     * Strict reading: one document and nothing after it, no duplicate keys, no comments, no
     * NaN, no leading zeros (Jackson's defaults), and bounded nesting.
     */
    public static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
                    .build())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(SerializationFeature.INDENT_OUTPUT);

    private Json() {}

    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    public static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    /**
     * Reads a JSON file; a missing file, a folder, a file too large, text that is not UTF-8 or
     * malformed JSON (including anything after the document) is a one-line {@link UserError}.
     */
    public static JsonNode read(Path file) {
        return parse(readText(file), file.toString());
    }

    /** The UTF-8 text of a file cardlab reads, with the same one-line errors as {@link #read}. */
    public static String readText(Path file) {
        try {
            if (Files.isDirectory(file)) {
                throw new UserError(file + ": is a folder, not a file");
            }
            String text;
            if (Files.isRegularFile(file)) {
                long size = Files.size(file);
                if (size > MAX_FILE_BYTES) {
                    throw new UserError(file + ": " + size + " bytes is too large for a cardlab file (at most "
                            + MAX_FILE_BYTES + ")");
                }
                text = Files.readString(file, StandardCharsets.UTF_8);
            } else if (Files.exists(file)) { // a FIFO, <(command), a device: its size is known only once read
                byte[] bytes = SpecialFileReader.read(file);
                if (bytes.length > MAX_FILE_BYTES) {
                    throw new UserError(file + ": more than " + MAX_FILE_BYTES + " bytes, too large for a cardlab file");
                }
                text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
            } else {
                throw new NoSuchFileException(file.toString());
            }
            return text.startsWith("\uFEFF") ? text.substring(1) : text; // a byte order mark is not content
        } catch (NoSuchFileException e) {
            throw new UserError(file + ": no such file");
        } catch (CharacterCodingException e) {
            throw new UserError(file + ": not UTF-8 text");
        } catch (InvalidPathException e) {
            throw new UserError(file + ": not a usable file name");
        } catch (IOException e) {
            String why = e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : e.getMessage();
            throw new UserError(file + ": cannot read (" + why + ")");
        }
    }

    public static JsonNode parse(String text, String where) {
        try {
            JsonNode node = MAPPER.readTree(text);
            if (node == null || node.isMissingNode()) {
                throw new UserError(where + ": empty file, expected JSON");
            }
            return node;
        } catch (StreamConstraintsException e) {
            throw new UserError(where + ": malformed JSON: " + overLimit(e));
        } catch (JsonProcessingException e) {
            var loc = e.getLocation();
            String at = loc == null ? "" : " (line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ")";
            throw new UserError(where + ": malformed JSON" + at + ": " + plain(e.getOriginalMessage()));
        }
    }

    /**
     * Which of Jackson's reading limits a document passed, in words: its nesting, or the length
     * of one number or string (each limit is far beyond anything a cardlab file holds).
     */
    private static String overLimit(StreamConstraintsException e) {
        String m = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        java.util.regex.Matcher length = java.util.regex.Pattern.compile("^(Number|String) value length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+)").matcher(m);
        if (length.find()) {
            String what = length.group(1).equals("Number") ? "a number of " + length.group(2) + " characters"
                    : "a string of " + length.group(2) + " characters";
            return what + " (at most " + length.group(3) + ")";
        }
        if (m.contains("nesting depth")) {
            return "nested deeper than " + MAX_DEPTH + " levels";
        }
        return plain(m.replaceAll("\\s*\\(from `[^`]*`\\)", ""));
    }

    /** Jackson's message without its source excerpt, hints and line breaks: one line a person can read. */
    private static String plain(String message) {
        String m = message == null ? "" : message;
        if (m.startsWith("Trailing token")) {
            return "more content after the end of the JSON document";
        }
        if (m.contains("maybe a (non-standard) comment?")) {
            return "a comment (JSON has no comments)";
        }
        m = m.replaceAll("\\s*\\(start marker at \\[Source:[^\\]]*\\]\\)", "");
        m = m.replaceAll("\\s*\\(for root starting at \\[Source:[^\\]]*\\]\\)", "");
        int hint = m.indexOf("\n");
        if (hint > 0) {
            m = m.substring(0, hint); // Jackson's second line is advice on features
        }
        return m.replaceAll("\\s+", " ").strip();
    }

    public static String write(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Compact one-line form, for canonical state strings. */
    public static String compact(JsonNode node) {
        return node.toString();
    }

    /**
     * Writes one file now: a regular file atomically with ordinary permissions, a symbolic link
     * through to its target, a device or FIFO directly; a missing folder is an error. See
     * {@link OutputFiles}, which a command writing several files should use so that a failure
     * leaves none of them behind.
     */
    public static void writeFile(Path file, String text) {
        OutputFiles.write(file, text);
    }

    // ---- field access with errors naming the field ----

    public static void onlyFields(JsonNode obj, String where, Set<String> allowed) {
        requireObject(obj, where);
        for (Iterator<String> it = obj.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!allowed.contains(f)) {
                throw new UserError(where + ": unknown field '" + f + "'" + (allowed.isEmpty() ? " (it takes none)"
                        : " (allowed: " + String.join(", ", allowed.stream().sorted().toList()) + ")"));
            }
        }
    }

    public static void requireObject(JsonNode node, String where) {
        if (node == null || !node.isObject()) {
            throw new UserError(where + ": expected a JSON object");
        }
    }

    public static JsonNode field(JsonNode obj, String name, String where) {
        JsonNode v = obj.get(name);
        if (v == null) {
            throw new UserError(where + ": missing field '" + name + "'");
        }
        if (v.isNull()) {
            throw new UserError(where + ": field '" + name + "' is null (give it a value, or leave it out where it may be)");
        }
        return v;
    }

    public static String text(JsonNode obj, String name, String where) {
        return typed(obj, name, where, JsonNode::isTextual, "a string").asText();
    }

    public static int integer(JsonNode obj, String name, String where) {
        return typed(obj, name, where, v -> v.isIntegralNumber() && v.canConvertToInt(), "a whole number from " + Integer.MIN_VALUE + " to "
                + Integer.MAX_VALUE).asInt();
    }

    /** A whole number in {@code lo..hi}: a value of another type or out of the range is refused naming the range. */
    public static int integer(JsonNode obj, String name, String where, int lo, int hi) {
        int v = typed(obj, name, where, n -> n.isIntegralNumber() && n.canConvertToInt(), "a whole number from " + lo + " to " + hi).asInt();
        if (v < lo || v > hi) {
            throw new UserError(where + ": field '" + name + "' is " + v + ", out of range " + lo + ".." + hi);
        }
        return v;
    }

    public static long longInt(JsonNode obj, String name, String where) {
        return typed(obj, name, where, v -> v.isIntegralNumber() && v.canConvertToLong(), "a whole number from " + Long.MIN_VALUE + " to "
                + Long.MAX_VALUE).asLong();
    }

    public static boolean bool(JsonNode obj, String name, String where) {
        return typed(obj, name, where, JsonNode::isBoolean, "true or false").asBoolean();
    }

    public static ArrayNode arrayField(JsonNode obj, String name, String where) {
        return (ArrayNode) typed(obj, name, where, JsonNode::isArray, "a list");
    }

    /** Field {@code name}, which must be {@code what} (as {@code fits} tells), or a one-line error saying so. */
    private static JsonNode typed(JsonNode obj, String name, String where, java.util.function.Predicate<JsonNode> fits, String what) {
        JsonNode v = field(obj, name, where);
        if (!fits.test(v)) {
            throw new UserError(where + ": field '" + name + "' must be " + what);
        }
        return v;
    }

    /** JSON equality, with numbers compared by value (so 3 and 3.0 agree). */
    public static boolean sameValue(JsonNode x, JsonNode y) {
        if (x.isNumber() && y.isNumber()) {
            return x.decimalValue().compareTo(y.decimalValue()) == 0;
        }
        if (x.isArray() && y.isArray()) {
            if (x.size() != y.size()) {
                return false;
            }
            for (int i = 0; i < x.size(); i++) {
                if (!sameValue(x.get(i), y.get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (x.isObject() && y.isObject()) {
            if (x.size() != y.size()) {
                return false;
            }
            for (var it = x.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                if (!y.has(f) || !sameValue(x.get(f), y.get(f))) {
                    return false;
                }
            }
            return true;
        }
        return x.equals(y);
    }
}
