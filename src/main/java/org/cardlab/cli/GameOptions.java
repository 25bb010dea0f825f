package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.Param;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.tournament.SeatBots;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Options a game declares as data, added to a command's spec when the command line is built:
 * its setup parameters ({@link GameType#params}) and the choice of bots ({@code --bots}, plus a
 * game's per-seat options such as Fugitive's {@code --fugitive} and {@code --marshal}).
 */
public final class GameOptions {
    private GameOptions() {}

    /** Adds the game's setup parameters as options. */
    static void addParams(CommandSpec spec, GameType type) {
        for (Param p : type.params()) {
            OptionSpec.Builder b = OptionSpec.builder(option(p)).description(p.description());
            if (p.isFlag()) {
                b.type(boolean.class).arity("0");
            } else {
                b.type(String.class).paramLabel(p.label()).defaultValue(p.defaultValue().asText());
            }
            spec.addOption(b.build());
        }
    }

    /** The setup parameters given on the command line (defaults for the others). */
    static ObjectNode params(CommandSpec spec, GameType type) {
        ObjectNode o = Json.object();
        for (Param p : type.params()) {
            Object v = spec.findOption(option(p)).getValue();
            if (p.isFlag()) {
                o.set(p.key(), Boolean.TRUE.equals(v) ? p.flagValue() : p.defaultValue());
            } else if (p.defaultValue().isIntegralNumber()) {
                try {
                    o.set(p.key(), IntNode.valueOf(Integer.parseInt(((String) v).strip())));
                } catch (NumberFormatException e) {
                    throw new UserError(option(p) + ": '" + v + "' is not a whole number");
                }
            } else {
                o.set(p.key(), TextNode.valueOf((String) v));
            }
        }
        return o;
    }

    /**
     * The game under {@code spec} with the setup options given. A value the game refuses
     * ("--players 9") is a one-line error naming the options given; an error the spec makes
     * under the default setup too stays the spec's own.
     */
    static Game<?, ?> game(CommandSpec spec, GameType type, RuleSpec rules) {
        List<String> given = new ArrayList<>();
        for (Param p : type.params()) {
            OptionSpec o = spec.findOption(option(p));
            if (!o.originalStringValues().isEmpty()) {
                given.add(p.isFlag() ? option(p) : option(p) + " " + o.getValue());
            }
        }
        return naming(type, rules, params(spec, type), Json.object(), String.join(" ", given));
    }

    /**
     * The game under {@code rules} with {@code params}; a setup the game refuses is a one-line error
     * prefixed with {@code given} (what was typed), unless nothing was given or the spec fails under
     * {@code defaults} as well: then the spec's own error stands.
     */
    static Game<?, ?> naming(GameType type, RuleSpec rules, ObjectNode params, ObjectNode defaults, String given) {
        try {
            return type.game(rules, params);
        } catch (UserError e) {
            if (given.isEmpty()) {
                throw e;
            }
            type.game(rules, defaults);
            throw e.within(given);
        }
    }

    /** The option of a setup parameter: {@code --players}, or a flag named for the value it sets, {@code --match}. */
    static String option(Param p) {
        return "--" + p.word();
    }

    /**
     * Adds {@code --bots} and the per-seat bot options of {@code types} (one game for a game's
     * own commands; every registered game for the specs commands, which name the game as an
     * argument).
     */
    static void addBots(CommandSpec spec, Collection<GameType> types, String what, String defaultBots) {
        // each game's own names: one list of every game's would offer SCOUT's bots to Fugitive and back
        String names = types.size() == 1 ? String.join(", ", types.iterator().next().botNames())
                : String.join("; ", types.stream().map(t -> t.id() + ": " + String.join(", ", t.botNames())).toList());
        OptionSpec.Builder b = OptionSpec.builder("--bots").paramLabel("LIST").type(String.class)
                .description("The bots " + what + ": one name for every seat, or one per seat separated by commas ("
                        + names + ")." + (defaultBots == null && types.size() > 1 ? " By default each game's first bot in every seat"
                        + " (" + String.join(", ", types.stream().map(t -> t.id() + ": " + t.botNames().get(0)).toList()) + ")." : ""));
        if (defaultBots != null) {
            b.defaultValue(defaultBots);
        }
        spec.addOption(b.build());
        for (GameType t : types) {
            List<String> seats = t.seatRoles();
            for (int p = 0; p < seats.size(); p++) {
                spec.addOption(OptionSpec.builder("--" + seats.get(p)).paramLabel("BOT").type(String.class)
                        .description(t.title() + " only: the bot of seat " + p + " (" + seats.get(p) + "), instead of --bots.")
                        .build());
            }
        }
    }

    /**
     * The bots chosen for {@code g}'s seats: one name, or one per seat. Each is checked to play its
     * seat before the first game, in a one-line error naming the option it came from.
     */
    public static List<String> bots(CommandSpec spec, Game<?, ?> g) {
        GameType type = g.type();
        int players = g.numPlayers();
        String given = spec.findOption("--bots").getValue();
        List<String> out = new ArrayList<>(given == null ? List.of(type.botNames().get(0))
                : Arrays.stream(given.split(",", -1)).map(String::strip).toList());
        if (out.size() != 1 && out.size() != players) {
            out.forEach(b -> known(type, "--bots", b));
            throw new UserError("--bots names " + out.size() + " bots for " + players
                    + " players (give one name for every seat, or one per seat)");
        }
        List<String> from = new ArrayList<>(java.util.Collections.nCopies(players, "--bots"));
        for (GameType t : Games.all()) {
            List<String> seats = t.seatRoles();
            for (int p = 0; p < seats.size(); p++) {
                OptionSpec o = spec.findOption("--" + seats.get(p));
                String bot = o == null ? null : o.getValue();
                if (bot == null) {
                    continue;
                }
                if (!t.id().equals(type.id())) {
                    throw new UserError("--" + seats.get(p) + " names a seat of " + t.id() + ", not of " + type.id()
                            + " (use --bots)");
                }
                if (out.size() == 1 && players > 1) {
                    out = new ArrayList<>(java.util.Collections.nCopies(players, out.get(0)));
                }
                out.set(p, bot);
                from.set(p, "--" + seats.get(p));
            }
        }
        requireSeats(g, out, from);
        return List.copyOf(out);
    }

    /** Checks that each name of a bots list of {@code g} (one name for every seat, or one per seat) plays its seat. */
    private static void requireSeats(Game<?, ?> g, List<String> bots, List<String> optionPerSeat) {
        if (bots.size() == 1) {
            SeatBots.requireEverySeat(g, bots.get(0), optionPerSeat.get(0));
        }
        for (int p = 0; p < bots.size() && bots.size() > 1; p++) {
            SeatBots.require(g, bots.get(p), p, optionPerSeat.get(p));
        }
    }

    /** A bot name of {@code type}, or a one-line error naming the option it was given with. */
    private static void known(GameType type, String option, String bot) {
        if (!type.bots().knows(bot)) {
            throw new UserError(option + ": " + (bot.isEmpty() ? "no bot named (known: " + String.join(", ", type.botNames()) + ")"
                    : type.bots().whyUnknown(bot)));
        }
    }
}
