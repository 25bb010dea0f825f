package org.cardlab.fugitive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Rng;
import org.junit.jupiter.api.Test;

/**
 * {@link MoveLog#sameText}, which compares shared frozen pieces by identity, gives the answer of
 * comparing the whole texts: for copies, copies that went on with other moves (the same length of
 * text or not), logs written apart from the same moves, and from moves that differ in the first. The logs are long enough to hold many
 * frozen pieces.
 */
class MoveLogTest {
    private static final List<FugitiveMove> KINDS = List.of(FugitiveMove.PASS, FugitiveMove.draw(1), FugitiveMove.draw(3),
            FugitiveMove.hide(17, 0), FugitiveMove.hide(29, Cards.of(4, 11)), FugitiveMove.guessSet(Cards.of(5, 23, 40)));

    @Test
    void agreesWithTheWholeTexts() {
        Rng rng = new Rng(5);
        int equal = 0;
        int different = 0;
        for (int round = 0; round < 40; round++) {
            List<MoveLog> logs = new ArrayList<>();
            MoveLog a = new MoveLog();
            MoveLog apart = new MoveLog();
            MoveLog otherFirstMove = new MoveLog(); // the same length of text, a piece that differs early
            a.add(FugitiveMove.draw(1));
            apart.add(FugitiveMove.draw(1));
            otherFirstMove.add(FugitiveMove.draw(2));
            int n = rng.nextInt(600);
            for (int i = 0; i < n; i++) {
                FugitiveMove m = KINDS.get(rng.nextInt(KINDS.size()));
                a.add(m);
                apart.add(m);
                otherFirstMove.add(m);
            }
            MoveLog copy = new MoveLog(a);
            MoveLog branched = new MoveLog(a);
            branched.add(KINDS.get(rng.nextInt(KINDS.size())));
            MoveLog sameLengthOther = new MoveLog(a);
            sameLengthOther.add(FugitiveMove.draw(1));
            MoveLog sameLengthOther2 = new MoveLog(a);
            sameLengthOther2.add(FugitiveMove.draw(2));
            logs.addAll(List.of(a, apart, otherFirstMove, copy, branched, sameLengthOther, sameLengthOther2));
            for (MoveLog x : logs) {
                for (MoveLog y : logs) {
                    boolean texts = x.toString().equals(y.toString());
                    assertEquals(texts, x.sameText(y), () -> "sameText disagrees with the texts:\n" + x + "\n" + y);
                    if (x != y) {
                        if (texts) {
                            equal++;
                        } else {
                            different++;
                        }
                    }
                }
            }
            assertEquals(a.toString(), copy.toString());
        }
        assertTrue(equal > 100 && different > 100, equal + " equal pairs, " + different + " different");
    }

    @Test
    void longLogsAreFrozenInPiecesWithTheSameText() {
        MoveLog a = new MoveLog();
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            FugitiveMove m = KINDS.get(i % KINDS.size());
            a.add(m);
            text.append(" | ").append(m);
        }
        assertTrue(a.frozenPieces() >= 5, a.frozenPieces() + " pieces");
        assertEquals(text.toString(), a.toString());
        assertEquals(text.length(), a.length());
        assertEquals(text.toString(), new MoveLog(a).toString());
    }
}
