package org.cardlab.fugitive.deduce.model;

import java.io.Serializable;

/**
 * The Fugitive model as it travels to a study's executors: the model file's text, parsed again
 * where it lands (once per JVM for the same text), so an executor needs no copy of the file.
 */
public final class ModelRef implements Serializable {
    private static final long serialVersionUID = 1L;
    /** The last text parsed in this JVM and its model: the tasks of one study all carry the same text. */
    private static volatile Object[] lastParsed;

    private final String text;
    private final String where;
    private transient FugitiveModel model;

    private ModelRef(String text, String where, FugitiveModel model) {
        this.text = text;
        this.where = where;
        this.model = model;
    }

    /** A model file's text ({@code where} names it in errors), parsed now: a bad file is refused before any game. */
    public static ModelRef of(String text, String where) {
        return new ModelRef(text, where, FugitiveModel.parse(text, where));
    }

    /** A model already in this JVM, for a study on its threads only (it has no text to travel with). */
    public static ModelRef inThisJvm(FugitiveModel model) {
        return new ModelRef(null, "a model in memory", model);
    }

    /** The model, parsed again after a trip. */
    public synchronized FugitiveModel model() {
        if (model == null) {
            if (text == null) {
                throw new IllegalStateException(where + " cannot leave the JVM it was made in");
            }
            Object[] last = lastParsed;
            if (last != null && last[0].equals(text)) {
                model = (FugitiveModel) last[1];
            } else {
                model = FugitiveModel.parse(text, where);
                lastParsed = new Object[] {text, model};
            }
        }
        return model;
    }

    /** The file's text (null for a model in memory): part of what names a study, for its checkpoint. */
    public String text() {
        return text;
    }
}
