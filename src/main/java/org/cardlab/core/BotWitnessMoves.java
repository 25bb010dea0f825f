package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The witness search through a game's bots, for any game: from each position every bot's
 * choice under either spec is played on, and every legal move of both sides is probed for a
 * refusal (so the moves allowed are compared in full). Two games have parted when what matters
 * to play differs: the seat to move, the end, the returns, or what some seat sees, compared on
 * the fields both specs' views have. A field only one spec's view carries is its way of
 * keeping its own rule (the Polish spec's {@code out-of-trick} lists who passed), and the
 * moves it allows are what tells: comparing it would part two games that play alike.
 */
public final class BotWitnessMoves<S extends GameState<M>, M> implements WitnessMoves<S, M> {
    private final Game<S, M> game;
    private final Bound bound;
    /** bots[b][seat]: bot b of the game's list for each seat (a bot that cannot play a seat is skipped there). */
    private final List<List<Policy<S, M>>> bots = new ArrayList<>();

    public BotWitnessMoves(Game<S, M> game, Bound bound) {
        this.game = game;
        this.bound = bound;
        for (String name : game.type().bots().quickNames()) {
            List<Policy<S, M>> seats = new ArrayList<>();
            for (int p = 0; p < game.numPlayers(); p++) {
                try {
                    seats.add(game.bot(name, p));
                } catch (UserError e) {
                    seats.add(null);
                }
            }
            bots.add(seats);
        }
    }

    /** Yes: games can be long, and each bot's line gives a first witness to bound the search with. */
    @Override
    public boolean linesFirst() {
        return true;
    }

    @Override
    public List<List<Policy<S, M>>> lines() {
        return bots.stream().filter(seats -> seats.stream().allMatch(p -> p != null)).toList();
    }

    @Override
    public Bound defaultBound() {
        return bound;
    }

    @Override
    public String describe() {
        return "each bot's line of play first, then the moves of each bot (" + String.join(", ", game.type().bots().quickNames())
                + ") under either spec";
    }

    @Override
    public Set<M> branches(S a, S b, Supplier<Rng> rng) {
        Set<M> out = new LinkedHashSet<>();
        int seat = a.currentPlayer();
        for (List<Policy<S, M>> seats : bots) {
            Policy<S, M> bot = seats.get(seat);
            if (bot != null) {
                out.add(bot.choose(a, rng.get()));
                out.add(bot.choose(b, rng.get()));
            }
        }
        return out;
    }

    @Override
    public Set<M> probes(S a, S b, Supplier<Rng> rng) {
        Set<M> out = new LinkedHashSet<>(branches(a, b, rng));
        a.legalMoves().forEach(out::add);
        b.legalMoves().forEach(out::add);
        return out;
    }

    /** FNV-1a over the full state: equal positions, equal keys (the move history is not in a state's full state). */
    @Override
    public long key(S s) {
        long h = 0xcbf29ce484222325L;
        for (byte x : s.fullState().getBytes(StandardCharsets.UTF_8)) {
            h = (h ^ x) * 0x100000001b3L;
        }
        return h;
    }

    @Override
    public boolean parted(S x, S y) {
        if (x.currentPlayer() != y.currentPlayer() || x.isTerminal() != y.isTerminal()) {
            return true;
        }
        if (x.isTerminal() && !Arrays.equals(x.returns(), y.returns())) {
            return true;
        }
        for (int p = 0; p < x.numPlayers(); p++) {
            if (!differences(x.observation(p), y.observation(p), "").isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where two views differ, on what both have: the paths of the fields whose values differ
     * (an object's fields present on one side only are left out; lists of the same length
     * compare item by item, others whole).
     */
    static List<String> differences(JsonNode x, JsonNode y, String at) {
        List<String> out = new ArrayList<>();
        if (x.isObject() && y.isObject()) {
            for (var e : x.properties()) {
                JsonNode other = y.get(e.getKey());
                if (other != null) {
                    out.addAll(differences(e.getValue(), other, at.isEmpty() ? e.getKey() : at + "." + e.getKey()));
                }
            }
        } else if (x.isArray() && y.isArray() && x.size() == y.size()) {
            for (int i = 0; i < x.size(); i++) {
                out.addAll(differences(x.get(i), y.get(i), at.isEmpty() ? String.valueOf(i) : at + "." + i));
            }
        } else if (!x.equals(y)) {
            out.add(at);
        }
        return out;
    }

    /** The result, or what differs in what the players see: the fields of the observations that differ. */
    @Override
    public String result(S s, S other) {
        if (s.isTerminal()) {
            return "the game ends, returns " + Arrays.toString(s.returns());
        }
        List<String> diffs = new ArrayList<>();
        for (int p = 0; p < s.numPlayers() && diffs.isEmpty(); p++) {
            JsonNode mine = s.observation(p);
            for (String path : differences(mine, other.observation(p), "")) {
                diffs.add(path + " " + Json.compact(mine.at(path.isEmpty() ? "" : "/" + path.replace('.', '/'))));
            }
        }
        return "the game goes on (" + game.seatName(s.currentPlayer()) + " to move)"
                + (diffs.isEmpty() ? "" : "; " + String.join(", ", diffs));
    }
}
