package org.cardlab.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.AnnotatedElement;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The browser classes run once, inside the suite {@code org.cardlab.BrowserTests} (which takes
 * what is tagged {@code browser}): pom.xml's surefire excludes must name exactly the test classes
 * that carry the tag (on the class or on a test method). A class tagged but not excluded would run
 * twice; one excluded but not tagged would not run at all. The excludes match by simple name, so
 * no other test class may share one.
 */
class BrowserExcludesTest {
    private static final Path POM = Path.of("pom.xml");
    private static final Path TEST_CLASSES = Path.of("target/test-classes");
    private static final Pattern EXCLUDE = Pattern.compile("<exclude>\\*\\*/(\\w+)\\.java</exclude>");

    @Test
    void surefireExcludesExactlyTheBrowserTaggedClasses() throws Exception {
        Set<String> excluded = excludedNames(Files.readString(POM));
        List<Class<?>> classes = testClasses();
        Set<String> tagged = new TreeSet<>();
        TreeMap<String, List<String>> bySimpleName = new TreeMap<>();
        for (Class<?> c : classes) {
            if (taggedBrowser(c)) {
                tagged.add(c.getSimpleName());
            }
            bySimpleName.computeIfAbsent(c.getSimpleName(), k -> new ArrayList<>()).add(c.getName());
        }
        assertTrue(tagged.size() >= 10, "the browser classes were found: " + tagged);
        assertEquals(tagged, excluded, "pom.xml's surefire excludes against the classes tagged browser");
        for (String name : excluded) {
            assertEquals(1, bySimpleName.get(name).size(), "one test class of each excluded name: " + bySimpleName.get(name));
            assertTrue(name.endsWith("Test"), name + " matches BrowserTests' class name pattern");
        }
    }

    @Test
    void aTagOnAMethodCounts() throws Exception {
        assertTrue(taggedBrowser(MethodTagged.class));
        assertFalse(taggedBrowser(BrowserExcludesTest.class));
    }

    private static Set<String> excludedNames(String pom) {
        Set<String> names = new TreeSet<>();
        Matcher m = EXCLUDE.matcher(pom);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    /** The top-level classes compiled from src/test, loaded without running their initializers. */
    private static List<Class<?>> testClasses() throws IOException, ClassNotFoundException {
        List<Class<?>> classes = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(TEST_CLASSES)) {
            files = s.filter(p -> p.toString().endsWith(".class") && !p.getFileName().toString().contains("$")).toList();
        }
        ClassLoader loader = BrowserExcludesTest.class.getClassLoader();
        for (Path p : files) {
            String name = TEST_CLASSES.relativize(p).toString().replace('/', '.').replaceAll("\\.class$", "");
            classes.add(Class.forName(name, false, loader));
        }
        return classes;
    }

    private static boolean taggedBrowser(Class<?> c) {
        return browser(c) || Arrays.stream(c.getDeclaredMethods()).anyMatch(BrowserExcludesTest::browser);
    }

    private static boolean browser(AnnotatedElement e) {
        return Arrays.stream(e.getAnnotationsByType(Tag.class)).anyMatch(t -> t.value().equals("browser"));
    }

    /** A class with one browser test among others (never run: its name is not a test class's). */
    private static final class MethodTagged {
        @Tag("browser")
        void inChromium() {}
    }
}
