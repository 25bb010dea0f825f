package org.cardlab.core;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Iterator;
import java.util.Set;

/** JSON reading and writing with errors that name the file and field. */
public final class Json {
    public static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(SerializationFeature.INDENT_OUTPUT);

    private Json() {}

    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    public static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    /** Reads a JSON file; a missing file or malformed JSON is a one-line {@link UserError}. */
    public static JsonNode read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new UserError(file + ": no such file");
        } catch (IOException e) {
            throw new UserError(file + ": cannot read (" + e.getMessage() + ")");
        }
        return parse(text, file.toString());
    }

    public static JsonNode parse(String text, String where) {
        try {
            JsonNode node = MAPPER.readTree(text);
            if (node == null || node.isMissingNode()) {
                throw new UserError(where + ": empty file, expected JSON");
            }
            return node;
        } catch (JsonProcessingException e) {
            String msg = e.getOriginalMessage().replaceAll("\\s+", " ");
            var loc = e.getLocation();
            String at = loc == null ? "" : " (line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ")";
            throw new UserError(where + ": malformed JSON" + at + ": " + msg);
        }
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
     * Writes a file atomically (temporary file in the same folder, then a rename), so a
     * failure never leaves a half-written file behind.
     */
    public static void writeFile(Path file, String text) {
        writeFile(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /** As {@link #writeFile(Path, String)}, for bytes (a PDF). */
    public static void writeFile(Path file, byte[] bytes) {
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, ".cardlab-", ".tmp");
            try {
                Files.write(tmp, bytes);
                try {
                    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UserError(file + ": cannot write (" + e.getMessage() + ")");
        }
    }

    // ---- field access with errors naming the field ----

    public static void onlyFields(JsonNode obj, String where, Set<String> allowed) {
        requireObject(obj, where);
        for (Iterator<String> it = obj.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!allowed.contains(f)) {
                throw new UserError(where + ": unknown field '" + f + "' (allowed: " + String.join(", ", allowed.stream().sorted().toList()) + ")");
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
        if (v == null || v.isNull()) {
            throw new UserError(where + ": missing field '" + name + "'");
        }
        return v;
    }

    public static String text(JsonNode obj, String name, String where) {
        JsonNode v = field(obj, name, where);
        if (!v.isTextual()) {
            throw new UserError(where + ": field '" + name + "' must be a string");
        }
        return v.asText();
    }

    public static int integer(JsonNode obj, String name, String where) {
        JsonNode v = field(obj, name, where);
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw new UserError(where + ": field '" + name + "' must be an integer");
        }
        return v.asInt();
    }

    public static long longInt(JsonNode obj, String name, String where) {
        JsonNode v = field(obj, name, where);
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            throw new UserError(where + ": field '" + name + "' must be an integer");
        }
        return v.asLong();
    }

    public static boolean bool(JsonNode obj, String name, String where) {
        JsonNode v = field(obj, name, where);
        if (!v.isBoolean()) {
            throw new UserError(where + ": field '" + name + "' must be true or false");
        }
        return v.asBoolean();
    }

    public static ArrayNode arrayField(JsonNode obj, String name, String where) {
        JsonNode v = field(obj, name, where);
        if (!v.isArray()) {
            throw new UserError(where + ": field '" + name + "' must be a list");
        }
        return (ArrayNode) v;
    }
}
