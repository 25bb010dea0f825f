package org.cardlab.verify;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;

/**
 * A witness played on to the end under each spec, so that a publisher sees the game END
 * differently, not only part: after the move where the specs part, bots (the game's first in every
 * seat unless named) play under each spec with the same random stream, and the two endings are compared.
 * A witness whose last move one spec refuses has nothing to play on: the refusal is the
 * difference.
 */
public final class PlayOut {

    /**
     * Both endings: who played them, in words ("the greedy bot in every seat", "shadow (the Fugitive),
     * search (the Marshal)"), the narrator's closing lines under each spec, and whether the returns differ.
     */
    public record Endings(String bots, List<String> endA, List<String> endB, boolean differ, boolean finished) {}

    private PlayOut() {}

    public static <S extends GameState<M>, M> Endings of(Game<S, M> a, Game<S, M> b, WitnessSearch.Witness<M> w) {
        return of(a, b, w, List.of(a.type().botNames().get(0)));
    }

    /**
     * As {@link #of(Game, Game, WitnessSearch.Witness)}, with {@code bots}: one name for every seat
     * (e.g. search), or one per seat (as {@link Playout#seats} takes them).
     */
    public static <S extends GameState<M>, M> Endings of(Game<S, M> a, Game<S, M> b, WitnessSearch.Witness<M> w, List<String> bots) {
        S ea = playOn(a, bots, w);
        S eb = playOn(b, bots, w);
        boolean finished = ea.isTerminal() && eb.isTerminal();
        return new Endings(players(a, bots), a.narrator().end(ea, ea.moves().size()), b.narrator().end(eb, eb.moves().size()),
                finished && !Arrays.equals(ea.returns(), eb.returns()), finished);
    }

    private static String players(Game<?, ?> g, List<String> bots) {
        return bots.stream().distinct().count() == 1 ? "the " + bots.get(0) + " bot in every seat" : Playout.inWords(g, bots);
    }

    private static <S extends GameState<M>, M> S playOn(Game<S, M> g, List<String> bots, WitnessSearch.Witness<M> w) {
        S s = g.newGame(w.seed());
        w.moves().forEach(s::apply);
        // each spec its own bots: a search replays the game's history under the spec it plays
        List<Policy<S, M>> seats = Playout.seats(g, bots);
        Rng rng = Seeds.bots(w.seed()); // the same stream under both specs: only the rule tells them apart
        for (int n = 0; !s.isTerminal() && n < g.maxMoves(); n++) {
            s.apply(seats.get(s.currentPlayer()).choose(s, rng));
        }
        return s;
    }

    /** The play-out in words, for the witness log. */
    public static List<String> lines(String nameA, String nameB, Endings e) {
        List<String> out = new ArrayList<>();
        out.add("Played on to the end, " + e.bots() + " (the same random stream under both specs):");
        e.endA().forEach(l -> out.add("    under '" + nameA + "': " + l.strip()));
        e.endB().forEach(l -> out.add("    under '" + nameB + "': " + l.strip()));
        out.add(!e.finished() ? "    (the play-out reached the game's move bound before the end)"
                : e.differ() ? "    the game ends differently under the two specs: other scores or another winner."
                : !e.endA().equals(e.endB()) ? "    the same winner (and any scores) under both specs, reached by a different ending."
                : "    this play-out ends alike under both specs; the specs still part at the move above.");
        return out;
    }
}
