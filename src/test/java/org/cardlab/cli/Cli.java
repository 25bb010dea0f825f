package org.cardlab.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the CLI in-process and keeps what it printed; every game's CLI test uses it. */
public record Cli(int code, String out, String err) {
    public static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Cli(code, out.toString(), err.toString());
    }
}
