package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.cardlab.core.UserError;
import org.cardlab.web.AccessToken;
import org.cardlab.web.Qr;
import org.cardlab.web.WebServer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "serve",
        mixinStandardHelpOptions = true,
        description = {
            "Serves the web table for a phone or laptop at the table, and prints the address to open.",
            "The Marshal's assistant, games against the bots, and the shipped puzzles to play.",
            "",
            "It listens on 127.0.0.1 (this machine only) unless --host says otherwise. With --host 0.0.0.0 a phone on the"
                    + " same network can open it: the printed address (and its QR code) then carries an access token, kept in"
                    + " DATA/token so that it survives restarts, and any request without it is refused (401).",
            "",
            "Every game is saved after every event under --data (one file per table in DATA/tables/) and is there"
                    + " again after a restart."})
public final class ServeCommand extends CommandWithSpec {
    @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1",
            description = "Address to listen on (0.0.0.0 for every network, with a token).")
    String host;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8042", converter = PortConverter.class,
            description = "Port, 0 to 65535 (0 picks a free one).")
    int port;

    @Option(names = "--data", paramLabel = "DIR", description = "Where the games are kept (default: ~/.cardlab).")
    Path data;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (host.isBlank()) {
            throw new UserError("--host: give an address to listen on (127.0.0.1, 0.0.0.0 or a name of this machine), not an empty one");
        }
        Path dir = data != null ? data : defaultData();
        boolean loopback;
        try {
            loopback = WebServer.isLoopback(host);
        } catch (UserError e) {
            throw e.within("--host");
        }
        String token = loopback ? null : AccessToken.load(dir, err);
        WebServer server = new WebServer(host, port, dir, token, err);
        server.start();
        out.println("cardlab web table: games kept in " + server.tablesDir());
        for (String url : server.urls()) {
            out.println("  open " + url);
        }
        if (token != null) {
            out.println("  (the token, kept in " + dir.resolve("token") + ", keeps other people on the network out;"
                    + " share the address only with your table)");
        }
        if (server.lanUrl() != null) {
            out.println("  a phone's camera opens " + server.lanUrl() + " from this code:");
            Qr.of(server.lanUrl()).terminal().forEach(l -> out.println("  " + l));
        }
        out.println("Stop with Ctrl-C.");
        out.flush();
        server.join();
        return 0;
    }

    public static Path defaultData() {
        return Path.of(System.getProperty("user.home"), ".cardlab");
    }

    /** A port number, 0 to 65535, checked while parsing. */
    static final class PortConverter implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 0, 65535);
        }
    }
}
