package org.cardlab.web;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cardlab.testing.HeadlessChromium;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptException;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.ScriptTimeoutException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Sleeper;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The web page in Debian's headless Chromium ({@link HeadlessChromium}): waits, clicks that wait
 * for the server's answer, and screenshots (to target/screenshots/).
 */
final class Browser implements AutoCloseable {
    static final Path SHOTS = Path.of("target", "screenshots");

    private final HeadlessChromium chromium;
    final ChromeDriver driver;

    Browser(int width, int height) {
        chromium = HeadlessChromium.lease(width, height);
        driver = chromium.driver;
        viewport(width, height);
    }

    /**
     * The page's viewport exactly {@code width} x {@code height} CSS pixels (a window of that size
     * leaves less to the page); under 600 wide, a phone's (touch, the viewport meta tag obeyed). The
     * screen is the same size, so checks of width compare with {@code screen.width}: a phone widens
     * its layout viewport ({@code innerWidth}) to fit a page too wide, which hides the overflow.
     */
    void viewport(int width, int height) {
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "screenWidth", width, "screenHeight", height, "deviceScaleFactor", 1, "mobile", width < 600));
    }

    /**
     * Opens {@code url} and waits for its page. A table's address that differs from the page's
     * only by its fragment does not load a new document (the page routes on the hash change), and
     * until then the last table is still drawn: the wait is for this table's view, not any table.
     */
    void open(String url) {
        chromium.opening(url);
        driver.get(url);
        waitReady();
        Matcher table = TABLE_ADDRESS.matcher(url);
        if (table.find()) {
            waiting(60).until(d -> Boolean.TRUE.equals(js("return typeof S !== 'undefined' && !!S.view && S.view.id === arguments[0]", table.group(1))));
        }
    }

    private static final Pattern TABLE_ADDRESS = Pattern.compile("#/t/([0-9a-f]{12})$");

    /** Waits until the page has drawn something (the list of tables or a table). */
    void waitReady() {
        waiting(60).until(d -> !d.findElements(By.cssSelector("#tables, #puzzles, #row, #gtable")).isEmpty());
    }

    /**
     * A wait that looks every 20 ms for its first second (the default half second would dominate a
     * test of many clicks), then every 100 ms: each look is a round trip through chromedriver and
     * work in Chromium, and a wait for the server's bots to play a game out looked thousands of times.
     */
    WebDriverWait waiting(int seconds) {
        long start = System.nanoTime();
        Sleeper backingOff = d -> Thread.sleep(System.nanoTime() - start < 1_000_000_000L ? 20 : 100);
        return new WebDriverWait(driver, Duration.ofSeconds(seconds), Duration.ofMillis(20), Clock.systemDefaultZone(), backingOff);
    }

    String ready() {
        Object r = ((JavascriptExecutor) driver).executeScript("return document.body.dataset.ready || ''");
        return String.valueOf(r);
    }

    /**
     * The page's answer mark (body data-ready) and the toast's text (null while it is hidden),
     * read in one call: each WebDriver call is a round trip through chromedriver, and a test of
     * many taps spent most of its time in them.
     */
    private static final String PROBE = "const t = document.getElementById('toast');"
            + "const shown = !!t && !t.hidden && t.getClientRects().length > 0 && getComputedStyle(t).visibility !== 'hidden';"
            + "const probe = [document.body.dataset.ready || '', shown ? t.innerText : null];";

    private List<?> probe() {
        return (List<?>) js(PROBE + "return probe;");
    }

    /**
     * Waits in the page (one asynchronous script, looking every 10 ms) until the answer mark is no
     * longer {@code before} or the toast shows ({@code anyToast}) or shows other than
     * {@code toastBefore}; looks again if the page was reloaded under the script.
     */
    private void awaitAnswer(Object before, Object toastBefore, boolean anyToast, int seconds) {
        String script = "const [before, toastBefore, anyToast, budget, done] = arguments; const t0 = Date.now();"
                + "const tick = () => { " + PROBE
                + "  if (probe[0] !== before || probe[1] !== null && (anyToast || probe[1] !== toastBefore)) done(true);"
                + "  else if (Date.now() - t0 > budget) done(false); else setTimeout(tick, 10); };"
                + "tick();";
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        while (true) {
            try {
                if (Boolean.TRUE.equals(driver.executeAsyncScript(script, before, toastBefore, anyToast, 20_000))) {
                    return;
                }
            } catch (JavascriptException | ScriptTimeoutException e) {
                // the page was replaced under the script (a reload): look again
            }
            if (System.nanoTime() > deadline) {
                throw new TimeoutException("no answer from the page in " + seconds + " s (still " + before + ")");
            }
        }
    }

    /**
     * The element {@code css} names, found, checked to be enabled and (for {@code tapCheck}) to be
     * on the screen as it is, or else scrolled into view, and checked to be what a click at its
     * centre would hit (nothing drawn over it), all in one call (null until it exists). Returns
     * the centre's viewport coordinates, with the page's answer mark and toast (what a click that
     * sends waits to see change).
     */
    private Target prepare(String css, boolean tapCheck) {
        String script = PROBE + "const [css, tapCheck] = arguments; const e = document.querySelector(css); if (!e) return null;"
                + "if (e.matches(':disabled')) return [css + ' is disabled'];"
                + "if (!tapCheck) e.scrollIntoView({block: 'center'});"
                + "const r = e.getBoundingClientRect();"
                + "if (tapCheck) { const bar = document.getElementById('bar');"
                + "  const inBar = bar.contains(e), barTop = bar.hidden ? innerHeight : bar.getBoundingClientRect().top;"
                + "  const bottom = inBar ? innerHeight : barTop;"
                + "  if (window.scrollY !== 0) return [css + ' cannot be tapped without scrolling: the page is scrolled by ' + window.scrollY];"
                + "  if (r.top < 0 || r.bottom > bottom + 0.5 || r.left < 0 || r.right > innerWidth + 0.5)"
                + "    return [css + ' cannot be tapped without scrolling: off the screen: ' + JSON.stringify(r) + ' bottom ' + bottom]; }"
                // the point chromedriver's click would press: the centre of the part in view, which must be the element itself
                + "const x = (Math.max(r.left, 0) + Math.min(r.right, innerWidth)) / 2, y = (Math.max(r.top, 0) + Math.min(r.bottom, innerHeight)) / 2;"
                + "const hit = document.elementFromPoint(x, y);"
                + "if (!hit || !(hit === e || e.contains(hit))) return [css + ' is not clickable at (' + x + ', ' + y + '): '"
                + "  + (hit ? hit.outerHTML.slice(0, 120) : 'nothing') + ' would receive the click'];"
                + "return ['', x, y, probe[0], probe[1]];";
        List<?> found = waiting(60).until(d -> (List<?>) js(script, css, tapCheck));
        if (!found.get(0).equals("")) {
            throw new AssertionError(found.get(0));
        }
        return new Target(((Number) found.get(1)).doubleValue(), ((Number) found.get(2)).doubleValue(), found.get(3), found.get(4));
    }

    /** Where to press, and the page's answer mark and toast as they were before the press (read in the same call). */
    private record Target(double x, double y, Object ready, Object toast) {}

    /**
     * A left click at viewport point {@code at}, as the browser's own input (trusted events, hit
     * tested by the page): a press and a release through the DevTools protocol, each answered once
     * the page has handled it. Chromedriver's click sends the same events but wraps each in checks
     * and waits of its own (prepare has made its checks), which cost several times as much.
     */
    private Target press(Target at) {
        for (String type : List.of("mousePressed", "mouseReleased")) {
            driver.executeCdpCommand("Input.dispatchMouseEvent",
                    Map.of("type", type, "x", at.x(), "y", at.y(), "button", "left", "buttons", type.equals("mousePressed") ? 1 : 0, "clickCount", 1));
        }
        return at;
    }

    /** Clicks and, when {@code sends}, waits for the page to draw the server's answer (or show an error). */
    void click(String css, boolean sends) {
        Target before = press(prepare(css, false));
        if (sends) {
            awaitAnswer(before.ready(), before.toast(), false, 120);
        }
    }

    void click(String css) {
        click(css, false);
    }

    /**
     * A tap on the screen as it is, without scrolling: the element must be inside the viewport
     * and not under the bar at the bottom (unless it is in the bar), and the page must not have
     * scrolled. {@code sends}: waits for the page to draw the answer.
     */
    void tap(String css, boolean sends) {
        Target before = press(prepare(css, true));
        if (sends) {
            awaitAnswer(before.ready(), null, true, 120);
        }
    }

    /**
     * Cuts the page's network ({@code cut}), as a phone losing it: every request fails at once
     * while the server goes on; or gives it back. The DevTools protocol's network emulation.
     */
    void cutNetwork(boolean cut) {
        driver.executeCdpCommand("Network.enable", Map.of());
        driver.executeCdpCommand("Network.emulateNetworkConditions",
                Map.of("offline", cut, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
        if (cut) {
            // a table's page is told by the phone and shows its offline banner, which moves the buttons below it:
            // a tap waits for that, as a person's thumb would land after the page has moved
            waiting(10).until(d -> Boolean.TRUE.equals(js("return typeof S === 'undefined' || !S.view"
                    + " || document.body.dataset.online === 'false'")));
        }
    }

    /**
     * The answer to the page's next POST lost on the way back, after the server has taken the
     * write (the page's fetch throws, as on a network that drops): what the page must not
     * send twice.
     */
    void loseNextAnswer() {
        js("const f = window.fetch; window.fetch = async (u, o) => { const r = await f(u, o);"
                + " if (window.loseNext && o && o.method === 'POST') { window.loseNext = false; throw new TypeError('answer lost'); } return r; };"
                + " window.loseNext = true;");
    }

    /**
     * The page's next POST taken by the server, then the network down before its answer comes back, and staying down (every
     * request fails, as the page's fetch sees it) until {@link #answersAgain}: a write the page cannot know was taken.
     */
    void dropAfterNextPost() {
        js("const f = window.fetch; window.down = false; window.dropped = false; window.fetch = async (u, o) => {"
                + " if (window.down) throw new TypeError('offline'); const r = await f(u, o);"
                + " if (o && o.method === 'POST' && !window.dropped) { window.dropped = window.down = true; throw new TypeError('answer lost'); }"
                + " return r; };");
    }

    /** The network back after {@link #dropAfterNextPost}. */
    void answersAgain() {
        js("window.down = false;");
    }

    /** The page's own state from the script (S.online, the queue...). */
    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** The first element {@code css} matches, waiting up to a minute for it (looked up by script: cheaper than chromedriver's find). */
    WebElement find(String css) {
        return waiting(60).until(d -> (WebElement) js("return document.querySelector(arguments[0])", css));
    }

    @SuppressWarnings("unchecked")
    List<WebElement> all(String css) {
        return (List<WebElement>) js("return [...document.querySelectorAll(arguments[0])]", css);
    }

    boolean toastShown() {
        return probe().get(1) != null;
    }

    String toastText() {
        return String.valueOf(probe().get(1));
    }

    /** The toast's text (null while it is hidden), then the value of each of {@code expressions} (the page's JavaScript), in one call. */
    List<?> toastAnd(String... expressions) {
        return (List<?>) js(PROBE + "return [probe[1], " + String.join(", ", expressions) + "];");
    }

    /** No toast on the page (one call); else fails with its text. */
    void assertNoToast(String what) {
        Object toast = probe().get(1);
        if (toast != null) {
            throw new AssertionError(what + ": " + toast);
        }
    }

    /** How many elements {@code css} matches, in one call. */
    int count(String css) {
        return ((Number) js("return document.querySelectorAll(arguments[0]).length", css)).intValue();
    }

    /** The attribute {@code name} of every element {@code css} matches, in page order, in one call. */
    List<String> attrs(String css, String name) {
        return strings(js("return [...document.querySelectorAll(arguments[0])].map(e => e.getAttribute(arguments[1]))", css, name));
    }

    /** The text of every element {@code css} matches (as rendered, trimmed), in one call. */
    List<String> texts(String css) {
        return strings(js("return [...document.querySelectorAll(arguments[0])].map(e => e.innerText.trim())", css));
    }

    private static List<String> strings(Object list) {
        return ((List<?>) list).stream().map(x -> x == null ? null : String.valueOf(x)).toList();
    }

    /**
     * What the person sees (the viewport) as a PNG, and the whole page as another. Both are encoded
     * for speed (the same pixels in larger files): the suite takes some sixty of each.
     */
    void screenshot(String name) throws Exception {
        viewport(name);
        Files.write(SHOTS.resolve(name + "-full.png"),
                capture(Map.of("captureBeyondViewport", true, "format", "png", "optimizeForSpeed", true, "clip", fullClip())));
    }

    /** What the person sees (the viewport) only, as a PNG: for a page other tests already shoot whole. */
    void viewport(String name) throws Exception {
        Files.createDirectories(SHOTS);
        ((JavascriptExecutor) driver).executeScript("window.scrollTo(0, 0)");
        Files.write(SHOTS.resolve(name + ".png"), capture(Map.of("format", "png", "optimizeForSpeed", true)));
    }

    /** The viewport as the page is scrolled now (not scrolled to its top first): what the person sees after the page scrolled itself. */
    void asScrolled(String name) throws Exception {
        Files.createDirectories(SHOTS);
        Files.write(SHOTS.resolve(name + ".png"), capture(Map.of("format", "png", "optimizeForSpeed", true)));
    }

    private byte[] capture(Map<String, Object> options) {
        return Base64.getDecoder().decode((String) driver.executeCdpCommand("Page.captureScreenshot", options).get("data"));
    }

    private Map<String, Object> fullClip() {
        @SuppressWarnings("unchecked")
        Map<String, Object> size = (Map<String, Object>) ((JavascriptExecutor) driver).executeScript(
                "return {w: document.documentElement.scrollWidth, h: document.documentElement.scrollHeight}");
        return Map.of("x", 0, "y", 0, "width", size.get("w"), "height", size.get("h"), "scale", 1);
    }

    @Override
    public void close() {
        chromium.close();
    }
}
