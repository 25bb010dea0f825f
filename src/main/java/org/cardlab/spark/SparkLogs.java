package org.cardlab.spark;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.cardlab.core.Shutdown;
import org.eclipse.jetty.logging.JettyLoggerFactory;
import org.slf4j.LoggerFactory;

/**
 * Spark's logging while it stops: silent. Once a study's result is in (or a master was found not
 * to be one), what Spark's threads say as they wind down (a task status posted to a stopped pool,
 * "Still have 1 requests outstanding" as a connection closes) is noise that races the JVM's exit;
 * {@link #quiet} turns Spark's loggers off for that (and System.err, where Scala's futures print what a stopped pool
 * rejects), {@link #restore} turns them back to their
 * levels before (a context started after, as bench study's cluster, logs as configured). Only with
 * cardlab's own logging (Jetty's SLF4J binding, jetty-logging.properties); under spark-submit,
 * Spark's log4j is left alone.
 */
final class SparkLogs {
    private static final String[] ROOTS = {"org.apache.spark", "org.sparkproject", "io.netty"};
    /**
     * Spark's classes heard as it stops: a logger takes its level from jetty-logging.properties when it is made,
     * not from its parent's level now, so those a class first makes while Spark stops are made here, then turned off.
     */
    private static final String[] HEARD_STOPPING = {"org.apache.spark.network.client.TransportResponseHandler",
        "org.apache.spark.network.client.TransportClient", "org.apache.spark.network.client.TransportClientFactory",
        "org.apache.spark.network.server.TransportChannelHandler", "org.apache.spark.network.server.TransportRequestHandler",
        "org.apache.spark.rpc.netty.Inbox", "org.apache.spark.rpc.netty.NettyRpcEnv", "org.apache.spark.rpc.netty.Dispatcher",
        "org.apache.spark.scheduler.TaskSchedulerImpl", "org.apache.spark.scheduler.TaskSetManager", "org.apache.spark.scheduler.DAGScheduler",
        "org.apache.spark.scheduler.TaskResultGetter", "org.apache.spark.scheduler.local.LocalEndpoint",
        "org.apache.spark.scheduler.cluster.StandaloneSchedulerBackend", "org.apache.spark.scheduler.cluster.CoarseGrainedSchedulerBackend",
        "org.apache.spark.deploy.client.StandaloneAppClient$ClientEndpoint", "org.apache.spark.executor.Executor",
        "org.apache.spark.storage.BlockManager", "org.apache.spark.storage.BlockManagerMasterEndpoint", "org.apache.spark.SparkContext",
        "org.apache.spark.util.ShutdownHookManager", "org.apache.spark.util.Utils"};
    private static final Map<String, String> saved = new LinkedHashMap<>();
    /** System.err before {@link #quiet}: Scala's futures print a task their stopped pool rejects straight to it. */
    private static java.io.PrintStream err;
    /** Whether Spark's loggers are off, their levels before in {@link #saved}. */
    private static boolean off;

    private SparkLogs() {}

    /** Turns Spark's loggers off, remembering their levels (once: a second call keeps the first levels). */
    static synchronized void quiet() {
        if (!(LoggerFactory.getILoggerFactory() instanceof JettyLoggerFactory f)) {
            return;
        }
        if (err == null) { // cardlab's own lines go to the PrintWriter Main made on the stream before, so they still show
            err = System.err;
            System.setErr(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
        }
        if (off) {
            return; // the levels saved first are the ones to restore
        }
        off = true;
        for (String name : HEARD_STOPPING) {
            f.getJettyLogger(name);
        }
        for (String name : f.getLoggerNames()) {
            if (under(name)) {
                saved.put(name, f.getLoggerLevel(name));
            }
        }
        for (String root : ROOTS) {
            f.setLoggerLevel(root, "OFF"); // and every logger under it
        }
    }

    /**
     * System.err as it was before {@link #quiet}, once the context has stopped: what runs after a study in the same JVM (another
     * study, a test that captures System.err) must be heard; Spark's loggers stay off until {@link #restore}.
     */
    static synchronized void restoreErr() {
        if (err != null && !Shutdown.underway()) { // as the JVM ends (Ctrl-C) Spark's pools still print what they reject: left unheard
            System.setErr(err);
            err = null;
        }
    }

    /** Spark's loggers back at their levels before {@link #quiet}, parents first (a parent's level reaches its children). */
    static synchronized void restore() {
        if (!(LoggerFactory.getILoggerFactory() instanceof JettyLoggerFactory f)) {
            return;
        }
        restoreErr();
        saved.entrySet().stream().sorted(Comparator.comparingInt(e -> e.getKey().length()))
                .forEach(e -> f.setLoggerLevel(e.getKey(), e.getValue()));
        saved.clear();
        off = false;
    }

    private static boolean under(String name) {
        for (String root : ROOTS) {
            if (name.equals(root) || name.startsWith(root + ".")) {
                return true;
            }
        }
        return false;
    }
}
