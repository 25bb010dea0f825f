package org.cardlab.web;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.cardlab.testing.HeadlessChromium;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
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
        chromium = HeadlessChromium.start(width, height);
        driver = chromium.driver;
        viewport(width, height);
    }

    /**
     * The page's viewport exactly {@code width} x {@code height} CSS pixels (a window of that size
     * leaves less to the page); under 600 wide, a phone's (touch, the viewport meta tag obeyed).
     */
    void viewport(int width, int height) {
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", width < 600));
    }

    void open(String url) {
        driver.get(url);
        waitReady();
    }

    /** Waits until the page has drawn something (the list of tables or a table). */
    void waitReady() {
        waiting(60).until(d -> !d.findElements(By.cssSelector("#tables, #puzzles, #row")).isEmpty());
    }

    /** A wait that looks every 20 ms (the default half second would dominate a test of many clicks). */
    WebDriverWait waiting(int seconds) {
        WebDriverWait w = new WebDriverWait(driver, Duration.ofSeconds(seconds));
        w.pollingEvery(Duration.ofMillis(20));
        return w;
    }

    String ready() {
        Object r = ((JavascriptExecutor) driver).executeScript("return document.body.dataset.ready || ''");
        return String.valueOf(r);
    }

    /** Clicks and, when {@code sends}, waits for the page to draw the server's answer (or show an error). */
    void click(String css, boolean sends) {
        String before = ready();
        String toastBefore = toastShown() ? toastText() : null;
        WebElement e = find(css);
        if (!e.isEnabled()) {
            throw new AssertionError(css + " is disabled");
        }
        ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
        e.click();
        if (sends) {
            waiting(120).until(d -> !ready().equals(before)
                    || toastShown() && !toastText().equals(toastBefore));
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
        String before = ready();
        WebElement e = find(css);
        if (!e.isEnabled()) {
            throw new AssertionError(css + " is disabled");
        }
        String where = (String) ((JavascriptExecutor) driver).executeScript(
                "const e = arguments[0], r = e.getBoundingClientRect(), bar = document.getElementById('bar');"
                + "const inBar = bar.contains(e), barTop = bar.hidden ? innerHeight : bar.getBoundingClientRect().top;"
                + "const bottom = inBar ? innerHeight : barTop;"
                + "if (window.scrollY !== 0) return 'the page is scrolled by ' + window.scrollY;"
                + "if (r.top < 0 || r.bottom > bottom + 0.5 || r.left < 0 || r.right > innerWidth + 0.5) return 'off the screen: ' + JSON.stringify(r) + ' bottom ' + bottom;"
                + "return '';", e);
        if (!where.isEmpty()) {
            throw new AssertionError(css + " cannot be tapped without scrolling: " + where);
        }
        e.click();
        if (sends) {
            waiting(120).until(d -> !ready().equals(before) || toastShown());
        }
    }

    /** The page's own state from the script (S.online, the queue...). */
    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    WebElement find(String css) {
        return waiting(60).until(d -> {
            List<WebElement> es = d.findElements(By.cssSelector(css));
            return es.isEmpty() ? null : es.get(0);
        });
    }

    List<WebElement> all(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    boolean toastShown() {
        List<WebElement> t = driver.findElements(By.id("toast"));
        return !t.isEmpty() && t.get(0).isDisplayed();
    }

    String toastText() {
        return driver.findElement(By.id("toast")).getText();
    }

    /** What the person sees (the viewport) as a PNG, and the whole page as another. */
    void screenshot(String name) throws Exception {
        Files.createDirectories(SHOTS);
        ((JavascriptExecutor) driver).executeScript("window.scrollTo(0, 0)");
        Files.write(SHOTS.resolve(name + ".png"), driver.getScreenshotAs(OutputType.BYTES));
        Map<String, Object> full = driver.executeCdpCommand("Page.captureScreenshot",
                Map.of("captureBeyondViewport", true, "format", "png", "clip", fullClip()));
        Files.write(SHOTS.resolve(name + "-full.png"), Base64.getDecoder().decode((String) full.get("data")));
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
