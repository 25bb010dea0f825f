package org.cardlab.cli;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The options that take a list of names (specs, bots): each entry names something and none is
 * named twice, since every entry is a row or a pairing of the output. One check for every
 * command. It reads what was typed as well as the list: picocli's split drops a trailing
 * empty entry ({@code heuristic,} arrives as {@code [heuristic]}).
 */
public final class NameLists {
    private NameLists() {}

    /** The bots of {@code option}, stripped, each named once and none empty. */
    public static List<String> bots(CommandSpec cmd, String option, List<String> given) {
        noEmptyEntry(cmd, option);
        List<String> names = given.stream().map(String::strip).toList();
        return once(option, names, n -> n, "bot");
    }

    /** The specs of {@code option}, each named once (by its name, so a file and its name are the same spec) and none empty. */
    public static List<RuleSpec> specs(CommandSpec cmd, String option, List<RuleSpec> given) {
        noEmptyEntry(cmd, option);
        return once(option, given, RuleSpec::name, "spec");
    }

    /** Refuses an empty entry in what was typed for {@code option}: a leading, doubled or trailing separator, or nothing. */
    static void noEmptyEntry(CommandSpec cmd, String option) {
        OptionSpec o = cmd.findOption(option);
        String split = o.splitRegex().isEmpty() ? "," : o.splitRegex();
        for (String typed : o.originalStringValues()) {
            for (String entry : typed.split(split, -1)) {
                if (entry.isBlank()) {
                    throw new UserError(option + ": an empty entry in '" + typed + "' (names are separated by commas, each"
                            + " named once)");
                }
            }
        }
    }

    /** The items, refusing an empty list and one named twice. */
    static <T> List<T> once(String option, List<T> items, Function<T, String> name, String what) {
        if (items.isEmpty()) {
            throw new UserError(option + ": name at least one " + what);
        }
        Set<String> seen = new HashSet<>();
        for (T item : items) {
            if (!seen.add(name.apply(item))) {
                throw new UserError(option + ": " + what + " '" + name.apply(item) + "' is named twice");
            }
        }
        return List.copyOf(items);
    }
}
