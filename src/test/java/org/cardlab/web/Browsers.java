package org.cardlab.web;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A phone and a larger browser for a whole test class ({@code @RegisterExtension static}), lent by
 * {@link org.cardlab.testing.HeadlessChromium#lease}: each test opens its own server on a port of
 * its own, so no page state carries over from one test to the next. After each test both pages are
 * blanked (a page left open would go on asking a server that is gone); after the class both are
 * given back, reset, for the JVM's next browser test.
 */
final class Browsers implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {
    private final int largeWidth;
    private final int largeHeight;
    private Browser phone;
    private Browser large;

    Browsers(int largeWidth, int largeHeight) {
        this.largeWidth = largeWidth;
        this.largeHeight = largeHeight;
    }

    Browser phone() {
        return phone;
    }

    Browser large() {
        return large;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        phone = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H);
        large = new Browser(largeWidth, largeHeight);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        phone.driver.get("about:blank");
        large.driver.get("about:blank");
    }

    @Override
    public void afterAll(ExtensionContext context) {
        try {
            if (phone != null) {
                phone.close();
            }
        } finally {
            if (large != null) {
                large.close();
            }
        }
    }
}
