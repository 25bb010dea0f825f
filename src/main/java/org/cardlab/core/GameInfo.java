package org.cardlab.core;

import java.util.List;

/**
 * What a game is, as data: the id used on the command line and in files, its name for people,
 * the spec played when none is named, the roles of its seats when they differ (Fugitive's
 * {@code fugitive} and {@code marshal}; empty when the seats are only numbered), and its setup
 * parameters beyond the spec (SCOUT's player count; none for most games).
 */
public record GameInfo(String id, String title, String defaultSpec, List<String> seatRoles, List<Param> params) {
    public GameInfo {
        seatRoles = List.copyOf(seatRoles);
        params = List.copyOf(params);
    }

    /** A game whose seats are only numbered and which has no setup beyond its spec. */
    public static GameInfo of(String id, String title, String defaultSpec) {
        return new GameInfo(id, title, defaultSpec, List.of(), List.of());
    }

    public GameInfo withParams(Param... more) {
        return new GameInfo(id, title, defaultSpec, seatRoles, List.of(more));
    }

    public GameInfo withSeatRoles(String... roles) {
        return new GameInfo(id, title, defaultSpec, List.of(roles), params);
    }
}
