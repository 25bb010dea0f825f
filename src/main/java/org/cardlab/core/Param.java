package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A setup parameter of a game beyond its spec (SCOUT's player count, Da Guai's round or
 * match), declared as data so that every command offers it the same way and a game file
 * stores it under {@code params.<key>}.
 *
 * @param key          the name in a game file's {@code params} (and, for a value, of its option: {@code players})
 * @param label        the value's label in help (e.g. {@code P}), or null for a flag
 * @param description  one sentence for the help texts
 * @param defaultValue the value when the option is not given
 * @param flagValue    for a flag: the value it sets (and the flag's name: {@code match}); null for a value
 */
public record Param(String key, String label, String description, JsonNode defaultValue,
        JsonNode flagValue) {

    public boolean isFlag() {
        return flagValue != null;
    }

    /** The word naming it where it is given: the flag's value for a flag, else the key. */
    public String word() {
        return isFlag() ? flagValue.asText() : key;
    }
}
