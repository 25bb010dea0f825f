package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.Function;

/**
 * A file a game's {@code play} can write besides the game file (Fugitive: the Marshal's notes),
 * named {@code name} (the command line offers it as an option of that name).
 */
public record ExtraFile(String name, String description, Function<GameState<?>, JsonNode> content) {}
