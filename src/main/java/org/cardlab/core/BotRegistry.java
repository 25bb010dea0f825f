package org.cardlab.core;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game's bots by name, the default first. It sits above the bots (a plugin fills it), so the
 * engine never names a bot and a bot may use anything of the engine's.
 */
public final class BotRegistry<S extends GameState<M>, M> {

    /** Makes one bot for {@code seat} of {@code game}; a seat the bot cannot play is a {@link UserError}. */
    @FunctionalInterface
    public interface Maker<S extends GameState<M>, M> {
        Policy<S, M> make(Game<S, M> game, int seat);
    }

    private final String title;
    private final Map<String, Maker<S, M>> makers = new LinkedHashMap<>();
    private final Map<String, String> glosses = new HashMap<>();
    /** Bots that also take a work budget written after a colon ("search:200"). */
    private final Map<String, Budgeted<S, M>> budgeted = new HashMap<>();

    /** Makes a bot with a work budget (a whole number, 1 to {@code max}); {@link #add} registers its plain name with the default. */
    @FunctionalInterface
    public interface BudgetMaker<S extends GameState<M>, M> {
        Policy<S, M> make(Game<S, M> game, int seat, int budget);
    }

    private record Budgeted<S extends GameState<M>, M>(int max, BudgetMaker<S, M> maker) {}

    /** The game's strongest bots, as a bots list (one name for every seat, or one per seat); empty: the default. */
    private List<String> strongest = List.of();

    /** An empty registry for the game called {@code title} (named in errors). */
    public BotRegistry(String title) {
        this.title = title;
    }

    /** Adds a bot; the first added is the default. */
    public BotRegistry<S, M> add(String name, Maker<S, M> maker) {
        if (makers.putIfAbsent(name, maker) != null) {
            throw new IllegalArgumentException("bot '" + name + "' registered twice");
        }
        return this;
    }

    /** Adds a bot with one sentence on how it plays, for people choosing it ({@link #gloss}). */
    public BotRegistry<S, M> add(String name, String gloss, Maker<S, M> maker) {
        add(name, maker);
        glosses.put(name, gloss);
        return this;
    }

    /**
     * Adds a bot that takes a work budget: {@code name} plays with {@code defaultBudget},
     * {@code name:N} with budget N (1 to {@code max}). Only the plain name is listed.
     */
    public BotRegistry<S, M> addBudgeted(String name, String gloss, int defaultBudget, int max, BudgetMaker<S, M> maker) {
        add(name, gloss, (game, seat) -> maker.make(game, seat, defaultBudget));
        budgeted.put(name, new Budgeted<>(max, maker));
        return this;
    }

    /** Whether {@code name} makes a bot here: a listed name, or a budgeted one with a budget ("search:200"). */
    public boolean knows(String name) {
        return makers.containsKey(name.strip()) || budgetOf(name.strip()) != null;
    }

    /** The budget of "name:N" for a budgeted bot, or null when {@code name} is not of that form. */
    private Integer budgetOf(String name) {
        int colon = name.indexOf(':');
        if (colon < 0 || !budgeted.containsKey(name.substring(0, colon)) || !name.substring(colon + 1).matches("[0-9]{1,9}")) {
            return null;
        }
        int n = Integer.parseInt(name.substring(colon + 1));
        return n >= 1 && n <= budgeted.get(name.substring(0, colon)).max() ? n : null;
    }

    /** The sentence on bot {@code name} given when it was added; "" when none was. */
    public String gloss(String name) {
        return glosses.getOrDefault(name, "");
    }

    /**
     * The bots cheap enough to be asked at every node of a search or in every line-up of a
     * report: every name but the budgeted (search) bots, which are named explicitly instead.
     */
    public List<String> quickNames() {
        return makers.keySet().stream().filter(n -> !budgeted.containsKey(n)).toList();
    }

    /**
     * Names the game's strongest bots, from its measured figures (its docs give them): one name for
     * every seat, or one per seat in seat order. Studies that should judge the rules under real play
     * (the agreement report) play them. Each name must make a bot here already.
     */
    public BotRegistry<S, M> strongest(String... perSeat) {
        if (perSeat.length == 0) {
            throw new IllegalArgumentException("name at least one strongest bot");
        }
        for (String name : perSeat) {
            if (!knows(name)) {
                throw new IllegalArgumentException("strongest bot '" + name + "' is not registered");
            }
        }
        strongest = List.of(perSeat);
        return this;
    }

    /**
     * The game's strongest bots as a bots list: one name for every seat, or one per seat (as
     * {@link Playout#seats} takes them); the default bot when none were named.
     */
    public List<String> strongest() {
        return strongest.isEmpty() ? List.of(names().get(0)) : strongest;
    }

    public List<String> names() {
        return List.copyOf(makers.keySet());
    }

    /** The bot {@code name} for {@code seat}; an unknown name is a one-line {@link UserError} naming the known ones. */
    public Policy<S, M> make(Game<S, M> game, String name, int seat) {
        Maker<S, M> m = makers.get(name.strip());
        Integer budget = budgetOf(name.strip());
        if (m == null && budget != null) {
            String base = name.strip().substring(0, name.strip().indexOf(':'));
            return budgeted.get(base).maker().make(game, seat, budget);
        }
        if (m == null) {
            throw new UserError(whyUnknown(name));
        }
        return m.make(game, seat);
    }

    /**
     * Why {@code name} makes no bot here, in words for a one-line error: a budgeted bot's budget
     * out of range ("search:0") says the range, anything else lists the known names.
     */
    public String whyUnknown(String name) {
        int colon = name.strip().indexOf(':');
        if (colon > 0 && budgeted.containsKey(name.strip().substring(0, colon))) {
            String base = name.strip().substring(0, colon);
            return title + " bot '" + name.strip() + "': " + base + ":N takes a work budget N from 1 to " + budgeted.get(base).max();
        }
        return "unknown " + title + " bot '" + name + "' (known: " + String.join(", ", names()) + ")";
    }
}
