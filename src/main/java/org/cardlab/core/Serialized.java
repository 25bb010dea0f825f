package org.cardlab.core;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;

/**
 * A worker's counts as bytes (Java serialization): what a Spark task sends back and what a
 * checkpoint keeps of a finished range. Only counts travel; a worker's game and bots are transient.
 */
public final class Serialized {
    private Serialized() {}

    public static byte[] bytes(Object o) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(b)) {
            out.writeObject(o);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot serialize " + o.getClass().getName(), e);
        }
        return b.toByteArray();
    }

    /** The object {@link #bytes} made; an {@link IOException} for bytes that are not one. */
    @SuppressWarnings("unchecked")
    public static <T> T read(byte[] bytes) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return (T) in.readObject();
        } catch (ClassNotFoundException | ClassCastException e) {
            throw new IOException(e.getMessage(), e);
        }
    }
}
