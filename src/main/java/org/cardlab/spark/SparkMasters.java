package org.cardlab.spark;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import org.cardlab.core.UserError;

/**
 * The master URLs a study accepts, checked before Spark starts: a wrong URL or a standalone
 * master that does not answer is one line at once, where Spark would retry for a minute first.
 */
final class SparkMasters {
    /** How long a standalone master has to accept a connection. */
    static final int CONNECT_MS = 3000;

    private SparkMasters() {}

    static void check(String master) {
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
                return; // one master answers: Spark finds the leader
            } catch (IOException | IllegalArgumentException e) {
                problem = hostPort + " (" + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()) + ")";
            }
        }
        throw new UserError(where + ": no Spark master answers at " + problem);
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
