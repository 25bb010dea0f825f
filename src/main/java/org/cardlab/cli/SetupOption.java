package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.LinkedHashMap;
import java.util.Map;
import org.cardlab.core.Game;
import org.cardlab.core.GameType;
import org.cardlab.core.Param;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --param KEY=VALUE}: a game's setup for the commands that name the game as an argument
 * (the specs commands), e.g. {@code --param players=3} for SCOUT, {@code --param mode=match}
 * for Da Guai Lu Zi.
 */
final class SetupOption {
    @Option(names = "--param", paramLabel = "KEY=VALUE", showDefaultValue = picocli.CommandLine.Help.Visibility.NEVER,
            descriptionKey = RegistryHelp.SETUP, description = "A setup parameter of the game, repeatable.")
    Map<String, String> given = new LinkedHashMap<>();

    /** The command this is mixed into: what was typed for --param, which the map above keeps only the last of per key. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /** The setup: {@code defaults}, overridden by what was given; an unknown key names the known ones, a key given twice is refused. */
    ObjectNode params(GameType type, ObjectNode defaults) {
        java.util.Set<String> keys = new java.util.HashSet<>();
        for (String typed : command.findOption("--param").originalStringValues()) {
            String key = typed.split("=", 2)[0];
            if (!keys.add(key)) {
                throw new UserError("--param " + key + " is given twice (give each setup parameter once)"); // as any option given twice
            }
        }
        ObjectNode o = defaults.deepCopy();
        for (var e : given.entrySet()) {
            Param p = type.params().stream().filter(x -> x.key().equals(e.getKey())).findFirst().orElseThrow(
                    () -> new UserError("--param: " + type.id() + " has no setup parameter '" + e.getKey() + "'" + (type.params().isEmpty()
                            ? " (it takes none)" : " (known: " + String.join(", ", type.params().stream().map(Param::key).toList()) + ")")));
            if (p.defaultValue().isIntegralNumber()) {
                try {
                    o.set(p.key(), IntNode.valueOf(Integer.parseInt(e.getValue().strip())));
                } catch (NumberFormatException x) {
                    throw new UserError("--param " + p.key() + ": '" + e.getValue() + "' is not a whole number");
                }
            } else {
                o.set(p.key(), TextNode.valueOf(e.getValue().strip()));
            }
        }
        return o;
    }

    /**
     * The game under {@code spec} with this setup over {@code defaults}. A value the game refuses
     * ("players=9", "mode=nosuch") is a one-line error naming {@code --param} and what was given;
     * an error the spec makes under the defaults too stays the spec's own.
     */
    Game<?, ?> game(GameType type, RuleSpec spec, ObjectNode defaults) {
        return GameOptions.naming(type, spec, params(type, defaults), defaults, given.entrySet().stream()
                .map(x -> "--param " + x.getKey() + "=" + x.getValue()).collect(java.util.stream.Collectors.joining(" ")));
    }
}
