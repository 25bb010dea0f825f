package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A setup parameter of a game beyond its spec (SCOUT's player count, Da Guai's round or
 * match), declared as data so that every command offers it the same way and a game file
 * stores it under {@code params.<key>}.
 *
 * @param key          the name in a game file's {@code params}
 * @param option       the command-line option, e.g. {@code --players}
 * @param label        the option's value label (e.g. {@code P}), or null for a flag
 * @param description  one sentence for --help
 * @param defaultValue the value when the option is not given
 * @param flagValue    for a flag: the value it sets; null for an option with a value
 */
public record Param(String key, String option, String label, String description, JsonNode defaultValue,
        JsonNode flagValue) {

    public boolean isFlag() {
        return flagValue != null;
    }
}
