package org.cardlab.core;

import java.util.List;

/**
 * What a game is, as data: the id used on the command line and in files, its name for people,
 * the spec played when none is named, the roles of its seats when they differ (Fugitive's
 * {@code fugitive} and {@code marshal}; empty when the seats are only numbered), its setup
 * parameters beyond the spec (SCOUT's player count; none for most games), how many players it
 * is for ({@code minPlayers} to {@code maxPlayers}; two unless the plugin says otherwise), and
 * whether every game of it ends with a winner ({@code alwaysAWinner}: Fugitive's do; a game that
 * can be tied or drawn, or end without one, leaves it false, the default), so that a study's text
 * need not print rows of games without a winner for a game that has none.
 */
public record GameInfo(String id, String title, String defaultSpec, List<String> seatRoles, List<Param> params,
        int minPlayers, int maxPlayers, boolean alwaysAWinner) {
    /** The key of the setup parameter that sets the player count, in a game whose count can vary. */
    public static final String PLAYERS = "players";

    public GameInfo {
        seatRoles = List.copyOf(seatRoles);
        params = List.copyOf(params);
        if (minPlayers < 1 || maxPlayers < minPlayers) {
            throw new IllegalArgumentException(id + ": players " + minPlayers + " to " + maxPlayers);
        }
    }

    /** A game for two whose seats are only numbered and which has no setup beyond its spec. */
    public static GameInfo of(String id, String title, String defaultSpec) {
        return new GameInfo(id, title, defaultSpec, List.of(), List.of(), 2, 2, false);
    }

    public GameInfo withParams(Param... more) {
        return new GameInfo(id, title, defaultSpec, seatRoles, List.of(more), minPlayers, maxPlayers, alwaysAWinner);
    }

    public GameInfo withSeatRoles(String... roles) {
        return new GameInfo(id, title, defaultSpec, List.of(roles), params, minPlayers, maxPlayers, alwaysAWinner);
    }

    /** For {@code min} to {@code max} players (where they differ, the param {@link #PLAYERS} sets the count). */
    public GameInfo withPlayers(int min, int max) {
        return new GameInfo(id, title, defaultSpec, seatRoles, params, min, max, alwaysAWinner);
    }

    /** For a game that cannot end without a winner: no tie, no draw, no round cut short. */
    public GameInfo withAlwaysAWinner() {
        return new GameInfo(id, title, defaultSpec, seatRoles, params, minPlayers, maxPlayers, true);
    }
}
