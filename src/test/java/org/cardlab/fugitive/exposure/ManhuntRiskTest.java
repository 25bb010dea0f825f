package org.cardlab.fugitive.exposure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/** The foreseen manhunt, against a direct reading of the deduction where one hideout is left. */
class ManhuntRiskTest {

    @Test
    void withOneHideoutLeftTheGreedyMarshalCatchesHimOnlyWhenItIsHisLikeliestNumber() {
        int single = 0;
        int manhunts = 0;
        for (String spec : new String[] {"pt", "ca"}) {
            FugitiveRules rules = FugitiveRules.load(spec);
            for (int i = 0; i < 150 && single < 12; i++) {
                FugitiveState hunt = manhuntStart(rules, i);
                if (hunt == null) {
                    continue;
                }
                manhunts++;
                FugitiveView view = FugitiveView.of(hunt);
                Notes imagined = MarshalNotes.sample(view, new Rng(i));
                double capture = ManhuntRisk.capture(view, List.of(imagined), List.of(), 2_000_000);
                assertTrue(capture >= 0 && capture <= 1, "" + capture);
                if (view.faceDown().size() != 1) {
                    continue;
                }
                int p = view.faceDown().get(0);
                Deduction d = Deduction.of(PublicTrack.read(rules, imagined, "imagined"));
                double max = 0;
                for (int n = 1; n <= 41; n++) {
                    max = Math.max(max, d.numberProbability(n));
                }
                int ties = 0;
                for (int n = 1; n <= 41; n++) {
                    ties += Math.abs(d.numberProbability(n) - max) <= 1e-12 ? 1 : 0;
                }
                boolean top = Math.abs(d.numberProbability(view.hideout(p)) - max) <= 1e-12;
                assertEquals(top ? 1.0 / ties : 0.0, capture, 1e-12, spec + " game " + i);
                single++;
            }
        }
        assertTrue(manhunts > 20 && single >= 5, manhunts + " manhunts, " + single + " with one hideout");
    }

    /** The state where the manhunt of game i (heuristic Fugitive, heuristic Marshal) starts, or null. */
    private static FugitiveState manhuntStart(FugitiveRules rules, long i) {
        var f = SeededGames.bot("heuristic", FugitiveSeat.FUGITIVE);
        var m = SeededGames.bot("heuristic", FugitiveSeat.MARSHAL);
        FugitiveState s = FugitiveState.newGame(rules, Seeds.deal(1, i));
        Rng rng = new Rng(i);
        while (!s.isTerminal() && s.phase() != Phase.MANHUNT) {
            s.apply((s.toMove() == FugitiveSeat.FUGITIVE ? f : m).choose(s, rng));
        }
        return s.phase() == Phase.MANHUNT ? s : null;
    }
}
