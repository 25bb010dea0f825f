package org.cardlab.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven by Selenium 4 through Debian's chromedriver (both installed
 * by .ci/run when absent), for every browser test (the web table, the printed puzzle book): a
 * fresh profile each time, CSS pixels at scale 1, and the flags that keep it off the network,
 * which this machine closes. Closing quits the browser and removes the profile.
 */
public final class HeadlessChromium implements AutoCloseable {
    public static final Path BROWSER = Path.of("/usr/bin/chromium");
    public static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    public final ChromeDriver driver;
    private final Path profile;

    private HeadlessChromium(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /** A browser whose window is {@code width} x {@code height} CSS pixels. */
    public static HeadlessChromium start(int width, int height) {
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
        d.manage().window().setSize(new Dimension(width, height));
        d.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
        d.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        return new HeadlessChromium(d, profile);
    }

    @Override
    public void close() {
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
}
