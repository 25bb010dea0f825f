package org.cardlab.verify;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.cardlab.core.Counts;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.Playout;
import org.cardlab.core.UserError;

/**
 * The report's studies that play many games: the impact of a pair of specs and the rule gaps of
 * one spec, each as a Markdown section and as JSON, played by the bots the report's budget chooses
 * ({@link AgreementReport.Bots}) and naming them.
 */
final class ReportStudies {
    private ReportStudies() {}

    /**
     * The line-ups an impact study of {@code a} against {@code b} plays: the game's strongest bots,
     * or each quick bot in every seat that can play every seat under both specs.
     */
    static List<List<String>> lineups(Game<?, ?> a, Game<?, ?> b, AgreementReport.Bots bots) {
        return bots == AgreementReport.Bots.STRONGEST ? List.of(a.type().bots().strongest()) : quickLineups(a, b);
    }

    /** The bots of a gap study and of a witness's play-out: the game's strongest, or its first bot in every seat. */
    static List<String> players(Game<?, ?> g, AgreementReport.Bots bots) {
        return bots == AgreementReport.Bots.STRONGEST ? g.type().bots().strongest() : List.of(g.type().botNames().get(0));
    }

    /** The sentence naming who plays the game's studies and play-outs, for its section of the report. */
    static String whoPlays(Game<?, ?> g, AgreementReport.Bots bots) {
        String gapsAndPlayOuts = Playout.inWords(g, players(g, bots));
        if (bots == AgreementReport.Bots.STRONGEST) {
            return "Played by the game's strongest bots: " + gapsAndPlayOuts + ".";
        }
        return "Played by the quick bots: in the impact studies " + String.join("; ", lineups(g, g, bots).stream()
                .map(l -> Playout.inWords(g, l)).toList()) + "; in the gap studies and the witnesses' play-outs " + gapsAndPlayOuts + ".";
    }

    /**
     * Each quick bot that can play every seat under both specs (Fugitive's solved bot plays only the
     * spec it solved), in every seat; for two-player games also the first two against each other.
     */
    private static List<List<String>> quickLineups(Game<?, ?> a, Game<?, ?> b) {
        List<String> every = new ArrayList<>();
        for (String name : a.type().bots().quickNames()) {
            try {
                for (Game<?, ?> under : List.of(a, b)) {
                    for (int p = 0; p < under.numPlayers(); p++) {
                        under.bot(name, p);
                    }
                }
                every.add(name);
            } catch (UserError e) {
                // this bot cannot play every seat under both specs
            }
        }
        List<List<String>> out = new ArrayList<>();
        for (String name : every) {
            out.add(Collections.nCopies(a.numPlayers(), name));
        }
        if (a.numPlayers() == 2 && every.size() >= 2) {
            out.add(List.of(every.get(0), every.get(1)));
        }
        return out;
    }

    static <S extends GameState<M>, M> void impact(StringBuilder md, ArrayNode json, Game<S, M> a, Game<S, M> b,
            AgreementReport.Budget budget, AgreementReport.Progress progress) {
        String na = a.spec().name();
        String nb = b.spec().name();
        // the setup the studies play: a study of SCOUT at 4 players says nothing of its 2-player rules, and the heading must say so
        String setup = Playout.setupInWords(a);
        md.append("\n#### Impact: the same ").append(Counts.of(budget.games(), "seeded deal")).append(" under both specs")
                .append(setup.isEmpty() ? "" : " (" + setup + ")").append("\n\n")
                .append("| bots | side | wins under `").append(na).append("` | under `").append(nb)
                .append("` | difference (percentage points) | winner changed |\n|---|---|---|---|---|---|\n");
        for (List<String> bots : lineups(a, b, budget.bots())) {
            String study = "impact " + na + " vs " + nb + ", bots " + Playout.inWords(a, bots);
            progress.step(study);
            Impact.Result r = Impact.run(a, b, bots, budget.run(),
                    budget.part("impact", a.type().id(), na, nb, String.join("-", bots)), progress.games(study, budget.games()));
            json.add(AgreementJson.impact(r, a, b, bots, budget.seed()));
            for (int k = 0; k < r.sides().size(); k++) {
                double[] ci = r.differenceInterval(k);
                md.append("| ").append(String.join(" vs ", bots)).append(" | ").append(r.sides().get(k).name()).append(" | ")
                        .append(r.rateA(k)).append(" | ").append(r.rateB(k)).append(" | ")
                        .append(String.format("%+.1f [%+.1f, %+.1f]", 100 * r.difference(k), 100 * ci[0], 100 * ci[1]))
                        .append(" | ").append(k == 0 ? r.changedRate().toString() : "").append(" |\n");
            }
            if (r.anyDraw()) { // ties and drawn rounds: the share the sides' win rates leave unexplained
                double[] ci = r.drawDifferenceInterval();
                md.append("| ").append(String.join(" vs ", bots)).append(" | no winner | ").append(r.drawRateA()).append(" | ")
                        .append(r.drawRateB()).append(" | ").append(String.format("%+.1f [%+.1f, %+.1f]", 100 * r.drawDifference(),
                                100 * ci[0], 100 * ci[1])).append(" |  |\n");
            }
        }
    }

    static <S extends GameState<M>, M> void gaps(StringBuilder md, ArrayNode json, Game<S, M> g, AgreementReport.Budget budget,
            AgreementReport.Progress progress) {
        List<String> bots = players(g, budget.bots());
        String study = "gaps under " + g.spec().name() + ", bots " + Playout.inWords(g, bots);
        progress.step(study);
        Gaps.Result r = Gaps.run(g, bots, budget.run(), budget.part("gaps", g.type().id(), g.spec().name()),
                progress.games(study, budget.games()));
        json.add(AgreementJson.gaps(r, bots));
        String setup = Playout.setupInWords(g);
        md.append("\n### Rule gaps met in play under `").append(r.spec()).append("` (").append(Counts.of(r.games(), "game")).append("; ")
                .append(setup.isEmpty() ? "" : setup + "; ").append("bots: ")
                .append(Playout.inWords(g, bots)).append(")\n\n");
        if (r.gaps().isEmpty()) {
            md.append("No rule of this spec is left open by its text in a situation met in play.\n");
        } else {
            md.append("| rule | situation | games where it arose | times | default applied |\n|---|---|---|---:|---|\n");
            for (Gaps.Gap gap : r.gaps()) {
                String rule = "`" + gap.rule() + "`";
                for (Gaps.Situation s : gap.situations()) {
                    md.append("| ").append(rule).append(" | ").append(AgreementReport.cellText(s.situation())).append(" | ")
                            .append(s.gameRate()).append(" | ").append(s.occurrences()).append(" | ")
                            .append(rule.isEmpty() ? "" : AgreementReport.cellText(gap.applied() + (gap.why() == null ? ""
                                    : " (why: " + gap.why() + ")"))).append(" |\n");
                    rule = "";
                }
            }
        }
        for (String n : r.notLookedFor()) {
            md.append("\nSilent, not looked for in play: `").append(n.replaceFirst(" ", "` "));
        }
        md.append('\n');
    }
}
