package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cardlab.core.Json;

/** The page's words for a game's moves: the bots' moves told, and Da Guai Lu Zi's cards as a person reads them, not the engine's notation. */
final class GameWords {
    /** A card in the engine's notation: rank and suit letter ("10H"), or a joker ("SJ", "BJ"). */
    private static final Pattern RAW = Pattern.compile("\\b(10|[2-9JQKA])([SHDC])\\b|\\b([SB])J\\b");

    private static final Map<String, String> SUITS = Map.of("S", "\u2660", "H", "\u2665", "D", "\u2666", "C", "\u2663");

    private GameWords() {}

    /** {@code text} with each card as the page's pictures name it: "10\u2665", "small joker". */
    static String of(String text) {
        return RAW.matcher(text).replaceAll(m -> m.group(3) != null ? (m.group(3).equals("S") ? "small" : "big") + " joker"
                : m.group(1) + SUITS.get(m.group(2)));
    }

    /** The first card left in the engine's notation in {@code text}, or "" when there is none. */
    static String firstRaw(String text) {
        Matcher m = RAW.matcher(text);
        return m.find() ? m.group() : "";
    }

    /**
     * No toast (no move refused), and on the person's turn, the page lists in words the moves the
     * bots made since the person's last one, exactly as the view gives them, none of them the
     * person's but with a round's end; returns how many.
     */
    static int checkLastMoves(Browser b, String shot) throws Exception {
        // the turn, the view's account and the page's list read in one call
        List<?> toastAndState = b.toastAnd("!(S.view && S.view.yourTurn) ? '' : JSON.stringify({told: S.view.lastMoves === undefined ? null : S.view.lastMoves,"
                + " shown: [...document.querySelectorAll('#last-moves li')].map(e => e.innerText.trim()),"
                + " head: (document.querySelector('#last-moves .muted') || {innerText: ''}).innerText})",
                "['#app', '#bar', '#banner'].map(s => document.querySelector(s).innerText).join(' | ')");
        assertNull(toastAndState.get(0), "a move refused");
        assertEquals("", firstRaw(String.valueOf(toastAndState.get(2))), "a card in the engine's notation on the page");
        String state = String.valueOf(toastAndState.get(1));
        if (state.isEmpty()) {
            return 0;
        }
        JsonNode told = Json.parse(state, "lastMoves").get("told");
        List<String> shown = new java.util.ArrayList<>();
        Json.parse(state, "lastMoves").get("shown").forEach(t -> shown.add(t.asText()));
        List<String> texts = new java.util.ArrayList<>();
        boolean roundEnd = false;
        for (JsonNode m : told) {
            texts.add(of(m.get("text").asText()));
            roundEnd |= m.has("round");
        }
        for (JsonNode m : told) { // the person's own move only with a round's end it made, or between rounds, and as theirs
            assertTrue(m.has("round") || m.get("seat").asInt() != 0 || roundEnd && m.get("text").asText().matches("(seat|player) 0 \\(you\\) .*"),
                    "the person's own move is told only with a round's end: " + m);
        }
        assertEquals(texts, shown, "the page shows the view's account of the bots' moves, cards as its pictures name them");
        boolean own = false;
        for (JsonNode m : told) {
            own |= !m.has("round") && m.get("seat").asInt() == 0;
        }
        String head = Json.parse(state, "lastMoves").get("head").asText();
        assertTrue(told.isEmpty() || head.equals(own ? "Your last move, and since:" : "Since your last move:"), head + " over " + told);
        if (told.size() >= 2 && SHOTS.add(shot)) {
            b.screenshot(shot);
        }
        for (JsonNode m : told) {
            if (m.has("round") && ROUND_ENDS.add(m.get("text").asText()) && SHOTS.add(shot + "-round-end")) {
                b.screenshot(shot + "-round-end");
            }
        }
        return told.size();
    }

