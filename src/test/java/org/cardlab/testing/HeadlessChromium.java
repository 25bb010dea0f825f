package org.cardlab.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven by Selenium 4 through Debian's chromedriver (both installed
 * by .ci/run when absent), for every browser test (the web table, the printed puzzle book): CSS
 * pixels at scale 1, and the flags that keep it off the network, which this machine closes.
 *
 * <p>A start costs seconds of wall time and about two seconds of CPU, more than many browser tests
 * spend on their page, so a test JVM keeps the browsers it started and lends them out again
 * ({@link #lease}). {@link #close} gives one back as a new one would be: one blank window of the
 * size the next user asks for, no cookies or cache, nothing stored for any origin it visited (local
 * and session storage, IndexedDB, service workers and their caches), no viewport or network
 * emulation. {@code HeadlessChromiumReuseTest} checks that. The browsers quit when the JVM exits,
 * and their profiles are removed.
 */
public final class HeadlessChromium implements AutoCloseable {
    public static final Path BROWSER = Path.of("/usr/bin/chromium");
    public static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    /** The browsers no test is using now, and every one this JVM started (for the exit). */
    private static final Deque<HeadlessChromium> IDLE = new ArrayDeque<>();
    private static final List<HeadlessChromium> STARTED = new ArrayList<>();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(HeadlessChromium::quitAll, "quit-chromium"));
    }

    public final ChromeDriver driver;
    private final Path profile;
    /** The origins its pages were opened on since it was last given back: their data is cleared then. */
    private final Set<String> origins = new LinkedHashSet<>();

    private HeadlessChromium(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /** A browser whose window is {@code width} x {@code height} CSS pixels: a kept one when one is free. */
    public static HeadlessChromium lease(int width, int height) {
        HeadlessChromium c;
        synchronized (IDLE) {
            c = IDLE.poll();
        }
        if (c == null) {
            c = start(width, height);
            synchronized (IDLE) {
                STARTED.add(c);
            }
        }
        c.driver.manage().window().setSize(new Dimension(width, height));
        return c;
    }

    private static HeadlessChromium start(int width, int height) {
        if (!Files.isExecutable(BROWSER) || !Files.isExecutable(DRIVER)) {
            throw new IllegalStateException("the browser tests need Debian's chromium and chromium-driver:"
                    + " apt-get install -y chromium chromium-driver (.ci/run does this when they are absent)");
        }
        Path profile;
        try {
            profile = Files.createTempDirectory("cardlab-chromium-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeOptions o = new ChromeOptions();
        o.setBinary(BROWSER.toFile());
        o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                "--hide-scrollbars", "--force-device-scale-factor=1", "--user-data-dir=" + profile,
                "--window-size=" + width + "," + height);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).usingAnyFreePort().build();
        ChromeDriver d = new ChromeDriver(service, o);
        d.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
        d.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        return new HeadlessChromium(d, profile);
    }

    /** Notes that a page of {@code url}'s origin is opened, so that its data is cleared when the browser is given back. */
    public void opening(String url) {
        URI u = URI.create(url);
        if (u.getScheme() != null && u.getScheme().startsWith("http") && u.getHost() != null) {
            origins.add(u.getScheme() + "://" + u.getHost() + (u.getPort() < 0 ? "" : ":" + u.getPort()));
        }
    }

    /** Gives the browser back, reset as described above; one that cannot be reset (it crashed) quits instead. */
    @Override
    public void close() {
        try {
            reset();
        } catch (RuntimeException e) {
            quit();
            return;
        }
        synchronized (IDLE) {
            IDLE.push(this);
        }
    }

    private void reset() {
        opening(driver.getCurrentUrl());
        List<String> windows = new ArrayList<>(driver.getWindowHandles());
        for (String w : windows.subList(1, windows.size())) {
            driver.switchTo().window(w).close();
        }
        driver.switchTo().window(windows.get(0));
        driver.get("about:blank");
        driver.executeCdpCommand("Network.clearBrowserCookies", Map.of());
        driver.executeCdpCommand("Network.clearBrowserCache", Map.of());
        for (String origin : origins) {
            driver.executeCdpCommand("Storage.clearDataForOrigin", Map.of("origin", origin, "storageTypes", "all"));
        }
        origins.clear();
        driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        driver.executeCdpCommand("Network.emulateNetworkConditions",
                Map.of("offline", false, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
    }

    private void quit() {
        try {
            driver.quit();
        } finally {
            try (var s = Files.walk(profile)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException e) {
                // best effort: a temporary folder
            }
        }
    }

    private static void quitAll() {
        List<HeadlessChromium> all;
        synchronized (IDLE) {
            all = new ArrayList<>(STARTED);
        }
        for (HeadlessChromium c : all) {
            try {
                c.quit();
            } catch (RuntimeException e) {
                // the JVM is exiting: quit the others still
            }
        }
    }
}
