package org.cardlab.spark;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import org.apache.spark.SecurityManager;
import org.apache.spark.SecurityManager$;
import org.apache.spark.SparkConf;
import org.apache.spark.rpc.RpcAddress;
import org.apache.spark.rpc.RpcEnv;
import org.cardlab.core.UserError;

/**
 * The master URLs a study accepts, checked before Spark starts: a wrong URL or a standalone
 * master that does not answer (nothing listening, or something that is not a Spark master) is one line within seconds,
 * where Spark would retry for a minute first.
 */
public final class SparkMasters {
    /** How long a standalone master has to accept a connection. */
    static final int CONNECT_MS = 3000;
    /** How long a standalone master has to answer Spark's lookup of its endpoint. */
    static final int ASK_SECONDS = 10;

    private SparkMasters() {}

    /** Refuses, in one line, a master URL Spark cannot use or a standalone master that does not answer as one. */
    public static void check(String master) {
        String where = "--master " + master;
        if (master.matches("local(\\[(\\*|[1-9]\\d*)(,[1-9]\\d*)?])?")) {
            return;
        }
        if (master.startsWith("k8s://") && master.length() > "k8s://".length() || master.equals("yarn")) {
            return; // Spark's own cluster managers check these themselves
        }
        if (!master.matches("spark://[^,/:]+:\\d{1,5}(,[^,/:]+:\\d{1,5})*")) {
            throw new UserError(where + ": not a Spark master URL (local[*], local[N], spark://HOST:PORT, k8s://https://HOST:PORT"
                    + " or yarn)");
        }
        String problem = null;
        for (String hostPort : master.substring("spark://".length()).split(",")) {
            int colon = hostPort.lastIndexOf(':');
            String host = hostPort.substring(0, colon);
            int port = Integer.parseInt(hostPort.substring(colon + 1));
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress(host, port), CONNECT_MS);
            } catch (IOException | IllegalArgumentException e) {
                problem = hostPort + " (" + why(e) + ")";
                continue;
            }
            // something listens there; Spark's own client would wait a minute for it to register the application, so ask
            // whether it is a Spark master at all (an HTTP server, a proxy that accepts any connection: one line in seconds)
            String notMaster = askMaster(host, port);
            if (notMaster == null) {
                return; // one master answers: Spark finds the leader
            }
            problem = hostPort + " (" + notMaster + ")";
        }
        throw new UserError(where + ": no Spark master answers at " + problem);
    }

    private static String why(Exception e) {
        String m = e.getMessage();
        while (e.getCause() instanceof Exception c && (m == null || m.isBlank() || e.getCause().getMessage() != null)) {
            e = c;
            m = e.getMessage() == null ? m : e.getMessage();
        }
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m.strip().replaceAll("\\s*\\R\\s*", " ");
    }

    /**
     * Null when a Spark master's RPC endpoint answers at {@code host:port} within {@link #ASK_SECONDS}, else why not,
     * in words: the lookup Spark's client makes first, through an RPC environment of its own (client mode, no port of its own).
     */
    private static String askMaster(String host, int port) {
        SparkConf conf = new SparkConf().set("spark.rpc.lookupTimeout", ASK_SECONDS + "s").set("spark.rpc.askTimeout", ASK_SECONDS + "s");
        RpcEnv env = null;
        SparkLogs.quiet(); // the transport's warnings on a peer that is not Spark's: the line below says it
        try {
            env = RpcEnv.create("cardlab-master-check", "127.0.0.1", 0, conf, new SecurityManager(conf,
                    SecurityManager$.MODULE$.$lessinit$greater$default$2(), SecurityManager$.MODULE$.$lessinit$greater$default$3()), true);
            env.setupEndpointRef(new RpcAddress(host, port), "Master");
            return null;
        } catch (Exception e) {
            return "something listens there but is not a Spark master, or did not answer as one in " + ASK_SECONDS + " s: " + why(e);
        } finally {
            if (env != null) {
                env.shutdown();
                env.awaitTermination();
            }
            SparkLogs.restore();
        }
    }

    /** A standalone master on this machine's loopback (every host of the URL 127.0.0.1, localhost or ::1). */
    static boolean onLoopback(String master) {
        if (!master.startsWith("spark://")) {
            return false;
        }
        for (String hostPort : master.substring("spark://".length()).split(",")) {
            String host = hostPort.substring(0, Math.max(0, hostPort.lastIndexOf(':')));
            if (!host.equals("127.0.0.1") && !host.equals("localhost") && !host.equals("[::1]")) {
                return false;
            }
        }
        return true;
    }
}
