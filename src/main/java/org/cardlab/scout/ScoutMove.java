package org.cardlab.scout;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cardlab.core.UserError;

/**
 * One SCOUT move. Positions in the notation count from 1, left to right in the mover's hand
 * as it is when the move starts (for Scout &amp; Show, the show counts in the hand after the
 * scouted card went in):
 * <ul>
 *   <li>{@code keep} / {@code flip}: right after the deal, keep the hand or turn it around;</li>
 *   <li>{@code show 3} or {@code show 3-5}: show the 3rd card, or the 3rd to 5th;</li>
 *   <li>{@code scout left 1} / {@code scout right 4 turned}: take the left or right end card of
 *       the active set and put it in so that it becomes the 1st (4th) card, turned around or not;</li>
 *   <li>{@code scout-show left 1 turned; show 2-4}: Scout &amp; Show.</li>
 * </ul>
 *
 * @param fromRight the scouted end (SCOUT, SCOUT_SHOW)
 * @param insertAt  0-based index the scouted card takes in the hand
 * @param turned    the scouted card is turned around
 * @param from      0-based first shown card (SHOW, SCOUT_SHOW)
 * @param to        0-based last shown card, inclusive
 */
public record ScoutMove(Type type, boolean fromRight, int insertAt, boolean turned, int from, int to) {

    public enum Type { KEEP, FLIP, SHOW, SCOUT, SCOUT_SHOW }

    public static final ScoutMove KEEP = new ScoutMove(Type.KEEP, false, 0, false, 0, 0);
    public static final ScoutMove FLIP = new ScoutMove(Type.FLIP, false, 0, false, 0, 0);

    public static ScoutMove show(int from, int to) {
        return new ScoutMove(Type.SHOW, false, 0, false, from, to);
    }

    public static ScoutMove scout(boolean fromRight, int insertAt, boolean turned) {
        return new ScoutMove(Type.SCOUT, fromRight, insertAt, turned, 0, 0);
    }

    public static ScoutMove scoutShow(boolean fromRight, int insertAt, boolean turned, int from, int to) {
        return new ScoutMove(Type.SCOUT_SHOW, fromRight, insertAt, turned, from, to);
    }

    public boolean isShow() {
        return type == Type.SHOW || type == Type.SCOUT_SHOW;
    }

    public boolean isScout() {
        return type == Type.SCOUT || type == Type.SCOUT_SHOW;
    }

    @Override
    public String toString() {
        return switch (type) {
            case KEEP -> "keep";
            case FLIP -> "flip";
            case SHOW -> showText();
            case SCOUT -> scoutText("scout");
            case SCOUT_SHOW -> scoutText("scout-show") + "; " + showText();
        };
    }

    private String showText() {
        return from == to ? "show " + (from + 1) : "show " + (from + 1) + "-" + (to + 1);
    }

    private String scoutText(String verb) {
        return verb + (fromRight ? " right " : " left ") + (insertAt + 1) + (turned ? " turned" : "");
    }

    private static final Pattern SHOW = Pattern.compile("show (\\d{1,3})(?:-(\\d{1,3}))?");
    private static final Pattern SCOUT = Pattern.compile("(scout|scout-show) (left|right) (\\d{1,3})( turned)?");

    /** Replays parse the same few thousand texts over and over; moves are immutable, so they are shared. */
    private static final Map<String, ScoutMove> PARSED = new ConcurrentHashMap<>();

    /** Parses the notation; malformed text is a one-line user error. */
    public static ScoutMove parse(String text) {
        ScoutMove known = PARSED.get(text);
        if (known != null) {
            return known;
        }
        ScoutMove m = parseText(text);
        if (PARSED.size() < 50_000) {
            PARSED.put(text, m);
        }
        return m;
    }

    private static ScoutMove parseText(String text) {
        String t = text.strip().replaceAll("\\s+", " ");
        if (t.equals("keep")) {
            return KEEP;
        }
        if (t.equals("flip")) {
            return FLIP;
        }
        Matcher m = SHOW.matcher(t);
        if (m.matches()) {
            int a = Integer.parseInt(m.group(1)) - 1;
            int b = m.group(2) == null ? a : Integer.parseInt(m.group(2)) - 1;
            checkShow(a, b, text);
            return show(a, b);
        }
        int semi = t.indexOf(';');
        String scoutPart = semi < 0 ? t : t.substring(0, semi).strip();
        m = SCOUT.matcher(scoutPart);
        if (m.matches()) {
            boolean right = m.group(2).equals("right");
            int at = Integer.parseInt(m.group(3)) - 1;
            boolean turned = m.group(4) != null;
            if (at < 0) {
                throw new UserError("move '" + text + "': positions count from 1");
            }
            if (m.group(1).equals("scout")) {
                if (semi >= 0) {
                    throw new UserError("move '" + text + "': a plain scout is not followed by a show (use scout-show)");
                }
                return scout(right, at, turned);
            }
            Matcher s = semi < 0 ? null : SHOW.matcher(t.substring(semi + 1).strip());
            if (s == null || !s.matches()) {
                throw new UserError("move '" + text + "': scout-show needs '; show A-B' after the scout");
            }
            int a = Integer.parseInt(s.group(1)) - 1;
            int b = s.group(2) == null ? a : Integer.parseInt(s.group(2)) - 1;
            checkShow(a, b, text);
            return scoutShow(right, at, turned, a, b);
        }
        throw new UserError("move '" + text + "' is not SCOUT notation (keep, flip, show 3-5, scout left 1 [turned], "
                + "scout-show right 2 [turned]; show 1-3)");
    }

    private static void checkShow(int a, int b, String text) {
        if (a < 0 || b < a) {
            throw new UserError("move '" + text + "': a show names positions A-B with 1 <= A <= B");
        }
    }
}
