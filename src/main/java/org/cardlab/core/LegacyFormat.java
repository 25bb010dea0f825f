package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;

/**
 * A game-file format of an earlier version that a game still reads: its format tag, the fields
 * such a file may have (any other is refused naming the file), and how its fields become a
 * game record. {@link GameType#readLegacy} checks the fields before it calls {@link Reader#read}.
 */
public record LegacyFormat(String format, Set<String> fields, Reader reader) {
    public LegacyFormat {
        fields = Set.copyOf(fields);
    }

    /** Reads an old file whose fields were checked; {@code where} names the file in errors. */
    @FunctionalInterface
    public interface Reader {
        GameRecord read(JsonNode json, String where);
    }
}
