package org.cardlab.cli;

import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.ResourceBundle;
import java.util.function.Function;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Param;
import org.cardlab.core.WitnessMoves;

/**
 * Help texts that name the registered games, so that no help lists them by hand: the GAME
 * argument of the specs commands, their {@code --param}, and the witness search's defaults.
 * Each text is made when help asks for it.
 */
final class RegistryHelp extends ResourceBundle {
    static final String GAME = "registry.game";
    static final String SETUP = "registry.setup";
    static final String DEALS = "registry.witness.deals";
    static final String MAX_MOVES = "registry.witness.maxMoves";
    static final String MAX_POSITIONS = "registry.witness.maxPositions";

    /** A's help in each command that compares two specs, under the command's qualified name (picocli looks there first). */
    private static final String DIFF_GAME = "cardlab.specs.diff." + GAME;
    private static final String DIFF_A = "cardlab.specs.diff." + SpecPair.A_KEY;
    private static final String IMPACT_A = "cardlab.specs.impact." + SpecPair.A_KEY;
    private static final String WITNESS_A = "cardlab.specs.witness." + SpecPair.A_KEY;

    private static final List<String> KEYS = List.of(GAME, SETUP, DEALS, MAX_MOVES, MAX_POSITIONS, DIFF_GAME, DIFF_A, IMPACT_A, WITNESS_A);

    @Override
    protected Object handleGetObject(String key) {
        return switch (key) {
            case GAME -> "The game: " + Games.idsInWords() + ".";
            case SETUP -> "A setup parameter of the game, repeatable: " + setups() + ".";
            // the ranges are the converters' (RunOptions.PositiveIntConverter, PositiveConverter), checked while parsing
            case DEALS -> "Seeded deals searched, " + range(Integer.MAX_VALUE) + "; default: the game's: "
                    + bounds(b -> String.format("%,d", b.deals())) + ".";
            case MAX_MOVES -> "Longest game searched in moves, " + range(Integer.MAX_VALUE) + "; default: the game's: "
                    + bounds(b -> String.format("%,d", b.maxMoves())) + ".";
            case MAX_POSITIONS -> "Position budget per rule, " + range(Long.MAX_VALUE) + "; default: the game's: "
                    + bounds(b -> String.format("%,d", b.maxNodes())) + ".";
            case DIFF_GAME -> "The game (a folder under specs/), e.g. fugitive.";
            case DIFF_A -> "A spec name under specs/GAME/ (e.g. ca) or a spec file, with optional what-if values.";
            case IMPACT_A -> "A spec name or file, with optional what-if values (es+capture=same-count-and-kind).";
            case WITNESS_A -> "A spec name or file, with optional what-if values (pl+jokerTribute=two-offered).";
            default -> null;
        };
    }

    @Override
    public Enumeration<String> getKeys() {
        return Collections.enumeration(KEYS);
    }

    private static String range(long max) {
        return String.format("1 to %,d", max);
    }

    private static String bounds(Function<WitnessMoves.Bound, String> figure) {
        return String.join(", ", Games.all().stream().map(t -> figure.apply(t.agreement().witnessBound()) + " for " + t.id()).toList());
    }

    /** "players=N (scout), mode=round|match (daguai)": each game's setup parameters. */
    private static String setups() {
        List<String> parts = new java.util.ArrayList<>();
        for (GameType t : Games.all()) {
            for (Param p : t.params()) {
                String value = p.isFlag() ? p.defaultValue().asText() + "|" + p.flagValue().asText() : p.label();
                parts.add(p.key() + "=" + value + " (" + t.id() + ")");
            }
        }
        return parts.isEmpty() ? "none of the registered games has one" : String.join(", ", parts);
    }
}
