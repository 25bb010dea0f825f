package org.cardlab.fugitive.respond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Games;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.bots.QuickRacer;
import org.junit.jupiter.api.Test;

/** The frozen bot as the simulations play it: its own answers, kept by its view, within the asks a decision allows. */
class RecalledBotTest {
    private static final FugitiveGame MINI2 = FugitiveGame.of(Games.get("fugitive").spec("mini2"));

    /**
     * The answers are the bot's at each view whatever order the views are met in, so no decision leans on the ones before
     * it: the random bot, whose answer is all its random stream.
     */
    @Test
    void theAnswersDoNotDependOnTheOrderOfTheViews() {
        List<FugitiveState> views = fugitiveDecisions(60);
        assertTrue(views.size() >= 6, "decisions: " + views.size());
        RecalledBot forward = recalled("random");
        RecalledBot backward = recalled("random");
        List<FugitiveMove> ahead = new ArrayList<>();
        for (FugitiveState s : views) {
            ahead.add(forward.choose(s, new Rng(3)));
        }
        for (int i = views.size() - 1; i >= 0; i--) {
            assertEquals(ahead.get(i), backward.choose(views.get(i), new Rng(3)), "view " + i);
        }
        assertEquals(0, forward.standIns());
    }

    /** Each answer kept is the bot's own move, and the share that agrees with a move counts them. */
    @Test
    void theKeptAnswersAreTheBotsAndAreCounted() {
        Policy<FugitiveState, FugitiveMove> racer = new QuickRacer(); // deterministic where it can move as it wants
        RecalledBot recalled = new RecalledBot(racer, MarshalParticles::view, (s, rng) -> s.randomLegalMove(rng), 1_000);
        int compared = 0;
        for (FugitiveState s : fugitiveDecisions(8)) {
            FugitiveMove own = racer.choose(s, new Rng(0));
            if (!own.equals(racer.choose(s, new Rng(1)))) {
                continue; // it drew a random move here
            }
            assertEquals(RecalledBot.ANSWERS, recalled.agreeing(s, own));
            FugitiveMove other = s.legalMoves().filter(m -> !m.equals(own)).findFirst().orElse(null);
            if (other != null) {
                assertEquals(0, recalled.agreeing(s, other));
            }
            assertEquals(own, recalled.choose(s, new Rng(9)));
            compared++;
        }
        assertTrue(compared >= 4, "compared " + compared);
        assertEquals(0, recalled.standIns());
    }

    /** Past the asks a decision allows, the stand-in plays and is counted; the next decision may ask again. */
    @Test
    void pastItsAsksTheStandInPlaysAndIsCounted() {
        FugitiveMove marker = FugitiveMove.PASS;
        List<FugitiveState> views = fugitiveDecisions(8);
        RecalledBot recalled = new RecalledBot(new QuickRacer(), MarshalParticles::view, (s, rng) -> marker, 2);
        FugitiveState first = views.get(0);
        assertEquals(-1, new RecalledBot(new QuickRacer(), MarshalParticles::view, (s, rng) -> marker, 3).agreeing(first, marker),
                "four answers cannot be asked for within three asks");
        for (FugitiveState s : views) {
            recalled.choose(s, new Rng(4));
        }
        assertEquals(2, recalled.calls(), "two asks in this decision");
        assertEquals(views.size() - 2, recalled.standIns(), "every other view met was the stand-in's");
        recalled.nextDecision();
        recalled.agreeing(views.get(views.size() - 1), marker);
        assertEquals(4, recalled.calls(), "the next decision asks afresh, up to its two");
    }

    /**
     * The asks a decision docs/responders.md states at the default budgets: 800 of the advisor, 50 of the search Marshal (his
     * ask costs about a hundred of the advisor's), 512 of the racer and the shadow, none of a bot that plays itself unrecalled.
     */
    @Test
    void theAskCapsAreTheStatedOnes() {
        assertEquals(800, new Respond.Plan("advisor", FugitiveSeat.FUGITIVE, 1, 1, 200, 1).askCap());
        assertEquals(50, new Respond.Plan("search", FugitiveSeat.FUGITIVE, 1, 1, 200, 1).askCap());
        assertEquals(0, new Respond.Plan("heuristic", FugitiveSeat.FUGITIVE, 1, 1, 200, 1).askCap());
        assertEquals(512, new Respond.Plan("shadow", FugitiveSeat.MARSHAL, 1, 1, 128, 1).askCap());
        assertEquals(512, new Respond.Plan("racer", FugitiveSeat.MARSHAL, 1, 1, 128, 1).askCap());
        assertEquals(0, new Respond.Plan("random", FugitiveSeat.MARSHAL, 1, 1, 128, 1).askCap());
        assertEquals(1, new Respond.Plan("search", FugitiveSeat.FUGITIVE, 1, 1, 1, 1).askCap(), "at least one ask at any budget");
    }

    /** Where the bot has one legal move, that is its answer, and no ask is spent on it. */
    @Test
    void aForcedMoveCostsNoAsk() {
        FugitiveState s = forcedState();
        FugitiveMove only = s.legalMoves().findFirst().orElseThrow();
        RecalledBot recalled = new RecalledBot((x, r) -> { throw new AssertionError("asked at a forced move"); }, MarshalParticles::view,
                (x, r) -> { throw new AssertionError("stood in at a forced move"); }, 0);
        assertEquals(only, recalled.choose(s, new Rng(1)));
        assertEquals(RecalledBot.ANSWERS, recalled.agreeing(s, only));
        assertEquals(0, recalled.calls() + recalled.standIns());
    }

    /** A state of a seeded pt game of the heuristic bots where the side to move has one legal move. */
    private static FugitiveState forcedState() {
        FugitiveGame pt = FugitiveGame.of(Games.get("fugitive").spec("pt"));
        for (int g = 0; g < 50; g++) {
            FugitiveState s = pt.newGame(Seeds.deal(21, g));
            Rng rng = Seeds.bots(21, g);
            for (int n = 0; n < pt.maxMoves() && !s.isTerminal(); n++) {
                if (s.legalMoves().limit(2).count() == 1) {
                    return s;
                }
                s.apply(pt.bot("heuristic", s.toMove()).choose(s, rng));
            }
        }
        throw new AssertionError("no forced move in 50 games");
    }

    private static RecalledBot recalled(String bot) {
        return new RecalledBot(MINI2.bot(bot, FugitiveSeat.FUGITIVE), MarshalParticles::view, new QuickRacer(), 1_000);
    }

    /** The Fugitive's decisions (more than one legal move) of seeded mini2 games of the heuristic bots, distinct views. */
    private static List<FugitiveState> fugitiveDecisions(int games) {
        List<FugitiveState> out = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        Policy<FugitiveState, FugitiveMove> m = MINI2.bot("heuristic", FugitiveSeat.MARSHAL);
        Policy<FugitiveState, FugitiveMove> f = MINI2.bot("heuristic", FugitiveSeat.FUGITIVE);
        for (int g = 0; g < games; g++) {
            FugitiveState s = MINI2.newGame(Seeds.deal(21, g));
            Rng rng = Seeds.bots(21, g);
            for (int n = 0; n < MINI2.maxMoves() && !s.isTerminal(); n++) {
                boolean fugitive = s.toMove() == FugitiveSeat.FUGITIVE;
                if (fugitive && s.legalMoves().limit(2).count() > 1 && !seen.contains(MarshalParticles.view(s))) {
                    seen.add(MarshalParticles.view(s));
                    out.add(s.copy());
                }
                s.apply((fugitive ? f : m).choose(s, rng));
            }
        }
        return out;
    }
}
