package org.cardlab.web;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium driven through chromedriver (Selenium 4), with a fresh profile and
 * the flags that keep it off the network. Screenshots go to target/screenshots/.
 */
final class Browser implements AutoCloseable {
    static final String CHROMIUM = "/usr/bin/chromium";
    static final String CHROMEDRIVER = "/usr/bin/chromedriver";
    static final Path SHOTS = Path.of("target", "screenshots");

    final ChromeDriver driver;
    private final Path profile;

    Browser(int width, int height) throws Exception {
        if (!Files.isExecutable(Path.of(CHROMIUM)) || !Files.isExecutable(Path.of(CHROMEDRIVER))) {
            throw new IllegalStateException("the browser tests need Debian's chromium and chromium-driver:"
                    + " apt-get install -y chromium chromium-driver (.ci/run does this when they are absent)");
        }
        profile = Files.createTempDirectory("cardlab-chromium-");
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM);
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--window-size=" + width + "," + height);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort().build();
        driver = new ChromeDriver(service, o);
        driver.manage().window().setSize(new Dimension(width, height));
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
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
    public void close() throws Exception {
        try {
            driver.quit();
        } finally {
            try (var s = Files.walk(profile)) {
                s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