    private static final java.util.Set<String> SHOTS = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /** Every round's end told on the page so far ("Round 1 of 3 is over: ..."). */
    static final java.util.Set<String> ROUND_ENDS = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * The Moves list once the game is over: every move in words with its seat, first ("seat 2 plays ...", the person's
     * "player 0 (you) shows ..."), none in bare notation, and {@code rounds} round ends set apart; as many moves as the log.
     */
    static void checkMovesList(Browser b, String seat, int rounds) {
        List<?> items = (List<?>) b.js("return [S.view.log.length, [...document.querySelectorAll('#log li:not(.round-end)')].pop().value]"
                + ".concat([...document.querySelectorAll('#log li')]"
                + ".map(e => (e.classList.contains('round-end') ? 'R ' : '') + e.innerText))");
        int moves = ((Number) items.get(0)).intValue();
        assertEquals(moves, ((Number) items.get(1)).intValue(), "the moves numbered on across the rounds' ends");
        List<String> lines = items.subList(2, items.size()).stream().map(String::valueOf).toList();
        assertEquals(rounds, lines.stream().filter(l -> l.matches("R Round \\d+ (of \\d+ )?is over.*")).count(), "each round's end: " + lines);
        List<String> played = lines.stream().filter(l -> !l.startsWith("R ")).toList();
        assertEquals(moves, played.size(), "every move");
        for (String l : played) {
            assertTrue(l.matches(seat + " \\d+ (\\(you\\) |\\(team \\d\\) )?[a-z]+ .*|" + seat + " \\d+ (\\(you\\) )?passes"), "a move in words with its seat: " + l);
        }
        assertTrue(played.stream().anyMatch(l -> l.startsWith(seat + " 0 (you) ")), "the person's moves named as theirs");
        assertEquals("", firstRaw(String.join("\n", lines)), "cards as the pictures name them");
    }

    /** A Da Guai Lu Zi round's header names each team's level as such ("team 0 at level 2"), not two bare numbers. */
    static void checkDaguaiHeader(Browser b) {
        String head = b.find(".g-head").getText();
        assertTrue(head.matches("Round \\d+ · team 0 at level \\S+, team 1 at level \\S+ · level card \\S+ · team [01] attacks"),
                "each team's level named as such: " + head);
    }

    /**
     * A Da Guai Lu Zi turn where no play beats the table's, only Pass: the hand's heading says so ("Your hand (4): no play
     * beats it; pass", not "tap the cards to play"), no card can be tapped and there is no Play key. The first one shot. Returns 1.
     */
    static int checkDaguaiPassOnly(Browser b, int before) throws Exception {
        List<?> only = (List<?>) b.js("const q = s => document.querySelector(s), cards = [...document.querySelectorAll('#hand .dcard')];"
                + "return [q('#hand-prompt').innerText, cards.length, cards.filter(c => !c.disabled).length, !!q('#go'), !!q('#pass')]");
        assertEquals(List.of("Your hand (" + only.get(1) + "): no play beats it; pass", only.get(1), 0L, false, true), only,
                "only Pass allowed: the heading says so, no card to tap, no Play key");
        if (before == 0) {
            b.viewport("phone-daguai-pass-only");
        }
        return 1;
    }

    /** The generic page shows the observation a field a row, each value in words, not as JSON. */
    static void checkObservationInWords(Browser b) {
        java.util.List<String> cells = b.texts("#gtable table.obs td");
        assertTrue(!cells.isEmpty() && cells.stream().noneMatch(t -> t.contains("\"") || t.contains("{")),
                "the observation a field a row, in words, not JSON: " + cells);
        // each field named in words, as the observation's JSON names it but for the case: "otherCards" reads "other cards"
        List<?> names = (List<?>) b.js("return [...document.querySelectorAll('#gtable table.obs tr')].map(r => [r.dataset.field, r.querySelector('th').innerText])");
        for (Object row : names) {
            List<?> r = (List<?>) row;
            String field = String.valueOf(r.get(0));
            String words = String.valueOf(r.get(1));
            assertEquals(field.toLowerCase(), words.replace(" ", "").toLowerCase(), "the field " + field + " named by its own words");
            assertTrue(words.equals(words.toLowerCase()) && (field.equals(field.toLowerCase()) || words.contains(" ")),
                    "the field " + field + " in words, not the engine's camel case: " + words);
        }
    }

    /** A play's cards in one order (the page draws a Da Guai Lu Zi hand by rank, a move names its cards in the engine's order). */
    static String sorted(String play) {
        return String.join(" ", java.util.Arrays.stream(play.split(" ")).sorted().toList());
    }
}
