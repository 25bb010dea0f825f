package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.Function;

/**
 * A file a game's {@code play} can write besides the game file (Fugitive: the Marshal's notes),
 * offered as the option {@code option FILE}.
 */
public record ExtraFile(String option, String description, Function<GameState<?>, JsonNode> content) {}
