package org.cardlab.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.regex.Pattern;
import org.cardlab.core.UserError;

/**
 * The access token of a server reachable beyond this machine, kept in {@code DATA/token} (readable
 * by its owner only), so that the phones at the table stay signed in across restarts. A missing
 * or malformed file gets a new token.
 */
public final class AccessToken {
    static final String FILE = "token";
    private static final Pattern TOKEN = Pattern.compile("[0-9a-f]{32}");

    private AccessToken() {}

    /** A fresh random token (128 bits). */
    public static String fresh() {
        byte[] b = new byte[16];
        new SecureRandom().nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    /** The token kept in {@code dataDir}, made and saved there on first use. */
    public static String load(Path dataDir, PrintWriter warnings) {
        Path file = dataDir.resolve(FILE);
        try {
            Files.createDirectories(dataDir);
            if (Files.isRegularFile(file)) {
                String kept = Files.readString(file, StandardCharsets.UTF_8).strip();
                if (TOKEN.matcher(kept).matches()) {
                    return kept;
                }
                warnings.println("cardlab serve: " + file + " does not hold a token; a new one replaces it");
            }
            String token = fresh();
            Path tmp = Files.createTempFile(dataDir, ".token-", ".tmp");
            if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
                Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-------"));
            }
            Files.writeString(tmp, token + "\n", StandardCharsets.UTF_8);
            Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            return token;
        } catch (IOException e) {
            throw new UserError(file + ": cannot keep the access token there (" + e.getMessage() + ")");
        }
    }
}
