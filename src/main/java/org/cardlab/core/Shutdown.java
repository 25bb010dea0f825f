package org.cardlab.core;

/** Whether the JVM is ending (a signal such as Ctrl-C, or System.exit). */
public final class Shutdown {
    private Shutdown() {}

    /** True once the JVM has begun to end: it then takes no more shutdown hooks, which is how this asks. */
    public static boolean underway() {
        Thread probe = new Thread(() -> { });
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }
}
