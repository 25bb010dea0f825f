package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import org.cardlab.core.Checkpoint;
import org.cardlab.core.Counts;
import org.cardlab.core.Game;
import org.cardlab.core.Json;
import org.cardlab.core.Study;
import org.cardlab.core.StudyEngine;
import org.cardlab.core.UserError;
import org.cardlab.tournament.Lineups;
import org.cardlab.tournament.Tournament;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * Where a study plays its games ({@code --engine}, {@code --master}) and where it keeps its
 * finished ranges ({@code --checkpoint}). Spark's engine is loaded by name, so the thread engine
 * (the default) needs no Spark on the class path; the launcher adds Spark's jars for
 * {@code --engine spark}, and spark-submit brings them on a cluster (docs/scale.md).
 */
public final class EngineOptions {
    /** The engines by name. */
    public enum Engine { threads, spark }

    static final String SPARK_ENGINE = "org.cardlab.spark.SparkEngine";

    @Option(names = "--engine", paramLabel = "ENGINE",
            description = "Where the games are played: threads (this machine's --threads) or spark (Apache Spark at"
                + " --master); the figures are the same on both.")
    Engine engine = Engine.threads;

    @Option(names = "--master", paramLabel = "URL",
            description = "Spark's master, with --engine spark: local[*] (every core here, the default), local[N], spark://HOST:PORT"
                + " (a standalone cluster), k8s://https://HOST:PORT (Kubernetes, through spark-submit).")
    String master;

    @Option(names = "--checkpoint", paramLabel = "DIR",
            description = "Keep each finished range of games in DIR: a study stopped (Ctrl-C, a lost machine) and run again with the"
                + " same DIR resumes where it stopped and gives the same figures. DIR is made if missing, in a folder that must"
                + " exist. A folder of another study is refused.")
    public Path checkpoint;

    /** A study's engine and checkpoint, open until closed (Spark's context stops then). */
    public record Session(Study.Plan plan) implements AutoCloseable {
        /** Where the games ran, in words: "2 threads", "1 thread" or "spark local[2]". */
        public String where(int threads) {
            return plan.engine() == StudyEngine.threads() ? Counts.plain(threads, "thread") : plan.engine().name();
        }

        @Override
        public void close() {
            plan.engine().close();
        }
    }

    /**
     * Starts the engine and opens the checkpoint of {@code study} (what decides the study's
     * figures, as JSON; {@code description} names it in words). Call it after every other input
     * is checked: a bad master, a cluster that does not answer or another study's folder is one
     * line, and nothing is written before.
     */
    public Session open(ObjectNode study, String description) {
        if (master != null && engine != Engine.spark) {
            throw new UserError("--master goes with --engine spark");
        }
        StudyEngine e = engine == Engine.spark ? spark(master == null ? "local[*]" : master, "--engine spark") : StudyEngine.threads();
        try {
            Checkpoint c = checkpoint == null ? null : Checkpoint.open(checkpoint, study, description);
            return new Session(new Study.Plan(e, c, "games"));
        } catch (RuntimeException ex) {
            e.close();
            throw ex;
        }
    }

    /** Spark's engine at {@code master}; {@code asked} is what the user typed that needs it (named when Spark is missing). */
    public static StudyEngine spark(String master, String asked) {
        return (StudyEngine) onSpark(asked, () -> Class.forName(SPARK_ENGINE).getConstructor(String.class).newInstance(master),
                cause -> new UserError("--master " + master + ": Spark did not start (" + cause + ")"));
    }

    /** Refuses a master Spark cannot use before anything runs (a standalone one must answer as a Spark master), as {@link #spark} does. */
    public static void checkMaster(String master, String asked) {
        onSpark(asked, () -> Class.forName("org.cardlab.spark.SparkMasters").getMethod("check", String.class).invoke(null, master),
                cause -> notOnClassPath(asked));
    }

    /** A call into Spark's classes, which are loaded by name. */
    private interface SparkCall {
        Object call() throws ReflectiveOperationException;
    }

    /**
     * {@code call}'s result: Spark missing (its classes, or a class they link) is one line naming what {@code asked} for it, a
     * {@link UserError} inside passes through, any other failure inside is what {@code otherwise} makes of it.
     */
    private static Object onSpark(String asked, SparkCall call, java.util.function.Function<Throwable, UserError> otherwise) {
        try {
            return call.call();
        } catch (ClassNotFoundException | LinkageError e) {
            throw notOnClassPath(asked);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof UserError u) {
                throw u;
            }
            if (e.getCause() instanceof LinkageError) {
                throw notOnClassPath(asked);
            }
            throw otherwise.apply(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static UserError notOnClassPath(String asked) {
        return new UserError(asked + ": Spark is not on the class path (run through ./cardlab after 'mvn package', which adds the"
                + " jars listed in target/spark-classpath.txt, or through spark-submit)");
    }

    /** What decides a game's figures in a study: its id, spec name and rule values, and its setup. */
    public static ObjectNode game(Game<?, ?> g) {
        ObjectNode o = Json.object();
        o.put("game", g.type().id());
        o.put("spec", g.spec().name());
        ObjectNode v = o.putObject("rules");
        g.spec().values().forEach(v::set);
        o.set("params", g.params());
        return o;
    }

    /** What decides a tournament's figures, for its checkpoint: the games, every seating, the games and seed. */
    public static ObjectNode tournament(String command, List<? extends Game<?, ?>> games, Lineups lineups, RunOptions run) {
        ObjectNode o = Json.object();
        o.put("command", command);
        com.fasterxml.jackson.databind.node.ArrayNode gs = o.putArray("games");
        games.forEach(g -> gs.add(EngineOptions.game(g)));
        com.fasterxml.jackson.databind.node.ArrayNode es = o.putArray("seatings");
        for (Tournament.Entry e : Tournament.entries(games.stream().map(g -> g.spec().name()).toList(), lineups)) {
            com.fasterxml.jackson.databind.node.ArrayNode seats = es.addObject().put("spec", e.spec()).putArray("seats");
            e.seats().forEach(seats::add);
        }
        o.put("games", run.games).put("seed", run.seed());
        return o;
    }
}
