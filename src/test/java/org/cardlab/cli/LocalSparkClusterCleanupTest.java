package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.cardlab.testing.TestJvm;
import org.junit.jupiter.api.Test;

/** bench study --cluster's folder (logs, linked jars, the executors' copies: tens of megabytes) goes when the cluster stops. */
@org.junit.jupiter.api.Tag("slow")
class LocalSparkClusterCleanupTest {
    @Test
    void closingTheClusterDeletesItsFolderButNotTheJarsItLinks() throws Exception {
        LocalSparkCluster c = LocalSparkCluster.start(0, 1, TestJvm.jitAndCollectorFlags()); // a master alone: the folder is the point
        Path dir = c.dir();
        Path jars = dir.resolve("spark-home/jars");
        Path aLink;
        try (var s = Files.list(jars)) {
            aLink = s.filter(Files::isSymbolicLink).findFirst().orElseThrow();
        }
        Path target = Files.readSymbolicLink(aLink);
        assertTrue(Files.exists(dir.resolve("master.log")));
        c.close();
        assertFalse(Files.exists(dir), "the cluster's folder is deleted: " + dir);
        assertTrue(Files.exists(target), "the jar a link pointed at stays: " + target);
        c.close(); // again: nothing to do
    }
}
