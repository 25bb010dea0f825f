package org.cardlab;

import org.junit.platform.suite.api.IncludeClassNamePatterns;
import org.junit.platform.suite.api.IncludeTags;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * Every test tagged {@code browser} (the web table's pages and the puzzle book in Chromium), as
 * one suite: surefire hands it to one test JVM, which runs the classes one after another and lends
 * its browsers from one class to the next, while the other JVMs compute. The browser tests mostly
 * wait on Chromium and the server: three of them side by side, as plain surefire classes came out
 * in the whole run, left one of the two cores idle for their first minute and a half.
 *
 * <p>pom.xml keeps the same classes out of surefire's own list, so they run once;
 * {@code testing/BrowserExcludesTest} checks that the two agree. A single class still runs alone
 * with {@code mvn test -Dtest=WebPageTest}, which overrides the list.
 */
@Suite
@SelectPackages("org.cardlab")
@IncludeClassNamePatterns(".*Test")
@IncludeTags("browser")
public class BrowserTests {}
