package org.cardlab.scout;

import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.cardlab.core.Rng;

/** Listing and sampling a SCOUT state's legal moves (the state's rules of play are in {@link ScoutState}). */
final class ScoutMoveLists {
    private ScoutMoveLists() {}

    /**
     * Shows first (by first card, then last), then scouts (left end before right, by place,
     * unturned before turned), then Scout &amp; Shows (by scout, then show). Built from the
     * same segment walk as {@link ScoutState#countShows}, never by filtering through {@link ScoutState#whyIllegal}
     * (whose messages are too costly to build for every candidate).
     */
    static Stream<ScoutMove> all(ScoutState s) {
        if (s.turn().over()) {
            return Stream.empty();
        }
        if (s.turn().inFlipPhase()) {
            return Stream.of(ScoutMove.KEEP, ScoutMove.FLIP);
        }
        int p = s.turn().current();
        int h = s.hands().size(p);
        Stream<ScoutMove> showMoves = s.shows().list(s.hands().cards(p), h, s.board().strength()).stream()
                .map(code -> ScoutMove.show(code >> 10, code & 1023));
        if (s.board().size() == 0 || s.turn().scoutsLeft(p) <= 0) {
            return showMoves;
        }
        Stream<ScoutMove> scouts = scoutCandidates(s, h);
        if (s.turn().scoutShowsLeft(p) <= 0) {
            return Stream.concat(showMoves, scouts);
        }
        Stream<ScoutMove> scoutShows = scoutCandidates(s, h).flatMap(sc -> {
            int after = s.afterScout(p, sc);
            int reduced = s.reducedTable(sc.fromRight());
            return s.shows().list(s.scratch(), after, reduced).stream().map(
                    code -> ScoutMove.scoutShow(sc.fromRight(), sc.insertAt(), sc.turned(), code >> 10, code & 1023));
        });
        return Stream.concat(showMoves, Stream.concat(scouts, scoutShows));
    }

    private static Stream<ScoutMove> scoutCandidates(ScoutState s, int h) {
        boolean anywhere = s.rules().scoutInsertAnywhere;
        boolean turn = s.rules().scoutEitherOrientation;
        return Stream.of(false, true).flatMap(right -> IntStream.rangeClosed(0, h)
                .filter(at -> anywhere || at == 0 || at == h).boxed()
                .flatMap(at -> (turn ? Stream.of(false, true) : Stream.of(false)).map(t -> ScoutMove.scout(right, at, t))));
    }

    /**
     * The documented distribution: first a kind of move uniformly among those available
     * (show, scout, Scout &amp; Show), then uniformly within it (a scout: end, place and side
     * each uniform); a Scout &amp; Show draws its scout first and, if no show can follow that
     * scout, plays the scout alone.
     */
    static ScoutMove random(ScoutState s, Rng rng) {
        if (s.turn().over()) {
            throw new IllegalStateException("the game is over");
        }
        if (s.turn().inFlipPhase()) {
            return rng.nextInt(2) == 0 ? ScoutMove.KEEP : ScoutMove.FLIP;
        }
        int p = s.turn().current();
        int h = s.hands().size(p);
        boolean canScout = s.board().size() > 0 && s.turn().scoutsLeft(p) > 0;
        boolean canScoutShow = canScout && s.turn().scoutShowsLeft(p) > 0;
        int kinds = 1 + (canScout ? 1 : 0) + (canScoutShow ? 1 : 0);
        int k = rng.nextInt(kinds);
        if (k == 0) {
            // Shows are counted only when the draw asks for one (the costly part); when
            // none beats the table, redrawing among the other kinds keeps the choice
            // uniform over the kinds available.
            int found = s.shows().count(s.hands().cards(p), h, s.board().strength(), -1);
            if (found > 0) {
                int code = s.shows().count(s.hands().cards(p), h, s.board().strength(), rng.nextInt(found));
                return ScoutMove.show(code >> 10, code & 1023);
            }
            if (kinds == 1) {
                throw new IllegalStateException("no legal move (the engine ends such rounds)");
            }
            k = 1 + rng.nextInt(kinds - 1);
        }
        k--;
        ScoutMove scout = randomScout(s, rng, h);
        if (k == 0) {
            return scout;
        }
        int after = s.afterScout(p, scout);
        int reduced = s.reducedTable(scout.fromRight());
        int follow = s.shows().count(s.scratch(), after, reduced, -1);
        if (follow == 0) {
            return scout;
        }
        int code = s.shows().count(s.scratch(), after, reduced, rng.nextInt(follow));
        return ScoutMove.scoutShow(scout.fromRight(), scout.insertAt(), scout.turned(), code >> 10, code & 1023);
    }

    private static ScoutMove randomScout(ScoutState s, Rng rng, int h) {
        boolean right = rng.nextInt(2) == 1;
        int at = s.rules().scoutInsertAnywhere ? rng.nextInt(h + 1) : rng.nextInt(2) * h;
        boolean turned = s.rules().scoutEitherOrientation && rng.nextInt(2) == 1;
        return ScoutMove.scout(right, at, turned);
    }
}
